import { HALF_LEAVE_TYPES, LeaveType } from '@dure/shared/contracts/admin/leave';
import { type SQL, and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { leaveRecord } from '../../../db/schema';
import { addDays } from '../../../lib/time';

/**
 * What approved leave does to expected hours (DOMAIN §6 WorkLog: expected = calendar − approved leave): on a workday a
 * full-day type takes the whole day, a half day (HALF_AM / HALF_PM) half the standard hours; weekends and holidays
 * are not leave days.
 */

const HALF_SQL = sql.raw(HALF_LEAVE_TYPES.map((t) => `'${t}'`).join(', '));

/** Hours a day's approved leave types take off its expected hours. */
export function hoursOff(expectedHours: number, types: readonly LeaveType[]): number {
  if (expectedHours <= 0 || types.length === 0) return 0;
  if (types.some((t) => !HALF_LEAVE_TYPES.includes(t))) return expectedHours;
  return Math.min(expectedHours, (expectedHours / 2) * new Set(types).size);
}

/** The day's label for the grid, e.g. `연차`, `오전 반차`. */
export const leaveLabel = (types: readonly LeaveType[]): string | null => (types.length === 0 ? null : [...new Set(types)].map((t) => LeaveType.labels[t]).join(', '));

/** Approved leave of the users in from..to, by user and day. */
export async function approvedLeaveDays(db: Executor, userIds: readonly number[], from: string, to: string): Promise<Map<number, Map<string, LeaveType[]>>> {
  const out = new Map<number, Map<string, LeaveType[]>>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: leaveRecord.userId, type: leaveRecord.type, fromDate: leaveRecord.fromDate, toDate: leaveRecord.toDate })
    .from(leaveRecord)
    .where(and(eq(leaveRecord.deletedYn, 'N'), eq(leaveRecord.status, 'APPROVED'), inArray(leaveRecord.userId, [...new Set(userIds)]), lte(leaveRecord.fromDate, to), gte(leaveRecord.toDate, from)));
  for (const r of rows) {
    let days = out.get(r.userId);
    if (!days) out.set(r.userId, (days = new Map()));
    for (let d = r.fromDate < from ? from : r.fromDate; d <= r.toDate && d <= to; d = addDays(d, 1)) days.set(d, [...(days.get(d) ?? []), r.type]);
  }
  return out;
}

/**
 * The hours a person's approved leave takes off the given days, as a scalar SQL expression of the outer statement's
 * user column (set-based: one subquery per row, no query per person). `days`: the days with their expected hours.
 */
export function leaveHoursOffSql(userId: PgColumn | SQL, days: readonly { date: string; expectedHours: number }[]): SQL {
  const values = workdayValues(days);
  if (!values) return sql`0`;
  return sql`(select coalesce(sum(least(c.h, coalesce((
      select ${OFF_OF_DAY}
        from ${leaveRecord} lr
       where lr.user_id = ${userId} and lr.status = 'APPROVED' and lr.deleted_yn = 'N' and c.d between lr.from_date and lr.to_date), 0))), 0)
    from (values ${values}) as c(d, h))`;
}

/**
 * The hours approved leave takes off the given days for everyone `people` (a condition on `app_user u`) holds, as one
 * scalar: it reads the leave records in range, not every person × day, so it stays cheap for a whole company.
 */
export function leaveHoursOffTotalSql(people: SQL, days: readonly { date: string; expectedHours: number }[]): SQL {
  const values = workdayValues(days);
  if (!values) return sql`0`;
  return sql`(select coalesce(sum(least(x.h, x.off)), 0) from (
      select c.h, ${OFF_OF_DAY} as off
        from ${leaveRecord} lr
        join (values ${values}) as c(d, h) on c.d between lr.from_date and lr.to_date
        join app_user u on u.id = lr.user_id
       where ${people} and lr.status = 'APPROVED' and lr.deleted_yn = 'N'
       group by lr.user_id, c.d, c.h) x)`;
}

/** What one day's approved leave rows (lr, the day's hours c.h) take off it: all of it for a full-day type, else half per half day. */
const OFF_OF_DAY = sql`case when bool_or(lr.type not in (${HALF_SQL})) then c.h else c.h / 2 * count(distinct lr.type) end`;

function workdayValues(days: readonly { date: string; expectedHours: number }[]): SQL | null {
  const workdays = days.filter((d) => d.expectedHours > 0);
  if (workdays.length === 0) return null;
  return sql.join(
    workdays.map((d) => sql`(${d.date}::date, ${d.expectedHours}::numeric)`),
    sql`, `,
  );
}
