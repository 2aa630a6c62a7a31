import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';

/**
 * A list column with its priority: the list keeps its default columns within a 1440 px screen, so a
 * column it can do without is `optional` (hidden until the user shows it in the column settings), and
 * a phone shows each row as a card: the first column as its title, then the `mobile` columns.
 */
export type ListColumn<T> = ProColumns<T> & {
  optional?: boolean;
  mobile?: boolean;
};

/** The column's key as ProTable's column settings name it: its key, else its dataIndex, else its place. */
export const columnKey = (column: ProColumns<unknown>, index: number): string => {
  const key = column.key ?? column.dataIndex;
  return key === undefined || key === null || key === '' ? String(index) : Array.isArray(key) ? key.join('-') : String(key);
};

/** Whether a column holds the row's buttons (kept at the right edge while the rest scrolls). */
const isActions = (column: ProColumns<unknown>) => column.valueType === 'option' || column.key === 'actions';

/**
 * An ellipsis column held to its width. A fixed first column makes the table lay out by its content
 * (scroll x max-content), where an unbroken cell would otherwise widen its column to the whole text.
 */
function heldToWidth<T>(column: ProColumns<T>): ProColumns<T> {
  if (!column.ellipsis || typeof column.width !== 'number') return column;
  const maxWidth = column.width;
  const onCell = column.onCell;
  return {
    ...column,
    onCell: (row, index) => {
      const cell = onCell?.(row, index) ?? {};
      return { ...cell, style: { ...cell.style, maxWidth } };
    },
  };
}

/**
 * The columns as ProTable takes them: the first fixed at the left and the actions at the right, so a
 * row stays identified and actionable while a narrow window scrolls the rest.
 */
export function tableColumns<T>(columns: readonly ListColumn<T>[]): ProColumns<T>[] {
  const first = columns.findIndex((c) => !c.hidden);
  return columns.map(({ optional: _optional, mobile: _mobile, ...rest }, index) => {
    const column = heldToWidth(rest as ProColumns<T>);
    if (index === first) return { fixed: 'left', ...column };
    return isActions(column as ProColumns<unknown>) ? { fixed: 'right', ...column } : column;
  });
}

/** The column-settings default: the optional columns hidden. */
export const hiddenByDefault = <T,>(columns: readonly ListColumn<T>[]) =>
  Object.fromEntries(columns.flatMap((c, index) => (c.optional ? [[columnKey(c as ProColumns<unknown>, index), { show: false }]] : [])));

const valueOf = (row: Record<string, unknown>, dataIndex: ProColumns<unknown>['dataIndex']): unknown => {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step as string], path.length ? row : undefined);
};

/** A column's cell for a row outside the table (a phone's card): its render, else its value. */
export function cellOf<T extends Record<string, any>>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = valueOf(row, column.dataIndex as ProColumns<unknown>['dataIndex']);
  const text = value === undefined || value === null || value === '' ? '-' : (value as ReactNode);
  return column.render ? (column.render(text, row, index, undefined, { ...column, isEditable: false, type: 'table' } as never) as ReactNode) : text;
}

/** A phone card's fields: the `mobile` columns, or the first three after the title when none is marked. */
export function cardColumns<T>(columns: readonly ListColumn<T>[]): { title: ListColumn<T> | undefined; fields: ListColumn<T>[] } {
  const shown = columns.filter((c) => !c.hidden && !isActions(c as ProColumns<unknown>));
  const [title, ...rest] = shown;
  const marked = rest.filter((c) => c.mobile);
  return { title, fields: marked.length > 0 ? marked : rest.filter((c) => !c.optional).slice(0, 3) };
}
