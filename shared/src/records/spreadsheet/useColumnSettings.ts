import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type ColumnSetting, fetchTableSetting, saveTableSetting } from '../api/tableSetting';
import { RECORDS_MESSAGES } from '../messages';

type Described = { key: string; width?: number };

function defaults(columns: Described[]): ColumnSetting[] {
  return columns.map((c, order) => ({ key: c.key, visible: true, order, width: c.width ?? null }));
}

/** Saved settings for the columns that still exist, then any column added since. */
function merge(columns: Described[], saved: ColumnSetting[] | undefined): ColumnSetting[] {
  if (!saved) return defaults(columns);
  const known = new Set(columns.map((c) => c.key));
  const kept = saved.filter((s) => known.has(s.key)).sort((a, b) => a.order - b.order);
  const added = columns.filter((c) => !kept.some((s) => s.key === c.key)).map((c) => ({ key: c.key, visible: true, order: 0, width: c.width ?? null }));
  return [...kept, ...added].map((s, order) => ({ ...s, order }));
}

/** Per-user column visibility, order and width, kept on the server under `tableKey`. */
export function useColumnSettings(tableKey: string | undefined, columns: Described[]) {
  const { message } = App.useApp();
  const [settings, setSettings] = useState<ColumnSetting[]>(() => defaults(columns));
  const columnKeys = columns.map((c) => c.key).join('\u0000');

  useEffect(() => {
    if (!tableKey) return;
    let live = true;
    fetchTableSetting(tableKey)
      .then((saved) => live && setSettings(merge(columns, saved?.columns)))
      .catch(() => undefined); // without saved settings the grid still works with its defaults
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tableKey, columnKeys]);

  const update = useCallback(
    (next: ColumnSetting[]) => {
      const ordered = next.map((s, order) => ({ ...s, order }));
      setSettings(ordered);
      if (tableKey) saveTableSetting(tableKey, { columns: ordered }).catch(() => message.error(RECORDS_MESSAGES.sheet.settingsFailed));
    },
    [tableKey, message],
  );

  return { settings, update };
}
