import { GOAL_LEVEL, type GoalLevel } from '@dure/shared/contracts/okr/goal';
import type { ObjectiveNode, ObjectiveTree, ObjectiveTreeQuery } from '@dure/shared/contracts/okr/tree';
import { API_MESSAGES } from '@dure/shared/messages';
import { expectedPctOn } from '@dure/shared/okr';
import { type SQL, and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appUser, department, goal, okrPeriod } from '../../../db/schema';
import { type ScopeCaller, inDeptSubtree } from '../../../lib/dataScope';
import { notFound } from '../../../lib/httpErrors';
import { kstDate } from '../../../lib/time';
import { goalViewerOf, visibleGoals } from '../goal/access';
import { codesOf } from '../goal/service';

/**
 * One period's goals for the objective tree (DOMAIN §5): stored progress, health and KR count (no computing on read),
 * visibility pruning (a goal under a parent the caller cannot see, or filtered out, becomes a root), unaligned
 * non-COMPANY goals apart. One indexed query on goal (period_id, status).
 */
export async function objectiveTree(db: Database, caller: ScopeCaller, query: ObjectiveTreeQuery, now: Date): Promise<ObjectiveTree> {
  const [period] = await db.select().from(okrPeriod).where(and(eq(okrPeriod.id, query.periodId), eq(okrPeriod.deletedYn, 'N')));
  if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
  const viewer = await goalViewerOf(db, caller);
  const levels = codesOf(query.levelList, GOAL_LEVEL.codes, 'levelList');
  const conditions: (SQL | undefined)[] = [
    eq(goal.periodId, period.id),
    eq(goal.deletedYn, 'N'),
    query.includeCanceledYn === 'Y' ? undefined : ne(goal.status, 'CANCELED'),
    visibleGoals(viewer),
    levels.length > 0 ? inArray(goal.level, levels as GoalLevel[]) : undefined,
    query.ownerUserId ? eq(goal.ownerUserId, query.ownerUserId) : undefined,
    query.deptId ? inDeptSubtree(goal.ownerDeptId, query.deptId) : undefined,
  ];
  const rows = await db
    .select({
      id: goal.id,
      parentGoalId: goal.parentGoalId,
      title: goal.title,
      level: goal.level,
      status: goal.status,
      visibility: goal.visibility,
      ownerUserId: goal.ownerUserId,
      ownerUserName: appUser.name,
      deptId: goal.deptId,
      deptName: department.name,
      weightPct: goal.weightPct,
      progressPct: goal.progressPct,
      health: goal.health,
      krCount: goal.krCount,
      version: goal.version,
      depth: goal.depth,
    })
    .from(goal)
    .leftJoin(appUser, eq(appUser.id, goal.ownerUserId))
    .leftJoin(department, eq(department.id, goal.deptId))
    .where(and(...conditions))
    .orderBy(asc(goal.depth), asc(goal.title), asc(goal.id));
  const shown = new Set(rows.map((r) => r.id));
  const nodes: ObjectiveNode[] = [];
  const unaligned: ObjectiveNode[] = [];
  for (const { depth: _d, ...row } of rows) {
    const node: ObjectiveNode = { ...row, progressPct: Number(row.progressPct), parentGoalId: row.parentGoalId !== null && shown.has(row.parentGoalId) ? row.parentGoalId : null };
    if (row.parentGoalId === null && row.level !== 'COMPANY') unaligned.push(node);
    else nodes.push(node);
  }
  return { periodId: period.id, periodCode: period.code, periodStatus: period.status, expectedPct: expectedPctOn(period.startDate, period.endDate, kstDate(now)), nodes, unaligned };
}
