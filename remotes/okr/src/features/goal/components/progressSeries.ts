import { expectedPctOn, plusDays } from '@dure/shared/okr';
import type { CheckIn } from '../api/goalApi';

export type ProgressPoint = { day: string; expectedPct: number; progressPct?: number };

/**
 * The chart's points: the expected line (DOMAIN §5, the same function the server uses) every week of the period and on
 * each counted check-in's day, with the progress right after that check-in (the latest of its ISO week counts).
 */
export function progressSeries(periodStart: string, periodEnd: string, checkIns: readonly CheckIn[]): ProgressPoint[] {
  const counted = new Map(checkIns.filter((c) => c.countedYn === 'Y').map((c) => [c.checkInDate, c.progressSnapshot]));
  const days = new Set<string>([periodStart, periodEnd, ...counted.keys()]);
  for (let day = periodStart; day < periodEnd; day = plusDays(day, 7)) days.add(day);
  return [...days]
    .sort()
    .map((day) => ({ day, expectedPct: expectedPctOn(periodStart, periodEnd, day), ...(counted.has(day) ? { progressPct: counted.get(day) } : {}) }));
}
