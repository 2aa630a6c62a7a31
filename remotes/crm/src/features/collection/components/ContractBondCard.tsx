import { errorMessage, useCan } from '@dure/shared';
import { RECEIVABLE_STATUS, type ReceivableStatus } from '@dure/shared/contracts/crm/receivable';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Receivable, receivablesOfQuery } from '../api/collectionApi';
import { WriteOffModal } from './BondActions';
import { CollectionModal } from './CollectionModal';
import { CollectionTable } from './CollectionTable';
import { useBondRefresh } from './useBondRefresh';

export const STATUS_COLORS: Record<ReceivableStatus, string> = { OPEN: 'red', PARTIAL: 'gold', PAID: 'green', WRITTEN_OFF: 'default' };

type Props = { contractId: number; customerId: number; customerName: string | null };

/** 계약 상세의 채권·수금 (DASHBOARD_BOND_READ): the contract's receivables, 수금 등록 against them, the customer's collections. */
export function ContractBondCard({ contractId, customerId, customerName }: Props) {
  const canRead = useCan('DASHBOARD_BOND', 'READ');
  const canWrite = useCan('DASHBOARD_BOND', 'WRITE');
  const canAdmin = useCan('DASHBOARD_BOND', 'ADMIN');
  const receivables = useQuery({ ...receivablesOfQuery({ contractId }), enabled: canRead });
  const [collecting, setCollecting] = useState(false);
  const [writingOff, setWritingOff] = useState<Receivable | null>(null);
  const refresh = useBondRefresh();
  if (!canRead) return null;
  const rows = receivables.data?.content ?? [];
  const balance = rows.reduce((s, r) => s + r.balance, 0);
  return (
    <Card
      title="채권·수금"
      size="small"
      extra={
        <Space>
          <Typography.Text data-testid="contract-ar-balance">잔액 {formatKRW(balance)}</Typography.Text>
          {canWrite && (
            <Button size="small" type="primary" onClick={() => setCollecting(true)}>
              수금 등록
            </Button>
          )}
        </Space>
      }
    >
      {receivables.isError ? (
        <Alert type="error" showIcon message="채권을 불러오지 못했습니다" description={errorMessage(receivables.error)} action={<Button onClick={() => void receivables.refetch()}>다시 시도</Button>} />
      ) : (
        <Table<Receivable>
          size="small"
          rowKey="id"
          loading={receivables.isPending}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: '발급된 세금계산서의 채권이 없습니다' }}
          columns={[
            { title: '세금계산서', dataIndex: 'invoiceNo', width: 150 },
            { title: '만기일', dataIndex: 'dueDate', width: 110, render: formatDate },
            { title: '채권액', dataIndex: 'amount', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '수금', dataIndex: 'collectedAmount', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '잔액', dataIndex: 'balance', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '상태', dataIndex: 'status', width: 100, render: (v: ReceivableStatus) => <Tag color={STATUS_COLORS[v]}>{RECEIVABLE_STATUS.labels[v]}</Tag> },
            { title: '연체', dataIndex: 'overdueDays', width: 70, align: 'right', render: (v: number) => (v > 0 ? `${v}일` : '-') },
            ...(canAdmin
              ? [
                  {
                    title: '',
                    key: 'actions',
                    width: 96,
                    render: (_: unknown, r: Receivable) =>
                      r.balance > 0 ? (
                        <Button size="small" onClick={() => setWritingOff(r)}>
                          대손 처리
                        </Button>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {customerName ?? '고객사'} 수금 내역
      </Typography.Title>
      <CollectionTable customerId={customerId} />
      {canWrite && (
        <CollectionModal
          open={collecting}
          customerId={customerId}
          customerName={customerName}
          contractId={contractId}
          onClose={() => setCollecting(false)}
          onSaved={(c) => {
            setCollecting(false);
            refresh(`${formatKRW(c.amount)} 수금을 등록했습니다.${c.advanceAmount > 0 ? ` 선수금 ${formatKRW(c.advanceAmount)}` : ''}`);
          }}
        />
      )}
      <WriteOffModal receivable={writingOff} onClose={() => setWritingOff(null)} />
    </Card>
  );
}
