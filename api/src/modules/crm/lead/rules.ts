import { addDays } from '../../../lib/time';

/** The lead's money formulas (DOMAIN §4 Lead, LeadLine): whole won, truncated. */

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100); qty up to 3 decimals, discount up to 2, computed exactly. */
export function lineAmount(qty: number, unitPrice: number, discountPct: number): number {
  const qtyMilli = BigInt(Math.round(qty * 1000));
  const keepCenti = BigInt(10_000 - Math.round(discountPct * 100));
  return Number((qtyMilli * BigInt(unitPrice) * keepCenti) / 10_000_000n);
}

/** floor(amount × probability ÷ 100). */
export function weightedAmount(amount: number, probability: number): number {
  return Number((BigInt(amount) * BigInt(probability)) / 100n);
}

/** LEAD_SOURCE code of a lead converted from an inquiry of each channel. */
export const SOURCE_OF_CHANNEL = {
  WEB_FORM: 'INBOUND_WEB',
  PHONE: 'INBOUND_PHONE',
  EMAIL: 'INBOUND_EMAIL',
  EXHIBITION: 'EXHIBITION',
} as const;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first Mon–Fri day after `day` (public holidays are not modelled). */
export function nextBusinessDay(day: string): string {
  let d = addDays(day, 1);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, 1);
  return d;
}

/**
 * An inquiry is answered within one business day: one received on `day` is overdue
 * once the next business day has ended. Returns the last received day that is
 * overdue on `today` (received on or before it and still unanswered → overdue).
 */
export function lastOverdueReceivedDay(today: string): string {
  let d = addDays(today, -1);
  while (nextBusinessDay(d) >= today) d = addDays(d, -1);
  return d;
}
