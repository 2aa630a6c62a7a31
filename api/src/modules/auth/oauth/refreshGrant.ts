import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, oauthToken } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { sha256Hex } from '../../../lib/tokens';
import { type IssuedPair, issuePair, revokeFamily } from '../token/store';
import { grantedScope } from './params';
import { invalidGrant } from './oauthErrors';

type Outcome = { kind: 'issued'; pair: IssuedPair } | { kind: 'invalid' } | { kind: 'inactive' } | { kind: 'reused' };

/**
 * The refresh grant with rotation. Each refresh token is exchanged once; a
 * retired one presented again within the grace window (concurrent refreshes
 * from one browser) gets another fresh pair, later it counts as theft and the
 * whole login family is revoked. The row lock serialises concurrent refreshes.
 */
export async function refreshGrant(
  app: FastifyInstance,
  input: { refreshToken: string; clientId: string; requestedScope: string | null; actor: Actor },
): Promise<IssuedPair> {
  const now = input.actor.now;
  const graceMs = app.config.oauth.refreshGraceSeconds * 1000;

  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.refreshTokenHash, sha256Hex(input.refreshToken)))
      .limit(1)
      .for('update');
    if (!row || row.clientId !== input.clientId || row.revokedAt || row.refreshExpiresAt <= now) return { kind: 'invalid' };

    if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > graceMs) {
      await revokeFamily(tx, row.familyId, now, 'REUSE');
      await writeAudit(tx, { ...input.actor, actorId: row.userId }, {
        entityType: 'USER',
        entityId: row.userId,
        action: 'STATE',
        changes: [{ field: 'session', old: row.familyId, new: 'REVOKED_REFRESH_TOKEN_REUSE' }],
      });
      return { kind: 'reused' };
    }

    const [user] = await tx.select({ status: appUser.status, deletedYn: appUser.deletedYn }).from(appUser).where(eq(appUser.id, row.userId));
    if (!user || user.status !== 'ACTIVE' || user.deletedYn !== 'N') return { kind: 'inactive' };

    const pair = await issuePair(tx, {
      userId: row.userId,
      clientId: row.clientId,
      scope: grantedScope(input.requestedScope, row.scope),
      familyId: row.familyId,
      now,
      lifetimes: app.config.oauth,
    });
    if (!row.rotatedAt) await tx.update(oauthToken).set({ rotatedAt: now, replacedById: pair.id }).where(eq(oauthToken.id, row.id));
    return { kind: 'issued', pair };
  });

  switch (outcome.kind) {
    case 'issued':
      return outcome.pair;
    case 'inactive':
      throw invalidGrant(API_MESSAGES.accountInactive);
    case 'reused':
      app.log.warn({ requestId: input.actor.requestId }, 'refresh token reused after rotation: login family revoked');
      throw invalidGrant(API_MESSAGES.invalidRefresh);
    default:
      throw invalidGrant(API_MESSAGES.invalidRefresh);
  }
}
