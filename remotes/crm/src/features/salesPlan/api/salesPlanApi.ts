import { http } from '@dure/shared';
import type {
  SalesPlanConfirmed,
  SalesPlanDimension,
  SalesPlanGrid,
  SalesPlanSaveRows,
  SalesPlanSaved,
} from '@dure/shared/contracts/crm/salesPlan';

export type {
  SalesPlanCell as PlanCell,
  SalesPlanCellBody as CellInput,
  SalesPlanDimension as PlanDimension,
  SalesPlanGrid as PlanGrid,
  SalesPlanGridRow as PlanGridRow,
  SalesPlanSaveRows as SaveRows,
} from '@dure/shared/contracts/crm/salesPlan';

export const salesPlanApi = {
  grid: (year: number, dimension: SalesPlanDimension) =>
    http.get('api/sales-plan', { searchParams: { year, dimension } }).json<{ result: SalesPlanGrid }>().then((r) => r.result),
  save: (year: number, dimension: SalesPlanDimension, rows: SalesPlanSaveRows) =>
    http.post('api/sales-plan/bulk', { json: { year, dimension, rows } }).json<{ result: SalesPlanSaved }>().then((r) => r.result),
  confirm: (year: number, dimension: SalesPlanDimension) =>
    http.post('api/sales-plan/confirm', { json: { year, dimension } }).json<{ result: SalesPlanConfirmed }>().then((r) => r.result),
};
