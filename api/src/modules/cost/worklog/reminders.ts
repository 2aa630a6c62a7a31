import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appUser, notification } from '../../../db/schema';
import { periodicJob } from '../../../lib/periodicJob';
import { addDays, kstDate, kstHour } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { WORK_LOG_WEEK_ENTITY, mondayOf } from './service';
import { belowExpected } from './management';

export const WORKLOG_MISSING = 'WORKLOG_MISSING';

/** The reminder slots of DOMAIN §6 (Asia/Seoul): Friday 17:00 for this week, Monday 09:00 for last week. */
export const WORKLOG_REMINDER_SLOTS = [
  { dow: 5, hour: 17, weekOffset: 0 },
  { dow: 1, hour: 9, weekOffset: -7 },
] as const;

/** The slot due at `now` (from its hour until the end of that KST day): its instant and the week it reminds of. */
export function dueSlot(now: Date): { at: Date; weekStart: string } | null {
  const today = kstDate(now);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const slot = WORKLOG_REMINDER_SLOTS.find((s) => s.dow === dow && kstHour(now) >= s.hour);
  if (!slot) return null;
  return { at: new Date(`${today}T${String(slot.hour).padStart(2, '0')}:00:00+09:00`), weekStart: addDays(mondayOf(today), slot.weekOffset) };
}

/**
 * N-WORKLOG-MISSING (DOMAIN §6, §9): at each slot, every active person whose logged hours of the week are below its
 * expected hours hears once. Idempotent: a person already reminded since the slot's instant is skipped.
 */
export async function runWorklogReminders(db: Database, now: Date): Promise<number> {
  const slot = dueSlot(now);
  if (!slot) return 0;
  const notYet = sql`not exists (select 1 from ${notification} n where n.user_id = ${appUser.id} and n.type = ${WORKLOG_MISSING} and n.created >= ${slot.at.toISOString()}::timestamptz)`;
  const people = await belowExpected(db, slot.weekStart, notYet);
  for (const p of people) {
    await notify(db, {
      userIds: [p.userId],
      category: 'COST',
      type: WORKLOG_MISSING,
      title: '업무일지 미작성',
      body: `${slot.weekStart} 주 업무일지가 ${p.loggedHours}시간으로 예상 ${p.expectedHours}시간보다 적습니다. 업무일지를 작성해 제출해 주세요.`,
      contentLocation: `/mypage/worklog?weekStart=${slot.weekStart}`,
      targetType: WORK_LOG_WEEK_ENTITY,
      now,
    });
  }
  return people.length;
}

/** Every 15 minutes; each run sends only what is due and not yet sent. */
export const worklogJobsPlugin = periodicJob('worklog reminders', 150_000, 15 * 60 * 1000, async (app) => {
  await runWorklogReminders(app.db, app.clock());
});

