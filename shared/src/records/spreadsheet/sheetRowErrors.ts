import { errorRows } from '../../http/errors';

type CellErrors = Record<string, string>;

/**
 * A failed sheet save's per-row errors from the api, on the rows that were sent (matched by key): what
 * SpreadsheetTable's `externalErrors` shows in their cells. Null when the failure is not about rows.
 */
export function sheetRowErrors<T extends { key: string }>(error: unknown, sent: readonly T[], cells: (fields: CellErrors) => CellErrors = (f) => f): Map<T, CellErrors> | null {
  const bad = errorRows(error);
  if (bad.length === 0) return null;
  const byKey = new Map(sent.map((r) => [r.key, r]));
  return new Map(bad.flatMap((b) => (byKey.has(b.key) ? [[byKey.get(b.key)!, cells(b.fields)] as const] : [])));
}
