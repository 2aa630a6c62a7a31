import { http } from '../../http/client';
import { result } from './result';

export type ColumnSetting = { key: string; visible: boolean; order: number; width: number | null };
export type TableSetting = { columns: ColumnSetting[] };

/** GET /api/table-setting/{tableKey} (null until the user saved one) */
export function fetchTableSetting(tableKey: string): Promise<TableSetting | null> {
  return result(http.get(`api/table-setting/${encodeURIComponent(tableKey)}`));
}

/** PUT /api/table-setting/{tableKey} */
export async function saveTableSetting(tableKey: string, setting: TableSetting): Promise<void> {
  await http.put(`api/table-setting/${encodeURIComponent(tableKey)}`, { json: setting });
}
