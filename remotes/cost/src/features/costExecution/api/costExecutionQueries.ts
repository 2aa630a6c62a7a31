import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type BudgetQuery, type ExecutionQuery, budgetList, costExecutionApi, executionList } from './costExecutionApi';

/** Every execution and budget query's first key part: any write marks both stale (an execution moves the budget's figures). */
export const COST_EXECUTION_KEY = ['cost-execution'] as const;

export const executionListQuery = (query: ExecutionQuery) =>
  queryOptions({ queryKey: [...COST_EXECUTION_KEY, 'list', executionList.apiQuery(query)], queryFn: () => costExecutionApi.list(query), placeholderData: keepPreviousData });

export const budgetListQuery = (query: BudgetQuery) =>
  queryOptions({ queryKey: [...COST_EXECUTION_KEY, 'budgets', budgetList.apiQuery(query)], queryFn: () => costExecutionApi.budgets(query), placeholderData: keepPreviousData });

/** The page's first query at an address: the tab's list. */
export const costExecutionAt = (search: URLSearchParams) => (search.get('tab') === 'budget' ? budgetListQuery(budgetList.parse(search)) : executionListQuery(executionList.parse(search)));
