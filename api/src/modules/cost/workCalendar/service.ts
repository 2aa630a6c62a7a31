import { and, count, gte, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { workCalendar } from '../../../db/schema';
import { addDays, kstDate } from '../../../lib/time';
import { KOREAN_HOLIDAYS } from './holidays';

export const STANDARD_HOURS = 8;

export type CalendarDay = { date: string; workdayYn: 'Y' | 'N'; holidayName: string | null; expectedHours: number };

const isWeekend = (day: string) => {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 0 || dow === 6;
};

/** Every day of a year: weekends and the listed holidays are not workdays. */
export function yearDays(year: number): (typeof workCalendar.$inferInsert)[] {
  const holidays = KOREAN_HOLIDAYS[year] ?? {};
  const rows: (typeof workCalendar.$inferInsert)[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    const holidayName = holidays[day] ?? null;
    rows.push({ calDate: day, workdayYn: holidayName || isWeekend(day) ? 'N' : 'Y', holidayName, standardHours: String(STANDARD_HOURS) });
  }
  return rows;
}

/** Reference data: this year's and next year's days, each year only while it has no row (an admin's later edits stay). */
export async function syncWorkCalendar(db: Database, now: Date): Promise<number> {
  const year = Number(kstDate(now).slice(0, 4));
  let added = 0;
  for (const y of [year, year + 1]) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(workCalendar)
      .where(and(gte(workCalendar.calDate, `${y}-01-01`), lte(workCalendar.calDate, `${y}-12-31`)));
    if (n > 0) continue;
    const rows = yearDays(y).map((r) => ({ ...r, createdAt: now, updatedAt: now }));
    await db.insert(workCalendar).values(rows).onConflictDoNothing();
    added += rows.length;
  }
  return added;
}

/** The days from..to (inclusive) with expected hours; a day missing from the calendar falls back to weekday = 8 h. */
export async function calendarDays(db: Executor, from: string, to: string): Promise<CalendarDay[]> {
  const rows = await db
    .select()
    .from(workCalendar)
    .where(and(gte(workCalendar.calDate, from), lte(workCalendar.calDate, to)));
  const byDate = new Map(rows.map((r) => [r.calDate, r]));
  const out: CalendarDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDate.get(day);
    if (row) out.push({ date: day, workdayYn: row.workdayYn, holidayName: row.holidayName, expectedHours: row.workdayYn === 'Y' ? Number(row.standardHours) : 0 });
    else out.push({ date: day, workdayYn: isWeekend(day) ? 'N' : 'Y', holidayName: null, expectedHours: isWeekend(day) ? 0 : STANDARD_HOURS });
  }
  return out;
}
