import { queryOptions } from '@tanstack/react-query';
import { worklogApi } from './worklogApi';
import { WORKLOG_KEY, currentWeekStart, weekParam } from '../../worklogGrid';

export const weekQuery = (weekStart: string) => queryOptions({ queryKey: [...WORKLOG_KEY, 'week', weekStart], queryFn: () => worklogApi.week(weekStart) });
export const myProjectsQuery = (weekStart: string) => queryOptions({ queryKey: [...WORKLOG_KEY, 'projects', weekStart], queryFn: () => worklogApi.myProjects(weekStart) });
/** Under the task-activity key (`['task-activity']`), so an edit on 업무 유형 marks the picker stale too. */
export const activityPickerQuery = (projectTypeId: number) =>
  queryOptions({ queryKey: ['task-activity', 'picker', projectTypeId], queryFn: () => worklogApi.activities(projectTypeId) });

/** The page's first query at an address (`?week=YYYY-MM-DD`, this week's Monday by default), read as the page reads it. */
export const weekAt = (search: URLSearchParams) => weekQuery(weekParam(search.get('week')) ?? currentWeekStart());
