import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { WORKLOG_KEY, currentWeekStart, weekParam } from '../../worklogGrid';
import { myUnitApi } from './myUnitApi';

/** Under the work-log key, so a saved, submitted or decided week marks the unit stale too. */
export const myUnitQuery = (weekStart: string) => queryOptions({ queryKey: [...WORKLOG_KEY, 'my-unit', weekStart], queryFn: () => myUnitApi.get(weekStart) });

/** The weeks awaiting the caller's approval, a page at a time. */
export const myApprovalsQuery = (page: number, size: number) =>
  queryOptions({ queryKey: [...WORKLOG_KEY, 'my-approvals', page, size], queryFn: () => myUnitApi.approvals(page, size), placeholderData: keepPreviousData });
/** One of those weeks, read as its approver. */
export const approverWeekQuery = (userId: number, weekStart: string) =>
  queryOptions({ queryKey: [...WORKLOG_KEY, 'my-approvals', 'week', userId, weekStart], queryFn: () => myUnitApi.week(userId, weekStart) });

/** The page's query at an address (`?week=YYYY-MM-DD`, this week's Monday by default), read as the page reads it. */
export const myUnitAt = (search: URLSearchParams) => myUnitQuery(weekParam(search.get('week')) ?? currentWeekStart());
