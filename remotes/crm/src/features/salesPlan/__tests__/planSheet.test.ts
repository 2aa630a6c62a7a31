import { changedCells, sheetErrors, toSheetRows } from '../api/planSheet';
import type { PlanGridRow } from '../api/salesPlanApi';
import { gridRow } from './fixtures';

describe('plan sheet', () => {
  const loaded: PlanGridRow[] = [gridRow(11, '영업1팀', { 3: { orderTarget: 40_000_000, version: 2 } }), gridRow(12, '영업2팀')];

  it('shows the chosen measure month by month with the year figures', () => {
    const [row] = toSheetRows(loaded, 'orderTarget');
    expect(row.m3).toBe(40_000_000);
    expect(row.m4).toBe(0);
    expect(row.total).toBe(40_000_000);
  });

  it('sends only the changed months, each with the version it was loaded at; an emptied cell is 0', () => {
    const rows = toSheetRows(loaded, 'orderTarget');
    const edited = { ...rows[0], m3: null, m5: 7_000_000 };
    expect(changedCells([edited, rows[1]], loaded, 'orderTarget')).toEqual([
      { keyId: 11, cells: [{ month: 3, orderTarget: 0, version: 2 }, { month: 5, orderTarget: 7_000_000, version: null }] },
    ]);
  });

  it('puts the server’s cell errors on the month columns and row errors on the name', () => {
    expect(sheetErrors({ 'salesTarget.6': '잘못', _row: '범위 밖' })).toEqual({ m6: '잘못', name: '범위 밖' });
  });
});
