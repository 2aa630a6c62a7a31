import type { Bookmark, BookmarkBody } from '../../contracts/cross/bookmark';
import { http } from '../../http/client';
import { result } from './result';

export type { Bookmark } from '../../contracts/cross/bookmark';

/** A bookmark to add; the record id as its address has it. */
export type BookmarkInput = Omit<BookmarkBody, 'targetId'> & { targetId?: string | number };

/** GET /api/bookmark */
export function fetchBookmarks(): Promise<Bookmark[]> {
  return result(http.get('api/bookmark'));
}

/** POST /api/bookmark */
export function createBookmark(input: BookmarkInput): Promise<Bookmark> {
  return result(http.post('api/bookmark', { json: input }));
}

/** DELETE /api/bookmark/{id} */
export async function deleteBookmark(id: number): Promise<void> {
  await http.delete(`api/bookmark/${id}`);
}

/** PUT /api/bookmark/order */
export async function reorderBookmarks(ids: number[]): Promise<void> {
  await http.put('api/bookmark/order', { json: { ids } });
}
