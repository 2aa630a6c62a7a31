import { http } from '@dure/shared';
import type { DepartmentSheetBody, DepartmentSheetSaved } from '@dure/shared/contracts/admin/department';
import { type Department, changed } from './departmentApi';

/** One row of the department spreadsheet; `key` survives the round trip so the server's row errors find their row. */
export type SheetDepartment = {
  key: string;
  id?: number;
  version?: number;
  code: string;
  name: string;
  parentCode: string;
  costCenterCode: string;
  sortOrder: number | null;
  level: string;
};

let seq = 0;
export const newSheetRow = (): SheetDepartment => ({ key: `new-${++seq}`, code: '', name: '', parentCode: '', costCenterCode: '', sortOrder: null, level: '' });

export function toSheetRows(list: Department[], levelLabel: (d: Department) => string): SheetDepartment[] {
  const codeOf = new Map(list.map((d) => [d.id, d.code]));
  return list.map((d) => ({
    key: `id-${d.id}`,
    id: d.id,
    version: d.version,
    code: d.code,
    name: d.name,
    parentCode: d.parentId === null ? '' : codeOf.get(d.parentId) ?? '',
    costCenterCode: d.costCenterCode ?? '',
    sortOrder: d.sortOrder,
    level: levelLabel(d),
  }));
}

/** POST /api/department/bulk: all rows or none; a 400 carries `rows` with per-row field errors. */
export function saveSheet(rows: SheetDepartment[]) {
  return http
    .post('api/department/bulk', {
      json: {
        rows: rows.map((r) => ({
          key: r.key,
          ...(r.id ? { id: r.id, version: r.version } : {}),
          code: r.code.trim(),
          name: r.name.trim(),
          parentCode: r.parentCode.trim(),
          costCenterCode: r.costCenterCode.trim() || null,
          ...(r.sortOrder === null || r.sortOrder === undefined ? {} : { sortOrder: r.sortOrder }),
        })),
      } satisfies DepartmentSheetBody,
    })
    .json<{ result: DepartmentSheetSaved }>()
    .then(changed);
}
