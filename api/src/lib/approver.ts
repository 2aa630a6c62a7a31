import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { appUser, department } from '../db/schema';

/**
 * Approver of DOMAIN §1.1: the leader of the owning department, else of the nearest ancestor with one.
 * Nobody approves their own record, so when the owner leads the department the parent's leader decides.
 */
export async function approverOf(tx: Executor, ownerDeptId: number | null, ownerUserId: number | null): Promise<number | null> {
  let deptId = ownerDeptId;
  for (let hops = 0; deptId !== null && hops < 20; hops++) {
    const [dept] = await tx
      .select({ parentId: department.parentId, leaderUserId: department.leaderUserId, leaderStatus: appUser.status })
      .from(department)
      .leftJoin(appUser, and(eq(appUser.id, department.leaderUserId), eq(appUser.deletedYn, 'N')))
      .where(and(eq(department.id, deptId), eq(department.deletedYn, 'N')));
    if (!dept) return null;
    if (dept.leaderUserId !== null && dept.leaderStatus === 'ACTIVE' && dept.leaderUserId !== ownerUserId) return dept.leaderUserId;
    deptId = dept.parentId;
  }
  return null;
}
