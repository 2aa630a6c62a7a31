import { http } from '@dure/shared';
import type { CostPeriod, CostPeriodChecklist } from '@dure/shared/contracts/cost/costPeriod';

export type { ChecklistItem, CostPeriod, CostPeriodChecklist, CostPeriodStatus } from '@dure/shared/contracts/cost/costPeriod';
export { CostPeriodStatus as PERIOD_STATUS } from '@dure/shared/contracts/cost/costPeriod';

const result = <T,>(r: { result: T }) => r.result;
const action = (ym: string, name: string, json: Record<string, unknown>) => http.post(`api/cost-period/${ym}/${name}`, { json }).json<{ result: CostPeriod }>().then(result);

/** 원가 마감 (the 월 마감 tab of /cost/management): months of a year, a month's checklist, and the moves of the close. */
export const costPeriodApi = {
  list: (year: string) => http.get('api/cost-period', { searchParams: { year } }).json<{ result: CostPeriod[] }>().then(result),
  checklist: (ym: string) => http.get(`api/cost-period/${ym}/checklist`).json<{ result: CostPeriodChecklist }>().then(result),
  startClosing: (ym: string, version: number) => action(ym, 'start-closing', { version }),
  close: (ym: string, version: number) => action(ym, 'close', { version }),
  cancelClosing: (ym: string, version: number) => action(ym, 'cancel-closing', { version }),
  reopen: (ym: string, version: number, reason: string) => action(ym, 'reopen', { version, reason }),
};
