import { ProTable } from '@ant-design/pro-components';
import { errorMessage } from '@dure/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useState } from 'react';
import { type RelatedKind } from './kinds';
import { relatedQuery } from './relatedQuery';

type Props = {
  kind: RelatedKind;
  /** The owning record, e.g. `{ customerId: 7 }`. */
  filter: Record<string, number>;
  pageSize?: number;
};

/**
 * A compact list of one kind of record that belongs to another record (a customer's leads, a contract's invoices).
 * Cached under the resource's own key, so a write that refreshes the resource's lists refreshes this one too.
 */
export function RelatedTable({ kind, filter, pageSize = 10 }: Props) {
  const [page, setPage] = useState(0);
  const query = useQuery({ ...relatedQuery(kind.resource, { ...filter, page, size: pageSize, sort: kind.defaultSort }), placeholderData: keepPreviousData });
  return (
    <ProTable<Record<string, unknown> & { id: number }>
      rowKey="id"
      size="small"
      search={false}
      options={false}
      cardProps={{ bodyStyle: { padding: 0 } }}
      columns={kind.columns}
      dataSource={query.data?.content ?? []}
      loading={query.isFetching}
      pagination={{ current: page + 1, pageSize, total: query.data?.totalElements ?? 0, showSizeChanger: false, size: 'small', onChange: (p) => setPage(p - 1) }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.error ? `${kind.label} 목록을 불러오지 못했습니다: ${errorMessage(query.error)}` : kind.empty} />,
      }}
    />
  );
}
