import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { notify } from '../../cross/notification/notify';
import { revokeAllOfUser } from '../token/store';

/**
 * One more consecutive failed password login for an active user; the `limit`-th
 * locks the account (DOMAIN §3), revokes its tokens and tells the user.
 */
export async function countFailure(tx: Executor, userId: number, actor: Actor, limit: number): Promise<void> {
  const [row] = await tx
    .update(appUser)
    .set({ failedLoginCount: sql`${appUser.failedLoginCount} + 1` })
    .where(and(eq(appUser.id, userId), eq(appUser.status, 'ACTIVE')))
    .returning({ failures: appUser.failedLoginCount });
  if (!row || row.failures < limit) return;

  await tx.update(appUser).set({ status: 'LOCKED', lockedAt: actor.now }).where(eq(appUser.id, userId));
  await revokeAllOfUser(tx, userId, actor.now, 'LOCKED');
  await writeAudit(tx, actor, {
    entityType: 'USER',
    entityId: userId,
    action: 'STATE',
    changes: [{ field: 'status', old: 'ACTIVE', new: 'LOCKED' }],
  });
  await notify(tx, {
    userIds: [userId],
    category: 'SYSTEM',
    type: 'ACCOUNT_LOCKED',
    title: '계정 잠금',
    body: `로그인에 ${limit}회 연속 실패하여 계정이 잠겼습니다. 관리자에게 잠금 해제를 요청해 주세요.`,
    targetType: 'USER',
    targetId: userId,
    now: actor.now,
  });
}
