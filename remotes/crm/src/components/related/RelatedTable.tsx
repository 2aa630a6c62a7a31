import { ProTable } from '@ant-design/pro-components';
import { errorMessage } from '@dure/shared';
import { Empty } from 'antd';
import { useState } from 'react';
import { type RelatedKind } from './kinds';
import { fetchRelated } from './relatedApi';

type Props = {
  kind: RelatedKind;
  /** The owning record, e.g. `{ customerId: 7 }`. */
  filter: Record<string, number>;
  pageSize?: number;
};

/** A compact list of one kind of record that belongs to another record (a customer's leads, a contract's invoices). */
export function RelatedTable({ kind, filter, pageSize = 10 }: Props) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ProTable<Record<string, unknown> & { id: number }>
      rowKey="id"
      size="small"
      search={false}
      options={false}
      cardProps={{ bodyStyle: { padding: 0 } }}
      columns={kind.columns}
      params={filter}
      pagination={{ pageSize, showSizeChanger: false, size: 'small' }}
      request={async ({ current = 1, pageSize: size = pageSize }) => {
        try {
          const page = await fetchRelated<Record<string, unknown> & { id: number }>(kind.resource, { ...filter, page: current - 1, size, sort: kind.defaultSort });
          setError(null);
          return { data: page.content, total: page.totalElements, success: true };
        } catch (e) {
          setError(errorMessage(e));
          return { data: [], total: 0, success: false };
        }
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ? `${kind.label} 목록을 불러오지 못했습니다: ${error}` : kind.empty} /> }}
    />
  );
}
