import type { PaymentDueType, TaxType } from '../../../db/schema';

/**
 * Contract money rules of DOMAIN §1.2 / §4, on integers of the currency's minor unit
 * (won for KRW, cents for foreign amounts) so that nothing is rounded by floating point.
 */

/** Currencies a contract may be written in; JPY is quoted per 100 (DOMAIN §1.2 quoteUnit). */
export const CURRENCIES: Record<string, { quoteUnit: number }> = {
  KRW: { quoteUnit: 1 },
  USD: { quoteUnit: 1 },
  EUR: { quoteUnit: 1 },
  JPY: { quoteUnit: 100 },
  CNY: { quoteUnit: 1 },
  GBP: { quoteUnit: 1 },
};

export const scaleOf = (currency: string): bigint => (currency === 'KRW' ? 1n : 100n);

/** An amount as minor units, or null when it is negative, not finite or finer than the currency allows. */
export function toMinor(value: number | string, currency: string): bigint | null {
  const text = String(value).trim();
  const pattern = currency === 'KRW' ? /^\d{1,15}$/ : /^\d{1,15}(\.\d{1,2})?$/;
  if (!pattern.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * scaleOf(currency) + (currency === 'KRW' ? 0n : BigInt(frac.padEnd(2, '0')));
}

/** Minor units back to the decimal string stored in numeric(18,2). */
export function fromMinor(minor: bigint, currency: string): string {
  if (currency === 'KRW') return minor.toString();
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A rate as ten-thousandths (exchange rate dec(12,4)) or hundredths (percent dec(5,2)); null when malformed. */
export function toFixedInt(value: number | string, decimals: number): bigint | null {
  const text = String(value).trim();
  if (!new RegExp(`^\\d{1,8}(\\.\\d{1,${decimals}})?$`).test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** krwSupplyAmount = floor(amt × rate ÷ quoteUnit); for KRW the supply itself. */
export function krwSupplyOf(supplyMinor: bigint, currency: string, rate4: bigint | null): bigint {
  if (currency === 'KRW') return supplyMinor;
  const quote = BigInt(CURRENCIES[currency]?.quoteUnit ?? 1);
  return (supplyMinor * (rate4 ?? 0n)) / (scaleOf(currency) * 10_000n * quote);
}

/** VAT = floor(supply × 10 ÷ 100) when TAXABLE, else 0. */
export const vatOf = (krwSupply: bigint, taxType: TaxType): bigint => (taxType === 'TAXABLE' ? (krwSupply * 10n) / 100n : 0n);

export type TermInput = {
  name: string;
  rate?: number | string | null;
  amount?: number | string | null;
  dueType: PaymentDueType;
  dueDate?: string | null;
  milestoneName?: string | null;
};

export type PlannedTerm = {
  seq: number;
  name: string;
  /** Percent as hundredths, when entered as a rate. */
  rate100: bigint | null;
  amountMinor: bigint;
  dueType: PaymentDueType;
  dueDate: string | null;
  milestoneName: string | null;
};

export type TermProblem =
  | { kind: 'name' | 'value' | 'dueDate' | 'milestone'; seq: number }
  | { kind: 'sum'; sumMinor: bigint; supplyMinor: bigint }
  | { kind: 'required' | 'tooMany' | 'monthlyPeriod' };

export const MAX_TERMS = 120;

/** Calendar months from start to end inclusive, each due on the start's day (clamped to the month's end). */
export function monthlyDueDates(startDate: string, endDate: string): string[] {
  const [sy, sm, sd] = startDate.split('-').map(Number);
  const [ey, em] = endDate.split('-').map(Number);
  const dates: string[] = [];
  for (let y = sy, m = sm; y < ey || (y === ey && m <= em); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    dates.push(`${y}-${String(m).padStart(2, '0')}-${String(Math.min(sd, last)).padStart(2, '0')}`);
    if (dates.length > MAX_TERMS) break;
  }
  return dates;
}

/**
 * The stored payment terms of a contract: rate lines become floor(supply × rate ÷ 100), the last line
 * takes the rounding left by the rates, the total must equal the supply exactly, and a MONTHLY line
 * without a due date is spread over every month of the period (the last month takes the remainder).
 */
export function planTerms(
  inputs: readonly TermInput[],
  contract: { supplyMinor: bigint; currency: string; startDate: string; endDate: string },
): { terms: PlannedTerm[]; problems: TermProblem[] } {
  const problems: TermProblem[] = [];
  const { supplyMinor, currency } = contract;
  if (inputs.length === 0) {
    if (supplyMinor > 0n) problems.push({ kind: 'required' });
    return { terms: [], problems };
  }
  if (inputs.length > MAX_TERMS) return { terms: [], problems: [{ kind: 'tooMany' }] };

  const lines = inputs.map((input, i) => {
    const seq = i + 1;
    const name = input.name.trim();
    if (!name || name.length > 50) problems.push({ kind: 'name', seq });
    const hasRate = input.rate !== null && input.rate !== undefined && String(input.rate).trim() !== '';
    const hasAmount = input.amount !== null && input.amount !== undefined && String(input.amount).trim() !== '';
    let rate100: bigint | null = null;
    let amountMinor = 0n;
    if (hasRate && !hasAmount) {
      rate100 = toFixedInt(input.rate!, 2);
      if (rate100 === null || rate100 <= 0n || rate100 > 10_000n) problems.push({ kind: 'value', seq });
      else amountMinor = (supplyMinor * rate100) / 10_000n;
    } else if (hasAmount && !hasRate) {
      const minor = toMinor(input.amount!, currency);
      if (minor === null || minor <= 0n) problems.push({ kind: 'value', seq });
      else amountMinor = minor;
    } else {
      problems.push({ kind: 'value', seq });
    }
    const dueDate = input.dueDate?.trim() || null;
    if (input.dueType === 'ON_DATE' && !dueDate) problems.push({ kind: 'dueDate', seq });
    const milestoneName = input.milestoneName?.trim() || null;
    if (input.dueType === 'ON_MILESTONE' && (!milestoneName || milestoneName.length > 100)) problems.push({ kind: 'milestone', seq });
    return { name, rate100, amountMinor, dueType: input.dueType, dueDate, milestoneName };
  });
  if (problems.length > 0) return { terms: [], problems };

  const sum = lines.reduce((acc, l) => acc + l.amountMinor, 0n);
  const rateLines = BigInt(lines.filter((l) => l.rate100 !== null).length);
  const shortfall = supplyMinor - sum;
  if (shortfall > 0n && shortfall < rateLines) lines[lines.length - 1].amountMinor += shortfall;
  else if (shortfall !== 0n) return { terms: [], problems: [{ kind: 'sum', sumMinor: sum, supplyMinor }] };

  const terms: PlannedTerm[] = [];
  for (const line of lines) {
    if (line.dueType !== 'MONTHLY' || line.dueDate) {
      terms.push({ ...line, seq: terms.length + 1 });
      continue;
    }
    const months = monthlyDueDates(contract.startDate, contract.endDate);
    if (months.length > MAX_TERMS) return { terms: [], problems: [{ kind: 'monthlyPeriod' }] };
    const each = line.amountMinor / BigInt(months.length);
    months.forEach((dueDate, i) => {
      const amountMinor = i === months.length - 1 ? line.amountMinor - each * BigInt(months.length - 1) : each;
      terms.push({ ...line, seq: terms.length + 1, name: `${line.name.slice(0, 40)} (${dueDate.slice(0, 7)})`, rate100: null, amountMinor, dueDate });
    });
  }
  if (terms.length > MAX_TERMS) return { terms: [], problems: [{ kind: 'tooMany' }] };
  return { terms, problems: [] };
}
