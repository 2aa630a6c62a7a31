import type { ListViewState, SavedView, SavedViewCreateBody, SavedViewUpdateBody } from '../../contracts/cross/savedView';
import { http } from '../../http/client';
import { query, result } from './result';

export type { ListViewState, SavedView } from '../../contracts/cross/savedView';

/** GET /api/saved-view?listKey= */
export function fetchSavedViews(listKey: string): Promise<SavedView[]> {
  return result(http.get('api/saved-view', { searchParams: query({ listKey }) }));
}

/** POST /api/saved-view */
export function createSavedView(input: SavedViewCreateBody & { state: ListViewState }): Promise<SavedView> {
  return result(http.post('api/saved-view', { json: input }));
}

/** PUT /api/saved-view/{id} */
export function updateSavedView(id: number, input: SavedViewUpdateBody & { state: ListViewState }): Promise<SavedView> {
  return result(http.put(`api/saved-view/${id}`, { json: input }));
}

/** DELETE /api/saved-view/{id} */
export async function deleteSavedView(id: number): Promise<void> {
  await http.delete(`api/saved-view/${id}`);
}
