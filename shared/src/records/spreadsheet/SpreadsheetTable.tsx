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

const M = RECORDS_MESSAGES.sheet;
const VIRTUAL_FROM = 100;

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

type Sort = { key: string; order: 'ascend' | 'descend' } | null;
type Editing = { draft: string } | null;

let newRowSeq = 0;

function toSheetRows<T extends SheetRowData>(rows: T[], rowKey: (row: T) => string | number): SheetRow<T>[] {
  return rows.map((data) => ({ key: `r:${rowKey(data)}`, data, original: data }));
}

export function SpreadsheetTable<T extends SheetRowData>(props: SpreadsheetTableProps<T>) {
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

  const { settings, update: updateSettings } = useColumnSettings(tableKey, columns);
  const visible = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key as string, c]));
    return settings
      .filter((s) => s.visible && byKey.has(s.key))
      .map((s) => ({ ...byKey.get(s.key)!, width: s.width ?? byKey.get(s.key)!.width }));
  }, [columns, settings]);

  const blank = useCallback((): T => {
    if (props.newRow) return props.newRow();
    return Object.fromEntries(columns.map((c) => [c.key, c.type === 'text' ? '' : null])) as T;
  }, [columns, props.newRow]);

  // Errors per row object: an edit replaces one row object, so only that row is re-validated.
  const errorCache = useRef(new WeakMap<object, Record<string, string>>());
  const { externalErrors } = props;
  const errorsOf = useCallback(
    (data: T) => {
      let found = errorCache.current.get(data);
      if (!found) {
        found = {};
        for (const c of columns) {
          const e = cellError(c, data[c.key], data);
          if (e) found[c.key] = e;
        }
        errorCache.current.set(data, found);
      }
      const external = externalErrors?.get(data);
      if (!external) return found;
      const onColumns = Object.fromEntries(Object.entries(external).filter(([key]) => columns.some((c) => c.key === key)));
      return { ...onColumns, ...found };
    },
    [columns, externalErrors],
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

  // Latest values for the stable callbacks handed to memoised cells.
  const live = useRef({ view, visible, active, editing });
  live.current = { view, visible, active, editing };

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

  useImperativeHandle(props.ref, () => ({ exportXlsx, changedRows: () => dirtyRows.map((r) => r.data) }), [exportXlsx, dirtyRows]);

  const tableColumns: ColumnsType<SheetRow<T>> = [
    {
      key: '__row',
      title: '#',
      width: 56,
      render: (_: unknown, r: SheetRow<T>, index: number) => (
        <span>
          {index + 1}
          {r.original === null ? <Tag color="green" style={{ marginInlineStart: 4 }}>+</Tag> : isDirty(r) ? <Tag color="blue" style={{ marginInlineStart: 4 }}>•</Tag> : null}
        </span>
      ),
    },
    ...visible.map((column, col) => ({
      key: column.key,
      title: column.required ? <span>{column.title} <span style={{ color: '#ff4d4f' }}>*</span></span> : column.title,
      width: column.width ?? 120,
      sorter: true,
      sortOrder: (sort?.key === column.key ? sort.order : null) as SortOrder,
      render: (_: unknown, r: SheetRow<T>, row: number) => {
        const isActive = active.row === row && active.col === col;
        const value = r.data[column.key];
        return (
          <SheetCell
            row={row}
            col={col}
            column={column as unknown as SheetColumn<SheetRowData>}
            text={cellText(column, value)}
            error={errorsOf(r.data)[column.key] ?? null}
            active={isActive}
            editing={isActive && editing !== null}
            draft={isActive && editing ? editing.draft : ''}
            onSelect={onSelect}
            onStartEdit={onStartEdit}
            onCommit={onCommit}
            onCancel={onCancel}
            onDraft={onDraft}
          />
        );
      },
    })),
  ];

  const errorTotal = useMemo(() => rows.reduce((n, r) => n + Object.keys(errorsOf(r.data)).length, 0), [rows, errorsOf]);
  const virtual = view.length > VIRTUAL_FROM;

  return (
    <div>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search allowClear placeholder={M.filter} aria-label={M.filter} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ width: 200 }} />
          {!fixedRows && <Button icon={<PlusOutlined />} onClick={addRow}>{M.addRow}</Button>}
          {props.toolbar}
        </Space>
        <Space wrap>
          {dirtyRows.length > 0 && <Tag color="blue">{M.dirty(dirtyRows.length)}</Tag>}
          {errorTotal > 0 && <Tag color="red">{M.errorCount(errorTotal)}</Tag>}
          <ColumnSettings settings={settings} titles={Object.fromEntries(columns.map((c) => [c.key, c.title]))} onChange={updateSettings} />
          <Button icon={<DownloadOutlined />} onClick={() => void exportXlsx()}>{M.export}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>{RECORDS_MESSAGES.common.save}</Button>
        </Space>
      </Space>
      <AsyncState loading={Boolean(props.loading)} error={props.error} empty={false} onRetry={props.onRetry}>
        <div ref={gridRef} role="grid" aria-label={props.label ?? M.grid} tabIndex={0} onKeyDown={onKeyDown} onPaste={onPaste} onCopy={onCopy} style={{ outline: 'none' }}>
          <Table<SheetRow<T>>
            ref={tableRef as never}
            size="small"
            bordered
            rowKey="key"
            loading={props.loading}
            columns={tableColumns}
            dataSource={view}
            pagination={false}
            virtual={virtual}
            scroll={virtual ? { x: visible.reduce((n, c) => n + (c.width ?? 120), 56), y: height } : { x: 'max-content' }}
            locale={{ emptyText: M.empty }}
            onChange={(_p, _f, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              setSort(s?.order && s.columnKey ? { key: String(s.columnKey), order: s.order } : null);
            }}
          />
        </div>
      </AsyncState>
    </div>
/** Editable spreadsheet grid (ProTable): cell cursor, Excel block paste, per-cell errors, changed-rows save, xlsx export. */
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <SheetGrid {...(props as unknown as SpreadsheetTableProps<SheetRowData>)} />
    </Suspense>
  );
}
