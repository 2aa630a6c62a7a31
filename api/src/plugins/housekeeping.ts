import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { addDays, kstDate, kstDayStart } from '../lib/time';
import { attachment, loginAttempt, notification, oauthToken, pushToken } from '../db/schema';
import type { FileStorage } from '../modules/cross/file/storage';
import { retireResigned } from '../modules/admin/user/retirement';
import { remindDueNextActions } from '../modules/crm/crmRecord/nextAction';
import { remindLeads } from '../modules/crm/lead/reminders';
import { remindTaxInvoiceDeadlines } from '../modules/crm/taxInvoice/reminders';

const FIRST_RUN_MS = 60_000;
const INTERVAL_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Dead tokens and old login attempts are kept this long for investigations, then dropped. */
const KEEP_MS = 7 * DAY_MS;
/** A browser re-registers its push token on every visit (and the library renews it weekly); unseen this long, it is stale. */
const PUSH_TOKEN_STALE_MS = 60 * DAY_MS;
/** Notification rows are hard-deleted after 180 days (DOMAIN §9). */
const NOTIFICATION_KEEP_MS = 180 * DAY_MS;

/** Unlinked temporary uploads are hard-deleted after 24 hours (DOMAIN §1.4). */
const TEMP_UPLOAD_KEEP_MS = DAY_MS;
const FILE_BATCH = 200;

/**
 * Attachments whose bytes can go: soft-deleted ones (removed files, replaced profile photos) and temporary
 * uploads never linked to a record within 24 hours. Bytes first, then the row, so a failure leaves a row to retry.
 */
export async function purgeFiles(db: Database, files: FileStorage, now: Date): Promise<number> {
  const stale = or(eq(attachment.deletedYn, 'Y'), and(isNull(attachment.targetId), lt(attachment.createdAt, new Date(now.getTime() - TEMP_UPLOAD_KEEP_MS))));
  let purged = 0;
  for (;;) {
    const rows = await db.select({ id: attachment.id, storageKey: attachment.storageKey }).from(attachment).where(stale).limit(FILE_BATCH);
    if (rows.length === 0) return purged;
    for (const row of rows) await files.delete(row.storageKey);
    await db.delete(attachment).where(and(inArray(attachment.id, rows.map((r) => r.id)), stale));
    purged += rows.length;
    if (rows.length < FILE_BATCH) return purged;
  }
}

/** One purge: expired auth rows, stale push tokens, old notifications, dead files; resigned users retire. Idempotent. */
export async function purgeExpired(db: Database, now: Date, files?: FileStorage): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(oauthToken).where(lt(oauthToken.refreshExpiresAt, before(KEEP_MS)));
  await db.delete(loginAttempt).where(lt(loginAttempt.at, before(KEEP_MS)));
  await db.delete(pushToken).where(lt(pushToken.lastSeenAt, before(PUSH_TOKEN_STALE_MS)));
  await db.delete(notification).where(lt(notification.created, before(NOTIFICATION_KEEP_MS)));
  if (files) await purgeFiles(db, files, now);
  await retireResigned(db, now);
  await remindLeads(db, now);
  await remindTaxInvoiceDeadlines(db, now);
}

/** Daily reminders go out from 09:00 Seoul time; a run is due a few seconds after it. */
const REMINDER_AFTER_DAY_START_MS = (9 * 60 * 60 + 5) * 1000;

/** Delay until the next run: the regular interval, or the next 09:00:05 Seoul if that comes first. */
export function nextRunDelay(now: Date): number {
  const today = kstDate(now);
  let reminder = kstDayStart(today).getTime() + REMINDER_AFTER_DAY_START_MS;
  if (reminder <= now.getTime()) reminder = kstDayStart(addDays(today, 1)).getTime() + REMINDER_AFTER_DAY_START_MS;
  return Math.min(INTERVAL_MS, reminder - now.getTime());
}

/** Runs `purgeExpired` now and then. Safe with several instances: the deletes are idempotent. */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  // Daily reminders ride along: each is sent once (from 09:00 KST on its day), however often this runs.
  const purge = () => purgeExpired(app.db, app.clock(), app.files).then(() => remindDueNextActions(app.db, app.clock()));
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      purge()
        .catch((error) => app.log.warn({ err: error }, 'housekeeping failed'))
        .finally(() => schedule(nextRunDelay(app.clock())));
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(FIRST_RUN_MS));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
});
