import { errorMessage, useCan } from '@dure/shared';
import { COLLECTION_METHOD } from '@dure/shared/contracts/crm/receivable';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { type Collection, collectionsOfQuery } from '../api/collectionApi';
import { ReverseModal } from './BondActions';

/** A customer's collections with their allocation and 선수금; 수금 취소 for DASHBOARD_BOND_WRITE. */
export function CollectionTable({ customerId }: { customerId: number }) {
  const canWrite = useCan('DASHBOARD_BOND', 'WRITE');
  const collections = useQuery(collectionsOfQuery(customerId));
  const [reversing, setReversing] = useState<Collection | null>(null);
  if (collections.isError) {
    return <Alert type="error" showIcon message="수금 내역을 불러오지 못했습니다" description={errorMessage(collections.error)} action={<Button onClick={() => void collections.refetch()}>다시 시도</Button>} />;
  }
  return (
    <section aria-label="수금 내역">
      <Table<Collection>
        size="small"
        rowKey="id"
        loading={collections.isPending}
        dataSource={collections.data?.content ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => `총 ${n}건` }}
        locale={{ emptyText: '수금 내역이 없습니다' }}
        columns={[
          { title: '수금일', dataIndex: 'collectedDate', width: 110, render: formatDate },
          { title: '방법', dataIndex: 'method', width: 90, render: (v: Collection['method']) => COLLECTION_METHOD.labels[v] },
          { title: '금액', dataIndex: 'amount', align: 'right', render: (v: number) => formatKRW(v) },
          { title: '배분', dataIndex: 'allocatedAmount', align: 'right', render: (v: number) => formatKRW(v) },
          { title: '선수금', dataIndex: 'advanceAmount', align: 'right', render: (v: number) => formatKRW(v) },
          {
            title: '상태',
            key: 'state',
            width: 100,
            render: (_, c) => (c.reversedFromId ? <Tag color="orange">취소 전표</Tag> : c.reversedYn === 'Y' ? <Tag>취소됨</Tag> : <Tag color="green">정상</Tag>),
          },
          { title: '메모', dataIndex: 'memo', ellipsis: true, render: (v: string | null) => v ?? '-' },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 96,
                  render: (_: unknown, c: Collection) =>
                    c.reversedFromId === null && c.reversedYn === 'N' ? (
                      <Button size="small" danger onClick={() => setReversing(c)} aria-label={`${c.collectedDate} ${formatKRW(c.amount)} 수금 취소`}>
                        수금 취소
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <ReverseModal collection={reversing} onClose={() => setReversing(null)} />
    </section>
  );
}
