import { errorMessage, useCan, useNavigate } from '@dure/shared';
import { AGING_BUCKET, type AgingBucket } from '@dure/shared/contracts/crm/receivable';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { CollectionModal, WriteOffModal, useBondRefresh } from '../../collection';
import type { Receivable } from '../api/dashboardApi';
import type { ReceivablePageQuery } from '../api/dashboardFilters';
import { receivableListQuery } from '../api/dashboardQueries';

export const BUCKET_LABELS = AGING_BUCKET.labels;
const BUCKET_COLORS: Record<AgingBucket, string> = { NOT_DUE: 'green', D1_30: 'gold', D31_60: 'orange', D61_90: 'volcano', D90_PLUS: 'red' };

type Props = { query: ReceivablePageQuery; onPage: (page: number) => void };

/** The receivables behind a bond figure (open balances, oldest due first), a page at a time. */
export function ReceivableTable({ query, onPage }: Props) {
  const navigate = useNavigate();
  const receivables = useQuery(receivableListQuery(query));
  const canWrite = useCan('DASHBOARD_BOND', 'WRITE');
  const canAdmin = useCan('DASHBOARD_BOND', 'ADMIN');
  const [collecting, setCollecting] = useState<Receivable | null>(null);
  const [writingOff, setWritingOff] = useState<Receivable | null>(null);
  const refresh = useBondRefresh();
  if (receivables.isError && !receivables.isFetching) {
    return (
      <Alert
        type="error"
        showIcon
        message="채권 목록을 불러오지 못했습니다"
        description={errorMessage(receivables.error)}
        action={<Button onClick={() => void receivables.refetch()}>다시 시도</Button>}
      />
    );
  }
  return (
    <>
    <Table<Receivable>
      size="small"
      rowKey="id"
      loading={receivables.isFetching}
      dataSource={receivables.data?.content ?? []}
      locale={{ emptyText: '조건에 맞는 미수 채권이 없습니다' }}
      pagination={{
        current: query.page + 1,
        pageSize: query.size,
        total: receivables.data?.totalElements ?? 0,
        showSizeChanger: false,
        onChange: (p) => onPage(p - 1),
        showTotal: (n) => `총 ${n}건`,
      }}
      onRow={(r) => ({ onClick: () => navigate(`/taxinvoice/${r.taxInvoiceId}`), style: { cursor: 'pointer' } })}
      columns={[
        { title: '고객사', dataIndex: 'customerName', render: (v: string | null) => v ?? '-' },
        { title: '세금계산서', dataIndex: 'invoiceNo', width: 150 },
        { title: '작성일', dataIndex: 'billDate', width: 110, render: formatDate },
        { title: '만기일', dataIndex: 'dueDate', width: 110, render: formatDate },
        { title: '채권액', dataIndex: 'amount', align: 'right', render: (v: number) => formatKRW(v) },
        { title: '잔액', dataIndex: 'balance', align: 'right', render: (v: number) => formatKRW(v) },
        { title: '연체', dataIndex: 'overdueDays', align: 'right', width: 80, render: (v: number) => (v > 0 ? `${v}일` : '-') },
        { title: '연령', dataIndex: 'agingBucket', width: 100, render: (v: AgingBucket) => <Tag color={BUCKET_COLORS[v]}>{BUCKET_LABELS[v]}</Tag> },
        ...(canWrite || canAdmin
          ? [
              {
                title: '',
                key: 'actions',
                width: 180,
                render: (_: unknown, r: Receivable) =>
                  r.balance > 0 && (
                    // The row opens its invoice on a click; the buttons keep theirs.
                    <Space size={4} onClick={(e) => e.stopPropagation()}>
                      {canWrite && (
                        <Button size="small" onClick={() => setCollecting(r)} aria-label={`${r.invoiceNo ?? ''} 수금 등록`}>
                          수금 등록
                        </Button>
                      )}
                      {canAdmin && (
                        <Button size="small" onClick={() => setWritingOff(r)} aria-label={`${r.invoiceNo ?? ''} 대손 처리`}>
                          대손
                        </Button>
                      )}
                    </Space>
                  ),
              },
            ]
          : []),
      ]}
    />
    {collecting && (
      <CollectionModal
        open
        customerId={collecting.customerId}
        customerName={collecting.customerName}
        onClose={() => setCollecting(null)}
        onSaved={(c) => {
          setCollecting(null);
          refresh(`${formatKRW(c.amount)} 수금을 등록했습니다.`);
        }}
      />
    )}
    <WriteOffModal receivable={writingOff} onClose={() => setWritingOff(null)} />
    </>
  );
}
