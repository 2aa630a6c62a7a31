import { can } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { department, goal, okrPeriod } from '../../../db/schema';
import { type ScopeCaller, deptScopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { inIds } from '../../../lib/idList';

export const GOAL_ENTITY = 'GOAL';
export type GoalRow = typeof goal.$inferSelect;

/**
 * Who reads goals, with what the visibility rule needs (DOMAIN §5 Goal): the departments of their scope
 * (primary and 겸직 subtrees) and the departments they lead with their subtrees (the owner chain).
 */
export type GoalViewer = ScopeCaller & { deptIds: number[]; ledDeptIds: number[]; all: boolean };

export const isGoalAdmin = (caller: ScopeCaller) => can(caller.authorities, 'GOAL', 'ADMIN');

export async function goalViewerOf(db: Executor, caller: ScopeCaller): Promise<GoalViewer> {
  const all = isGoalAdmin(caller);
  const scope = caller.deptScope ?? (await deptScopeOf(db, caller.userId));
  const led = await db
    .select({ id: department.id })
    .from(department)
    .where(
      and(
        eq(department.deletedYn, 'N'),
        sql`exists (select 1 from ${department} l where l.leader_user_id = ${caller.userId} and l.deleted_yn = 'N' and ${department.path} like l.path || '%')`,
      ),
    );
  return { ...caller, all, deptIds: scope.deptIds, ledDeptIds: led.map((r) => r.id) };
}

/**
 * The visibility rule as a WHERE condition, applied by every read (list, detail, tree, picker, export):
 * PUBLIC to all; DEPT to the owner's department scope; PRIVATE (and DEPT) to the owner and the leaders above them.
 */
export function visibleGoals(viewer: GoalViewer): SQL {
  if (viewer.all) return sql`true`;
  return or(
    eq(goal.ownerUserId, viewer.userId),
    eq(goal.visibility, 'PUBLIC'),
    viewer.deptIds.length > 0 ? and(eq(goal.visibility, 'DEPT'), inIds(goal.ownerDeptId, viewer.deptIds)) : undefined,
    viewer.ledDeptIds.length > 0 ? inIds(goal.ownerDeptId, viewer.ledDeptIds) : undefined,
  ) as SQL;
}

type Facts = Pick<GoalRow, 'ownerUserId' | 'ownerDeptId' | 'visibility'>;

export function canSeeGoal(viewer: GoalViewer, row: Facts): boolean {
  if (viewer.all || row.ownerUserId === viewer.userId || row.visibility === 'PUBLIC') return true;
  const dept = row.ownerDeptId;
  if (dept === null) return false;
  if (row.visibility === 'DEPT' && viewer.deptIds.includes(dept)) return true;
  return viewer.ledDeptIds.includes(dept);
}

/**
 * Who manages (edits, submits, closes, cancels, aligns) a goal: GOAL_ADMIN, its owner, the leaders above the owner,
 * GOAL_WRITE within the department scope; a COMPANY goal needs OKR_MANAGEMENT_WRITE besides.
 */
export function canManageGoal(viewer: GoalViewer, row: Pick<GoalRow, 'ownerUserId' | 'ownerDeptId' | 'level'>): boolean {
  if (row.level === 'COMPANY' && !can(viewer.authorities, 'OKR_MANAGEMENT', 'WRITE')) return false;
  if (viewer.all || row.ownerUserId === viewer.userId) return true;
  const dept = row.ownerDeptId;
  if (dept === null) return false;
  if (viewer.ledDeptIds.includes(dept)) return true;
  return can(viewer.authorities, 'GOAL', 'WRITE') && viewer.deptIds.includes(dept);
}

/** A live goal the viewer may see, else 404 (no existence leak). */
export async function requireVisibleGoal(db: Executor, viewer: GoalViewer, id: number): Promise<GoalRow> {
  const [row] = await db.select().from(goal).where(and(eq(goal.id, id), eq(goal.deletedYn, 'N')));
  if (!row || !canSeeGoal(viewer, row)) throw notFound(API_MESSAGES.goalNotFound);
  return row;
}

/** Refuses (409) writes into a CLOSED period: it freezes goals, key results, check-ins and scores. */
export async function requireOpenPeriod(db: Executor, periodId: number): Promise<typeof okrPeriod.$inferSelect> {
  const [period] = await db.select().from(okrPeriod).where(and(eq(okrPeriod.id, periodId), eq(okrPeriod.deletedYn, 'N')));
  if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
  if (period.status === 'CLOSED') throw stateConflict(API_MESSAGES.okrPeriodClosed);
  return period;
}

/** Locks a goal the viewer manages, in an open period; checks the version (stale → 409). */
export async function lockGoal(tx: Executor, viewer: GoalViewer, id: number, version: number | undefined): Promise<GoalRow> {
  // Without the version read, a write could silently overwrite another's: asked for before anything else.
  if (version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const [row] = await tx.select().from(goal).where(and(eq(goal.id, id), eq(goal.deletedYn, 'N'))).for('update');
  if (!row || !canSeeGoal(viewer, row)) throw notFound(API_MESSAGES.goalNotFound);
  if (!canManageGoal(viewer, row)) throw forbidden(row.level === 'COMPANY' ? API_MESSAGES.goalCompanyForbidden : API_MESSAGES.goalWriteForbidden);
  if (row.version !== version) throw staleVersion();
  await requireOpenPeriod(tx, row.periodId);
  return row;
}
