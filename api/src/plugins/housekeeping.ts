import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loginAttempt, oauthToken } from '../db/schema';

const FIRST_RUN_MS = 60_000;
const INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Dead tokens and old login attempts are kept this long for investigations, then dropped. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes expired token rows and old login attempts now and then. Safe with
 * several instances: the deletes are idempotent.
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const purge = async () => {
    const cutoff = new Date(app.clock().getTime() - KEEP_MS);
    await app.db.delete(oauthToken).where(lt(oauthToken.refreshExpiresAt, cutoff));
    await app.db.delete(loginAttempt).where(lt(loginAttempt.at, cutoff));
  };
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
