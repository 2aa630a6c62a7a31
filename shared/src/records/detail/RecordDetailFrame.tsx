import { Alert, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { pageById } from '../../access/index';
import { useRecordTitle } from '../../documentTitle';
import { errorMessage, httpStatus } from '../../http/errors';
import { Link } from '../../router';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.detail;

/** A record's load as the page sees it; TanStack Query's `useQuery` result fits as it is. */
export type RecordQuery<T> = { isPending: boolean; error: unknown; data: T | null | undefined; refetch: () => unknown };

type Props<T> = {
  query: RecordQuery<T>;
  /** The page table id of the list the record belongs to: the 404 state leads back to it, the tab title names it. */
  listPageId: string;
  /** Known absent before asking the api (e.g. an id that is not a number). */
  notFound?: boolean;
  /** The record's name for the browser tab. */
  title: (record: T) => string;
  /** The loaded page, usually a `RecordHeader` and the record's cards. */
  children: (record: T) => ReactNode;
};

/**
 * The load states every record page shares: a skeleton while loading, a 404 state with the way back
 * to its list, an error state with the api's message and retry; then the page itself.
 */
export function RecordDetailFrame<T>({ query, listPageId, notFound = false, title, children }: Props<T>) {
  const list = pageById(listPageId);
  const noun = list?.title ?? '';
  const record = query.data ?? null;
  useRecordTitle(record ? title(record) : null, listPageId);

  if (notFound || (!record && httpStatus(query.error) === 404)) {
    return (
      <Result
        status="404"
        title={M.notFound(noun)}
        subTitle={M.notFoundHint}
        extra={list ? <Link to={list.path}>{M.toList(noun)}</Link> : null}
      />
    );
  }
  if (!record && query.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={M.loadFailed(noun)}
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>{RECORDS_MESSAGES.common.retry}</Button>}
      />
    );
  }
  if (!record) return <Skeleton active />;
  return <>{children(record)}</>;
}
