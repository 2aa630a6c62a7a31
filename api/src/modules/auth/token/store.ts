import { randomUUID } from 'node:crypto';
import type { Role } from '@dure/shared/access';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, oauthToken } from '../../../db/schema';
import { addSeconds } from '../../../lib/clock';
import { type DeptScope, deptScopeSources, toDeptScope } from '../../../lib/dataScope';
import { newOpaqueToken, sha256Hex } from '../../../lib/tokens';
import { authoritySources, expandStored } from './authorities';

export type TokenLifetimes = { accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number };

export type IssuedPair = { id: number; familyId: string; accessToken: string; refreshToken: string; expiresIn: number; scope: string };

/** Issues a new access/refresh pair; `familyId` continues a login, omitted starts a new one. */
export async function issuePair(
  db: Executor,
  input: { userId: number; clientId: string; scope: string; familyId?: string; now: Date; lifetimes: TokenLifetimes },
): Promise<IssuedPair> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const familyId = input.familyId ?? randomUUID();
  const [row] = await db
    .insert(oauthToken)
    .values({
      familyId,
      userId: input.userId,
      clientId: input.clientId,
      scope: input.scope,
      accessTokenHash: sha256Hex(accessToken),
      refreshTokenHash: sha256Hex(refreshToken),
      issuedAt: input.now,
      accessExpiresAt: addSeconds(input.now, input.lifetimes.accessTokenTtlSeconds),
      refreshExpiresAt: addSeconds(input.now, input.lifetimes.refreshTokenTtlSeconds),
    })
    .returning({ id: oauthToken.id });
  return { id: row.id, familyId, accessToken, refreshToken, expiresIn: input.lifetimes.accessTokenTtlSeconds, scope: input.scope };
}

export type AccessTokenOwner = {
  tokenId: number;
  familyId: string;
  clientId: string;
  scope: string;
  accessExpiresAt: Date;
  userId: number;
  username: string;
  mustChangeYn: 'Y' | 'N';
  passwordChangedAt: Date | null;
  /** What the user holds now, expanded (see expandStored), read in the same statement as the token. */
  authorities: Role[];
  /** The user's department scope, read in the same statement too (lists of department-scoped users need it). */
  deptScope: DeptScope;
};

/** The live access token and its active user with their authorities, or null when unknown, expired, revoked or the user may not sign in. */
export async function findLiveAccessToken(db: Executor, token: string, now: Date): Promise<AccessTokenOwner | null> {
  const [row] = await db
    .select({
      tokenId: oauthToken.id,
      familyId: oauthToken.familyId,
      clientId: oauthToken.clientId,
      scope: oauthToken.scope,
      accessExpiresAt: oauthToken.accessExpiresAt,
      revokedAt: oauthToken.revokedAt,
      userId: appUser.id,
      username: appUser.username,
      mustChangeYn: appUser.mustChangeYn,
      passwordChangedAt: appUser.passwordChangedAt,
      status: appUser.status,
      deletedYn: appUser.deletedYn,
      ...authoritySources(now),
      ...deptScopeSources(),
    })
    .from(oauthToken)
    .innerJoin(appUser, eq(appUser.id, oauthToken.userId))
    .where(eq(oauthToken.accessTokenHash, sha256Hex(token)))
    .limit(1);
  if (!row || row.revokedAt || row.accessExpiresAt <= now || row.status !== 'ACTIVE' || row.deletedYn !== 'N') return null;
  const { revokedAt: _revoked, status: _status, deletedYn: _deleted, granted, composites, deptPaths, deptIds, ...owner } = row;
  return { ...owner, authorities: expandStored(granted, composites), deptScope: toDeptScope({ deptPaths, deptIds }) };
}

/** Revokes every still-live pair of a login (logout, refresh-token reuse). */
export async function revokeFamily(db: Executor, familyId: string, now: Date, reason: 'LOGOUT' | 'REUSE'): Promise<void> {
  await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.familyId, familyId), isNull(oauthToken.revokedAt)));
}

/** Revokes every live token pair of a user (lock, retire, password initialise); the number revoked. */
export async function revokeAllOfUser(db: Executor, userId: number, now: Date, reason: 'LOCKED' | 'RETIRED' | 'RESET'): Promise<number> {
  const rows = await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.userId, userId), isNull(oauthToken.revokedAt)))
    .returning({ id: oauthToken.id });
  return rows.length;
}

/** Revokes the user's live pairs except the given login (family): "sign out my other sessions", or a password change. */
export async function revokeOtherSessions(db: Executor, userId: number, keepFamilyId: string, now: Date, reason: 'OTHERS' | 'PASSWORD' = 'OTHERS'): Promise<number> {
  const rows = await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.userId, userId), isNull(oauthToken.revokedAt), ne(oauthToken.familyId, keepFamilyId)))
    .returning({ familyId: oauthToken.familyId });
  return new Set(rows.map((r) => r.familyId)).size;
}
