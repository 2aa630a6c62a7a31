import { atom } from 'jotai';
import { type Bookmark, type BookmarkInput, createBookmark, deleteBookmark, fetchBookmarks, reorderBookmarks } from '../api/bookmark';
import { sessionStore } from '../../session/atoms';

export type BookmarksState = { status: 'idle' | 'loading' | 'ready' | 'error'; items: Bookmark[]; error: unknown };

/** One list for the whole app (the session store is a federation singleton), so every star and the header menu agree. */
export const bookmarksAtom = atom<BookmarksState>({ status: 'idle', items: [], error: null });

export type BookmarkTarget = { recordType: string; recordId: string | number; path?: string; label: string } | { path: string; label: string };

const get = () => sessionStore.get(bookmarksAtom);
const set = (next: Partial<BookmarksState>) => sessionStore.set(bookmarksAtom, { ...get(), ...next });

let inFlight: Promise<void> | null = null;

export function loadBookmarks(force = false): Promise<void> {
  if (!force && (get().status === 'ready' || inFlight)) return inFlight ?? Promise.resolve();
  set({ status: 'loading', error: null });
  inFlight = fetchBookmarks()
    .then((items) => set({ status: 'ready', items: [...items].sort((a, b) => a.sortOrder - b.sortOrder) }))
    .catch((error: unknown) => set({ status: 'error', error }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function findBookmark(items: Bookmark[], target: BookmarkTarget): Bookmark | undefined {
  if ('recordType' in target) return items.find((b) => b.targetType === target.recordType && String(b.targetId) === String(target.recordId));
  return items.find((b) => !b.targetType && b.path === target.path);
}

export async function addBookmark(target: BookmarkTarget): Promise<Bookmark> {
  const input: BookmarkInput =
    'recordType' in target ? { targetType: target.recordType, targetId: target.recordId, path: target.path, label: target.label } : { path: target.path, label: target.label };
  const created = await createBookmark(input);
  set({ items: [...get().items, created] });
  return created;
}

/** Removes at once and puts the bookmark back when the server refuses. */
export async function removeBookmark(id: number): Promise<void> {
  const before = get().items;
  set({ items: before.filter((b) => b.id !== id) });
  try {
    await deleteBookmark(id);
  } catch (error) {
    set({ items: before });
    throw error;
  }
}

export async function moveBookmarks(ids: number[]): Promise<void> {
  const before = get().items;
  const byId = new Map(before.map((b) => [b.id, b]));
  set({ items: ids.map((id, sortOrder) => ({ ...byId.get(id)!, sortOrder })) });
  try {
    await reorderBookmarks(ids);
  } catch (error) {
    set({ items: before });
    throw error;
  }
}
