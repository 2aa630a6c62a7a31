import { randomInt } from 'node:crypto';
import { isValidBusinessNumber } from '@dure/shared/format';
import { addDays } from '../../../lib/time';

export const digitsOf = (value: string) => value.replace(/[-\s]/g, '');

/** 사업자등록번호 (DOMAIN §1.2): ten digits, written with or without hyphens and spaces, checksum valid. */
export function isValidBizNo(value: string | null | undefined): boolean {
  const d = digitsOf(value ?? '');
  return /^\d{10}$/.test(d) && isValidBusinessNumber(d);
}

/** Fixed-date Korean public holidays (MM-DD); lunar holidays move every year and are not listed. */
const FIXED_HOLIDAYS = new Set(['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25']);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const weekday = utc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FIXED_HOLIDAYS.has(day.slice(5));
}

/** 발급기한: the 10th of the month after the supply date, moved to the next business day. */
export function issueDeadlineOf(writeDate: string): string {
  const d = utc(writeDate);
  let day = dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 10)));
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
}

/**
 * The NTS 승인번호 the ASP would return: 24 characters, the first 8 the issue date
 * (YYYYMMDD), then 16 random digits (DOMAIN §1.2, shown 8-8-8). Uniqueness is
 * enforced by the database; the caller retries on a clash.
 */
export function simulatedApprovalNo(issueDate: string): string {
  let rest = '';
  for (let i = 0; i < 16; i++) rest += String(randomInt(10));
  return issueDate.replaceAll('-', '') + rest;
}

export type AgingBucket = 'NOT_DUE' | 'D1_30' | 'D31_60' | 'D61_90' | 'D90_PLUS';
export const AGING_BUCKETS: readonly AgingBucket[] = ['NOT_DUE', 'D1_30', 'D31_60', 'D61_90', 'D90_PLUS'];

export function agingBucketOf(overdueDays: number): AgingBucket {
  if (overdueDays <= 0) return 'NOT_DUE';
  if (overdueDays <= 30) return 'D1_30';
  if (overdueDays <= 60) return 'D31_60';
  if (overdueDays <= 90) return 'D61_90';
  return 'D90_PLUS';
}
