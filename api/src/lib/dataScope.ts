import { type Area, admin, read, role } from '@dure/shared/access';
import { type SQL, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../db/database';
import { appUser, department, userExtraDept } from '../db/schema';
import { inIds } from './idList';

/** What part of an area's records a user may read (DOMAIN §1.3). */
export type DataScope =
  | { kind: 'ORG' }
  /** `deptIds`: every department in the subtrees of `paths` (primary and 겸직 departments). */
  | { kind: 'DEPT'; deptIds: number[]; paths: string[] }
  | { kind: 'SELF' }
  | { kind: 'NONE' };

export type ScopeCaller = { userId: number; authorities: ReadonlySet<string> };

/** ROLE_ADMIN manages users (DOMAIN §1.3) but not salary or evaluation content, so it is org-wide for these areas only. */
const ADMIN_MANAGED_AREAS: ReadonlySet<Area> = new Set<Area>(['USER_HR', 'DEPARTMENT', 'AUTHORITY_USER', 'AUTHORITY_MENU', 'AUTHORITY_CODE']);

/** Materialised paths of the user's primary and 겸직 departments. */
export async function ownDeptPaths(db: Executor, userId: number): Promise<string[]> {
  const own = await db
    .select({ path: department.path })
    .from(department)
    .where(
      or(
        inArray(department.id, db.select({ id: appUser.deptId }).from(appUser).where(eq(appUser.id, userId))),
        inArray(department.id, db.select({ id: userExtraDept.deptId }).from(userExtraDept).where(eq(userExtraDept.userId, userId))),
      ),
    );
  return [...new Set(own.map((r) => r.path).filter(Boolean))];
}

/**
 * Department scope of a user: their departments' subtrees (primary and 겸직), read in one statement
 * because every list request of a department-scoped user asks it.
 */
export async function deptScopeOf(db: Executor, userId: number): Promise<DataScope & { kind: 'DEPT' }> {
  const [row] = await rowsOf<{ paths: string[]; ids: (string | number)[] }>(
    db,
    sql`with own as (
          select ${department.path} as path from ${department}
          where ${department.path} <> ''
            and (${inArray(department.id, db.select({ id: appUser.deptId }).from(appUser).where(eq(appUser.id, userId)))}
                 or ${inArray(department.id, db.select({ id: userExtraDept.deptId }).from(userExtraDept).where(eq(userExtraDept.userId, userId)))}))
        select coalesce((select array_agg(distinct path) from own), '{}') as paths,
               coalesce((select array_agg(d.id) from ${department} d where exists (select 1 from own where d.path like own.path || '%')), '{}') as ids`,
  );
  return { kind: 'DEPT', deptIds: row.ids.map(Number), paths: row.paths };
}

export async function scopeOf(db: Executor, caller: ScopeCaller, area: Area): Promise<DataScope> {
  const held = caller.authorities;
  if (held.has('ROLE_SUPER') || held.has(admin(area))) return { kind: 'ORG' };
  if (held.has('ROLE_ADMIN') && ADMIN_MANAGED_AREAS.has(area)) return { kind: 'ORG' };
  if (held.has(read(area))) return deptScopeOf(db, caller.userId);
  if (held.has(role(area))) return { kind: 'SELF' };
  return { kind: 'NONE' };
}

/**
 * The scope as a WHERE condition: `ownerDeptId` in the department subtrees, or
 * the self predicate (owner, assignee, member…) which every non-NONE scope includes.
 */
export function scopeCondition(scope: DataScope, ownerDeptId: PgColumn, self: SQL): SQL {
  switch (scope.kind) {
    case 'ORG':
      return sql`true`;
    case 'DEPT':
      // `= any(array)` even for one department: the planner then matches it to the (owner_dept_id, search_text) indexes.
      return scope.deptIds.length > 0 ? (or(inIds(ownerDeptId, scope.deptIds), self) as SQL) : self;
    case 'SELF':
      return self;
    case 'NONE':
      return sql`false`;
  }
}

/** The same rule for one loaded record. */
export function inScope(scope: DataScope, ownerDeptId: number | null, isSelf: boolean): boolean {
  if (scope.kind === 'ORG') return true;
  if (scope.kind === 'NONE') return false;
  if (isSelf) return true;
  return scope.kind === 'DEPT' && ownerDeptId !== null && scope.deptIds.includes(ownerDeptId);
}

/** `column` (a department id) within the subtree of department `deptId` — the lists' "부서 (하위 포함)" filter. */
export function inDeptSubtree(column: PgColumn, deptId: number): SQL {
  return inArray(column, sql`(select d.id from ${department} d where d.path like (select p.path || '%' from ${department} p where p.id = ${deptId}))`);
}
