import { Card, Descriptions, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { type ListColumn, cardColumns, cellOf } from './listColumns';

export type ListCardsProps<T extends Record<string, any>> = {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: keyof T & string;
  loading: boolean;
  empty: ReactNode;
  total: ReactNode;
  paging: { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void };
  onOpen?: (row: T) => void;
};

/** A list's rows on a phone: one card a row, its first column as the title and its key columns below, with the table's paging. */
export function ListCards<T extends Record<string, any>>({ rows, columns, rowKey, loading, empty, total, paging, onOpen }: ListCardsProps<T>) {
  const { title, fields } = cardColumns(columns);
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8}>
        {total && <Typography.Text type="secondary">{total}</Typography.Text>}
        {rows.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
        {rows.map((row, index) => (
          <Card
            key={String(row[rowKey])}
            size="small"
            role="article"
            hoverable={!!onOpen}
            onClick={onOpen && ((e: MouseEvent<HTMLElement>) => !(e.target as HTMLElement).closest('a,button') && onOpen(row))}
            title={title && cellOf(title, row, index)}
          >
            <Descriptions
              size="small"
              column={1}
              colon={false}
              items={fields.map((column, i) => ({ key: i, label: column.title as ReactNode, children: cellOf(column, row, index) }))}
            />
          </Card>
        ))}
        <Pagination
          size="small"
          style={{ alignSelf: 'center' }}
          current={paging.current}
          pageSize={paging.pageSize}
          total={paging.total}
          showSizeChanger={false}
          onChange={paging.onChange}
          hideOnSinglePage
        />
      </Flex>
    </Spin>
  );
}
