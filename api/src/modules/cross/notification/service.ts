import type { Notification, NotificationListQuery, PushTokenBody } from '@dure/shared/contracts/cross/notification';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { notification, pushToken } from '../../../db/schema';
import { forbidden, notFound, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { escapeLike } from '../../../lib/like';

/** At most this many rows answer a list (newest first); older ones stay reachable by filtering. */
export const LIST_LIMIT = 200;
/** CONFIRM rows are returned whatever the type filter (DOMAIN §9). */
export const CONFIRM_TYPE = 'CONFIRM';
const USER_AGENT_MAX = 300;

type Row = typeof notification.$inferSelect;

export function toView(row: Row): Notification {
  return {
    id: row.id,
    userId: row.userId,
    created: toKst(row.created),
    confirmYn: row.confirmYn,
    confirmedAt: toKst(row.confirmedAt),
    category: row.category,
    type: row.type,
    title: row.title,
    body: row.body,
    contentLocation: row.contentLocation,
    contentLink: row.contentLink,
    targetType: row.targetType,
    targetId: row.targetId,
    actorId: row.actorId,
  };
}

/** The user the call is about: the signed-in user; a different `userId` → 403 (DOMAIN §9). */
export function ownerOf(signedIn: number, ...given: (number | null | undefined)[]): number {
  for (const userId of given) if (userId !== undefined && userId !== null && userId !== signedIn) throw forbidden(API_MESSAGES.notificationOtherUser);
  return signedIn;
}


export async function listNotifications(db: Executor, userId: number, filter: NotificationListQuery): Promise<Notification[]> {
  const keyword = filter.keyword?.trim();
  const types = (filter.typeList ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
  const rows = await db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        pattern ? or(ilike(notification.title, pattern), ilike(notification.body, pattern)) : undefined,
        filter.confirmYn ? eq(notification.confirmYn, filter.confirmYn) : undefined,
        filter.category ? eq(notification.category, filter.category) : undefined,
        types.length > 0 ? or(inArray(notification.type, types), eq(notification.type, CONFIRM_TYPE)) : undefined,
      ),
    )
    .orderBy(desc(notification.created), desc(notification.id))
    .limit(LIST_LIMIT);
  return rows.map(toView);
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.confirmYn, 'N')));
  return Number(row?.n ?? 0);
}

export async function confirmAll(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: now })
    .where(and(eq(notification.userId, userId), eq(notification.confirmYn, 'N')))
    .returning({ id: notification.id });
  return rows.length;
}

/** Marks one of the user's rows read (already read: unchanged); someone else's or unknown → 404. */
export async function confirmOne(db: Executor, userId: number, id: number, now: Date): Promise<Notification> {
  const mine = and(eq(notification.id, id), eq(notification.userId, userId));
  const [updated] = await db
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: sql`coalesce(${notification.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(mine)
    .returning();
  if (!updated) throw notFound(API_MESSAGES.notificationNotFound);
  return toView(updated);
}

export async function deleteNotification(db: Executor, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notification)
    .where(and(eq(notification.id, id), eq(notification.userId, userId)))
    .returning({ id: notification.id });
  if (deleted.length === 0) throw notFound(API_MESSAGES.notificationNotFound);
}

/** Registers (or re-registers) a push token for the user; a token registered by someone else moves to this user. */
export async function registerPushToken(db: Executor, userId: number, input: PushTokenBody, now: Date): Promise<void> {
  const token = input.token.trim();
  if (!token) throw validationError({ token: API_MESSAGES.pushTokenRequired });
  const userAgent = input.userAgent?.trim().slice(0, USER_AGENT_MAX) || null;
  await db
    .insert(pushToken)
    .values({ userId, token, userAgent, lastSeenAt: now, createdAt: now })
    .onConflictDoUpdate({ target: pushToken.token, set: { userId, userAgent, lastSeenAt: now } });
}
