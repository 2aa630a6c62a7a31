import type { SalesPlanDimension } from '@dure/shared/contracts/crm/salesPlan';
import { type SQL, and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department, marketSegment } from '../../../db/schema';
import { parentSegment } from '../../okr/segment/view';
import type { DataScope } from '../../../lib/dataScope';

export type PlanKey = { keyId: number; name: string; deptId: number | null; deptName: string | null; path: string; depth: number };

/**
 * The rows a caller plans for: departments of their SALES_PLAN scope, or the active people in
 * them; segments are company-wide: every live market and segment, markets first (a market's
 * actuals add up its segments, as a department's do its subtree).
 */
export async function planKeys(db: Executor, scope: DataScope, dimension: SalesPlanDimension, selfUserId: number): Promise<PlanKey[]> {
  if (scope.kind === 'NONE') return [];
  if (dimension === 'SEGMENT') return segmentKeys(db);
  const liveDept = eq(department.deletedYn, 'N');
  if (dimension === 'DEPT') {
    let where: SQL | undefined = liveDept;
    if (scope.kind === 'DEPT') where = and(liveDept, inArray(department.id, scope.deptIds.length > 0 ? scope.deptIds : [0]));
    if (scope.kind === 'SELF') where = and(liveDept, inArray(department.id, db.select({ id: appUser.deptId }).from(appUser).where(eq(appUser.id, selfUserId))));
    const rows = await db.select({ id: department.id, name: department.name, path: department.path }).from(department).where(where).orderBy(asc(department.path));
    return rows.map((r) => ({ keyId: r.id, name: r.name, deptId: r.id, deptName: r.name, path: r.path, depth: r.path.split('/').filter(Boolean).length - 1 }));
  }
  const people = and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE'));
  let where: SQL | undefined = people;
  if (scope.kind === 'DEPT') where = and(people, or(inArray(appUser.deptId, scope.deptIds.length > 0 ? scope.deptIds : [0]), eq(appUser.id, selfUserId)));
  if (scope.kind === 'SELF') where = and(people, eq(appUser.id, selfUserId));
  const rows = await db
    .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId, deptName: department.name, path: department.path })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(where)
    .orderBy(asc(department.path), asc(appUser.name));
  return rows.map((r) => ({ keyId: r.id, name: r.name, deptId: r.deptId, deptName: r.deptName, path: r.path ?? '', depth: 0 }));
}

/** Users (active or not) whose primary department lies in a department's subtree. */
export async function usersInSubtree(db: Executor, path: string): Promise<number[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(like(department.path, `${path}%`));
  return rows.map((r) => r.id);
}

export const ymOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
export const monthOf = (ym: string) => Number(ym.slice(5, 7));

async function segmentKeys(db: Executor): Promise<PlanKey[]> {
  const rows = await db
    .select({ id: marketSegment.id, code: marketSegment.code, name: marketSegment.name, parentId: marketSegment.parentId, parentCode: parentSegment.code })
    .from(marketSegment)
    .leftJoin(parentSegment, eq(parentSegment.id, marketSegment.parentId))
    .where(eq(marketSegment.deletedYn, 'N'));
  const path = (r: (typeof rows)[number]) => (r.parentCode ? `/${r.parentCode}/${r.code}/` : `/${r.code}/`);
  return rows
    .map((r) => ({ keyId: r.id, name: r.name, deptId: null, deptName: null, path: path(r), depth: r.parentId === null ? 0 : 1 }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
