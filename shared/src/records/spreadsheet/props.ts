import type { ReactNode, Ref } from 'react';
import type { SheetColumn, SheetRowData, SpreadsheetHandle } from './types';

export type SpreadsheetTableProps<T extends SheetRowData> = {
  columns: SheetColumn<T>[];
  rows: T[];
  /** Identity of a row loaded from the server. */
  rowKey: (row: T) => string | number;
  /** Receives only new and changed rows; the grid treats them as saved when it resolves. */
  onSave: (changedRows: T[]) => Promise<void> | void;
  /** Column settings are stored per user under this key (GET/PUT /api/table-setting/{tableKey}). */
  tableKey?: string;
  /** Default name of the exported file, without extension. */
  exportFileName?: string;
  /** A blank row for 행 추가 and for pasted rows past the end. */
  newRow?: () => T;
  /** The rows are given (e.g. one per department): no 행 추가, and a paste past the last row is cut off. */
  fixedRows?: boolean;
  /** Accessible name of the grid (Korean). */
  label?: string;
  /**
   * Errors the server found, per row object as passed to onSave (field → Korean message).
   * An edit replaces the row object, so a fixed cell drops its server error by itself.
   */
  externalErrors?: ReadonlyMap<T, Record<string, string>>;
  height?: number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  toolbar?: ReactNode;
  ref?: Ref<SpreadsheetHandle>;
};
