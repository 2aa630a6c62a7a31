import type { TableSetting } from '../../contracts/cross/savedView';
import { http } from '../../http/client';
import { result } from './result';

export type { ColumnSetting, TableSetting } from '../../contracts/cross/savedView';

/** GET /api/table-setting/{tableKey} (null until the user saved one) */
export function fetchTableSetting(tableKey: string): Promise<TableSetting | null> {
  return result(http.get(`api/table-setting/${encodeURIComponent(tableKey)}`));
}

/** PUT /api/table-setting/{tableKey} */
export async function saveTableSetting(tableKey: string, setting: TableSetting): Promise<void> {
  await http.put(`api/table-setting/${encodeURIComponent(tableKey)}`, { json: setting });
}
