import { http } from '@dure/shared';

export type NotificationCategory = 'SYSTEM' | 'CRM' | 'OKR' | 'COST' | 'MES' | 'EVALUATION' | 'COLLAB';

export type AppNotification = {
  id: number;
  created: string;
  confirmYn: 'Y' | 'N';
  category: NotificationCategory;
  type: string;
  title: string;
  body: string;
  contentLocation: string | null;
  contentLink: string | null;
};

export type NotificationFilters = {
  keyword: string;
  unreadOnly: boolean;
  category: NotificationCategory | null;
  types: string[];
};

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  SYSTEM: '시스템',
  CRM: 'CRM',
  OKR: 'OKR',
  COST: '원가',
  MES: '생산',
  EVALUATION: '평가',
  COLLAB: '협업',
};

/**
 * The list query of SPEC §5: unread-only sends confirmYn=N (else nothing), the
 * type filter drops CONFIRM and sends a comma-joined list (nothing if none remain).
 */
export function listQuery(userId: number, filters: NotificationFilters): Record<string, string | number> {
  const types = filters.types.filter((t) => t !== 'CONFIRM');
  const query: Record<string, string | number | null> = {
    userId,
    keyword: filters.keyword.trim() || null,
    confirmYn: filters.unreadOnly ? 'N' : null,
    category: filters.category,
    typeList: types.length > 0 ? types.join(',') : null,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null)) as Record<string, string | number>;
}

/** Newest first by created (SPEC §4), whatever order the server used. */
export const newestFirst = (list: AppNotification[]) =>
  [...list].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);

export const notificationApi = {
  list: (userId: number, filters: NotificationFilters) =>
    http.get('api/notification', { searchParams: listQuery(userId, filters) }).json<{ result: AppNotification[] }>().then((r) => newestFirst(r.result)),
  confirmOne: (id: number, userId: number) => http.put(`api/notification/${id}/unread/confirm`, { searchParams: { id, userId } }).json(),
  confirmAll: (userId: number) => http.put('api/notification/confirm/all', { searchParams: { userId } }).json(),
  remove: (notificationId: number, userId: number) => http.delete(`api/notification/${notificationId}`, { searchParams: { userId, notificationId } }).json(),
  unreadCount: () => http.get('api/notification/unread/count').json<{ result: { count: number } }>().then((r) => r.result.count),
};
