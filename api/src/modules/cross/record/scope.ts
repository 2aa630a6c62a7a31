import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department } from '../../../db/schema';

/**
 * The department-scope predicates the record toolkit needs (DOMAIN §1.3), kept
 * in this one file so the shared data-scope library can replace it later.
 * Scope = the subtree of the user's primary department (겸직 not modelled yet).
 */

const livePath = async (db: Executor, deptId: number): Promise<string | null> => {
  const [row] = await db.select({ path: department.path }).from(department).where(eq(department.id, deptId)).limit(1);
  return row?.path || null;
};

/** Materialised path of the user's primary department, or null. */
export async function userDeptPath(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ path: department.path })
    .from(appUser)
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(eq(appUser.id, userId))
    .limit(1);
  return row?.path || null;
}

/** Whether `deptId` lies in the subtree of the user's department. */
export async function inDeptScope(db: Executor, userId: number, deptId: number | null): Promise<boolean> {
  if (deptId === null) return false;
  const [mine, theirs] = await Promise.all([userDeptPath(db, userId), livePath(db, deptId)]);
  return Boolean(mine && theirs && theirs.startsWith(mine));
}

/** The departments "containing" the user: their department and its ancestors (a share to any of them reaches the user). */
export async function deptsContainingUser(db: Executor, userId: number): Promise<number[]> {
  const path = await userDeptPath(db, userId);
  return path ? path.split('/').filter(Boolean).map(Number) : [];
}

/** Active, non-deleted users of a department subtree (recipients of a share to that department). */
export async function activeUsersInDeptSubtree(db: Executor, deptId: number): Promise<number[]> {
  const path = await livePath(db, deptId);
  if (!path) return [];
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(and(like(department.path, `${path}%`), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}
