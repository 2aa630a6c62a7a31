import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type {
  BondDashboard,
  BondDashboardQuery,
  LeadDashboard,
  LeadDashboardQuery,
  SalesAnalysis,
  SalesAnalysisQuery,
  SalesDashboard,
  SalesDashboardQuery,
} from '@dure/shared/contracts/crm/dashboard';
import type { Receivable, ReceivableListQuery } from '@dure/shared/contracts/crm/receivable';
import { commonCodeApi } from '../../../lib/commonCodeApi';

export type { BondDashboard, Breakdown, LeadDashboard, SalesAnalysis, SalesDashboard } from '@dure/shared/contracts/crm/dashboard';
export type { Receivable } from '@dure/shared/contracts/crm/receivable';

/** A query's parameters that filter something: unset ones stay out of the address. */
const searchParams = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
const fetchResult = <T>(path: string, query: object) => http.get(path, { searchParams: searchParams(query) }).json<{ result: T }>().then((r) => r.result);

export const dashboardApi = {
  lead: (query: LeadDashboardQuery) => fetchResult<LeadDashboard>('api/dashboard/lead', query),
  sales: (query: SalesDashboardQuery) => fetchResult<SalesDashboard>('api/dashboard/sales', query),
  salesAnalysis: (query: SalesAnalysisQuery) => fetchResult<SalesAnalysis>('api/dashboard/sales-analysis', query),
  bond: (query: BondDashboardQuery) => fetchResult<BondDashboard>('api/dashboard/bond', query),
  receivables: (query: ReceivableListQuery) => fetchResult<Page<Receivable>>('api/receivable', query),
  codes: (group: string) => commonCodeApi.list(group),
};
