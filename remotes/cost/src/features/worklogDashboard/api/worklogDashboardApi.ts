import { http } from '@dure/shared';
import type { WorklogDashboard, WorklogDashboardQuery } from '@dure/shared/contracts/cost/worklogDashboard';

export type { WorklogDashboard } from '@dure/shared/contracts/cost/worklogDashboard';

/** A query's parameters that filter something: unset ones stay out of the address. */
const searchParams = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export const worklogDashboardApi = {
  figures: (query: WorklogDashboardQuery) => http.get('api/dashboard/worklog', { searchParams: searchParams(query) }).json<{ result: WorklogDashboard }>().then((r) => r.result),
};
