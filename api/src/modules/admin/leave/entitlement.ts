import { addDays, addMonths } from '../../../lib/time';

/** Whole months from `from` to `to`: the largest m with from + m months ≤ to (0 when to < from + 1 month). */
export function fullMonths(from: string, to: string): number {
  if (to < from) return 0;
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  let months = (ty - fy) * 12 + (tm - fm);
  while (months > 0 && addMonths(from, months) > to) months--;
  return months;
}

export const FIRST_YEAR_MAX = 11;
export const ANNUAL_BASE = 15;
export const ANNUAL_MAX = 25;

export type Entitlement = { granted: number; periodFrom: string; periodTo: string };

/**
 * 연차 발생 (근로기준법 §60) on the hire-anniversary basis (입사일 기준, not the 회계연도 basis): before the first
 * anniversary, 1 day per full month worked as of `asOf` (≤ 11), over the period hire date .. day before the anniversary;
 * from the n-th anniversary, 15 + ⌊(n − 1) / 2⌋ days (≤ 25) for the year up to the next one. Null before the hire date.
 */
export function entitlementOn(hireDate: string, asOf: string): Entitlement | null {
  if (asOf < hireDate) return null;
  const months = fullMonths(hireDate, asOf);
  const years = Math.floor(months / 12);
  const periodFrom = addMonths(hireDate, years * 12);
  const periodTo = addDays(addMonths(hireDate, (years + 1) * 12), -1);
  const granted = years === 0 ? Math.min(FIRST_YEAR_MAX, months) : Math.min(ANNUAL_MAX, ANNUAL_BASE + Math.floor((years - 1) / 2));
  return { granted, periodFrom: years === 0 ? hireDate : periodFrom, periodTo };
}
