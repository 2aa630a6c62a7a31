import { type QueryKey, infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CODE_LIST_STALE_MS } from '../../query/queryClient';
import { type ActionItemQuery, fetchActionItems } from './actionItem';
import { fetchActivity, fetchMyActivity } from './activity';
import { fetchComments } from './comment';
import { fetchFiles } from './file';
import { fetchHistory } from './history';
import { fetchRateOfDay } from './exchangeRate';
import { fetchDepartments, searchUsers } from './people';
import { fetchProjectTypes, searchProjects } from './project';
import type { PageQuery, RecordRef } from './result';
import { fetchSavedViews } from './savedView';
import { fetchShares } from './share';
import { fetchSkillCategories, searchSkills } from './skill';
import { fetchTableSetting } from './tableSetting';

// One key per resource of the records toolkit. A record's id is keyed as text: routes give '5', lists give 5.
const recordKey = (resource: string, ref: RecordRef) => [resource, ref.recordType, String(ref.recordId)] as const;

/** Keeps the page shown while the next page of the same record loads; another record starts from its loading state. */
const sameRecordPage =
  (ref: RecordRef) =>
  <T,>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    previousQuery?.queryKey[1] === ref.recordType && previousQuery.queryKey[2] === String(ref.recordId) ? previous : undefined;

/** A record's comments (the drawer and the toolbar's badge share this answer). */
export const commentsQuery = (ref: RecordRef) => queryOptions({ queryKey: recordKey('comment', ref), queryFn: () => fetchComments(ref) });

/** A record's attached files (the drawer and the toolbar's badge share this answer). */
export const filesQuery = (ref: RecordRef) => queryOptions({ queryKey: recordKey('file', ref), queryFn: () => fetchFiles(ref) });

/** Who a record is shared with. */
export const sharesQuery = (ref: RecordRef) => queryOptions({ queryKey: recordKey('share', ref), queryFn: () => fetchShares(ref) });

/** One page of a record's change history; the page shown stays while the next one loads. */
export const historyQuery = (ref: RecordRef, paging: PageQuery) =>
  queryOptions({ queryKey: [...recordKey('history', ref), paging], queryFn: () => fetchHistory(ref, paging), placeholderData: sameRecordPage(ref) });

/** A record's activity feed, `size` entries a page, one more page for each 더 보기. */
export const activityQuery = (ref: RecordRef, size: number) =>
  infiniteQueryOptions({
    queryKey: [...recordKey('activity', ref), size],
    queryFn: ({ pageParam }) => fetchActivity(ref, { page: pageParam, size }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });

/** The signed-in user's latest activity (the home page). */
export const myActivityQuery = (size: number) => queryOptions({ queryKey: ['activity', 'mine', size], queryFn: () => fetchMyActivity(size) });

/** Every action item query starts with this key: a write to any item refreshes every list and badge of them. */
export const ACTION_ITEMS_KEY = ['actionItem'] as const;

/** One page of action items (a record's, or my open ones); the page shown stays while the next one loads. */
export const actionItemsQuery = (q: ActionItemQuery) =>
  queryOptions({ queryKey: [...ACTION_ITEMS_KEY, q], queryFn: () => fetchActionItems(q), placeholderData: keepPreviousData });

/** A list's saved views (mine and those shared with me). */
export const savedViewsQuery = (listKey: string) => queryOptions({ queryKey: ['savedView', listKey], queryFn: () => fetchSavedViews(listKey) });

export const skillCategoriesQuery = () => queryOptions({ queryKey: ['skill', 'categories'], queryFn: fetchSkillCategories, staleTime: CODE_LIST_STALE_MS });

/** One page of a skill search. */
export const skillSearchQuery = (q: PageQuery & { keyword: string; categoryId: number | null }) =>
  queryOptions({ queryKey: ['skill', 'search', q], queryFn: () => searchSkills(q), placeholderData: keepPreviousData });

/** Every department query starts with this key: the department pages invalidate it after a write, pickers included. */
export const DEPARTMENTS_KEY = ['department'] as const;

/** The org chart every signed-in user may see: one request for all the department pickers of a page. */
export const departmentDirectoryQuery = () =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'directory'], queryFn: fetchDepartments, staleTime: CODE_LIST_STALE_MS });

/** Colleagues found by name or username (people pickers); the last answer stays while the next search runs. */
export const userDirectoryQuery = (keyword: string, size = 20) =>
  queryOptions({ queryKey: ['user', 'directory', keyword, size], queryFn: () => searchUsers(keyword, size), placeholderData: keepPreviousData });

/** A user's column settings of one table (null until they save some). */
export const tableSettingQuery = (tableKey: string) => queryOptions({ queryKey: ['tableSetting', tableKey], queryFn: () => fetchTableSetting(tableKey) });

/** The projects the caller may read matching a keyword (the project picker); asked again at each opening of a form. */
export const projectPickerQuery = (keyword: string, size = 20, path?: string) =>
  queryOptions({ queryKey: ['project', 'picker', path ?? 'visible', keyword, size], queryFn: () => searchProjects(keyword, size, path), placeholderData: keepPreviousData, staleTime: 0 });

/** The active project types (every type picker of a page shares one request). */
export const projectTypePickerQuery = () => queryOptions({ queryKey: ['project-type', 'picker'], queryFn: fetchProjectTypes, staleTime: CODE_LIST_STALE_MS });

/** The exchange rate in force on a day (forms with a foreign currency default their rate to it); a missing rate is not retried. */
export const rateOfDayQuery = (currency: string, date: string) =>
  queryOptions({ queryKey: ['exchangeRate', 'ofDay', currency, date], queryFn: () => fetchRateOfDay(currency, date), retry: false, staleTime: 5 * 60_000 });
