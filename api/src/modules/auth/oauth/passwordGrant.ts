import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { writeAudit } from '../../../lib/audit';
import { burnPasswordCheck, verifyPassword } from '../../../lib/passwords';
import { type IssuedPair, issuePair } from '../token/store';
import { countFailure } from './accountLock';
import { loginKey, loginWaitSeconds, recordLoginAttempt } from './loginLimiter';
import { invalidGrant, tooManyRequests } from './oauthErrors';
import { invalidateOwners } from '../token/invalidation';

type FailReason = 'UNKNOWN_USER' | 'BAD_PASSWORD' | 'INACTIVE';

/**
 * The password grant. Unknown users and wrong passwords get the same answer in
 * about the same time; rate limits apply to both before any password check.
 */
export async function passwordGrant(
  app: FastifyInstance,
  input: { username: string; password: string; clientId: string; scope: string; actor: Actor },
): Promise<IssuedPair> {
  const { actor } = input;
  const now = actor.now;
  const username = loginKey(input.username);
  const ip = actor.ip ?? 'unknown';

  const wait = await loginWaitSeconds(app.db, { username, ip, now, limits: app.config.loginLimits });
  if (wait > 0) throw tooManyRequests(wait);

  const [user] = await app.db
    .select({ id: appUser.id, passwordHash: appUser.passwordHash, status: appUser.status })
    .from(appUser)
    .where(and(eq(appUser.username, username), eq(appUser.deletedYn, 'N')))
    .limit(1);
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);

  const fail = async (reason: FailReason) => {
    await app.db.transaction(async (tx) => {
      await recordLoginAttempt(tx, { username, ip, success: false, at: now });
      await writeAudit(tx, { ...actor, actorId: user?.id ?? null }, {
        entityType: 'USER',
        entityId: user?.id ?? null,
        action: 'LOGIN_FAIL',
        changes: [{ field: 'reason', old: null, new: reason }],
      });
      if (reason === 'BAD_PASSWORD' && user?.status === 'ACTIVE') await countFailure(tx, user.id, { ...actor, actorId: user.id }, app.config.accountLockFailures);
    });
  };
  if (!user || !passwordOk) {
    await fail(user ? 'BAD_PASSWORD' : 'UNKNOWN_USER');
    throw invalidGrant(API_MESSAGES.badCredentials);
  }
  if (user.status !== 'ACTIVE') {
    await fail('INACTIVE');
    throw invalidGrant(API_MESSAGES.accountInactive);
  }

  return app.db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { username, ip, success: true, at: now });
    await tx.update(appUser).set({ lastLoginAt: now, failedLoginCount: 0 }).where(eq(appUser.id, user.id));
    // The user's other sessions show the new last-login time.
    await invalidateOwners(tx, user.id);
    const pair = await issuePair(tx, {
      userId: user.id,
      clientId: input.clientId,
      scope: input.scope,
      now,
      lifetimes: app.config.oauth,
    });
    await writeAudit(tx, { ...actor, actorId: user.id }, { entityType: 'USER', entityId: user.id, action: 'LOGIN' });
    return pair;
  });
}
