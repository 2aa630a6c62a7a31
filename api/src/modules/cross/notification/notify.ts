import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, rootOf } from '../../../db/afterCommit';
import type { Database, Executor } from '../../../db/database';
import { type NotificationCategory, notification, pushToken } from '../../../db/schema';
import { kstHour } from '../../../lib/time';
import type { NotificationBus } from './bus';
import type { PushSender } from './push';
import type { Notification } from '@dure/shared/contracts/cross/notification';
import { toView } from './service';

export type NotifyInput = {
  userIds: readonly number[];
  category: NotificationCategory;
  type: string;
  title: string;
  body: string;
  contentLocation?: string | null;
  contentLink?: string | null;
  targetType?: string | null;
  targetId?: number | null;
  actorId?: number | null;
  /** Defaults to the database's now(). */
  now?: Date;
};

/** Where committed notifications go: the live bus and browser push. Registered per database by the notification plugin. */
export type Delivery = { bus: NotificationBus; push: PushSender; log: FastifyBaseLogger };

/** Per database, the deliveries of the apps using it (tests may build several apps on one connection); the newest wins. */
const deliveries = new WeakMap<Database, Delivery[]>();

export function registerDelivery(db: Database, delivery: Delivery): void {
  deliveries.set(db, [...(deliveries.get(db) ?? []), delivery]);
}

export function unregisterDelivery(db: Database, delivery: Delivery): void {
  deliveries.set(db, (deliveries.get(db) ?? []).filter((d) => d !== delivery));
}

const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/** 22:00–08:00 in Seoul (no daylight saving, UTC+9). */
export function isQuietHour(at: Date): boolean {
  const hour = kstHour(at);
  return hour >= 22 || hour < 8;
}

/** Pushes are held during quiet hours except approval/confirm requests (DOMAIN §9); the rows and live updates are not. */
export function pushable<T extends { type: string }>(rows: T[], at: Date): T[] {
  return isQuietHour(at) ? rows.filter((r) => r.type === 'CONFIRM') : rows;
}

/** Push to every token of the recipients; failures are logged, dead tokens dropped, nothing is thrown. */
async function sendPush(db: Database, delivery: Delivery, all: Notification[]): Promise<void> {
  const rows = pushable(all, new Date());
  if (!delivery.push.enabled || rows.length === 0) return;
  const tokens = await db
    .select({ userId: pushToken.userId, token: pushToken.token })
    .from(pushToken)
    .where(inArray(pushToken.userId, [...new Set(rows.map((r) => r.userId))]));
  for (const row of rows) {
    const mine = tokens.filter((t) => t.userId === row.userId).map((t) => t.token);
    if (mine.length === 0) continue;
    const result = await delivery.push.send(mine, {
      title: row.title,
      body: row.body,
      contentLocation: row.contentLocation,
      contentLink: row.contentLink,
      data: { notificationId: String(row.id), category: row.category, type: row.type },
    });
    if (result.unregistered.length > 0) await db.delete(pushToken).where(inArray(pushToken.token, result.unregistered));
  }
}

function deliver(db: Database, delivery: Delivery, rows: Notification[]): void {
  delivery.bus.publish(rows).catch((error) => delivery.log.warn({ err: error }, 'notification publish failed'));
  sendPush(db, delivery, rows).catch((error) => delivery.log.warn({ err: error }, 'push send failed'));
}

/**
 * Creates one notification per recipient (DOMAIN §9). Pass the caller's
 * transaction to make the rows part of it: they are announced on the live bus
 * and pushed only after it commits, and not at all when it rolls back. Live
 * delivery and push never fail the caller.
 */
export async function notify(db: Executor, input: NotifyInput): Promise<Notification[]> {
  const root = rootOf(db);
  if (!root) throw new Error('notify: pass app.db or the outer transaction of app.db.transaction (savepoints are not supported)');
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const inserted = await db
    .insert(notification)
    .values(
      userIds.map((userId) => ({
        userId,
        ...(input.now ? { created: input.now } : {}),
        category: input.category,
        type: input.type.slice(0, 40),
        title: input.title.slice(0, 100),
        body: input.body.slice(0, 500),
        contentLocation: cut(input.contentLocation, 200),
        contentLink: cut(input.contentLink, 500),
        targetType: cut(input.targetType, 40),
        targetId: input.targetId ?? null,
        actorId: input.actorId ?? null,
      })),
    )
    .returning();
  const rows = inserted.map(toView);
  const delivery = deliveries.get(root)?.at(-1);
  if (delivery) afterCommit(db, () => deliver(root, delivery, rows));
  return rows;
}
