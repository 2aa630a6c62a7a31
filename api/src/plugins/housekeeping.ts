import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { loginAttempt, notification, oauthToken, pushToken } from '../db/schema';
import { retireResigned } from '../modules/admin/user/retirement';

const FIRST_RUN_MS = 60_000;
const INTERVAL_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Dead tokens and old login attempts are kept this long for investigations, then dropped. */
const KEEP_MS = 7 * DAY_MS;
/** A browser re-registers its push token on every visit (and the library renews it weekly); unseen this long, it is stale. */
const PUSH_TOKEN_STALE_MS = 60 * DAY_MS;
/** Notification rows are hard-deleted after 180 days (DOMAIN §9). */
const NOTIFICATION_KEEP_MS = 180 * DAY_MS;

/** One purge: expired auth rows, stale push tokens, old notifications; resigned users retire. Idempotent. */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(oauthToken).where(lt(oauthToken.refreshExpiresAt, before(KEEP_MS)));
  await db.delete(loginAttempt).where(lt(loginAttempt.at, before(KEEP_MS)));
  await db.delete(pushToken).where(lt(pushToken.lastSeenAt, before(PUSH_TOKEN_STALE_MS)));
  await db.delete(notification).where(lt(notification.created, before(NOTIFICATION_KEEP_MS)));
  await retireResigned(db, now);
}

/** Runs `purgeExpired` now and then. Safe with several instances: the deletes are idempotent. */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const purge = () => purgeExpired(app.db, app.clock());
  const schedule = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      purge()
        .catch((error) => app.log.warn({ err: error }, 'housekeeping failed'))
        .finally(() => schedule(INTERVAL_MS));
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(FIRST_RUN_MS));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
});
