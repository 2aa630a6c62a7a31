import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appUser, pushToken, userHr } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { kstDate } from '../../../lib/time';
import { revokeAllOfUser } from '../../auth/token/store';

/**
 * DOMAIN §8: a resignation date makes the user RETIRED the next day — sessions
 * and push registrations end, history stays. Idempotent; run by housekeeping.
 */
export async function retireResigned(db: Database, now: Date): Promise<number> {
  const today = kstDate(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: appUser.id, status: appUser.status, version: appUser.version })
      .from(appUser)
      .innerJoin(userHr, eq(userHr.userId, appUser.id))
      .where(and(lt(userHr.resignDate, today), ne(appUser.status, 'RETIRED'), eq(appUser.deletedYn, 'N')))
      .for('update', { of: appUser });
    if (due.length === 0) return 0;
    const actor = { actorId: null, ip: null, requestId: null, now };
    for (const user of due) {
      await tx.update(appUser).set({ status: 'RETIRED', version: user.version + 1, updatedAt: now }).where(eq(appUser.id, user.id));
      await revokeAllOfUser(tx, user.id, now, 'RETIRED');
      await writeAudit(tx, actor, { entityType: 'USER', entityId: user.id, action: 'STATE', changes: [{ field: 'status', old: user.status, new: 'RETIRED' }] });
    }
    await tx.delete(pushToken).where(inArray(pushToken.userId, due.map((u) => u.id)));
    return due.length;
  });
}
