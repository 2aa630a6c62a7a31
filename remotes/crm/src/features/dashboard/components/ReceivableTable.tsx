import { errorMessage, useNavigate } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { Alert, Button, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type AgingBucket, dashboardApi, type ReceivableRow } from '../api/dashboardApi';

export const BUCKET_LABELS: Record<AgingBucket, string> = { NOT_DUE: '기한 전', D1_30: '1–30일', D31_60: '31–60일', D61_90: '61–90일', D90_PLUS: '90일 초과' };
const BUCKET_COLORS: Record<AgingBucket, string> = { NOT_DUE: 'green', D1_30: 'gold', D31_60: 'orange', D61_90: 'volcano', D90_PLUS: 'red' };

type Props = { customerId?: number; bucket?: string; overdueYn?: string };

/** The receivables behind a bond figure (open balances, oldest due first). */
export function ReceivableTable({ customerId, bucket, overdueYn }: Props) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<{ rows: ReceivableRow[]; total: number; loading: boolean; error: unknown }>({ rows: [], total: 0, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setPage(0), [customerId, bucket, overdueYn]);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    dashboardApi
      .receivables({ page, size: 10, sort: 'dueDate,asc', openYn: 'Y', customerId, bucketList: bucket, overdueYn })
      .then((r) => live && setState({ rows: r.content, total: r.totalElements, loading: false, error: null }))
      .catch((e) => live && setState({ rows: [], total: 0, loading: false, error: e }));
    return () => {
      live = false;
    };
  }, [page, customerId, bucket, overdueYn, attempt]);
  if (state.error) return <Alert type="error" showIcon message="채권 목록을 불러오지 못했습니다" description={errorMessage(state.error)} action={<Button onClick={() => setAttempt((a) => a + 1)}>다시 시도</Button>} />;
  return (
    <Table
      size="small"
      rowKey="id"
      loading={state.loading}
      dataSource={state.rows}
      locale={{ emptyText: '조건에 맞는 미수 채권이 없습니다' }}
      pagination={{ current: page + 1, pageSize: 10, total: state.total, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: (n) => `총 ${n}건` }}
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
      ]}
    />
  );
}
