import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text, Version, Yn } from '../common';

/** Saved list views and per-user table settings (DOMAIN §9 SavedView, TableSetting). */

export const SAVED_VIEW_LIMITS = { name: 100, settingBytes: 32 * 1024, columns: 500 } as const;

/** A list's or table's identifier, e.g. `lead.list`. */
export const ListKey = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._:/-]+$', description: '목록·표 식별자 (예: lead.list)' });
const State = Type.Record(Type.String(), Type.Unknown(), { description: 'filters, sort, columns … (JSON 32KB 이하)' });
/** The name as typed: the service trims and checks SAVED_VIEW_LIMITS.name with its Korean message. */
const TypedName = Text(200);

/** What a saved view restores: the list's filters, sort and columns. */
export type ListViewState = { filters?: Record<string, unknown>; sort?: unknown; columns?: unknown };

export const SavedView = Type.Object({
  id: Id,
  listKey: Type.String(),
  name: Type.String(),
  state: Type.Unsafe<ListViewState>(Type.Unknown()),
  sharedYn: Yn,
  ownerId: Id,
  ownerName: Nullable(Type.String()),
  mineYn: Yn,
  version: Version,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type SavedView = Static<typeof SavedView>;

export const SavedViewQuery = Type.Object({ listKey: ListKey });
export const SavedViewCreateBody = Type.Object({ listKey: ListKey, name: TypedName, state: State, sharedYn: Type.Optional(Yn) });
export type SavedViewCreateBody = Static<typeof SavedViewCreateBody>;
export const SavedViewUpdateBody = Type.Object({ name: TypedName, state: State, sharedYn: Type.Optional(Yn), version: Version });
export type SavedViewUpdateBody = Static<typeof SavedViewUpdateBody>;

export const ColumnSetting = Type.Object({
  key: Text(100, { minLength: 1 }),
  visible: Type.Boolean(),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
  width: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
});
export type ColumnSetting = Static<typeof ColumnSetting>;
export const TableSetting = Type.Object({ columns: Type.Array(ColumnSetting, { maxItems: SAVED_VIEW_LIMITS.columns }) });
export type TableSetting = Static<typeof TableSetting>;
export const TableSettingParams = Type.Object({ tableKey: ListKey });
