import { type Role, expandAuthorities } from '@dure/shared/access';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, userAuthority } from '../../../db/schema';
import { storedComposites } from './codeTable';

/**
 * Active users whose unexpired grants expand (through the stored composites) to one of `roles`. ROLE_SUPER alone does
 * not count: it opens every door but does not make anyone an approver or a reader by trade.
 */
export async function activeHoldersOf(tx: Executor, roles: readonly Role[], now: Date): Promise<number[]> {
  const grants = await tx
    .select({ userId: userAuthority.userId, code: userAuthority.authorityCode })
    .from(userAuthority)
    .innerJoin(appUser, eq(appUser.id, userAuthority.userId))
    .where(and(eq(appUser.status, 'ACTIVE'), eq(appUser.deletedYn, 'N'), or(isNull(userAuthority.expiresAt), gt(userAuthority.expiresAt, now))));
  const composites = await storedComposites(tx);
  const byUser = new Map<number, string[]>();
  for (const g of grants) if (g.code !== 'ROLE_SUPER') byUser.set(g.userId, [...(byUser.get(g.userId) ?? []), g.code]);
  return [...byUser].filter(([, codes]) => expandAuthorities(codes, composites).some((r) => roles.includes(r as Role))).map(([id]) => id);
}
