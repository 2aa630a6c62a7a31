import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CommonRateQuery, type LaborRateQuery, commonRateList, costRateApi, laborRateList } from './costRateApi';

/** Every rate query's first key part: a write marks the lists and lookups stale. */
export const COST_RATE_KEY = ['cost-rate'] as const;

export const laborRateListQuery = (query: LaborRateQuery) =>
  queryOptions({ queryKey: [...COST_RATE_KEY, 'labor', laborRateList.apiQuery(query)], queryFn: () => costRateApi.laborRates(query), placeholderData: keepPreviousData });

export const commonRateListQuery = (query: CommonRateQuery) =>
  queryOptions({ queryKey: [...COST_RATE_KEY, 'common', commonRateList.apiQuery(query)], queryFn: () => costRateApi.commonRates(query), placeholderData: keepPreviousData });

/** The page's first query at an address: the tab's list, read as the page reads it. */
export const costRateListAt = (search: URLSearchParams) =>
  search.get('tab') === 'common' ? commonRateListQuery(commonRateList.parse(search)) : laborRateListQuery(laborRateList.parse(search));
