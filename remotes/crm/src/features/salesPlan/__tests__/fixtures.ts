import type { PlanCell, PlanGrid, PlanGridRow } from '../api/salesPlanApi';

export function gridRow(keyId: number, name: string, cells: Record<number, Partial<PlanCell>> = {}): PlanGridRow {
  const months: PlanCell[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    ym: `2026-${String(i + 1).padStart(2, '0')}`,
    id: cells[i + 1] ? 100 + i : null,
    version: null,
    status: cells[i + 1] ? 'DRAFT' : null,
    revisionNo: cells[i + 1] ? 0 : null,
    orderTarget: 0,
    salesTarget: 0,
    baselineOrderTarget: null,
    baselineSalesTarget: null,
    orderActual: 0,
    salesActual: null,
    orderAttainment: null,
    salesAttainment: null,
    ...cells[i + 1],
  }));
  const sum = (pick: (c: PlanCell) => number) => months.reduce((a, c) => a + pick(c), 0);
  return {
    keyId,
    name,
    deptId: keyId,
    deptName: name,
    depth: 2,
    plannedYn: Object.keys(cells).length > 0 ? 'Y' : 'N',
    months,
    total: {
      orderTarget: sum((c) => c.orderTarget),
      salesTarget: sum((c) => c.salesTarget),
      orderActual: sum((c) => c.orderActual),
      salesActual: null,
      orderAttainment: null,
      salesAttainment: null,
      baselineOrderTarget: null,
      baselineSalesTarget: null,
    },
  };
}

export function grid(rows: PlanGridRow[], patch: Partial<PlanGrid> = {}): PlanGrid {
  return { year: 2026, dimension: 'DEPT', status: 'DRAFT', revisionNo: 0, salesActualsAvailable: false, canWrite: true, canConfirm: false, rows, warnings: [], ...patch };
}
