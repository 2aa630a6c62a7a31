import { http } from '@dure/shared';
import type { PickedTaskActivity } from '@dure/shared/contracts/cost/taskActivity';
import type { MyProject, WorkLogRow, WorkLogSubmitBody, WorkLogWeek, WorkLogWeekBody } from '@dure/shared/contracts/cost/worklog';

export type { PickedTaskActivity } from '@dure/shared/contracts/cost/taskActivity';
export type { MyProject, WorkDay, WorkLogRow, WorkLogStatus, WorkLogWeek, WorkLogWeekBody } from '@dure/shared/contracts/cost/worklog';
export { WORK_LOG_LIMITS, WorkLogStatus as WORK_LOG_STATUS } from '@dure/shared/contracts/cost/worklog';

const result = <T,>(r: { result: T }) => r.result;

/** 내 업무일지 (/mypage/worklog): the caller's own ISO week. */
export const worklogApi = {
  week: (weekStart: string) => http.get('api/worklog/week', { searchParams: { weekStart } }).json<{ result: WorkLogWeek }>().then(result),
  save: (body: WorkLogWeekBody) => http.put('api/worklog/week', { json: body }).json<{ result: WorkLogWeek }>().then(result),
  submit: (body: WorkLogSubmitBody) => http.post('api/worklog/week/submit', { json: body }).json<{ result: WorkLogWeek }>().then(result),
  copyPrevious: (weekStart: string) => http.get('api/worklog/week/copy-previous', { searchParams: { weekStart } }).json<{ result: WorkLogRow[] }>().then(result),
  myProjects: (date: string) => http.get('api/worklog/my-projects', { searchParams: { date } }).json<{ result: MyProject[] }>().then(result),
  activities: (projectTypeId: number) => http.get('api/task-activity/picker', { searchParams: { projectTypeId } }).json<{ result: PickedTaskActivity[] }>().then(result),
};
