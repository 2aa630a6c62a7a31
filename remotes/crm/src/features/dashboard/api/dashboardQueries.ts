import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BondDashboardQuery, LeadDashboardQuery, SalesAnalysisQuery, SalesDashboardQuery } from '@dure/shared/contracts/crm/dashboard';
import type { ReceivableListQuery } from '@dure/shared/contracts/crm/receivable';
import { dashboardApi } from './dashboardApi';

// A new period or filter keeps the figures on screen (under a spinner) until the new ones arrive.
const figures = { placeholderData: keepPreviousData };

export const leadDashboardQuery = (query: LeadDashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', 'lead', query], queryFn: () => dashboardApi.lead(query), ...figures });
export const salesDashboardQuery = (query: SalesDashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', 'sales', query], queryFn: () => dashboardApi.sales(query), ...figures });
export const salesAnalysisQuery = (query: SalesAnalysisQuery) =>
  queryOptions({ queryKey: ['dashboard', 'salesAnalysis', query], queryFn: () => dashboardApi.salesAnalysis(query), ...figures });
export const bondDashboardQuery = (query: BondDashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', 'bond', query], queryFn: () => dashboardApi.bond(query), ...figures });

/** One page of receivables (the previous page stays while the next loads). */
export const receivableListQuery = (query: ReceivableListQuery) =>
  queryOptions({ queryKey: ['receivable', 'list', query], queryFn: () => dashboardApi.receivables(query), ...figures });

/** A common-code group's entries (a filter's options). */
export const commonCodesQuery = (group: string) => queryOptions({ queryKey: ['common-code', group], queryFn: () => dashboardApi.codes(group) });
