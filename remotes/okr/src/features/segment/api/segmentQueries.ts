import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type SegmentQuery, segmentApi, segmentList } from './segmentApi';

/** Every segment query's first key part: writes mark lists, details and the picker stale. */
export const SEGMENT_KEY = ['segment'] as const;
export const SEGMENT_LISTS_KEY = [...SEGMENT_KEY, 'list'] as const;

/** One page of the segment list, cached under its api query. */
export const segmentListQuery = (query: SegmentQuery) =>
  queryOptions({ queryKey: [...SEGMENT_LISTS_KEY, segmentList.apiQuery(query)], queryFn: () => segmentApi.list(query) });

/** The list page's first query at an address, read as the page reads it. */
export const segmentListAt = (search: URLSearchParams) => segmentListQuery(segmentList.parse(search));

/** One segment with its figures and, for a market, its segments. */
export const segmentDetailQuery = (id: number) => queryOptions({ queryKey: [...SEGMENT_KEY, 'detail', id], queryFn: () => segmentApi.get(id) });

/** Live, active markets and segments (the same key as the crm's segment select, so one request serves both). */
export const segmentPickerQuery = () => queryOptions({ queryKey: [...SEGMENT_KEY, 'picker'], queryFn: segmentApi.picker, staleTime: CODE_LIST_STALE_MS });

/** A page of the segment's customers / open leads. */
export const segmentCustomersQuery = (id: number, page: number, size: number) =>
  queryOptions({ queryKey: [...SEGMENT_KEY, 'customers', id, page, size], queryFn: () => segmentApi.customers(id, page, size), placeholderData: keepPreviousData });
export const segmentLeadsQuery = (id: number, page: number, size: number) =>
  queryOptions({ queryKey: [...SEGMENT_KEY, 'leads', id, page, size], queryFn: () => segmentApi.leads(id, page, size), placeholderData: keepPreviousData });
