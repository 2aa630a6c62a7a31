import { DeleteOutlined, EditOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, formatKRW } from '@dure/shared/format';
import { Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { GMP_CHILD_TYPE, type GmpNode, STATUS_COLORS, STATUS_LABELS, TYPE_COLORS, TYPE_LABELS } from '../api/gmpApi';

type Props = {
  node: GmpNode | null;
  salesPlanTotal: number | null;
  canWrite: boolean;
  onEdit: () => void;
  onAddChild: () => void;
  onDelete: () => void;
};

/** The node picked in the tree: its fields and, for a writer, edit, add a child and delete. */
export function GmpNodePanel({ node, salesPlanTotal, canWrite, onEdit, onAddChild, onDelete }: Props) {
  if (!node) {
    return (
      <Card size="small" title="항목 상세">
        <Empty description="트리에서 항목을 선택하면 내용이 여기에 나옵니다." />
      </Card>
    );
  }
  const childType = GMP_CHILD_TYPE[node.type];
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <Tag color={TYPE_COLORS[node.type]}>{TYPE_LABELS[node.type]}</Tag>
          <Typography.Text strong>{node.title}</Typography.Text>
        </Flex>
      }
      extra={
        canWrite && (
          <Flex gap={4} wrap>
            {childType && (
              <Button size="small" icon={<PlusOutlined />} onClick={onAddChild}>
                {TYPE_LABELS[childType]} 추가
              </Button>
            )}
            <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
              수정
            </Button>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
              삭제
            </Button>
          </Flex>
        )
      }
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="상태">
          <Tag color={STATUS_COLORS[node.status]}>{STATUS_LABELS[node.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="목표 매출">
          {node.targetRevenue === null ? '-' : formatKRW(node.targetRevenue)}
          {node.targetMismatch && (
            <Typography.Paragraph type="warning" style={{ margin: '4px 0 0' }} data-testid="gmp-mismatch-detail">
              <WarningOutlined /> 세그먼트 매출 계획 합계({salesPlanTotal === null ? '계획 없음' : formatKRW(salesPlanTotal)})와 다릅니다.
            </Typography.Paragraph>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="담당자">{[node.ownerUserName, node.ownerDeptName].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
        <Descriptions.Item label="기한">{node.dueDate ? formatDate(node.dueDate) : '-'}</Descriptions.Item>
        <Descriptions.Item label="제공 가치">{node.offering ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="가치 제안">{node.valueProposition ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="채널">{node.channels ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="수정">{formatDateTime(node.updatedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
