import { parseDate } from '../../format/index';
import { RECORDS_MESSAGES } from '../messages';
import type { SheetColumn, SheetRowData } from './types';

const M = RECORDS_MESSAGES.sheet;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** `1,234`, ` 1 234원`, `(1,234)` (accounting negative) → number; anything else stays text so the cell can show its error. */
export function parseNumber(text: string): number | string {
  let t = text.trim().replace(/[,\s원₩]/g, '');
  if (t === '') return '';
  let sign = 1;
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1);
  }
  const n = Number(t);
  return Number.isFinite(n) ? sign * n : text.trim();
}

/** Text typed or pasted into a cell → the value the row holds. */
export function parseCell<T extends SheetRowData>(column: SheetColumn<T>, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return column.type === 'text' ? '' : null;
  switch (column.type) {
    case 'number':
      return parseNumber(trimmed);
    case 'date':
      return parseDate(trimmed) ?? trimmed;
    case 'select': {
      const option = column.options?.find((o) => o.label === trimmed || String(o.value) === trimmed);
      return option ? option.value : trimmed;
    }
    default:
      return text;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The cell's Korean error, or null. */
export function cellError<T extends SheetRowData>(column: SheetColumn<T>, value: unknown, row: T): string | null {
  if (isBlank(value)) return column.required ? M.required : null;
  if (column.type === 'number' && typeof value !== 'number') return M.number;
  if (column.type === 'date' && !(typeof value === 'string' && ISO_DATE.test(value) && parseDate(value) === value)) return M.date;
  if (column.type === 'select' && !column.options?.some((o) => o.value === value)) return M.select;
  return column.validate?.(value, row) ?? null;
}

const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 10 });

/** What the cell shows (and what copy and the keyword filter see). */
export function cellText<T extends SheetRowData>(column: SheetColumn<T>, value: unknown): string {
  if (isBlank(value)) return '';
  if (column.type === 'number' && typeof value === 'number') return numberFormat.format(value);
  if (column.type === 'select') return column.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/** What the editor starts with: numbers without grouping so they can be edited. */
export function editText<T extends SheetRowData>(column: SheetColumn<T>, value: unknown): string {
  if (isBlank(value)) return '';
  if (column.type === 'select') return cellText(column, value);
  return String(value);
}

export function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a)) return isBlank(b) ? 0 : 1;
  if (isBlank(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ko');
}
