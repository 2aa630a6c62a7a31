import type { MyGoalSummary } from '@dure/shared/contracts/okr/goal';
import { isoWeekOf, isoWeekStartOf } from '@dure/shared/okr';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { goal, keyResult, okrPeriod } from '../../../db/schema';
import { kstDate } from '../../../lib/time';
import { checkInDueSql } from '../keyResult/service';

/** At most this many goals and due key results: a home card, the full lists are on /goal and /keyresult. */
export const MY_GOALS_LIMIT = 20;
export const MY_DUE_KRS_LIMIT = 30;

/**
 * The home page's 내 목표: the caller's own ACTIVE goals in ACTIVE periods, and the key results they check in on (they
 * own it or its goal, DOMAIN §5 CheckIn) with no check-in since this ISO week's Monday. Only the caller's own records,
 * so no visibility rule is needed beyond ownership: any signed-in user may ask.
 */
export async function myGoalSummary(db: Executor, userId: number, now: Date): Promise<MyGoalSummary> {
  const today = kstDate(now);
  const weekStart = isoWeekStartOf(today);
  const open = and(eq(goal.deletedYn, 'N'), eq(goal.status, 'ACTIVE'), eq(okrPeriod.deletedYn, 'N'), eq(okrPeriod.status, 'ACTIVE'));
  const dueCount = sql<number>`(select count(*) from ${keyResult} k where k.goal_id = ${goal.id} and k.deleted_yn = 'N' and coalesce(k.last_check_in_date < ${weekStart}, true))`.mapWith(Number);
  const goals = await db
    .select({
      id: goal.id,
      title: goal.title,
      level: goal.level,
      periodId: goal.periodId,
      periodCode: okrPeriod.code,
      progressPct: sql<number>`${goal.progressPct}`.mapWith(Number),
      health: goal.health,
      krCount: goal.krCount,
      dueKrCount: dueCount,
    })
    .from(goal)
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .where(and(open, eq(goal.ownerUserId, userId)))
    // The shortest period first (a quarter's goals before the year's), then the heaviest goal.
    .orderBy(asc(okrPeriod.endDate), desc(okrPeriod.startDate), desc(goal.weightPct), asc(goal.id))
    .limit(MY_GOALS_LIMIT);
  const dueKeyResults = await db
    .select({
      id: keyResult.id,
      title: keyResult.title,
      goalId: goal.id,
      goalTitle: goal.title,
      progressPct: sql<number>`${keyResult.progressPct}`.mapWith(Number),
      lastCheckInDate: keyResult.lastCheckInDate,
    })
    .from(keyResult)
    .innerJoin(goal, eq(goal.id, keyResult.goalId))
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .where(and(open, eq(keyResult.deletedYn, 'N'), or(eq(keyResult.ownerUserId, userId), eq(goal.ownerUserId, userId)), checkInDueSql(today)))
    // The longest without a check-in first.
    .orderBy(sql`${keyResult.lastCheckInDate} asc nulls first`, asc(goal.id), asc(keyResult.id))
    .limit(MY_DUE_KRS_LIMIT);
  return { isoWeek: isoWeekOf(today), weekStart, goals, dueKeyResults };
}
