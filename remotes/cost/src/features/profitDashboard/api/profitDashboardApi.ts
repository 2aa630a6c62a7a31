import { http } from '@dure/shared';
import type { ProfitDashboard, ProfitDashboardQuery } from '@dure/shared/contracts/cost/profitDashboard';

export type { ProfitDashboard } from '@dure/shared/contracts/cost/profitDashboard';

/** A query's parameters that filter something: unset ones stay out of the address. */
const searchParams = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export const profitDashboardApi = {
  figures: (query: ProfitDashboardQuery) => http.get('api/dashboard/profit', { searchParams: searchParams(query) }).json<{ result: ProfitDashboard }>().then((r) => r.result),
};
