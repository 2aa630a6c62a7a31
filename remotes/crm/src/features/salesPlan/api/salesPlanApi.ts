import { http } from '@dure/shared';

export type PlanDimension = 'DEPT' | 'USER' | 'SEGMENT';
export type PlanStatus = 'DRAFT' | 'CONFIRMED';

export type PlanCell = {
  month: number;
  ym: string;
  id: number | null;
  version: number | null;
  status: PlanStatus | null;
  revisionNo: number | null;
  orderTarget: number;
  salesTarget: number;
  baselineOrderTarget: number | null;
  baselineSalesTarget: number | null;
  orderActual: number;
  salesActual: number | null;
  orderAttainment: number | null;
  salesAttainment: number | null;
};

export type PlanTotals = {
  orderTarget: number;
  salesTarget: number;
  orderActual: number;
  salesActual: number | null;
  orderAttainment: number | null;
  salesAttainment: number | null;
  baselineOrderTarget: number | null;
  baselineSalesTarget: number | null;
};

export type PlanGridRow = { keyId: number; name: string; deptId: number | null; deptName: string | null; depth: number; plannedYn: 'Y' | 'N'; months: PlanCell[]; total: PlanTotals };

export type PlanWarning = { deptId: number; deptName: string; month: number; measure: 'ORDER' | 'SALES'; deptTarget: number; userSum: number };

export type PlanGrid = {
  year: number;
  dimension: PlanDimension;
  status: 'NONE' | PlanStatus;
  revisionNo: number;
  salesActualsAvailable: boolean;
  canWrite: boolean;
  canConfirm: boolean;
  rows: PlanGridRow[];
  warnings: PlanWarning[];
};

export type CellInput = { month: number; orderTarget?: number; salesTarget?: number; version: number | null };
export type SaveRows = { keyId: number; cells: CellInput[] }[];

export const salesPlanApi = {
  grid: (year: number, dimension: PlanDimension) => http.get('api/sales-plan', { searchParams: { year, dimension } }).json<{ result: PlanGrid }>().then((r) => r.result),
  save: (year: number, dimension: PlanDimension, rows: SaveRows) =>
    http.post('api/sales-plan/bulk', { json: { year, dimension, rows } }).json<{ result: { created: number; updated: number; revised: number } }>().then((r) => r.result),
  confirm: (year: number, dimension: PlanDimension) => http.post('api/sales-plan/confirm', { json: { year, dimension } }).json<{ result: { confirmed: number } }>().then((r) => r.result),
};
