import { type Area, admin, read, role } from '@dure/shared/access';
import { type SQL, inArray, or, sql } from 'drizzle-orm';
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

export type DeptScope = Extract<DataScope, { kind: 'DEPT' }>;

/**
 * Who asks. `deptScope`, when given, is the caller's department scope already read (the auth plugin
 * reads it with the token, so a department-scoped list does not ask again).
 */
export type ScopeCaller = { userId: number; authorities: ReadonlySet<string>; deptScope?: DeptScope };

/** ROLE_ADMIN manages users (DOMAIN §1.3) but not salary or evaluation content, so it is org-wide for these areas only. */
const ADMIN_MANAGED_AREAS: ReadonlySet<Area> = new Set<Area>(['USER_HR', 'DEPARTMENT', 'AUTHORITY_USER', 'AUTHORITY_MENU', 'AUTHORITY_CODE']);

/** `"app_user"."id"` of the statement's row, named with its table so a subquery's own `id` cannot shadow it. */
export const userOfRow: SQL = sql`${appUser}.${sql.identifier('id')}`;

/** Materialised paths of the user's primary and 겸직 departments, as a subquery; `userId` a value or a column of the outer statement. */
function ownPaths(userId: number | SQL): SQL {
  return sql`select d.path from ${department} d where d.path <> ''
    and (d.id = (select u.dept_id from ${appUser} u where u.id = ${userId}) or d.id in (select x.dept_id from ${userExtraDept} x where x.user_id = ${userId}))`;
}

/**
 * Columns that read a user's department scope in any statement: the paths of their departments (primary
 * and 겸직) and every department in those subtrees. `userId` defaults to the statement's `app_user` row.
 */
export function deptScopeSources(userId: number | SQL = userOfRow) {
  return {
    deptPaths: sql<string[]>`coalesce((select array_agg(distinct o.path) from (${ownPaths(userId)}) o), '{}')`,
    deptIds: sql<(string | number)[]>`coalesce((select array_agg(s.id) from ${department} s where exists (select 1 from (${ownPaths(userId)}) o where s.path like o.path || '%')), '{}')`,
  };
}

/** The scope those columns describe. */
export function toDeptScope(row: { deptPaths: string[]; deptIds: (string | number)[] }): DeptScope {
  return { kind: 'DEPT', deptIds: row.deptIds.map(Number), paths: row.deptPaths };
}

/** Materialised paths of the user's primary and 겸직 departments. */
export async function ownDeptPaths(db: Executor, userId: number): Promise<string[]> {
  const [row] = await rowsOf<{ deptPaths: string[] }>(db, sql`select ${deptScopeSources(userId).deptPaths} as "deptPaths"`);
  return row.deptPaths;
}

/** Department scope of a user: their departments' subtrees (primary and 겸직), in one statement. */
export async function deptScopeOf(db: Executor, userId: number): Promise<DeptScope> {
  const { deptPaths, deptIds } = deptScopeSources(userId);
  const [row] = await rowsOf<{ deptPaths: string[]; deptIds: (string | number)[] }>(db, sql`select ${deptPaths} as "deptPaths", ${deptIds} as "deptIds"`);
  return toDeptScope(row);
}

export async function scopeOf(db: Executor, caller: ScopeCaller, area: Area): Promise<DataScope> {
  const held = caller.authorities;
  if (held.has('ROLE_SUPER') || held.has(admin(area))) return { kind: 'ORG' };
  if (held.has('ROLE_ADMIN') && ADMIN_MANAGED_AREAS.has(area)) return { kind: 'ORG' };
  if (held.has(read(area))) return caller.deptScope ?? deptScopeOf(db, caller.userId);
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
