import { type Role, expandAuthorities } from '@dure/shared/access';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { userAuthority } from '../../../db/schema';

/**
 * The authorities an active user holds now: unexpired grants plus ROLE_USER,
 * with composites and the level hierarchy expanded. Read from the database on
 * every request so a revoked role takes effect at once.
 */
export async function authoritiesOf(db: Executor, userId: number, now: Date): Promise<Role[]> {
  const rows = await db
    .select({ code: userAuthority.authorityCode })
    .from(userAuthority)
    .where(and(eq(userAuthority.userId, userId), or(isNull(userAuthority.expiresAt), gt(userAuthority.expiresAt, now))));
  return expandAuthorities(['ROLE_USER', ...rows.map((r) => r.code)]);
}
