import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DirectCostModQuery, type DirectCostQuery, directCostApi, directCostList, directCostModApi, directCostModList } from './directCostApi';

/** Every direct cost query's first key part: a write (or a decided change, an executed cost) marks them stale. */
export const DIRECT_COST_KEY = ['direct-cost'] as const;

export const directCostListQuery = (query: DirectCostQuery) =>
  queryOptions({ queryKey: [...DIRECT_COST_KEY, 'list', directCostList.apiQuery(query)], queryFn: () => directCostApi.list(query), placeholderData: keepPreviousData });

export const directCostTotalsQuery = (query: DirectCostQuery) =>
  queryOptions({ queryKey: [...DIRECT_COST_KEY, 'totals', directCostList.apiQuery(query)], queryFn: () => directCostApi.totals(query), placeholderData: keepPreviousData });

/** The page's first query at an address. */
export const directCostListAt = (search: URLSearchParams) => directCostListQuery(directCostList.parse(search));

/** Changes share the direct costs' key: a decision also changes the rows. */
export const directCostModListQuery = (query: DirectCostModQuery) =>
  queryOptions({ queryKey: [...DIRECT_COST_KEY, 'mods', directCostModList.apiQuery(query)], queryFn: () => directCostModApi.list(query), placeholderData: keepPreviousData });

export const directCostModListAt = (search: URLSearchParams) => directCostModListQuery(directCostModList.parse(search));
