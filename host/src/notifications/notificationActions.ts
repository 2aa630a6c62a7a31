import { sessionStore, userInfoAtom } from '@dure/shared';
import { clearAppBadge, setAppBadge } from './appBadge';
import { type AppNotification, type NotificationFilters, notificationApi } from './notificationApi';

/** Where the drawer keeps its list and the unread total; the actions update them as SPEC §4 describes. */
export type NotificationList = {
  get: () => AppNotification[];
  set: (list: AppNotification[]) => void;
  filters: () => NotificationFilters;
  /** The user's unread total (all notifications, not just the filtered list). */
  setUnread: (count: number) => void;
};
const currentUserId = () => sessionStore.get(userInfoAtom)?.id ?? null;

async function logged<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`[알림] ${label} 실패`, error);
    throw error;
  }
}

/** Loads the list with the current filters and the unread total. False when nobody is signed in. */
export async function fetchNotifications(list: NotificationList): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  const [items, count] = await logged('목록 조회', () => Promise.all([notificationApi.list(userId, list.filters()), notificationApi.unreadCount()]));
  list.set(items);
  list.setUnread(count);
  return true;
}

/** The unread total from the server, shown in the header and on the app badge. */
async function refreshUnread(list: NotificationList): Promise<void> {
  const count = await logged('읽지 않은 알림 수 조회', () => notificationApi.unreadCount());
  list.setUnread(count);
  await setAppBadge(count);
}

/** Confirm one, then refetch and set the badge to the unread count. */
export async function confirmNotification(list: NotificationList, id: number): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('읽음 처리', () => notificationApi.confirmOne(id, userId));
  await fetchNotifications(list);
  await refreshUnread(list);
  return true;
}

/** Confirm all, then clear the badge. */
export async function confirmAllNotifications(list: NotificationList): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('모두 읽음 처리', () => notificationApi.confirmAll(userId));
  list.set(list.get().map((n) => ({ ...n, confirmYn: 'Y' as const })));
  list.setUnread(0);
  await clearAppBadge();
  return true;
}

/** Delete, remove the item locally, then set the badge to the unread count. */
export async function deleteNotification(list: NotificationList, id: number): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('삭제', () => notificationApi.remove(id, userId));
  list.set(list.get().filter((n) => n.id !== id));
  await refreshUnread(list);
  return true;
}
