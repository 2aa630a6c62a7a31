import { SalesPlanMeasure } from '@dure/shared/contracts/crm/salesPlan';
import type { CellInput, PlanGridRow, SaveRows } from './salesPlanApi';

export type Measure = 'orderTarget' | 'salesTarget';
export const MEASURE_LABELS: Record<Measure, string> = { orderTarget: SalesPlanMeasure.labels.ORDER, salesTarget: SalesPlanMeasure.labels.SALES };
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** One grid row of the spreadsheet: the key, twelve month targets of the chosen measure, and the read-only year figures. */
export type SheetPlanRow = {
  key: string;
  keyId: number;
  name: string;
  deptName: string;
  total: number;
  actual: number | null;
  attainment: number | null;
} & Record<`m${number}`, number | null>;

export function toSheetRows(rows: PlanGridRow[], measure: Measure): SheetPlanRow[] {
  const top = Math.min(...rows.map((r) => r.depth));
  return rows.map((r) => {
    const row = {
      key: String(r.keyId),
      keyId: r.keyId,
      name: `${'　'.repeat(r.depth - top)}${r.name}`,
      deptName: r.deptName ?? '',
      total: measure === 'orderTarget' ? r.total.orderTarget : r.total.salesTarget,
      actual: measure === 'orderTarget' ? r.total.orderActual : r.total.salesActual,
      attainment: measure === 'orderTarget' ? r.total.orderAttainment : r.total.salesAttainment,
    } as SheetPlanRow;
    for (const c of r.months) row[`m${c.month}`] = c[measure];
    return row;
  });
}

/**
 * The save body for the changed rows of the grid: per row only the months whose
 * target differs from what was loaded, each with the version it was loaded at.
 * An emptied cell means 0.
 */
export function changedCells(changed: SheetPlanRow[], loaded: PlanGridRow[], measure: Measure): SaveRows {
  const byKey = new Map(loaded.map((r) => [r.keyId, r]));
  const out: SaveRows = [];
  for (const row of changed) {
    const original = byKey.get(row.keyId);
    if (!original) continue;
    const cells: CellInput[] = [];
    for (const cell of original.months) {
      const value = row[`m${cell.month}`];
      const next = value === null || value === undefined ? 0 : Number(value);
      if (next !== cell[measure]) cells.push({ month: cell.month, [measure]: next, version: cell.version });
    }
    if (cells.length > 0) out.push({ keyId: row.keyId, cells });
  }
  return out;
}

/** Server errors (`orderTarget.3`, `_row`) as the grid's field keys (`m3`, `name`). */
export function sheetErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(fields)) {
    const match = /^(?:orderTarget|salesTarget|month)\.(\d+)$/.exec(key);
    out[match ? `m${match[1]}` : 'name'] = text;
  }
  return out;
}
