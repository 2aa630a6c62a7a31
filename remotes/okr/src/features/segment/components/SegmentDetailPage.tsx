import { DeleteOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useCan, useNavigate } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { formatDateTime, formatKRW, josa } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailPage, RecordHeader, RecordToolbar, RichTextView } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { ACTIVE_LABELS, LEVEL_LABELS, type SegmentDetail, segmentApi } from '../api/segmentApi';
import { SEGMENT_KEY, SEGMENT_LISTS_KEY, segmentDetailQuery } from '../api/segmentQueries';
import { SegmentFormModal } from './SegmentFormModal';
import { SegmentRelated } from './SegmentRelated';
import type { SizeBar } from './SegmentSizeChart';
import { PriorityTag, pctOrDash, wonOrDash } from './segmentFormat';

const SegmentSizeChart = lazy(() => import('./SegmentSizeChart'));

/** 시장 세그먼트 상세 (/segment/:id): fields, this year's figures, the size funnel, related records and the record toolkit. */
export default function SegmentDetailPage() {
  return (
    <RecordDetailPage detail={segmentDetailQuery} listPageId="SegmentListPage" title={(s) => s.name}>
      {(s) => <SegmentView segment={s} />}
    </RecordDetailPage>
  );
}

/** The bars of the size chart: the estimates that are set, then what the CRM shows this year. */
function sizeBars(s: SegmentDetail): SizeBar[] {
  const estimates = [
    { label: 'TAM', value: s.tam },
    { label: 'SAM', value: s.sam },
    { label: 'SOM', value: s.som },
  ].flatMap((e) => (e.value === null ? [] : [{ label: e.label, value: e.value, tone: 'size' as const }]));
  return [...estimates, { label: `${s.year}년 매출`, value: s.salesYtd, tone: 'actual' }, { label: '진행 중 파이프라인', value: s.openPipeline, tone: 'actual' }];
}

function SegmentView({ segment: s }: { segment: SegmentDetail }) {
  const navigate = useNavigate();
  const confirmAction = useConfirmAction();
  const queryClient = useQueryClient();
  const canWrite = useCan('MARKETSEGMENT', 'WRITE');
  const canAdmin = useCan('MARKETSEGMENT', 'ADMIN');
  const detail = segmentDetailQuery(s.id);
  const writes = useRecordWrites<SegmentDetail>(detail.queryKey, SEGMENT_LISTS_KEY);
  const [editing, setEditing] = useState<'edit' | 'child' | null>(null);

  const saved = (next: SegmentDetail) => {
    writes.saved(next);
    // The picker (상위 시장 choices, crm's segment selects) reads names and the active flag.
    void queryClient.invalidateQueries({ queryKey: [...SEGMENT_KEY, 'picker'] });
  };

  function setActive(active: boolean) {
    confirmAction({
      title: active ? `${josa(s.name, '을/를')} 다시 사용할까요?` : `${josa(s.name, '을/를')} 사용 안 함으로 바꿀까요?`,
      content: active
        ? '고객사·리드에서 다시 선택할 수 있습니다.'
        : '고객사·리드에서 더 이상 선택할 수 없습니다. 이미 연결된 고객사·리드·매출 계획은 그대로 남습니다.',
      okText: active ? '사용' : '사용 안 함',
      danger: !active,
      run: () => segmentApi.update(s.id, { activeYn: active ? 'Y' : 'N', version: s.version }),
      success: active ? '다시 사용합니다.' : '사용 안 함으로 바꿨습니다.',
      onDone: saved,
      onConflict: () => void writes.changed(),
    });
  }

  function remove() {
    confirmAction({
      title: `${josa(s.name, '을/를')} 삭제할까요?`,
      content: '목록과 선택 목록에서 사라집니다. 고객사·리드·매출 계획이 연결된 세그먼트는 삭제할 수 없으니 사용 안 함으로 바꿔 주세요.',
      okText: '삭제',
      danger: true,
      run: () => segmentApi.remove(s.id, s.version),
      success: '시장 세그먼트를 삭제했습니다.',
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: SEGMENT_KEY });
        navigate('/segment');
      },
      onConflict: () => void writes.changed(),
    });
  }

  return (
    <Flex vertical gap={16}>
      <RecordHeader
        listPageId="SegmentListPage"
        title={s.name}
        tags={
          <>
            <Tag>{LEVEL_LABELS[s.level]}</Tag>
            <PriorityTag priority={s.priority} />
            {s.activeYn === 'N' && <Tag data-testid="segment-inactive">{ACTIVE_LABELS.N}</Tag>}
            <Typography.Text type="secondary">{s.code}</Typography.Text>
          </>
        }
        actions={
          canWrite && (
            <>
              {s.level === 'MARKET' && s.activeYn === 'Y' && (
                <Button icon={<PlusOutlined />} onClick={() => setEditing('child')}>
                  하위 세그먼트 등록
                </Button>
              )}
              <Button icon={<EditOutlined />} onClick={() => setEditing('edit')}>
                수정
              </Button>
              {s.activeYn === 'Y' ? (
                <Button icon={<PauseCircleOutlined />} onClick={() => setActive(false)}>
                  사용 안 함
                </Button>
              ) : (
                <Button icon={<PlayCircleOutlined />} onClick={() => setActive(true)}>
                  다시 사용
                </Button>
              )}
              {canAdmin && (
                <Button danger icon={<DeleteOutlined />} onClick={remove}>
                  삭제
                </Button>
              )}
            </>
          )
        }
        toolbar={<RecordToolbar recordType="MARKET_SEGMENT" recordId={s.id} label={`${s.name} (${s.code})`} readOnly={!canWrite} />}
      />

      <Row gutter={[12, 12]}>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="고객사" value={s.customerCount} suffix="곳" />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={`진행 중 파이프라인 (${s.openLeadCount}건)`} value={s.openPipeline} formatter={(v) => formatKRW(Number(v))} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={`${s.year}년 매출`} value={s.salesYtd} formatter={(v) => formatKRW(Number(v))} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="SAM 대비 점유율" value={pctOrDash(s.sharePct)} />
          </Card>
        </Col>
      </Row>

      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="기본 정보">
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label="코드">{s.code}</Descriptions.Item>
              <Descriptions.Item label="구분">{LEVEL_LABELS[s.level]}</Descriptions.Item>
              <Descriptions.Item label="상위 시장">{s.parentId ? <Link to={`/segment/${s.parentId}`}>{s.parentName}</Link> : '-'}</Descriptions.Item>
              <Descriptions.Item label="우선순위">
                <PriorityTag priority={s.priority} />
              </Descriptions.Item>
              <Descriptions.Item label="TAM">{wonOrDash(s.tam)}</Descriptions.Item>
              <Descriptions.Item label="SAM">{wonOrDash(s.sam)}</Descriptions.Item>
              <Descriptions.Item label="SOM">{wonOrDash(s.som)}</Descriptions.Item>
              <Descriptions.Item label="성장률">{pctOrDash(s.growthRatePct)}</Descriptions.Item>
              <Descriptions.Item label="담당자">{s.ownerUserName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="소유부서">{s.ownerDeptName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="사용여부">{ACTIVE_LABELS[s.activeYn]}</Descriptions.Item>
              <Descriptions.Item label="등록 / 수정">
                {formatDateTime(s.createdAt)} / {formatDateTime(s.updatedAt)}
              </Descriptions.Item>
              <Descriptions.Item label="설명" span={2}>
                {s.description ? <RichTextView html={s.description} /> : '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="시장 규모와 올해 실적">
            <Suspense fallback={<Spin />}>
              <SegmentSizeChart data={sizeBars(s)} />
            </Suspense>
          </Card>
        </Col>
      </Row>

      <SegmentRelated segment={s} />

      <SegmentFormModal
        open={editing !== null}
        segment={editing === 'edit' ? s : null}
        parentId={editing === 'child' ? s.id : null}
        onClose={() => setEditing(null)}
        onReload={async () => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
        onSaved={(next) => {
          setEditing(null);
          if (editing === 'child') {
            void queryClient.invalidateQueries({ queryKey: SEGMENT_KEY });
            navigate(`/segment/${next.id}`);
          } else saved(next);
        }}
      />
    </Flex>
  );
}
