import { GOAL_MAX_DEPTH } from '@dure/shared/contracts/okr/goal';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { goal, okrPeriod } from '../../../db/schema';
import { validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import type { GoalViewer } from './access';
import { canSeeGoal } from './access';

/** A goal and its descendants with their stored depth (live ones). */
export async function subtreeOf(tx: Executor, goalId: number): Promise<{ id: number; depth: number }[]> {
  const rows = await rowsOf<{ id: string | number; depth: number }>(
    tx,
    sql`with recursive d(id, depth) as (
      select id, depth from ${goal} where id = ${goalId}
      union all
      select g.id, g.depth from ${goal} g join d on g.parent_goal_id = d.id where g.deleted_yn = 'N'
    ) select id, depth from d`,
  );
  return rows.map((r) => ({ id: Number(r.id), depth: Number(r.depth) }));
}

type Child = { id: number | null; level: string; periodId: number };

/**
 * Checks an alignment of `child` under `parentId` (DOMAIN §5 Goal): a visible live parent that is not canceled,
 * no cycle, its period containing the child's, depth ≤ 5 for the child's whole subtree; COMPANY goals stay roots.
 * Answers the child's new depth; refuses with a Korean field message on parentGoalId.
 */
export async function checkAlignment(tx: Executor, viewer: GoalViewer, child: Child, parentId: number | null): Promise<number> {
  const refuse = (message: string) => validationError({ parentGoalId: message });
  if (parentId === null) return 1;
  if (child.level === 'COMPANY') throw refuse(API_MESSAGES.goalCompanyParent);
  if (parentId === child.id) throw refuse(API_MESSAGES.goalParentSelf);
  const [parent] = await tx
    .select({ goal, periodStart: okrPeriod.startDate, periodEnd: okrPeriod.endDate })
    .from(goal)
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .where(and(eq(goal.id, parentId), eq(goal.deletedYn, 'N')));
  if (!parent || !canSeeGoal(viewer, parent.goal)) throw refuse(API_MESSAGES.goalParentNotFound);
  if (parent.goal.status === 'CANCELED') throw refuse(API_MESSAGES.goalParentCanceled);
  const [own] = await tx.select({ startDate: okrPeriod.startDate, endDate: okrPeriod.endDate }).from(okrPeriod).where(eq(okrPeriod.id, child.periodId));
  if (!own || parent.periodStart > own.startDate || parent.periodEnd < own.endDate) throw refuse(API_MESSAGES.goalParentPeriod);
  const depth = parent.goal.depth + 1;
  let height = 0;
  if (child.id !== null) {
    const subtree = await subtreeOf(tx, child.id);
    if (subtree.some((g) => g.id === parentId)) throw refuse(API_MESSAGES.goalParentCycle);
    const self = subtree.find((g) => g.id === child.id);
    height = Math.max(...subtree.map((g) => g.depth)) - (self?.depth ?? 1);
  }
  if (depth + height > GOAL_MAX_DEPTH) throw refuse(fill(API_MESSAGES.goalParentDepth, { max: GOAL_MAX_DEPTH }));
  return depth;
}

/** Moves the stored depth of a goal's subtree by the change of its own. */
export async function shiftSubtreeDepth(tx: Executor, goalId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  const ids = (await subtreeOf(tx, goalId)).map((g) => g.id).filter((id) => id !== goalId);
  if (ids.length === 0) return;
  await tx.execute(sql`update ${goal} set depth = depth + ${delta} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
