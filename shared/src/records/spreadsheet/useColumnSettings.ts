import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { tableSettingQuery } from '../api/queries';
import { type ColumnSetting, type TableSetting, saveTableSetting } from '../api/tableSetting';
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

/** Per-user column visibility, order and width, kept on the server under `tableKey` (without one, for this visit only). */
export function useColumnSettings(tableKey: string | undefined, columns: Described[]) {
  const { message } = App.useApp();
  const client = useQueryClient();
  // Without saved settings (none yet, or not loadable) the grid works with its defaults.
  const saved = useQuery({ ...tableSettingQuery(tableKey ?? ''), enabled: Boolean(tableKey) });
  const [unsaved, setUnsaved] = useState<ColumnSetting[] | undefined>(undefined);
  const stored = tableKey ? saved.data?.columns : unsaved;
  const settings = useMemo(() => merge(columns, stored), [columns, stored]);

  const update = useCallback(
    (next: ColumnSetting[]) => {
      const ordered = next.map((s, order) => ({ ...s, order }));
      if (!tableKey) {
        setUnsaved(ordered);
        return;
      }
      client.setQueryData<TableSetting | null>(tableSettingQuery(tableKey).queryKey, (current) => ({ ...current, columns: ordered }));
      saveTableSetting(tableKey, { columns: ordered }).catch(() => message.error(RECORDS_MESSAGES.sheet.settingsFailed));
    },
    [client, tableKey, message],
  );

  return { settings, update };
}
