import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type WorkLogWeekQuery, worklogManagementApi, worklogWeekList } from './worklogManagementApi';

/** Every management query's first key part; under the work-log key so the author's own week goes stale too. */
export const WORKLOG_MANAGEMENT_KEY = ['worklog', 'management'] as const;

export const weekListQuery = (query: WorkLogWeekQuery) =>
  queryOptions({ queryKey: [...WORKLOG_MANAGEMENT_KEY, 'weeks', worklogWeekList.apiQuery(query)], queryFn: () => worklogManagementApi.weeks(query), placeholderData: keepPreviousData });
export const personWeekQuery = (userId: number, weekStart: string) =>
  queryOptions({ queryKey: [...WORKLOG_MANAGEMENT_KEY, 'week', userId, weekStart], queryFn: () => worklogManagementApi.week(userId, weekStart) });
export const personProjectsQuery = (userId: number, weekStart: string) =>
  queryOptions({ queryKey: [...WORKLOG_MANAGEMENT_KEY, 'projects', userId, weekStart], queryFn: () => worklogManagementApi.projects(userId, weekStart) });
/** Under the task-activity key, as the own page's picker. */
export const activityQuery = (projectTypeId: number) => queryOptions({ queryKey: ['task-activity', 'picker', projectTypeId], queryFn: () => worklogManagementApi.activities(projectTypeId) });
export const missingQuery = (weekStart: string, deptId?: number) =>
  queryOptions({ queryKey: [...WORKLOG_MANAGEMENT_KEY, 'missing', weekStart, deptId ?? null], queryFn: () => worklogManagementApi.missing(weekStart, deptId) });

/** The page's first query at an address: the weeks list, read as the page reads it. */
export const worklogWeekListAt = (search: URLSearchParams) => weekListQuery(worklogWeekList.parse(search));
