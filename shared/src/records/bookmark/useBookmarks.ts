import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Bookmark, createBookmark, deleteBookmark, fetchBookmarks, reorderBookmarks } from '../api/bookmark';
import { type BookmarkTarget, bookmarkInput, findBookmark } from './bookmarkTarget';

/** The signed-in user's bookmarks in their order: one query for the whole app (the client is a federation singleton), so every star and the header menu agree. */
const bookmarksQuery = () =>
  queryOptions({ queryKey: ['bookmark'], queryFn: () => fetchBookmarks().then((items) => [...items].sort((a, b) => a.sortOrder - b.sortOrder)) });

/** The bookmarks with their writes: a removal or reorder shows at once and is undone when the server refuses it. */
export function useBookmarks() {
  const client = useQueryClient();
  const query = useQuery(bookmarksQuery());
  const key = bookmarksQuery().queryKey;
  const items = query.data ?? [];
  const current = () => client.getQueryData(key) ?? [];
  const put = (next: Bookmark[]) => client.setQueryData(key, next);

  const optimistic = async (next: Bookmark[], write: () => Promise<void>) => {
    const before = current();
    put(next);
    try {
      await write();
    } catch (error) {
      put(before);
      throw error;
    }
  };

  return {
    bookmarks: items,
    loading: query.isPending,
    error: query.error,
    reload: async () => {
      await query.refetch();
    },
    find: (target: BookmarkTarget) => findBookmark(items, target),
    add: async (target: BookmarkTarget): Promise<Bookmark> => {
      const created = await createBookmark(bookmarkInput(target));
      put([...current(), created]);
      return created;
    },
    remove: (id: number) => optimistic(current().filter((b) => b.id !== id), () => deleteBookmark(id)),
    reorder: (ids: number[]) => {
      const byId = new Map(current().map((b) => [b.id, b]));
      return optimistic(ids.map((id, sortOrder) => ({ ...byId.get(id)!, sortOrder })), () => reorderBookmarks(ids));
    },
  };
}
