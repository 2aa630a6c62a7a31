import { CHECKIN_DUE_HOUR, isCheckInDay, plusDays } from '@dure/shared/okr';
import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { goal, keyResult, okrPeriod } from '../../../db/schema';
import { periodicJob } from '../../../lib/periodicJob';
import { kstDate, kstHour } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { recomputeGoal } from '../goal/progress';

/**
 * N-KR-CHECKIN-DUE (DOMAIN §5, §9): on the cadence day of each ACTIVE period, from 10:00 KST, the owner of every key
 * result of an ACTIVE goal without a check-in this week hears once (the period remembers the day it reminded).
 */
export async function runCheckInReminders(db: Database, now: Date): Promise<number> {
  const today = kstDate(now);
  if (kstHour(now) < CHECKIN_DUE_HOUR) return 0;
  const periods = await db
    .select()
    .from(okrPeriod)
    .where(and(eq(okrPeriod.deletedYn, 'N'), eq(okrPeriod.status, 'ACTIVE'), or(isNull(okrPeriod.remindedOn), ne(okrPeriod.remindedOn, today))));
  let sent = 0;
  for (const period of periods.filter((p) => isCheckInDay(p, today))) {
    const monday = plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(okrPeriod)
        .set({ remindedOn: today })
        .where(and(eq(okrPeriod.id, period.id), or(isNull(okrPeriod.remindedOn), ne(okrPeriod.remindedOn, today))))
        .returning({ id: okrPeriod.id });
      if (!claimed) return;
      const due = await tx
        .select({ id: keyResult.id, title: keyResult.title, ownerUserId: keyResult.ownerUserId })
        .from(keyResult)
        .innerJoin(goal, eq(goal.id, keyResult.goalId))
        .where(and(eq(goal.periodId, period.id), eq(goal.status, 'ACTIVE'), eq(goal.deletedYn, 'N'), eq(keyResult.deletedYn, 'N'), or(isNull(keyResult.lastCheckInDate), lt(keyResult.lastCheckInDate, monday))));
      const byOwner = new Map<number, typeof due>();
      for (const kr of due) byOwner.set(kr.ownerUserId, [...(byOwner.get(kr.ownerUserId) ?? []), kr]);
      for (const [ownerId, krs] of byOwner) {
        await notify(tx, {
          userIds: [ownerId],
          category: 'OKR',
          type: 'KR_CHECKIN_DUE',
          title: `이번 주 체크인 ${krs.length}건`,
          body: `「${krs[0].title}」${krs.length > 1 ? ` 외 ${krs.length - 1}건` : ''}의 이번 주 체크인을 입력해 주세요.`,
          contentLocation: krs.length === 1 ? `/keyresult/${krs[0].id}` : '/keyresult?mineYn=Y&dueYn=Y',
          targetType: 'KEY_RESULT',
          targetId: krs.length === 1 ? krs[0].id : null,
          now,
        });
        sent++;
      }
    });
  }
  return sent;
}

/**
 * Health moves with the expected line every day: once a day per ACTIVE period the stored figures of its open goals
 * and key results are recomputed, deepest goals first so roll-ups read fresh children.
 */
export async function refreshOkrFigures(db: Database, now: Date): Promise<number> {
  const today = kstDate(now);
  const periods = await db
    .select({ id: okrPeriod.id })
    .from(okrPeriod)
    .where(and(eq(okrPeriod.deletedYn, 'N'), eq(okrPeriod.status, 'ACTIVE'), or(isNull(okrPeriod.refreshedOn), ne(okrPeriod.refreshedOn, today))));
  let goals = 0;
  for (const period of periods) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(okrPeriod)
        .set({ refreshedOn: today })
        .where(and(eq(okrPeriod.id, period.id), or(isNull(okrPeriod.refreshedOn), ne(okrPeriod.refreshedOn, today))))
        .returning({ id: okrPeriod.id });
      if (!claimed) return;
      const open = await tx
        .select({ id: goal.id })
        .from(goal)
        .where(and(eq(goal.periodId, period.id), eq(goal.deletedYn, 'N'), inArray(goal.status, ['DRAFT', 'ACTIVE'])))
        .orderBy(desc(goal.depth));
      for (const row of open) await recomputeGoal(tx, row.id, today);
      goals += open.length;
    });
  }
  return goals;
}

/** Figures refresh, then reminders, every half hour (each run does only what is due, once per period and day). */
export const okrJobsPlugin = periodicJob('okr daily jobs', 120_000, 30 * 60 * 1000, async (app) => {
  await refreshOkrFigures(app.db, app.clock());
  await runCheckInReminders(app.db, app.clock());
});
