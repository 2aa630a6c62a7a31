import { DownloadOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { type ColumnsState, ProConfigProvider, type ProColumns, ProTable, koKRIntl } from '@ant-design/pro-components';
import { App, Button, Input, Space, Table, type TableProps, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { type ClipboardEvent, type KeyboardEvent, type TableHTMLAttributes, createContext, useCallback, useContext, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { saveBlob } from '../common/saveBlob';
import { RECORDS_MESSAGES } from '../messages';
import { ResizableTitle, type ResizeProps } from './ResizableTitle';
import { SheetCell } from './SheetCell';
import { parseClipboard } from './clipboard';
import { cellError, cellText, compareValues, editText, parseCell } from './cellValue';
import type { SpreadsheetTableProps } from './props';
import type { CellPos, SheetCellType, SheetColumn, SheetRow, SheetRowData } from './types';
import { useColumnSettings } from './useColumnSettings';
import { buildXlsx } from './xlsx';

/*
 * ProTable supplies the column model and its column-setting panel (visible,
 * order; width by dragging a header edge), all saved per user and table. Cells
 * are ours, not EditableProTable's row forms (slow past a few hundred rows, no
 * cell cursor, no block paste): each cell is a memoised component, the keyboard
 * cursor and paste are ours, and past VIRTUAL_FROM rows the table virtualises.
 * Loaded lazily by SpreadsheetTable so pro-components stays out of the records entry.
 */

const M = RECORDS_MESSAGES.sheet;
const VIRTUAL_FROM = 100;

type Sort = { key: string; order: 'ascend' | 'descend' } | null;
type Editing = { draft: string } | null;

let newRowSeq = 0;

function toSheetRows<T extends SheetRowData>(rows: T[], rowKey: (row: T) => string | number): SheetRow<T>[] {
  return rows.map((data) => ({ key: `r:${rowKey(data)}`, data, original: data }));
}

const VALUE_TYPES: Record<SheetCellType, ProColumns['valueType']> = { text: 'text', number: 'digit', date: 'date', select: 'select' };
const ROW_HEADER = '__row';
const DEFAULT_WIDTH = 120;
/** The table element is the grid (its rows and cells then read as the grid's rows, gridcells and columnheaders). */
function GridTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const label = useContext(GridLabel);
  return label ? <table {...props} role="grid" aria-label={label} /> : <table {...props} />;
}
/** The grid's name, or none when the table element is not the grid (a virtual table's header). */
const GridLabel = createContext<string | undefined>(undefined);
const TABLE_COMPONENTS = { table: GridTable, header: { cell: ResizableTitle } };

function rowErrors<T extends SheetRowData>(columns: SheetColumn<T>[], data: T): Record<string, string> {
  const found: Record<string, string> = {};
  for (const c of columns) {
    const e = cellError(c, data[c.key], data);
    if (e) found[c.key] = e;
  }
  return found;
}

export default function SheetGrid<T extends SheetRowData>({ ref, ...props }: SpreadsheetTableProps<T>) {
  const { columns, onSave, tableKey, exportFileName = 'export', height = 480, fixedRows = false } = props;
  const { message } = App.useApp();
  const [rows, setRows] = useState<SheetRow<T>[]>(() => toSheetRows(props.rows, props.rowKey));
  const [source, setSource] = useState(props.rows);
  if (source !== props.rows) {
    // A new list from the caller replaces the grid's rows (and its unsaved edits).
    setSource(props.rows);
    setRows(toSheetRows(props.rows, props.rowKey));
  }
  const [active, setActive] = useState<CellPos>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing>(null);
  const [sort, setSort] = useState<Sort>(null);
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<{ scrollTo?: (c: { index: number }) => void } | null>(null);
  // Width of the column being dragged, before it is saved.
  const [resizing, setResizing] = useState<{ key: string; width: number } | null>(null);

  const { settings, update: updateSettings } = useColumnSettings(tableKey, columns);
  const visible = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key as string, c]));
    return settings
      .filter((s) => s.visible && byKey.has(s.key))
      .map((s) => ({ ...byKey.get(s.key)!, width: s.width ?? byKey.get(s.key)!.width }));
  }, [columns, settings]);
  const columnsState = useMemo(
    () => Object.fromEntries(settings.map((s): [string, ColumnsState] => [s.key, { show: s.visible, order: s.order + 1 }])),
    [settings],
  );
  const onColumnsState = (map: Record<string, ColumnsState>) => {
    const orderOf = (s: (typeof settings)[number]) => map[s.key]?.order ?? s.order + 1;
    updateSettings([...settings].sort((a, b) => orderOf(a) - orderOf(b)).map((s) => ({ ...s, visible: map[s.key]?.show !== false })));
  };
  const resize = (key: string, width: number) => {
    setResizing(null);
    updateSettings(settings.map((s) => (s.key === key ? { ...s, width } : s)));
  };

  const { newRow, externalErrors } = props;
  const blank = useCallback((): T => {
    if (newRow) return newRow();
    return Object.fromEntries(columns.map((c) => [c.key, c.type === 'text' ? '' : null])) as T;
  }, [columns, newRow]);

  // Each row's own errors, checked again when the rows or the columns change.
  const checked = useMemo(() => new Map(rows.map((r) => [r.data, rowErrors(columns, r.data)])), [rows, columns]);
  const errorsOf = useCallback(
    (data: T) => {
      const found = checked.get(data) ?? rowErrors(columns, data);
      const external = externalErrors?.get(data);
      if (!external) return found;
      const onColumns = Object.fromEntries(Object.entries(external).filter(([key]) => columns.some((c) => c.key === key)));
      return { ...onColumns, ...found };
    },
    [checked, columns, externalErrors],
  );

  const view = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    let list = needle ? rows.filter((r) => visible.some((c) => cellText(c, r.data[c.key]).toLowerCase().includes(needle))) : rows;
    if (sort) {
      const dir = sort.order === 'ascend' ? 1 : -1;
      list = [...list].sort((a, b) => dir * compareValues(a.data[sort.key], b.data[sort.key]));
    }
    return list;
  }, [rows, keyword, sort, visible]);

  const isDirty = useCallback((r: SheetRow<T>) => r.original === null || columns.some((c) => !Object.is(r.data[c.key], r.original![c.key])), [columns]);
  const dirtyRows = useMemo(() => rows.filter(isDirty), [rows, isDirty]);

  // Latest values for the stable callbacks handed to memoised cells (which run in events, after the commit).
  const live = useRef({ view, visible, active, editing });
  useLayoutEffect(() => {
    live.current = { view, visible, active, editing };
  });

  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });

  const moveTo = useCallback((row: number, col: number) => {
    const { view: v, visible: cols } = live.current;
    const next = { row: Math.max(0, Math.min(row, Math.max(0, v.length - 1))), col: Math.max(0, Math.min(col, cols.length - 1)) };
    setActive(next);
    if (v.length > VIRTUAL_FROM) tableRef.current?.scrollTo?.({ index: next.row });
  }, []);

  /** Writes texts into the view starting at a cell; rows past the end are added. */
  const writeBlock = useCallback(
    (start: CellPos, block: string[][]) => {
      const { view: v, visible: cols } = live.current;
      setRows((current) => {
        const next = [...current];
        const indexByKey = new Map(next.map((r, i) => [r.key, i]));
        block.forEach((texts, dr) => {
          const viewRow = v[start.row + dr];
          let index = viewRow ? indexByKey.get(viewRow.key)! : -1;
          if (index === -1 && fixedRows) return;
          if (index === -1) {
            next.push({ key: `n:${++newRowSeq}`, data: blank(), original: null });
            index = next.length - 1;
          }
          const data = { ...next[index].data } as Record<string, unknown>;
          texts.forEach((text, dc) => {
            const column = cols[start.col + dc];
            if (column && !column.readOnly) data[column.key] = parseCell(column, text);
          });
          next[index] = { ...next[index], data: data as T };
        });
        return next;
      });
    },
    [blank, fixedRows],
  );

  const draftRef = useRef('');
  const onDraft = useCallback((text: string) => {
    draftRef.current = text;
  }, []);

  const onSelect = useCallback(
    (row: number, col: number) => {
      // Clicking another cell keeps what was typed, as in Excel.
      if (live.current.editing) {
        live.current.editing = null;
        writeBlock(live.current.active, [[draftRef.current]]);
      }
      setActive({ row, col });
      setEditing(null);
      focusGrid();
    },
    [writeBlock],
  );

  const onStartEdit = useCallback((row: number, col: number) => {
    const { view: v, visible: cols } = live.current;
    const column = cols[col];
    if (!column || column.readOnly) return;
    setActive({ row, col });
    setEditing({ draft: editText(column, v[row]?.data[column.key]) });
  }, []);

  const onCommit = useCallback(
    (text: string, move: 'down' | 'right' | 'left' | 'none') => {
      const { active: at, editing: ed } = live.current;
      if (!ed) return; // blur after Enter/Tab already committed
      live.current.editing = null;
      writeBlock(at, [[text]]);
      setEditing(null);
      if (move === 'down') moveTo(at.row + 1, at.col);
      if (move === 'right') moveTo(at.row, at.col + 1);
      if (move === 'left') moveTo(at.row, at.col - 1);
      focusGrid();
    },
    [writeBlock, moveTo],
  );

  const onCancel = useCallback(() => {
    live.current.editing = null;
    setEditing(null);
    focusGrid();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing || e.nativeEvent.isComposing) return;
    const { row, col } = active;
    const lastCol = visible.length - 1;
    switch (e.key) {
      case 'ArrowUp':
        moveTo(row - 1, col);
        break;
      case 'ArrowDown':
        moveTo(row + 1, col);
        break;
      case 'ArrowLeft':
        moveTo(row, col - 1);
        break;
      case 'ArrowRight':
        moveTo(row, col + 1);
        break;
      case 'Tab':
        if (e.shiftKey) moveTo(col === 0 ? row - 1 : row, col === 0 ? lastCol : col - 1);
        else moveTo(col === lastCol ? row + 1 : row, col === lastCol ? 0 : col + 1);
        break;
      case 'Enter':
      case 'F2':
        onStartEdit(row, col);
        break;
      case 'Delete':
      case 'Backspace':
        if (view[row] && !visible[col]?.readOnly) writeBlock(active, [['']]);
        break;
      default:
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && view[row] && visible[col] && !visible[col].readOnly && visible[col].type !== 'select') {
          setEditing({ draft: e.key });
          break;
        }
        return;
    }
    e.preventDefault();
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!text) return;
    const block = parseClipboard(text);
    // A plain word pasted inside an open editor stays the editor's business.
    if (editing && block.length === 1 && block[0].length === 1) return;
    e.preventDefault();
    setEditing(null);
    writeBlock(active, block);
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const column = visible[active.col];
    const row = view[active.row];
    if (!column || !row) return;
    e.clipboardData.setData('text/plain', cellText(column, row.data[column.key]));
    e.preventDefault();
  };

  const addRow = () => {
    setRows((current) => [...current, { key: `n:${++newRowSeq}`, data: blank(), original: null }]);
    setSort(null);
    setKeyword('');
    // Not moveTo: it clamps to the view, which does not hold the new row until the next render.
    setActive({ row: rows.length, col: 0 });
    focusGrid();
  };

  const save = async () => {
    const errorCount = dirtyRows.reduce((n, r) => n + Object.keys(errorsOf(r.data)).length, 0);
    // Untouched rows are not sent, so only their own errors do not block the save.
    if (errorCount > 0) {
      message.error(M.blockedByErrors(errorCount));
      return;
    }
    if (dirtyRows.length === 0) {
      message.info(M.nothingChanged);
      return;
    }
    setSaving(true);
    try {
      const sent = dirtyRows.map((r) => r.data);
      await onSave(sent);
      const saved = new Set(dirtyRows.map((r) => r.key));
      setRows((current) => current.map((r) => (saved.has(r.key) ? { ...r, original: r.data } : r)));
      message.success(RECORDS_MESSAGES.common.saved);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const exportXlsx = useCallback(
    async (fileName?: string) => {
      const { view: v, visible: cols } = live.current;
      try {
        const blob = await buildXlsx(cols, v.map((r) => r.data));
        saveBlob(blob, `${fileName ?? exportFileName}.xlsx`);
      } catch {
        message.error(M.exportFailed);
      }
    },
    [exportFileName, message],
  );

  useImperativeHandle(ref, () => ({ exportXlsx, changedRows: () => dirtyRows.map((r) => r.data) }), [exportXlsx, dirtyRows]);

  const visibleIndex = new Map(visible.map((c, i) => [c.key as string, i]));
  const widthOf = (key: string, fallback: number | undefined) =>
    resizing?.key === key ? resizing.width : (settings.find((s) => s.key === key)?.width ?? fallback ?? DEFAULT_WIDTH);

  const tableColumns: ProColumns<SheetRow<T>>[] = [
    {
      key: ROW_HEADER,
      title: '#',
      width: 56,
      fixed: 'left',
      hideInSetting: true,
      onCell: () => ({ role: 'rowheader' }) as never,
      render: (_dom, r, index) => (
        <span>
          {index + 1}
          {r.original === null ? <Tag color="green" style={{ marginInlineStart: 4 }}>+</Tag> : isDirty(r) ? <Tag color="blue" style={{ marginInlineStart: 4 }}>•</Tag> : null}
        </span>
      ),
    },
    ...columns.map((column): ProColumns<SheetRow<T>> => {
      const width = widthOf(column.key, column.width);
      return {
        key: column.key,
        title: column.required ? <span>{column.title} <span style={{ color: '#ff4d4f' }}>*</span></span> : column.title,
        valueType: VALUE_TYPES[column.type],
        fieldProps: column.type === 'select' ? { options: column.options } : undefined,
        width,
        sorter: true,
        sortOrder: (sort?.key === column.key ? sort.order : null) as SortOrder,
        // antd hands these to the header cell component (ResizableTitle).
        onHeaderCell: () => ({
          resizeWidth: width,
          resizeLabel: `${column.title} ${M.columnWidth}`,
          onResizing: (w) => setResizing({ key: column.key, width: w }),
          onResized: (w) => resize(column.key, w),
        }) satisfies ResizeProps as never,
        // The cell itself (a td of the grid table) is the gridcell: it carries the selection and the error.
        onCell: (r: SheetRow<T>, row?: number) => {
          const col = visibleIndex.get(column.key) ?? -1;
          const isActive = active.row === row && active.col === col;
          return {
            role: 'gridcell',
            'aria-selected': isActive,
            'aria-invalid': errorsOf(r.data)[column.key] ? true : undefined,
            'data-cell': `${row}:${col}`,
            onMouseDown: () => !(isActive && editing !== null) && row !== undefined && onSelect(row, col),
            onDoubleClick: () => row !== undefined && onStartEdit(row, col),
          } as never;
        },
        render: (_dom, r, row) => {
          const col = visibleIndex.get(column.key) ?? -1;
          const isActive = active.row === row && active.col === col;
          const value = r.data[column.key];
          return (
            <SheetCell
              column={column as unknown as SheetColumn<SheetRowData>}
              text={cellText(column, value)}
              error={errorsOf(r.data)[column.key] ?? null}
              active={isActive}
              editing={isActive && editing !== null}
              draft={isActive && editing ? editing.draft : ''}
              onCommit={onCommit}
              onCancel={onCancel}
              onDraft={onDraft}
            />
          );
        },
      };
    }),
  ];

  const errorTotal = useMemo(() => rows.reduce((n, r) => n + Object.keys(errorsOf(r.data)).length, 0), [rows, errorsOf]);
  const virtual = view.length > VIRTUAL_FROM;
  const totalWidth = visible.reduce((n, c) => n + widthOf(c.key, c.width), 56);

  return (
    <ProConfigProvider intl={koKRIntl}>
      <AsyncState loading={false} error={props.error} empty={false} onRetry={props.onRetry}>
        <ProTable<SheetRow<T>>
            size="small"
            bordered
            cardBordered={false}
            cardProps={{ bodyStyle: { padding: 0 } }}
            rowKey="key"
            search={false}
            loading={props.loading}
            columns={tableColumns}
            columnsState={{ value: columnsState, onChange: onColumnsState }}
            components={TABLE_COMPONENTS}
            dataSource={view}
            pagination={false}
            virtual={virtual}
            scroll={virtual ? { x: totalWidth, y: height } : { x: 'max-content' }}
            locale={{ emptyText: M.empty }}
            options={{ setting: { draggable: true, checkable: true, checkedReset: false }, density: false, reload: false, fullScreen: false }}
            headerTitle={
              <Space wrap>
                <Input.Search allowClear placeholder={M.filter} aria-label={M.filter} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ width: 200 }} />
                {!fixedRows && <Button icon={<PlusOutlined />} onClick={addRow}>{M.addRow}</Button>}
                {props.toolbar}
              </Space>
            }
            toolBarRender={() => [
              dirtyRows.length > 0 && <Tag key="dirty" color="blue">{M.dirty(dirtyRows.length)}</Tag>,
              errorTotal > 0 && <Tag key="errors" color="red">{M.errorCount(errorTotal)}</Tag>,
              <Button key="export" icon={<DownloadOutlined />} onClick={() => void exportXlsx()}>{M.export}</Button>,
              <Button key="save" type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>{RECORDS_MESSAGES.common.save}</Button>,
            ]}
            // Only the table is the grid: keys and pastes in the toolbar and setting panel stay theirs.
            tableViewRender={(tableProps) => (
              // The wrapper takes focus and keys for the whole grid; the active cell's outline shows where they go.
              // A virtual table draws its body rows as divs, not in the table element: then the wrapper is the grid.
              <div
                ref={gridRef}
                role={virtual ? 'grid' : 'group'}
                aria-label={props.label ?? M.grid}
                tabIndex={0}
                onKeyDown={onKeyDown}
                onPaste={onPaste}
                onCopy={onCopy}
                style={{ outline: 'none' }}
              >
                <GridLabel value={virtual ? undefined : (props.label ?? M.grid)}>
                <Table<SheetRow<T>>
                  {...(tableProps as TableProps<SheetRow<T>>)}
                  onRow={virtual ? () => ({ role: 'row' }) : undefined}
                  rowKey="key"
                  ref={tableRef as never}
                  // The sort is the grid's own (it orders the view that is pasted into and exported), so the
                  // header click is taken here: ProTable does not pass it on for a local dataSource.
                  onChange={(_pagination, _filters, sorter) => {
                    // ProTable keeps its header columns memoised, so antd may not see the current order:
                    // cycle it here (ascending → descending → none) per clicked column.
                    const s = Array.isArray(sorter) ? sorter[0] : sorter;
                    const key = s?.columnKey === undefined ? null : String(s.columnKey);
                    if (key === null) return;
                    setSort((current) => {
                      if (current?.key !== key) return { key, order: 'ascend' };
                      return current.order === 'ascend' ? { key, order: 'descend' } : null;
                    });
                  }}
                />
                </GridLabel>
              </div>
            )}
          />
      </AsyncState>
    </ProConfigProvider>
  );
}
