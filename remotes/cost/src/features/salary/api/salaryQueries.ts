import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type SalaryQuery, salaryApi, salaryList } from './salaryApi';

/** Every salary query's first key part: a write marks the list stale. */
export const SALARY_KEY = ['salary'] as const;

export const salaryListQuery = (query: SalaryQuery) =>
  queryOptions({ queryKey: [...SALARY_KEY, 'list', salaryList.apiQuery(query)], queryFn: () => salaryApi.list(query), placeholderData: keepPreviousData });

/** The page's first query at an address, read as the page reads it. */
export const salaryListAt = (search: URLSearchParams) => salaryListQuery(salaryList.parse(search));
