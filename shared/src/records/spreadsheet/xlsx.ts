import type { SheetColumn, SheetRowData } from './types';
import { cellText } from './cellValue';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The view as an .xlsx workbook: Korean headers, numbers as numbers, dates as
 * real dates (UTC midnight, which Excel shows as that calendar day). exceljs is
 * ~250 KB gzip, so it loads only when someone exports.
 */
export async function buildXlsx<T extends SheetRowData>(columns: SheetColumn<T>[], rows: T[], sheetName = 'Sheet1'): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.max(10, Math.round((c.width ?? 120) / 8)),
    style: c.type === 'date' ? { numFmt: 'yyyy-mm-dd' } : c.type === 'number' ? { numFmt: '#,##0.##########' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const c of columns) values[c.key] = exportValue(c, row[c.key]);
    sheet.addRow(values);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_MIME });
}

function exportValue<T extends SheetRowData>(column: SheetColumn<T>, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'number') return typeof value === 'number' ? value : String(value);
  if (column.type === 'date' && typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : value;
  }
  return cellText(column, value);
}
