import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import type { CheckIn, CheckInBody } from '@dure/shared/contracts/okr/checkIn';
import {
  GOAL_LEVEL,
  GOAL_OKR_TYPE,
  GOAL_STATUS,
  GOAL_VISIBILITY,
  OKR_HEALTH,
  type Goal,
  type GoalBody,
  type GoalDetail,
  type GoalLevel,
  type GoalStatus,
  type OkrHealth,
  type GoalPickerQuery,
  type PickedGoal,
} from '@dure/shared/contracts/okr/goal';
import { KR_METRIC_TYPE, type KeyResult, type KeyResultBody, type KeyResultDetail, type KrMetricTypeCode } from '@dure/shared/contracts/okr/keyResult';
import type { PickedOkrPeriod } from '@dure/shared/contracts/okr/period';
import { type ListStateOf, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';

export type { CheckIn, Goal, GoalDetail, GoalLevel, GoalPickerQuery, GoalStatus, KeyResult, KeyResultDetail, KrMetricTypeCode, OkrHealth, PickedGoal, PickedOkrPeriod };
export { GOAL_LEVEL, GOAL_OKR_TYPE, GOAL_STATUS, GOAL_VISIBILITY, KR_METRIC_TYPE, OKR_HEALTH };
export { GOAL_LIMITS } from '@dure/shared/contracts/okr/goal';
export { KR_LIMITS } from '@dure/shared/contracts/okr/keyResult';
export { CHECKIN_LIMITS } from '@dure/shared/contracts/okr/checkIn';

export { OKR_HEALTH_COLORS as HEALTH_COLORS } from '@dure/shared/contracts/okr/goal';
export const STATUS_COLORS: Record<GoalStatus, string> = { DRAFT: 'default', ACTIVE: 'blue', CLOSED: 'purple', CANCELED: 'default' };

/** 목표 list state: the address, the api query, saved views and the export. */
export const goalList = defineListState({
  key: 'okr-goal-list',
  exportPath: 'api/goal/export.xlsx',
  fields: {
    keyword: text(),
    periodId: id(),
    levelList: enumList<GoalLevel>(GOAL_LEVEL.codes),
    statusList: enumList<GoalStatus>(GOAL_STATUS.codes),
    healthList: enumList<OkrHealth>(OKR_HEALTH.codes),
    ownerUserId: id(),
    deptId: id(),
    mineYn: yn(),
    unalignedYn: yn(),
  },
  sort: { initial: 'updatedAt,desc', fields: ['title', 'level', 'progressPct', 'health', 'status', 'weightPct', 'periodCode', 'ownerUserName', 'deptName', 'updatedAt', 'createdAt'] },
});
export type GoalQuery = ListStateOf<typeof goalList>;

/** 핵심결과 list state. */
export const keyResultList = defineListState({
  key: 'okr-keyresult-list',
  fields: {
    keyword: text(),
    periodId: id(),
    metricTypeList: enumList<KrMetricTypeCode>(KR_METRIC_TYPE.codes),
    healthList: enumList<OkrHealth>(OKR_HEALTH.codes),
    ownerUserId: id(),
    mineYn: yn(),
    dueYn: yn(),
  },
  sort: { initial: 'updatedAt,desc', fields: ['title', 'progressPct', 'health', 'weightPct', 'dueDate', 'lastCheckInDate', 'goalTitle', 'ownerUserName', 'updatedAt'] },
});
export type KeyResultQuery = ListStateOf<typeof keyResultList>;

/** What the forms send: every field, null to clear. */
export type GoalInput = Partial<GoalBody>;
export type KeyResultInput = Partial<KeyResultBody>;
export type CheckInInput = CheckInBody;

const result = <T,>(r: { result: T }) => r.result;

export const goalApi = {
  list: (query: GoalQuery) => http.get('api/goal', { searchParams: goalList.apiQuery(query) }).json<{ result: Page<Goal> }>().then(result),
  get: (id: number) => http.get(`api/goal/${id}`).json<{ result: GoalDetail }>().then(result),
  picker: (searchParams: GoalPickerQuery) =>
    http.get('api/goal/picker', { searchParams: Object.fromEntries(Object.entries(searchParams).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string> }).json<{ result: PickedGoal[] }>().then(result),
  create: (input: GoalInput) => http.post('api/goal', { json: input }).json<{ result: GoalDetail }>().then(result),
  update: (id: number, input: GoalInput & { version: number }) => http.put(`api/goal/${id}`, { json: input }).json<{ result: GoalDetail }>().then(result),
  align: (id: number, parentGoalId: number | null, version: number) => http.put(`api/goal/${id}/align`, { json: { parentGoalId, version } }).json<{ result: GoalDetail }>().then(result),
  /** submit, approve, close: the version only; reject, cancel: with a reason. */
  act: (id: number, action: 'submit' | 'approve' | 'close' | 'reject' | 'cancel', version: number, reason?: string) =>
    http.post(`api/goal/${id}/${action}`, { json: reason === undefined ? { version } : { version, reason } }).json<{ result: GoalDetail }>().then(result),
};

export const keyResultApi = {
  list: (query: KeyResultQuery) => http.get('api/keyresult', { searchParams: keyResultList.apiQuery(query) }).json<{ result: Page<KeyResult> }>().then(result),
  ofGoal: (goalId: number) => http.get('api/keyresult', { searchParams: { goalId, size: 100, sort: 'weightPct,desc' } }).json<{ result: Page<KeyResult> }>().then(result),
  get: (id: number) => http.get(`api/keyresult/${id}`).json<{ result: KeyResultDetail }>().then(result),
  create: (input: KeyResultInput) => http.post('api/keyresult', { json: input }).json<{ result: KeyResultDetail }>().then(result),
  update: (id: number, input: KeyResultInput & { version: number }) => http.put(`api/keyresult/${id}`, { json: input }).json<{ result: KeyResultDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/keyresult/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  checkIns: (id: number) => http.get(`api/keyresult/${id}/checkin`).json<{ result: CheckIn[] }>().then(result),
  checkIn: (id: number, input: CheckInInput) => http.post(`api/keyresult/${id}/checkin`, { json: input }).json<{ result: CheckIn }>().then(result),
  updateCheckIn: (id: number, checkInId: number, input: CheckInInput & { version: number }) =>
    http.put(`api/keyresult/${id}/checkin/${checkInId}`, { json: input }).json<{ result: CheckIn }>().then(result),
};

export const periodApi = {
  picker: () => http.get('api/okr/period/picker').json<{ result: PickedOkrPeriod[] }>().then(result),
};

/** The period a page opens on: the ACTIVE one containing today, else any ACTIVE, else the current one, else the latest. */
export function defaultPeriod(periods: readonly PickedOkrPeriod[]): PickedOkrPeriod | undefined {
  const active = periods.filter((p) => p.status === 'ACTIVE');
  return active.find((p) => p.currentYn === 'Y') ?? active[0] ?? periods.find((p) => p.currentYn === 'Y') ?? periods[0];
}
