import { randomUUID } from 'node:crypto';
import type { Role } from '@dure/shared/access';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department, oauthToken, userAuthority } from '../../../db/schema';
import { allowedPagesOf, overrideRolesSource } from '../../admin/authority/menuAccess';
import { addSeconds } from '../../../lib/clock';
import { type DeptScope, deptScopeSources, toDeptScope } from '../../../lib/dataScope';
import { newOpaqueToken, sha256Hex } from '../../../lib/tokens';
import { authoritySources, expandStored } from './authorities';
import { invalidateOwners } from './invalidation';

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
  /** What GET /api/user/me shows, read in the same statement too so that answer needs no database read. */
  profile: OwnerProfile;
  /** Login pages the authorities open, with the stored menu overrides (SPEC §5). */
  allowedPages: string[];
};

export type OwnerProfile = {
  name: string;
  email: string;
  mobile: string | null;
  deptId: number | null;
  deptName: string | null;
  ceoYn: 'Y' | 'N';
  lastLoginAt: Date | null;
  profileImageId: number | null;
};

/** A live token's owner and when the grants behind its authorities next change by themselves (an expiry), epoch ms. */
export type ResolvedToken = { owner: AccessTokenOwner; grantsChangeAt: number | null };

/** The live access token of this hash and its active user with their authorities, or null when unknown, expired, revoked or the user may not sign in. */
export async function resolveAccessToken(db: Executor, tokenHash: string, now: Date): Promise<ResolvedToken | null> {
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
      name: appUser.name,
      email: appUser.email,
      mobile: appUser.mobile,
      deptId: appUser.deptId,
      deptName: sql<string | null>`(select d.name from ${department} d where d.id = ${appUser.deptId})`,
      ceoYn: appUser.ceoYn,
      lastLoginAt: appUser.lastLoginAt,
      profileImageId: appUser.profileImageId,
      overrideRoles: overrideRolesSource(),
      grantsChangeAt: sql<number | null>`(select extract(epoch from min(g.expires_at))::float8 * 1000 from ${userAuthority} g
        where g.user_id = ${appUser.id} and g.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(oauthToken)
    .innerJoin(appUser, eq(appUser.id, oauthToken.userId))
    .where(eq(oauthToken.accessTokenHash, tokenHash))
    .limit(1);
  if (!row || row.revokedAt || row.accessExpiresAt <= now || row.status !== 'ACTIVE' || row.deletedYn !== 'N') return null;
  const { revokedAt: _revoked, status: _status, deletedYn: _deleted, granted, composites, deptPaths, deptIds, grantsChangeAt, overrideRoles, ...rest } = row;
  const { name, email, mobile, deptId, deptName, ceoYn, lastLoginAt, profileImageId, ...owner } = rest;
  const authorities = expandStored(granted, composites);
  return {
    owner: {
      ...owner,
      authorities,
      deptScope: toDeptScope({ deptPaths, deptIds }),
      profile: { name, email, mobile, deptId, deptName, ceoYn, lastLoginAt, profileImageId },
      allowedPages: allowedPagesOf(overrideRoles, new Set(authorities)),
    },
    grantsChangeAt: grantsChangeAt === null ? null : Number(grantsChangeAt),
  };
}

/** The owner of a live access token (see resolveAccessToken). */
export async function findLiveAccessToken(db: Executor, token: string, now: Date): Promise<AccessTokenOwner | null> {
  return (await resolveAccessToken(db, sha256Hex(token), now))?.owner ?? null;
}

/** Revokes every still-live pair of a login (logout, refresh-token reuse). */
export async function revokeFamily(db: Executor, familyId: string, now: Date, reason: 'LOGOUT' | 'REUSE'): Promise<void> {
  const rows = await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.familyId, familyId), isNull(oauthToken.revokedAt)))
    .returning({ userId: oauthToken.userId });
  if (rows.length > 0) await invalidateOwners(db, rows[0].userId);
}

/** Revokes every live token pair of a user (lock, retire, password initialise); the number revoked. */
export async function revokeAllOfUser(db: Executor, userId: number, now: Date, reason: 'LOCKED' | 'RETIRED' | 'RESET'): Promise<number> {
  const rows = await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.userId, userId), isNull(oauthToken.revokedAt)))
    .returning({ id: oauthToken.id });
  await invalidateOwners(db, userId);
  return rows.length;
}

/** Revokes the user's live pairs except the given login (family): "sign out my other sessions", or a password change. */
export async function revokeOtherSessions(db: Executor, userId: number, keepFamilyId: string, now: Date, reason: 'OTHERS' | 'PASSWORD' = 'OTHERS'): Promise<number> {
  const rows = await db
    .update(oauthToken)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(oauthToken.userId, userId), isNull(oauthToken.revokedAt), ne(oauthToken.familyId, keepFamilyId)))
    .returning({ familyId: oauthToken.familyId });
  // Every entry of the user, the kept session's too: a password change alters what it caches.
  await invalidateOwners(db, userId);
  return new Set(rows.map((r) => r.familyId)).size;
}
