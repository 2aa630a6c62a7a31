import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { PickedTaskActivity } from '@dure/shared/contracts/cost/taskActivity';
import { type MyProject, WORK_LOG_STATUSES } from '@dure/shared/contracts/cost/worklog';
import type { MissingRow, PersonSubmitBody, PersonWeek, PersonWeekBody, WeekRef, WorkLogWeekItem } from '@dure/shared/contracts/cost/worklogManagement';
import { type ListStateOf, choice, day, defineListState, enumList, id, text } from '@dure/shared/list-state';

export type { MissingRow, PersonWeek, WeekRef, WorkLogWeekItem } from '@dure/shared/contracts/cost/worklogManagement';
export { REJECT_REASON_MAX } from '@dure/shared/contracts/cost/worklogManagement';
export { WorkLogStatus as WORK_LOG_STATUS } from '@dure/shared/contracts/cost/worklog';

/** The page's tabs: 승인 (the weeks), 미작성 현황, 대리 입력; the tab is kept in the address with the list's filters. */
export const MANAGEMENT_TABS = ['weeks', 'missing', 'entry'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

/** 업무일지 관리 list state: week range, department, person, statuses (awaiting approval by default). */
export const worklogWeekList = defineListState({
  key: 'cost-worklog-management-list',
  exportPath: 'api/worklog/management/weeks/export.xlsx',
  fields: {
    tab: choice(MANAGEMENT_TABS, { addressOnly: true }),
    keyword: text(),
    weekFrom: day(),
    weekTo: day(),
    deptId: id(),
    userId: id(),
    statusList: enumList(WORK_LOG_STATUSES, { initial: ['SUBMITTED'] }),
  },
  sort: { initial: 'weekStart,desc', fields: ['weekStart'] },
});
export type WorkLogWeekQuery = ListStateOf<typeof worklogWeekList>;

const result = <T,>(r: { result: T }) => r.result;

export const worklogManagementApi = {
  weeks: (query: WorkLogWeekQuery) => http.get('api/worklog/management/weeks', { searchParams: worklogWeekList.apiQuery(query) }).json<{ result: Page<WorkLogWeekItem> }>().then(result),
  week: (userId: number, weekStart: string) => http.get('api/worklog/management/week', { searchParams: { userId, weekStart } }).json<{ result: PersonWeek }>().then(result),
  save: (body: PersonWeekBody) => http.put('api/worklog/management/week', { json: body }).json<{ result: PersonWeek }>().then(result),
  submit: (body: PersonSubmitBody) => http.post('api/worklog/management/week/submit', { json: body }).json<{ result: PersonWeek }>().then(result),
  projects: (userId: number, date: string) => http.get('api/worklog/management/projects', { searchParams: { userId, date } }).json<{ result: MyProject[] }>().then(result),
  activities: (projectTypeId: number) => http.get('api/task-activity/picker', { searchParams: { projectTypeId } }).json<{ result: PickedTaskActivity[] }>().then(result),
  approve: (weeks: WeekRef[]) => http.post('api/worklog/management/approve', { json: { weeks } }).json<{ result: { count: number } }>().then(result),
  reject: (weeks: WeekRef[], reason: string) => http.post('api/worklog/management/reject', { json: { weeks, reason } }).json<{ result: { count: number } }>().then(result),
  missing: (weekStart: string, deptId?: number) =>
    http.get('api/worklog/management/missing', { searchParams: { weekStart, ...(deptId ? { deptId } : {}) } }).json<{ result: MissingRow[] }>().then(result),
};
