import { errorMessage } from '@dure/shared';
import { Alert, Button, Table, type TableProps } from 'antd';
import { LIST_MESSAGES } from './messages';

export type LocalTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'locale'> & {
  /** Every row, already read: the table sorts and pages them itself. */
  rows: readonly T[] | undefined;
  emptyText?: string;
  /** Pages of 50 with the count in this unit (`총 12개`); all rows on one page without it. */
  countUnit?: string;
  /** A failed read: its Korean message under `errorTitle`, with a retry. */
  error?: unknown;
  errorTitle?: string;
  onRetry?: () => unknown;
};

/** A table of rows a screen holds whole (codes, stages, menus): small, scrolling sideways, paged only when long. */
export function LocalTable<T extends object>({ rows, emptyText, countUnit, error, errorTitle, onRetry, ...table }: LocalTableProps<T>) {
  const pagination: TableProps<T>['pagination'] = countUnit ? { defaultPageSize: 50, showSizeChanger: true, showTotal: (t) => `총 ${t}${countUnit}` } : false;
  return (
    <>
      {error ? <Alert type="error" showIcon message={errorTitle} description={errorMessage(error)} action={onRetry && <Button onClick={() => void onRetry()}>{LIST_MESSAGES.retry}</Button>} /> : null}
      <Table<T> size="small" scroll={{ x: 'max-content' }} {...table} dataSource={rows as T[] | undefined} pagination={pagination} locale={emptyText ? { emptyText } : undefined} />
    </>
  );
}
