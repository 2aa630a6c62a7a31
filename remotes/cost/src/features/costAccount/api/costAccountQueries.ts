import { queryOptions } from '@tanstack/react-query';
import { periodListQuery, yearOf } from '../../costPeriod';
import { type CostAccountCategory, costAccountApi } from './costAccountApi';

export const COST_ACCOUNT_KEY = ['cost-account'] as const;

export type CostAccountFilter = { category?: CostAccountCategory; includeInactiveYn?: 'Y' | 'N'; keyword?: string };

export const costAccountTreeQuery = (filter: CostAccountFilter) => queryOptions({ queryKey: [...COST_ACCOUNT_KEY, 'tree', filter], queryFn: () => costAccountApi.list(filter) });

/** The /cost/management page's first query at an address: the 월 마감 tab's months (`tab=close`), else the account tree. */
export const costManagementAt = (search: URLSearchParams) => (search.get('tab') === 'close' ? periodListQuery(yearOf(search)) : costAccountTreeQuery(filterOf(search)));

export function filterOf(search: URLSearchParams): CostAccountFilter {
  const category = search.get('category') as CostAccountCategory | null;
  return {
    ...(category ? { category } : {}),
    ...(search.get('includeInactiveYn') === 'Y' ? { includeInactiveYn: 'Y' as const } : {}),
    ...(search.get('keyword') ? { keyword: search.get('keyword')! } : {}),
  };
}
