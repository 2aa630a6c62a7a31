import { queryOptions } from '@tanstack/react-query';
import { type ProjectQuery, projectApi, projectList } from './projectApi';

/** Every project list's key: writes mark them all stale. */
export const PROJECT_LISTS_KEY = ['project', 'list'] as const;

export const projectListQuery = (query: ProjectQuery) => queryOptions({ queryKey: [...PROJECT_LISTS_KEY, projectList.apiQuery(query)], queryFn: () => projectApi.list(query) });
export const projectListAt = (search: URLSearchParams) => projectListQuery(projectList.parse(search));
export const projectDetailQuery = (id: number) => queryOptions({ queryKey: ['project', 'detail', id], queryFn: () => projectApi.get(id) });
export const membersQuery = (id: number) => queryOptions({ queryKey: ['project', 'members', id], queryFn: () => projectApi.members(id) });
export const milestonesQuery = (id: number) => queryOptions({ queryKey: ['project', 'milestones', id], queryFn: () => projectApi.milestones(id) });
export const contractsQuery = (id: number) => queryOptions({ queryKey: ['project', 'contracts', id], queryFn: () => projectApi.contracts(id) });
