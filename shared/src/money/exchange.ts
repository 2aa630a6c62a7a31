import { toFixedInt, toMinor, scaleOf } from './currency';

/**
 * Exchange rates of DOMAIN §6 Currency / ExchangeRate: a rate is KRW per quote unit (100 for JPY, IDR,
 * VND; else 1) with four decimals; the rate of a day is the latest on or before it, and one more than
 * seven days older than the day asked is stale (the screens warn).
 */

/** Currencies quoted per 100 units (DOMAIN §6 Currency.quoteUnit). */
export const PER_HUNDRED_CURRENCIES = ['JPY', 'IDR', 'VND'] as const;

/** The quote unit a new currency gets by default: 100 for JPY, IDR and VND, else 1. */
export const defaultQuoteUnitOf = (code: string): number => ((PER_HUNDRED_CURRENCIES as readonly string[]).includes(code.toUpperCase()) ? 100 : 1);

/** A rate older than this many days before the day asked is stale. */
export const RATE_STALE_DAYS = 7;

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Whole days from `rateDate` to `date` (0 when the same day). */
export const rateAgeDays = (rateDate: string, date: string): number => dayNumber(date) - dayNumber(rateDate);

/** Whether a rate of `rateDate` used for `date` is more than RATE_STALE_DAYS old. */
export const isStaleRate = (rateDate: string, date: string): boolean => rateAgeDays(rateDate, date) > RATE_STALE_DAYS;

/** The latest rate on or before `date` among `rates` (any order), or null when every rate is later. */
export function rateOfDay<R extends { rateDate: string }>(rates: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const r of rates) if (r.rateDate <= date && (best === null || r.rateDate > best.rateDate)) best = r;
  return best;
}

/**
 * krwAmount = floor(amt × rate ÷ quoteUnit) (DOMAIN §1.2), exactly: `amount` in the currency (at most 2
 * decimals), `rate` KRW per quote unit (at most 4 decimals). Null when either is malformed.
 * JPY 10,000 at 912.35 (per 100) → 91,235원.
 */
export function krwAmountOf(amount: number | string, currency: string, rate: number | string, quoteUnit: number): bigint | null {
  if (currency === 'KRW') return toMinor(amount, 'KRW');
  const minor = toMinor(amount, currency);
  const rate4 = toFixedInt(rate, 4);
  if (minor === null || rate4 === null || !Number.isInteger(quoteUnit) || quoteUnit < 1) return null;
  return (minor * rate4) / (scaleOf(currency) * 10_000n * BigInt(quoteUnit));
}
