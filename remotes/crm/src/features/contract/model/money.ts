import type { TaxType, TermInput } from '../api/contractApi';

/**
 * The contract money rules of DOMAIN §4 as the form shows them live; the server applies the same
 * rules on save (integers of the currency's minor unit, so nothing drifts by floating point).
 */
export const CURRENCIES: { code: string; label: string; quoteUnit: number }[] = [
  { code: 'KRW', label: 'KRW 원', quoteUnit: 1 },
  { code: 'USD', label: 'USD 미국 달러', quoteUnit: 1 },
  { code: 'EUR', label: 'EUR 유로', quoteUnit: 1 },
  { code: 'JPY', label: 'JPY 일본 엔 (100엔당)', quoteUnit: 100 },
  { code: 'CNY', label: 'CNY 중국 위안', quoteUnit: 1 },
  { code: 'GBP', label: 'GBP 영국 파운드', quoteUnit: 1 },
];

const scaleOf = (currency: string) => (currency === 'KRW' ? 1 : 100);
const toMinor = (value: number, currency: string) => BigInt(Math.round(value * scaleOf(currency)));
const fromMinor = (minor: bigint, currency: string) => Number(minor) / scaleOf(currency);

export type Amounts = { krwSupply: number; vat: number; total: number };

/** KRW supply = floor(amt × rate ÷ quoteUnit), VAT = floor(supply × 10 ÷ 100) if 과세, total = supply + VAT. */
export function contractAmounts(input: { currencyCode: string; exchangeRate?: number | null; supplyAmount?: number | null; taxType: TaxType }): Amounts | null {
  const { currencyCode, exchangeRate, supplyAmount, taxType } = input;
  if (supplyAmount === null || supplyAmount === undefined || supplyAmount < 0) return null;
  let krw: bigint;
  if (currencyCode === 'KRW') krw = BigInt(Math.trunc(supplyAmount));
  else {
    if (!exchangeRate || exchangeRate <= 0) return null;
    const quote = BigInt(CURRENCIES.find((c) => c.code === currencyCode)?.quoteUnit ?? 1);
    krw = (toMinor(supplyAmount, currencyCode) * BigInt(Math.round(exchangeRate * 10_000))) / (100n * 10_000n * quote);
  }
  const vat = taxType === 'TAXABLE' ? (krw * 10n) / 100n : 0n;
  return { krwSupply: Number(krw), vat: Number(vat), total: Number(krw + vat) };
}

export type TermCheck = {
  /** Each line's amount in the contract currency (rate lines floored; the last line takes the rounding). */
  amounts: (number | null)[];
  sum: number;
  /** supply − Σ lines: 0 when the terms add up. */
  difference: number;
  ok: boolean;
  message: string | null;
};

const hasValue = (v: number | null | undefined): v is number => v !== null && v !== undefined && !Number.isNaN(v);

/** Σ payment terms against the supply, exactly as the server checks it. */
export function checkTerms(terms: Partial<TermInput>[], supplyAmount: number | null | undefined, currencyCode: string): TermCheck {
  const fmt = (n: number) => n.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
  if (!hasValue(supplyAmount)) return { amounts: terms.map(() => null), sum: 0, difference: 0, ok: false, message: '공급가액을 먼저 입력해 주세요.' };
  const supply = toMinor(supplyAmount, currencyCode);
  const minors = terms.map((t) => {
    if (hasValue(t.rate) && !hasValue(t.amount)) return (supply * BigInt(Math.round(t.rate * 100))) / 10_000n;
    if (hasValue(t.amount) && !hasValue(t.rate)) return toMinor(t.amount, currencyCode);
    return null;
  });
  const rateLines = BigInt(terms.filter((t) => hasValue(t.rate) && !hasValue(t.amount)).length);
  let sum = minors.reduce<bigint>((acc, m) => acc + (m ?? 0n), 0n);
  const shortfall = supply - sum;
  if (minors.length > 0 && shortfall > 0n && shortfall < rateLines && minors[minors.length - 1] !== null) {
    minors[minors.length - 1] = minors[minors.length - 1]! + shortfall;
    sum = supply;
  }
  const amounts = minors.map((m) => (m === null ? null : fromMinor(m, currencyCode)));
  const difference = fromMinor(supply - sum, currencyCode);
  if (terms.length === 0) {
    const ok = supply === 0n;
    return { amounts, sum: 0, difference, ok, message: ok ? null : '지급조건을 한 줄 이상 입력해 주세요.' };
  }
  if (minors.some((m) => m === null)) return { amounts, sum: fromMinor(sum, currencyCode), difference, ok: false, message: '각 지급조건에 비율 또는 금액을 입력해 주세요.' };
  const ok = sum === supply;
  return {
    amounts,
    sum: fromMinor(sum, currencyCode),
    difference,
    ok,
    message: ok ? null : `지급조건 합계(${fmt(fromMinor(sum, currencyCode))})가 공급가액(${fmt(supplyAmount)})과 ${difference > 0 ? `${fmt(difference)} 부족합니다` : `${fmt(-difference)} 초과합니다`}.`,
  };
}

/** The percent an amount makes of the supply (2 decimals), for showing a fixed-amount line's share. */
export function rateOf(amount: number | null | undefined, supplyAmount: number | null | undefined): number | null {
  if (!hasValue(amount) || !hasValue(supplyAmount) || supplyAmount <= 0) return null;
  return Math.floor((amount / supplyAmount) * 10_000) / 100;
}
