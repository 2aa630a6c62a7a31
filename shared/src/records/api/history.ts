import type { HistoryEntry } from '../../contracts/cross/history';
import { http } from '../../http/client';
import { type Page, type PageQuery, type RecordRef, query, recordPath, result } from './result';

export type { HistoryChange, HistoryEntry } from '../../contracts/cross/history';

/** GET /api/history/{type}/{id}?page&size */
export function fetchHistory(ref: RecordRef, paging: PageQuery): Promise<Page<HistoryEntry>> {
  return result(http.get(`api/history/${recordPath(ref)}`, { searchParams: query(paging) }));
}
