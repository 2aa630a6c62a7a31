import { http } from '../../http/client';
import { type Page, type PageQuery, type RecordRef, query, recordPath, result } from './result';

export type HistoryChange = { field: string; label: string; old: unknown; new: unknown };

export type HistoryEntry = {
  id: number;
  action: string;
  actionLabel: string;
  actorId: number | null;
  actorName: string | null;
  at: string;
  changes: HistoryChange[];
};

/** GET /api/history/{type}/{id}?page&size */
export function fetchHistory(ref: RecordRef, paging: PageQuery): Promise<Page<HistoryEntry>> {
  return result(http.get(`api/history/${recordPath(ref)}`, { searchParams: query(paging) }));
}
