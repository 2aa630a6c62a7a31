import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from '../../router';
import { RecordDetailFrame } from './RecordDetailFrame';

/** The record id in the route (`:id`), or null when it is not a positive whole number. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type Props<T> = {
  /** The resource's detail query (`queryOptions` of one record by id). */
  // Any query key: queryOptions() tags its key with the data type.
  detail: (id: number) => UseQueryOptions<T, Error, T, any>;
  /** The page table id of the record's list (see RecordDetailFrame). */
  listPageId: string;
  /** The record's name for the browser tab. */
  title: (record: T) => string;
  /** The loaded page; `reload` reads the record again (after a 409, say). */
  children: (record: T, reload: () => Promise<unknown>) => ReactNode;
};

/**
 * A record page at `…/:id`: the id from the route, the record through its detail query, and the load
 * states of RecordDetailFrame (an id that is not a number is a 404 without asking the api).
 */
export function RecordDetailPage<T>({ detail, listPageId, title, children }: Props<T>) {
  const id = useRouteId();
  const query = useQuery({ ...detail(id ?? 0), enabled: id !== null });
  return (
    <RecordDetailFrame query={query} listPageId={listPageId} notFound={id === null} title={title}>
      {(record) => children(record, query.refetch)}
    </RecordDetailFrame>
  );
}
