import type { Bookmark, BookmarkInput } from '../api/bookmark';

export type BookmarkTarget = { recordType: string; recordId: string | number; path?: string; label: string } | { path: string; label: string };

export function findBookmark(items: Bookmark[], target: BookmarkTarget): Bookmark | undefined {
  if ('recordType' in target) return items.find((b) => b.targetType === target.recordType && String(b.targetId) === String(target.recordId));
  return items.find((b) => !b.targetType && b.path === target.path);
}

export function bookmarkInput(target: BookmarkTarget): BookmarkInput {
  return 'recordType' in target ? { targetType: target.recordType, targetId: target.recordId, path: target.path, label: target.label } : { path: target.path, label: target.label };
}
