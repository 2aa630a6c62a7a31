import type { ProjectProfitDetailQuery } from '@dure/shared/contracts/cost/profit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProjectProfitState, projectProfitApi, projectProfitList } from './projectProfitApi';

const KEY = ['project-profit'] as const;

export const projectProfitListQuery = (state: ProjectProfitState) =>
  queryOptions({ queryKey: [...KEY, 'list', projectProfitList.apiQuery(state)], queryFn: () => projectProfitApi.list(state), placeholderData: keepPreviousData });

/** The page's first query at an address. */
export const projectProfitListAt = (search: URLSearchParams) => projectProfitListQuery(projectProfitList.parse(search));

export const projectProfitDetailQuery = (projectId: number, query: ProjectProfitDetailQuery) =>
  queryOptions({ queryKey: [...KEY, 'detail', projectId, query], queryFn: () => projectProfitApi.detail(projectId, query) });
