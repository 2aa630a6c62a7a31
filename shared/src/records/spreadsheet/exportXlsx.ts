import { saveBlob } from '../common/saveBlob';
import type { SheetColumn, SheetRowData } from './types';
import { buildXlsx } from './xlsx';

/** Writes rows to `<fileName>.xlsx` for a list screen's export button (same rules as the grid's export). */
export async function exportXlsx<T extends SheetRowData>(columns: SheetColumn<T>[], rows: T[], fileName: string): Promise<void> {
  saveBlob(await buildXlsx(columns, rows, fileName.slice(0, 31)), `${fileName}.xlsx`);
}
