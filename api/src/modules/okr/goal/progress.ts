import { attainmentOf, expectedPctOn, goalHealthOf, goalProgressOf, healthOf, progressPctOf } from '@dure/shared/okr';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { goal, keyResult, okrPeriod } from '../../../db/schema';

type KrRow = typeof keyResult.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

/** The ∑ fields of a key result on `today` (DOMAIN §5: attainment, progress, health). */
export function krFigures(kr: Pick<KrRow, 'metricType' | 'startValue' | 'targetValue' | 'currentValue' | 'milestones' | 'lastConfidence'>, expectedPct: number) {
  const attainment = attainmentOf({
    metricType: kr.metricType,
    startValue: num(kr.startValue),
    targetValue: num(kr.targetValue),
    currentValue: num(kr.currentValue),
    milestones: kr.milestones,
  });
  const progressPct = progressPctOf(attainment);
  return { attainment, progressPct, health: healthOf(progressPct, expectedPct, kr.lastConfidence) };
}

async function expectedOf(tx: Executor, periodId: number, today: string): Promise<number> {
  const [period] = await tx.select({ startDate: okrPeriod.startDate, endDate: okrPeriod.endDate }).from(okrPeriod).where(eq(okrPeriod.id, periodId));
  return expectedPctOn(period.startDate, period.endDate, today);
}

/**
 * Recomputes one goal's key results (attainment, progress, health on `today`) and the goal's progress, health and KR
 * count (a goal without key results rolls up its children by weight). CLOSED and CANCELED goals keep their frozen
 * figures. Answers the parent to continue with.
 */
export async function recomputeGoal(tx: Executor, goalId: number, today: string): Promise<number | null> {
  const [row] = await tx.select().from(goal).where(eq(goal.id, goalId));
  if (!row) return null;
  if (row.status === 'CLOSED' || row.status === 'CANCELED' || row.deletedYn === 'Y') return row.parentGoalId;
  const expected = await expectedOf(tx, row.periodId, today);
  const krs = await tx.select().from(keyResult).where(and(eq(keyResult.goalId, row.id), eq(keyResult.deletedYn, 'N')));
  const krWeighted = [];
  for (const kr of krs) {
    const figures = krFigures(kr, expected);
    krWeighted.push({ progressPct: figures.progressPct, weightPct: kr.weightPct });
    if (num(kr.attainment) !== figures.attainment || Number(kr.progressPct) !== figures.progressPct || kr.health !== figures.health) {
      await tx
        .update(keyResult)
        .set({ attainment: figures.attainment === null ? null : String(figures.attainment), progressPct: String(figures.progressPct), health: figures.health })
        .where(eq(keyResult.id, kr.id));
    }
  }
  const children = await tx
    .select({ progressPct: goal.progressPct, weightPct: goal.weightPct })
    .from(goal)
    .where(and(eq(goal.parentGoalId, row.id), eq(goal.deletedYn, 'N'), ne(goal.status, 'CANCELED')));
  const progressPct = goalProgressOf(
    krWeighted,
    children.map((c) => ({ progressPct: Number(c.progressPct), weightPct: c.weightPct })),
  );
  const health = goalHealthOf(progressPct, expected, krs.map((k) => k.lastConfidence));
  if (Number(row.progressPct) !== progressPct || row.health !== health || row.krCount !== krs.length) {
    await tx.update(goal).set({ progressPct: String(progressPct), health, krCount: krs.length }).where(eq(goal.id, row.id));
  }
  return row.parentGoalId;
}

/** Recomputes a goal, then each goal up its parent chain. Stored on the rows so the tree and lists read them. */
export async function recomputeGoalChain(tx: Executor, goalId: number, today: string): Promise<void> {
  let id: number | null = goalId;
  for (let hops = 0; id !== null && hops < 10; hops++) id = await recomputeGoal(tx, id, today);
}
