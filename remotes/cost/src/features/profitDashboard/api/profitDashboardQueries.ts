import type { ProfitDashboardQuery } from '@dure/shared/contracts/cost/profitDashboard';
import { periodFields } from '@dure/shared/dashboard';
import { type ListStateOf, defineListState, id } from '@dure/shared/list-state';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { profitDashboardApi } from './profitDashboardApi';

/** 손익 대시보드 filters in the address: period, department (+ subtree), project type, PM. */
export const profitDashboardFilters = defineListState({
  fields: { ...periodFields(), projectTypeId: id(), pmUserId: id() },
  sort: { initial: 'id,asc', fields: ['id'] },
});
export type ProfitDashboardFilters = ListStateOf<typeof profitDashboardFilters>;

export const profitDashboardQueryOf = (state: ProfitDashboardFilters): ProfitDashboardQuery => ({
  fromYm: state.fromYm,
  toYm: state.toYm,
  deptId: state.deptId,
  projectTypeId: state.projectTypeId,
  pmUserId: state.pmUserId,
});

/** The figures; a new filter keeps the old ones on screen (under a spinner) until the new ones arrive. */
export const profitDashboardQuery = (query: ProfitDashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', 'profit', query], queryFn: () => profitDashboardApi.figures(query), placeholderData: keepPreviousData });
