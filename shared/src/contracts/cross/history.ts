import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from '../common';
import { RecordPageQuery } from './record';

/** The change history of any registered record (DOMAIN §9 AuditHistory); masked fields read ●●● for non-admins. */

export const HistoryChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  old: Type.Unknown(),
  new: Type.Unknown(),
  oldText: Nullable(Type.String({ description: '참조 필드(부서·사용자 id)의 이름' })),
  newText: Nullable(Type.String()),
});
export type HistoryChange = Static<typeof HistoryChange>;

export const HistoryEntry = Type.Object({
  id: Id,
  action: Type.String(),
  actionLabel: Type.String(),
  actorId: Nullable(Id),
  actorName: Nullable(Type.String()),
  at: DateTime,
  changes: Type.Array(HistoryChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryQuery = Type.Object(RecordPageQuery);
