import { withCharts } from '@dure/shared/dashboard/routes';
import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('cost', {
  TaskActivityManagementPage: () => import('./features/taskActivity/components/TaskActivityManagementPage'),
  CurrencyManagementPage: { load: () => import('./features/currency/components/CurrencyManagementPage'), data: () => import('./features/currency/api/currencyQueries').then((m) => m.rateListAt) },
  MyWorklogPage: { load: () => import('./features/worklog/components/MyWorklogPage'), data: () => import('./features/worklog/api/worklogQueries').then((m) => m.weekAt) },
  MyUnitPage: { load: () => import('./features/myUnit/components/MyUnitPage'), data: () => import('./features/myUnit/api/myUnitQueries').then((m) => m.myUnitAt) },
  WorklogManagementPage: { load: () => import('./features/worklogManagement/components/WorklogManagementPage'), data: () => import('./features/worklogManagement/api/worklogManagementQueries').then((m) => m.worklogWeekListAt) },
  CostRateManagementPage: { load: () => import('./features/costRate/components/CostRateManagementPage'), data: () => import('./features/costRate/api/costRateQueries').then((m) => m.costRateListAt) },
  SalaryManagementPage: { load: () => import('./features/salary/components/SalaryManagementPage'), data: () => import('./features/salary/api/salaryQueries').then((m) => m.salaryListAt) },
  CostManagementPage: { load: () => import('./features/costAccount/components/CostManagementPage'), data: () => import('./features/costAccount/api/costAccountQueries').then((m) => m.costManagementAt) },
  DirectCostManagementPage: { load: () => import('./features/directCost/components/DirectCostManagementPage'), data: () => import('./features/directCost/api/directCostQueries').then((m) => m.directCostListAt) },
  DirectCostModManagementPage: { load: () => import('./features/directCost/components/DirectCostModManagementPage'), data: () => import('./features/directCost/api/directCostQueries').then((m) => m.directCostModListAt) },
  CostExecutionManagementPage: { load: () => import('./features/costExecution/components/CostExecutionManagementPage'), data: () => import('./features/costExecution/api/costExecutionQueries').then((m) => m.costExecutionAt) },
  ProjectProfitPage: { load: () => import('./features/projectProfit/components/ProjectProfitPage'), data: () => import('./features/projectProfit/api/projectProfitQueries').then((m) => m.projectProfitListAt) },
  DashboardWorklogPage: withCharts(() => import('./features/worklogDashboard/components/DashboardWorklogPage')),
});
