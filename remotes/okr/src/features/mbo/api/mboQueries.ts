import { queryOptions } from '@tanstack/react-query';
import { type MboQuery, mboApi, mboList } from './mboApi';

/** Every MBO list query starts with this key: a write reloads them all. */
export const MBO_LISTS_KEY = ['mbo', 'list'] as const;

/** One page of the sheet list, cached under its api query. */
export const mboListQuery = (query: MboQuery) => queryOptions({ queryKey: [...MBO_LISTS_KEY, mboList.apiQuery(query)], queryFn: () => mboApi.list(query) });

/** The list page's first query at an address, read as the page reads it. */
export const mboListAt = (search: URLSearchParams) => mboListQuery(mboList.parse(search));

/** One sheet with its items, scores and the caller's actions. */
export const mboDetailQuery = (id: number) => queryOptions({ queryKey: ['mbo', 'detail', id], queryFn: () => mboApi.get(id) });
