import { and, eq, gte, inArray, max, min } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { costPeriod } from '../../../db/schema';
import { addDays } from '../../../lib/time';

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month after `ym`. */
export function nextYm(ym: string): string {
  const [y, m] = ym.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export const previousYm = (ym: string) => monthOf(addDays(`${ym}-01`, -1));

/** First and last day of a month. */
export const monthRange = (ym: string): [string, string] => [`${ym}-01`, addDays(`${nextYm(ym)}-01`, -1)];

const periodsAmong = (db: Executor, months: readonly string[]) =>
  db.select({ ym: costPeriod.ym, status: costPeriod.status }).from(costPeriod).where(inArray(costPeriod.ym, [...new Set(months)])).orderBy(costPeriod.ym);
const closedOf = (rows: readonly { ym: string; status: string }[]) => rows.filter((r) => r.status === 'CLOSED').map((r) => r.ym);

/**
 * The CLOSED months among `months`, for a writer. The rows are read FOR SHARE: a writer of those months waits for a
 * close in flight (which updates the row) and a close waits for the writer, so nothing lands in a month as it closes.
 */
export async function closedMonthsAmong(tx: Executor, months: readonly string[]): Promise<string[]> {
  if (months.length === 0) return [];
  return closedOf(await periodsAmong(tx, months).for('share'));
}

/** The CLOSED months among `months`, for a reader (no row lock). */
export async function closedMonthsOf(db: Executor, months: readonly string[]): Promise<string[]> {
  if (months.length === 0) return [];
  return closedOf(await periodsAmong(db, months));
}

/** The first CLOSED month on or after `ym` (a change from that day on would reach into it), or null. */
export async function firstClosedFrom(tx: Executor, ym: string): Promise<string | null> {
  const [row] = await tx.select({ ym: min(costPeriod.ym) }).from(costPeriod).where(and(eq(costPeriod.status, 'CLOSED'), gte(costPeriod.ym, ym)));
  return row?.ym ?? null;
}

/** The last CLOSED month, or null when none is. */
export async function lastClosedMonth(tx: Executor): Promise<string | null> {
  const [row] = await tx.select({ ym: max(costPeriod.ym) }).from(costPeriod).where(eq(costPeriod.status, 'CLOSED'));
  return row?.ym ?? null;
}
