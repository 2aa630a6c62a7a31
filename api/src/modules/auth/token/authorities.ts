import { type Role, expandAuthorities } from '@dure/shared/access';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { userAuthority } from '../../../db/schema';
import { storedComposites } from '../../admin/authority/codeTable';

/** The user's unexpired granted codes as stored (not expanded). */
export async function grantedCodes(db: Executor, userId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ code: userAuthority.authorityCode })
    .from(userAuthority)
    .where(and(eq(userAuthority.userId, userId), or(isNull(userAuthority.expiresAt), gt(userAuthority.expiresAt, now))));
  return rows.map((r) => r.code);
}

/**
 * The authorities an active user holds now: unexpired grants plus ROLE_USER,
 * with the stored composites and the level hierarchy expanded. Read from the
 * database on every request so a revoked role or an edited composite takes effect at once.
 */
export async function authoritiesOf(db: Executor, userId: number, now: Date): Promise<Role[]> {
  const [granted, composites] = await Promise.all([grantedCodes(db, userId, now), storedComposites(db)]);
  return expandAuthorities(['ROLE_USER', ...granted], composites);
}
