import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { queryOptions } from '@tanstack/react-query';
import { type GoalPickerQuery, type GoalQuery, type KeyResultQuery, goalApi, goalList, keyResultApi, keyResultList, periodApi } from './goalApi';

/** Every OKR query's first key part: a write to a goal, key result or check-in marks them all stale (progress rolls up). */
export const OKR_KEY = ['okr'] as const;
export const GOAL_LISTS_KEY = [...OKR_KEY, 'goal', 'list'] as const;
export const KR_LISTS_KEY = [...OKR_KEY, 'keyresult', 'list'] as const;

export const goalListQuery = (query: GoalQuery) => queryOptions({ queryKey: [...GOAL_LISTS_KEY, goalList.apiQuery(query)], queryFn: () => goalApi.list(query) });

/** The goal list page's first query at an address, read as the page reads it. */
export const goalListAt = (search: URLSearchParams) => goalListQuery(goalList.parse(search));

export const goalDetailQuery = (id: number) => queryOptions({ queryKey: [...OKR_KEY, 'goal', 'detail', id], queryFn: () => goalApi.get(id) });

/** The goal's key results (all of them: a goal has a handful). */
export const goalKeyResultsQuery = (goalId: number) => queryOptions({ queryKey: [...KR_LISTS_KEY, 'goal', goalId], queryFn: () => keyResultApi.ofGoal(goalId) });

export const keyResultListQuery = (query: KeyResultQuery) =>
  queryOptions({ queryKey: [...KR_LISTS_KEY, keyResultList.apiQuery(query)], queryFn: () => keyResultApi.list(query) });

export const keyResultDetailQuery = (id: number) => queryOptions({ queryKey: [...OKR_KEY, 'keyresult', 'detail', id], queryFn: () => keyResultApi.get(id) });

export const checkInsQuery = (krId: number) => queryOptions({ queryKey: [...OKR_KEY, 'keyresult', 'checkin', krId], queryFn: () => keyResultApi.checkIns(krId) });

export const goalPickerQuery = (params: GoalPickerQuery) =>
  queryOptions({ queryKey: [...OKR_KEY, 'goal', 'picker', params], queryFn: () => goalApi.picker(params) });

/** OKR periods for the selectors (the same for every page). */
export const periodPickerQuery = () => queryOptions({ queryKey: [...OKR_KEY, 'period', 'picker'], queryFn: periodApi.picker, staleTime: CODE_LIST_STALE_MS });
