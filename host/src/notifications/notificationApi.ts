import { http, result } from '@dure/shared';
import type { Notification, NotificationCategory, NotificationListQuery, UnreadCount } from '@dure/shared/contracts/cross/notification';

export type { NotificationCategory } from '@dure/shared/contracts/cross/notification';

/** The fields of a notification the drawer reads (list rows and stream events alike). */
export type AppNotification = Pick<Notification, 'id' | 'created' | 'confirmYn' | 'category' | 'type' | 'title' | 'body' | 'contentLocation' | 'contentLink'>;

export type NotificationFilters = {
  keyword: string;
  unreadOnly: boolean;
  category: NotificationCategory | null;
  types: string[];
};

/**
 * The list query of SPEC §5: unread-only sends confirmYn=N (else nothing), the
 * type filter drops CONFIRM and sends a comma-joined list (nothing if none remain).
 */
export function listQuery(userId: number, filters: NotificationFilters): NotificationListQuery {
  const types = filters.types.filter((t) => t !== 'CONFIRM');
  const query: Record<string, string | number | null> = {
    userId,
    keyword: filters.keyword.trim() || null,
    confirmYn: filters.unreadOnly ? 'N' : null,
    category: filters.category,
    typeList: types.length > 0 ? types.join(',') : null,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null)) as NotificationListQuery;
}

/** Newest first by created (SPEC §4), whatever order the server used. */
export const newestFirst = (list: AppNotification[]) =>
  [...list].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);

export const notificationApi = {
  list: (userId: number, filters: NotificationFilters) =>
    result<Notification[]>(http.get('api/notification', { searchParams: listQuery(userId, filters) })).then(newestFirst),
  confirmOne: (id: number, userId: number) => http.put(`api/notification/${id}/unread/confirm`, { searchParams: { id, userId } }).json(),
  confirmAll: (userId: number) => http.put('api/notification/confirm/all', { searchParams: { userId } }).json(),
  remove: (notificationId: number, userId: number) => http.delete(`api/notification/${notificationId}`, { searchParams: { userId, notificationId } }).json(),
  unreadCount: () => result<UnreadCount>(http.get('api/notification/unread/count')).then((r) => r.count),
};
