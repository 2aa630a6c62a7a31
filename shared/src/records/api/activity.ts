import { http } from '../../http/client';
import { type Page, type PageQuery, type RecordRef, query, recordPath, result } from './result';

export type Activity = { id: number; verb: string; verbLabel: string; actorId: number | null; actorName: string | null; summary: string; at: string };

/** GET /api/activity/{type}/{id}?page&size */
export function fetchActivity(ref: RecordRef, paging: PageQuery): Promise<Page<Activity>> {
  return result(http.get(`api/activity/${recordPath(ref)}`, { searchParams: query(paging) }));
}

/** An activity on some record the user follows, with what the record is. */
export type MyActivity = Activity & { targetType: string; targetId: number; targetLabel: string; targetTitle: string | null };

/** GET /api/activity/mine?size= — the caller's own recent activity and activity on records they bookmarked. */
export function fetchMyActivity(size: number): Promise<MyActivity[]> {
  return result(http.get('api/activity/mine', { searchParams: query({ size }) }));
}
