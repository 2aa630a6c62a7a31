import { formatDateTime } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailFrame, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Row, Space, Statistic, Tag } from 'antd';
import type { MboSheetDetail } from '../api/mboApi';
import { MBO_LISTS_KEY, mboDetailQuery } from '../api/mboQueries';
import { STATUS_COLORS, STATUS_LABELS, periodOf, scoreText } from '../model/mboLabels';
import { MboActions } from './MboActions';
import { MboItemsEditor } from './MboItemsEditor';
import { MboItemsTable } from './MboItemsTable';
import { MboScoresEditor } from './MboScoresEditor';

/** One MBO sheet (/mbo?id=): items, weight total, scores, the caller's state actions and the record toolkit. */
export function MboSheetView({ id }: { id: number }) {
  const query = useQuery(mboDetailQuery(id));
  return (
    <RecordDetailFrame query={query} listPageId="MboPage" title={(s) => `${s.userName ?? ''} ${periodOf(s)} MBO`}>
      {(sheet) => <SheetBody sheet={sheet} reload={query.refetch} />}
    </RecordDetailFrame>
  );
}

function SheetBody({ sheet: s, reload }: { sheet: MboSheetDetail; reload: () => Promise<unknown> }) {
  const writes = useRecordWrites<MboSheetDetail>(mboDetailQuery(s.id).queryKey, MBO_LISTS_KEY);
  const title = `${periodOf(s)} MBO`;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="MboPage"
        title={title}
        tags={
          <Tag color={STATUS_COLORS[s.status]} data-testid="mbo-status">
            {STATUS_LABELS[s.status]}
          </Tag>
        }
        subtitle={`${s.userName ?? ''}${s.deptName ? ` · ${s.deptName}` : ''} · 합의자 ${s.approverName ?? '-'}`}
        actions={<MboActions sheet={s} onChanged={writes.saved} />}
        toolbar={<RecordToolbar recordType="MBO_SHEET" recordId={s.id} label={`${s.userName ?? ''} ${title}`} tools={['history', 'bookmark', 'activity', 'comments', 'files', 'actionItems']} />}
      />

      {s.status === 'DRAFT' && s.returnReason && <Alert type="warning" showIcon message="반려된 시트입니다" description={`사유: ${s.returnReason}`} />}
      {s.status === 'SUBMITTED' && <Alert type="info" showIcon message={`${s.approverName ?? '합의자'}님의 합의를 기다리고 있습니다.`} />}

      <Row gutter={[16, 16]}>
        {[
          ['항목', `${s.itemCount}개`],
          ['가중치 합계', `${s.weightTotal}%`],
          ['자기평가 점수', scoreText(s.selfScore)],
          ['평가 점수 (난이도 반영, 최대 5)', scoreText(s.score)],
        ].map(([label, value]) => (
          <Col xs={12} lg={6} key={label}>
            <Card size="small">
              <Statistic title={label} value={value} />
            </Card>
          </Col>
        ))}
      </Row>

      <Card title="MBO 항목" size="small">
        {s.canEditItems ? (
          <MboItemsEditor sheet={s} onSaved={writes.saved} onReload={reload} />
        ) : s.canSelfScore || s.canEvaluate ? (
          <MboScoresEditor sheet={s} onSaved={writes.saved} onReload={reload} />
        ) : (
          <MboItemsTable items={s.items} />
        )}
      </Card>

      <Card title="진행" size="small">
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
          <Descriptions.Item label="합의 요청">{s.submittedAt ? formatDateTime(s.submittedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="합의">{s.agreedAt ? formatDateTime(s.agreedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="평가 확정">{s.evaluatedAt ? formatDateTime(s.evaluatedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="마감">{s.closedAt ? formatDateTime(s.closedAt) : '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
