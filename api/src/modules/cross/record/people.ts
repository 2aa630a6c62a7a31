import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department } from '../../../db/schema';

/** Names of users by id (missing ids are absent from the map). */
export async function userNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: appUser.id, name: appUser.name }).from(appUser).where(inArray(appUser.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function userName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await userNames(db, [id])).get(id) ?? null;
}

/** An active, non-deleted user (assignee, share grantee), or null. */
export async function activeUser(db: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: appUser.id, name: appUser.name })
    .from(appUser)
    .where(and(eq(appUser.id, id), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .limit(1);
  return row ?? null;
}

export async function liveDepartment(db: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: department.id, name: department.name })
    .from(department)
    .where(and(eq(department.id, id), eq(department.deletedYn, 'N')))
    .limit(1);
  return row ?? null;
}
