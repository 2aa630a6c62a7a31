import type { Goal } from '@dure/shared/contracts/okr/goal';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { appUser, department, goal, okrPeriod } from '../../../db/schema';

const parentGoal = alias(goal, 'parent_goal');
const approver = alias(appUser, 'approver');

export const goalColumns = {
  id: goal.id,
  title: goal.title,
  level: goal.level,
  periodId: goal.periodId,
  periodCode: okrPeriod.code,
  periodStatus: okrPeriod.status,
  parentGoalId: goal.parentGoalId,
  parentGoalTitle: parentGoal.title,
  ownerUserId: goal.ownerUserId,
  ownerUserName: appUser.name,
  deptId: goal.deptId,
  deptName: department.name,
  ownerDeptId: goal.ownerDeptId,
  okrType: goal.okrType,
  weightPct: goal.weightPct,
  segmentId: goal.segmentId,
  projectId: goal.projectId,
  visibility: goal.visibility,
  status: goal.status,
  progressPct: goal.progressPct,
  health: goal.health,
  score: goal.score,
  krCount: goal.krCount,
  childCount: sql<number>`(select count(*) from goal c where c.parent_goal_id = ${goal.id} and c.deleted_yn = 'N' and c.status <> 'CANCELED')`.mapWith(Number),
  depth: goal.depth,
  approvalRequestedAt: goal.approvalRequestedAt,
  approverId: goal.approverId,
  approverName: approver.name,
  approvedAt: goal.approvedAt,
  rejectReason: goal.rejectReason,
  cancelReason: goal.cancelReason,
  createdAt: goal.createdAt,
  updatedAt: goal.updatedAt,
  version: goal.version,
};

/** The goal list's FROM: period, parent title, owner, department and approver names. */
export function goalsFrom(db: Executor, count: SQL<number> = sql<number>`0`) {
  return db
    .select({ ...goalColumns, cappedCount: count })
    .from(goal)
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .leftJoin(parentGoal, eq(parentGoal.id, goal.parentGoalId))
    .leftJoin(appUser, eq(appUser.id, goal.ownerUserId))
    .leftJoin(department, eq(department.id, goal.deptId))
    .leftJoin(approver, eq(approver.id, goal.approverId));
}

type Row = Omit<Awaited<ReturnType<ReturnType<typeof goalsFrom>['where']>>[number], 'cappedCount'>;

const withoutCount = <T extends { cappedCount?: unknown }>({ cappedCount: _, ...row }: T) => row;

export const toGoal = ({ approvalRequestedAt, ...row }: Row & { cappedCount?: unknown }): Goal => ({
  ...withoutCount(row),
  progressPct: Number(row.progressPct),
  score: row.score === null ? null : Number(row.score),
  approvalRequestedYn: approvalRequestedAt ? 'Y' : 'N',
  approvedAt: row.approvedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function loadGoals(db: Executor, ids: number[]): Promise<Goal[]> {
  if (ids.length === 0) return [];
  return (await goalsFrom(db).where(inArray(goal.id, ids))).map(toGoal);
}
