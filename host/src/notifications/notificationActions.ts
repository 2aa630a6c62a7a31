import { sessionStore, userInfoAtom } from '@dure/shared';
import { clearAppBadge, setAppBadge } from './appBadge';
import { type AppNotification, type NotificationFilters, notificationApi } from './notificationApi';

/** Where the drawer keeps its list; the actions update it as SPEC §4 describes. */
export type NotificationList = {
  get: () => AppNotification[];
  set: (list: AppNotification[]) => void;
  filters: () => NotificationFilters;
};

const unread = (list: AppNotification[]) => list.filter((n) => n.confirmYn === 'N').length;
const currentUserId = () => sessionStore.get(userInfoAtom)?.id ?? null;

async function logged<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`[알림] ${label} 실패`, error);
    throw error;
  }
}

/** Loads the list with the current filters. False when nobody is signed in. */
export async function fetchNotifications(list: NotificationList): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  list.set(await logged('목록 조회', () => notificationApi.list(userId, list.filters())));
  return true;
}

/** Confirm one, then refetch and set the badge to the unread count. */
export async function confirmNotification(list: NotificationList, id: number): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('읽음 처리', () => notificationApi.confirmOne(id, userId));
  await fetchNotifications(list);
  await setAppBadge(unread(list.get()));
  return true;
}

/** Confirm all, then clear the badge. */
export async function confirmAllNotifications(list: NotificationList): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('모두 읽음 처리', () => notificationApi.confirmAll(userId));
  list.set(list.get().map((n) => ({ ...n, confirmYn: 'Y' as const })));
  await clearAppBadge();
  return true;
}

/** Delete, remove the item locally, then set the badge to the unread count. */
export async function deleteNotification(list: NotificationList, id: number): Promise<boolean> {
  const userId = currentUserId();
  if (userId === null) return false;
  await logged('삭제', () => notificationApi.remove(id, userId));
  list.set(list.get().filter((n) => n.id !== id));
  await setAppBadge(unread(list.get()));
  return true;
}
