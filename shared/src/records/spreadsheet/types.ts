export type SheetCellType = 'text' | 'number' | 'date' | 'select';

export type SheetOption = { value: string | number; label: string };

export type SheetRowData = Record<string, unknown>;

export type SheetColumn<T extends SheetRowData> = {
  key: keyof T & string;
  title: string;
  type: SheetCellType;
  options?: SheetOption[];
  required?: boolean;
  /** A Korean message for an invalid value, or null. Runs after the type checks pass. */
  validate?: (value: unknown, row: T) => string | null;
  width?: number;
  readOnly?: boolean;
};

/** A row as the grid holds it: `original` is null for a row added here (paste, 행 추가). */
export type SheetRow<T> = { key: string; data: T; original: T | null };

export type CellPos = { row: number; col: number };

export type SpreadsheetHandle = {
  /** Writes the current (filtered, sorted) view to an .xlsx file. */
  exportXlsx: (fileName?: string) => Promise<void>;
  /** The new and changed rows, as onSave would receive them. */
  changedRows: () => unknown[];
};
