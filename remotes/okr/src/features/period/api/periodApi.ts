import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type {
  OkrCopyForwardBody,
  OkrCopyForwardResult,
  OkrPeriod,
  OkrPeriodBody,
  OkrPeriodStatus,
  OkrReparentBody,
  OkrReparentResult,
} from '@dure/shared/contracts/okr/period';
import { queryOptions } from '@tanstack/react-query';
import { OKR_KEY } from '../../goal';

export type { OkrPeriod, OkrPeriodStatus };

/** The most periods one screen shows (the api's page size cap): decades of years, halves and quarters. */
export const PERIOD_LIST_SIZE = 100;

const result = <T,>(r: { result: T }) => r.result;

export const periodAdminApi = {
  /** Every period of a year (all years when absent), newest first; the screen groups them year → half → quarter. */
  list: (year?: number) =>
    http
      .get('api/okr/period', { searchParams: { size: PERIOD_LIST_SIZE, sort: 'startDate,desc', ...(year ? { year } : {}) } })
      .json<{ result: Page<OkrPeriod> }>()
      .then(result),
  create: (input: OkrPeriodBody) => http.post('api/okr/period', { json: input }).json<{ result: OkrPeriod }>().then(result),
  update: (id: number, version: number, input: OkrPeriodBody) => http.put(`api/okr/period/${id}`, { json: { ...input, version } }).json<{ result: OkrPeriod }>().then(result),
  move: (id: number, version: number, status: OkrPeriodStatus) => http.put(`api/okr/period/${id}/status`, { json: { status, version } }).json<{ result: OkrPeriod }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/okr/period/${id}`, { searchParams: { version } }).json<{ result: null }>(),
  copyForward: (id: number, input: OkrCopyForwardBody) => http.post(`api/okr/period/${id}/copy-forward`, { json: input }).json<{ result: OkrCopyForwardResult }>().then(result),
  reparent: (id: number, input: OkrReparentBody) => http.post(`api/okr/period/${id}/reparent`, { json: input }).json<{ result: OkrReparentResult }>().then(result),
};

/** Under OKR_KEY: a period's status or a copy changes the goals, the tree and the pickers too, all stale together. */
export const PERIOD_KEY = [...OKR_KEY, 'period'] as const;

export const periodListQuery = (year?: number) => queryOptions({ queryKey: [...PERIOD_KEY, 'list', year ?? null], queryFn: () => periodAdminApi.list(year) });

/** The page's first query at an address, read as the page reads it (`?year=`). */
export const periodListAt = (search: URLSearchParams) => periodListQuery(Number(search.get('year')) || undefined);
