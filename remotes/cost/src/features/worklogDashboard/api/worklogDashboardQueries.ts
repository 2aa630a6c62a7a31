import type { WorklogDashboardQuery } from '@dure/shared/contracts/cost/worklogDashboard';
import { periodFields } from '@dure/shared/dashboard';
import { type ListStateOf, defineListState, id } from '@dure/shared/list-state';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { worklogDashboardApi } from './worklogDashboardApi';

/** 업무일지 대시보드 filters in the address: period, department (+ subtree), project, task activity. */
export const worklogDashboardFilters = defineListState({
  fields: { ...periodFields(), projectId: id(), taskActivityId: id() },
  sort: { initial: 'id,asc', fields: ['id'] },
});
export type WorklogDashboardFilters = ListStateOf<typeof worklogDashboardFilters>;

export const worklogDashboardQueryOf = (state: WorklogDashboardFilters): WorklogDashboardQuery => ({
  fromYm: state.fromYm,
  toYm: state.toYm,
  deptId: state.deptId,
  projectId: state.projectId,
  taskActivityId: state.taskActivityId,
});

/** The figures; a new filter keeps the old ones on screen (under a spinner) until the new ones arrive. */
export const worklogDashboardQuery = (query: WorklogDashboardQuery) =>
  queryOptions({ queryKey: ['dashboard', 'worklog', query], queryFn: () => worklogDashboardApi.figures(query), placeholderData: keepPreviousData });
