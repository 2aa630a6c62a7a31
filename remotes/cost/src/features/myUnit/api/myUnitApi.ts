import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { MyUnit } from '@dure/shared/contracts/cost/myUnit';
import type { PersonWeek, WeekRef, WorkLogWeekItem } from '@dure/shared/contracts/cost/worklogManagement';

export type { MyUnit, UnitMember, UnitMyProject, UnitProject, UnitWeekStatus } from '@dure/shared/contracts/cost/myUnit';
export { UNIT_WEEK_STATUS } from '@dure/shared/contracts/cost/myUnit';

/** 내 유닛 (/mypage/myunit): the caller's department for one ISO week (a Monday). */
export const myUnitApi = {
  get: (weekStart: string) => http.get('api/mypage/myunit', { searchParams: { weekStart } }).json<{ result: MyUnit }>().then((r) => r.result),
  /** The submitted weeks the caller approves as their authors' department leader (no work-log role needed). */
  approvals: (page: number, size: number) => http.get('api/mypage/myunit/approvals', { searchParams: { page, size } }).json<{ result: Page<WorkLogWeekItem> }>().then((r) => r.result),
  week: (userId: number, weekStart: string) => http.get('api/mypage/myunit/week', { searchParams: { userId, weekStart } }).json<{ result: PersonWeek }>().then((r) => r.result),
  approve: (weeks: WeekRef[]) => http.post('api/mypage/myunit/approve', { json: { weeks } }).json<{ result: { count: number } }>().then((r) => r.result),
  reject: (weeks: WeekRef[], reason: string) => http.post('api/mypage/myunit/reject', { json: { weeks, reason } }).json<{ result: { count: number } }>().then((r) => r.result),
};
