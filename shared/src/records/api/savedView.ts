import { http } from '../../http/client';
import { query, result } from './result';

export type ListViewState = { filters?: Record<string, unknown>; sort?: unknown; columns?: unknown };

export type SavedView = { id: number; name: string; state: ListViewState; sharedYn: 'Y' | 'N'; mineYn: 'Y' | 'N'; ownerName: string | null; version: number };

/** GET /api/saved-view?listKey= */
export function fetchSavedViews(listKey: string): Promise<SavedView[]> {
  return result(http.get('api/saved-view', { searchParams: query({ listKey }) }));
}

/** POST /api/saved-view */
export function createSavedView(input: { listKey: string; name: string; state: ListViewState; sharedYn: 'Y' | 'N' }): Promise<SavedView> {
  return result(http.post('api/saved-view', { json: input }));
}

/** PUT /api/saved-view/{id} */
export function updateSavedView(id: number, input: { name: string; state: ListViewState; sharedYn: 'Y' | 'N'; version: number }): Promise<SavedView> {
  return result(http.put(`api/saved-view/${id}`, { json: input }));
}

/** DELETE /api/saved-view/{id} */
export async function deleteSavedView(id: number): Promise<void> {
  await http.delete(`api/saved-view/${id}`);
}
