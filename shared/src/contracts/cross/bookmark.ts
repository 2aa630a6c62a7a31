import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text } from '../common';
import { RecordType } from './record';

/** Personal bookmarks of records and pages (DOMAIN §9 Bookmark). */

export const BOOKMARK_LIMITS = { perUser: 50, label: 100, path: 300, reorder: 200 } as const;

export const Bookmark = Type.Object({
  id: Id,
  targetType: Nullable(Type.String()),
  targetId: Nullable(Id),
  path: Nullable(Type.String()),
  label: Type.String(),
  sortOrder: Type.Integer(),
  createdAt: DateTime,
});
export type Bookmark = Static<typeof Bookmark>;

/** A record (targetType + targetId) or a page path, never both. */
export const BookmarkBody = Type.Object({
  targetType: Type.Optional(Nullable(RecordType)),
  targetId: Type.Optional(Nullable(Id)),
  path: Type.Optional(Nullable(Text(BOOKMARK_LIMITS.path))),
  label: Text(BOOKMARK_LIMITS.label),
});
export type BookmarkBody = Static<typeof BookmarkBody>;
export const BookmarkOrderBody = Type.Object({ ids: Type.Array(Id, { maxItems: BOOKMARK_LIMITS.reorder }) });
export type BookmarkOrderBody = Static<typeof BookmarkOrderBody>;
