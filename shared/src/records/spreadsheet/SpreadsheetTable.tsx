import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { SpreadsheetTableProps } from './props';
import type { SheetRowData } from './types';

export type { SpreadsheetTableProps } from './props';

/*
 * The records entry is a federation singleton shipped whole to every page that
 * uses any toolkit piece; the grid's ProTable (pro-components) would weigh on all
 * of them. So this export is thin and the grid loads on first render.
 */
const SheetGrid = lazy(() => import(/* webpackChunkName: "sheet-grid" */ './SheetGrid'));

/** Editable spreadsheet grid (ProTable): cell cursor, Excel block paste, per-cell errors, changed-rows save, xlsx export. */
export function SpreadsheetTable<T extends SheetRowData>(props: SpreadsheetTableProps<T>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <SheetGrid {...(props as unknown as SpreadsheetTableProps<SheetRowData>)} />
    </Suspense>
  );
}
