import { Link } from '@dure/shared';
import { formatBusinessNumber } from '@dure/shared/format';
import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type DuplicateMatch, REASON_LABELS, STATUS_COLORS, STATUS_LABELS } from '../api/customerApi';

type Props = {
  matches: DuplicateMatch[];
  onAcknowledge?: () => void;
  acknowledging?: boolean;
  acknowledgeLabel?: string;
  /** A button per match (e.g. "이 고객사 선택" where a lead gets its customer). */
  renderAction?: (match: DuplicateMatch) => ReactNode;
};

/** Possible duplicates of the customer being saved, each linked, with the explicit "save anyway" acknowledgement. */
export function DuplicatePanel({ matches, onAcknowledge, acknowledging, acknowledgeLabel = '그래도 등록', renderAction }: Props) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="duplicate-panel"
      message={`비슷한 고객사가 ${matches.length}곳 있습니다`}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <List
            size="small"
            dataSource={matches}
            renderItem={(m) => (
              <List.Item actions={renderAction ? [renderAction(m)] : undefined}>
                <Space wrap size={4}>
                  <Link to={`/customer/${m.id}`} target="_blank">
                    {m.name}
                  </Link>
                  <Typography.Text type="secondary">
                    {m.customerNo}
                    {m.bizRegNo ? ` · ${formatBusinessNumber(m.bizRegNo)}` : ''}
                    {m.ownerDeptName ? ` · ${m.ownerDeptName}` : ''}
                  </Typography.Text>
                  <Tag color={STATUS_COLORS[m.status]}>{STATUS_LABELS[m.status]}</Tag>
                  {m.reasons.map((r) => (
                    <Tag key={r} color="gold">
                      {REASON_LABELS[r]}
                      {r === 'SIMILAR_NAME' ? ` ${Math.round(m.similarity * 100)}%` : ''}
                    </Tag>
                  ))}
                </Space>
              </List.Item>
            )}
          />
          {onAcknowledge && (
            <Space>
              <Typography.Text>같은 회사가 아니라면 확인 후 저장할 수 있습니다. 확인 기록은 이력에 남습니다.</Typography.Text>
              <Button danger loading={acknowledging} onClick={onAcknowledge}>
                {acknowledgeLabel}
              </Button>
            </Space>
          )}
        </Space>
      }
    />
  );
}
