import { labelled } from '../contracts/common';
import { krwSupplyOf, toFixedInt, toMinor } from './currency';
import { type TaxType, vatOf } from './vat';

/** Contract money rules of DOMAIN §4 Contract, on integers of the currency's minor unit. */

export type ContractTotals = { krwSupply: bigint; vat: bigint; total: bigint };

/** 원화공급가 = floor(amt × rate ÷ quoteUnit), 부가세 = vatOf(원화공급가), 합계 = 원화공급가 + 부가세 (all whole won). */
export function contractTotals(supplyMinor: bigint, currency: string, rate4: bigint | null, taxType: TaxType): ContractTotals {
  const krwSupply = krwSupplyOf(supplyMinor, currency, rate4);
  const vat = vatOf(krwSupply, taxType);
  return { krwSupply, vat, total: krwSupply + vat };
}

/** When a payment term falls due; MONTHLY without a date is spread over the contract's months. */
export const PaymentDueType = labelled({ ON_SIGN: '계약 시', ON_DATE: '지정일', ON_MILESTONE: '마일스톤', MONTHLY: '매월' }, '지급 시점');
export const PAYMENT_DUE_TYPES = PaymentDueType.codes;
export type PaymentDueType = (typeof PAYMENT_DUE_TYPES)[number];

/** A payment term's value: a rate of the supply (percent) or a fixed amount, exactly one of them. */
export type TermValue = { rate?: number | string | null; amount?: number | string | null };

export type TermInput = TermValue & {
  name: string;
  dueType: PaymentDueType;
  dueDate?: string | null;
  milestoneName?: string | null;
};

/** A line's value as computed: the rate as hundredths of a percent when entered as a rate, and its amount. */
export type TermLine = { rate100: bigint | null; amountMinor: bigint };

export type PlannedTerm = TermLine & {
  seq: number;
  name: string;
  dueType: PaymentDueType;
  dueDate: string | null;
  milestoneName: string | null;
};

export type TermProblem =
  | { kind: 'name' | 'value' | 'dueDate' | 'milestone'; seq: number }
  | { kind: 'sum'; sumMinor: bigint; supplyMinor: bigint }
  | { kind: 'required' | 'tooMany' | 'monthlyPeriod' };

export const MAX_TERMS = 120;

const given = (value: number | string | null | undefined): value is number | string =>
  value !== null && value !== undefined && String(value).trim() !== '';

/**
 * One line's value: a rate (0 < rate ≤ 100, at most 2 decimals) is floor(supply × rate ÷ 100); an amount
 * (> 0, in the currency's precision) is taken as entered. Null when the line has neither, both or a bad one.
 */
export function termLineOf(line: TermValue, supplyMinor: bigint, currency: string): TermLine | null {
  const hasRate = given(line.rate);
  const hasAmount = given(line.amount);
  if (hasRate && !hasAmount) {
    const rate100 = toFixedInt(line.rate!, 2);
    if (rate100 === null || rate100 <= 0n || rate100 > 10_000n) return null;
    return { rate100, amountMinor: (supplyMinor * rate100) / 10_000n };
  }
  if (hasAmount && !hasRate) {
    const amountMinor = toMinor(line.amount!, currency);
    if (amountMinor === null || amountMinor <= 0n) return null;
    return { rate100: null, amountMinor };
  }
  return null;
}

/**
 * Every line's value (null where `termLineOf` refuses it) and their sum. Rate lines are floored, so when
 * the sum falls short of the supply by less than the number of rate lines, the last line takes the
 * rounding and the sum is the supply exactly (DOMAIN §4 PaymentTerm); any other difference stays.
 */
export function termAmounts(lines: readonly TermValue[], supplyMinor: bigint, currency: string): { lines: (TermLine | null)[]; sumMinor: bigint } {
  const values = lines.map((line) => termLineOf(line, supplyMinor, currency));
  const sumMinor = values.reduce((acc, v) => acc + (v?.amountMinor ?? 0n), 0n);
  const rateLines = BigInt(values.filter((v) => v !== null && v.rate100 !== null).length);
  const shortfall = supplyMinor - sumMinor;
  const last = values.at(-1);
  if (last && shortfall > 0n && shortfall < rateLines) {
    values[values.length - 1] = { ...last, amountMinor: last.amountMinor + shortfall };
    return { lines: values, sumMinor: supplyMinor };
  }
  return { lines: values, sumMinor };
}

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

  const amounts = termAmounts(inputs, supplyMinor, currency);
  const lines = inputs.map((input, i) => {
    const seq = i + 1;
    const name = input.name.trim();
    if (!name || name.length > 50) problems.push({ kind: 'name', seq });
    const value = amounts.lines[i];
    if (value === null) problems.push({ kind: 'value', seq });
    const dueDate = input.dueDate?.trim() || null;
    if (input.dueType === 'ON_DATE' && !dueDate) problems.push({ kind: 'dueDate', seq });
    const milestoneName = input.milestoneName?.trim() || null;
    if (input.dueType === 'ON_MILESTONE' && (!milestoneName || milestoneName.length > 100)) problems.push({ kind: 'milestone', seq });
    return { name, rate100: value?.rate100 ?? null, amountMinor: value?.amountMinor ?? 0n, dueType: input.dueType, dueDate, milestoneName };
  });
  if (problems.length > 0) return { terms: [], problems };
  if (amounts.sumMinor !== supplyMinor) return { terms: [], problems: [{ kind: 'sum', sumMinor: amounts.sumMinor, supplyMinor }] };

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
