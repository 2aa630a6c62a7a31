import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department, userExtraDept } from '../../../db/schema';
import { ownDeptPaths } from '../../../lib/dataScope';

/*
 * Department predicates of the share feature, on the same department set as
 * the data scope (lib/dataScope.ts): the primary department and the 겸직 ones.
 */

/** The departments "containing" the user: their departments (primary and 겸직) and the ancestors (a share to any of them reaches the user). */
export async function deptsContainingUser(db: Executor, userId: number): Promise<number[]> {
  const paths = await ownDeptPaths(db, userId);
  return [...new Set(paths.flatMap((p) => p.split('/').filter(Boolean).map(Number)))];
}

/** Active, non-deleted users of a department subtree, as primary or 겸직 members (recipients of a share to that department). */
export async function activeUsersInDeptSubtree(db: Executor, deptId: number): Promise<number[]> {
  const [root] = await db.select({ path: department.path }).from(department).where(eq(department.id, deptId)).limit(1);
  if (!root?.path) return [];
  const subtree = db.select({ id: department.id }).from(department).where(like(department.path, `${root.path}%`));
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.deletedYn, 'N'),
        eq(appUser.status, 'ACTIVE'),
        or(inArray(appUser.deptId, subtree), inArray(appUser.id, db.select({ id: userExtraDept.userId }).from(userExtraDept).where(inArray(userExtraDept.deptId, subtree)))),
      ),
    );
  return rows.map((r) => r.id);
}
