import type { Activity, MyActivity } from '../../contracts/cross/activity';
import { http } from '../../http/client';
import { type Page, type PageQuery, type RecordRef, query, recordPath, result } from './result';

export type { Activity, MyActivity } from '../../contracts/cross/activity';

/** GET /api/activity/{type}/{id}?page&size */
export function fetchActivity(ref: RecordRef, paging: PageQuery): Promise<Page<Activity>> {
  return result(http.get(`api/activity/${recordPath(ref)}`, { searchParams: query(paging) }));
}

/** GET /api/activity/mine?size= — the caller's own recent activity and activity on records they bookmarked. */
export function fetchMyActivity(size: number): Promise<MyActivity[]> {
  return result(http.get('api/activity/mine', { searchParams: query({ size }) }));
}
