import { contractTotals, fromMinor, termAmounts, toFixedInt, toMinor } from '@dure/shared/money';
import type { TaxType, TermInput } from '../api/contractApi';

/**
 * The contract money rules of DOMAIN §4 as the form shows them live. The rules themselves are
 * '@dure/shared/money', the same code the server runs on save; here they meet the form's numbers
 * and get Korean words.
 */

const hasValue = (v: number | null | undefined): v is number => v !== null && v !== undefined && !Number.isNaN(v);

/** A form amount in minor units as the server reads it; null while missing or not yet storable (e.g. 10.5 원 mid-typing). */
const minorOf = (value: number | null | undefined, currency: string) => (hasValue(value) ? toMinor(value, currency) : null);
const toNumber = (minor: bigint, currency: string) => Number(fromMinor(minor, currency));

export type Amounts = { krwSupply: number; vat: number; total: number };

/** 원화 공급가, 부가세 (과세 10 %, 절사), 합계, exactly as the server will store them; null until the figures are valid. */
export function contractAmounts(input: { currencyCode: string; exchangeRate?: number | null; supplyAmount?: number | null; taxType: TaxType }): Amounts | null {
  const { currencyCode, exchangeRate, supplyAmount, taxType } = input;
  const supply = minorOf(supplyAmount, currencyCode);
  if (supply === null) return null;
  let rate4: bigint | null = null;
  if (currencyCode !== 'KRW') {
    rate4 = hasValue(exchangeRate) ? toFixedInt(exchangeRate, 4) : null;
    if (rate4 === null || rate4 <= 0n) return null;
  }
  const { krwSupply, vat, total } = contractTotals(supply, currencyCode, rate4, taxType);
  return { krwSupply: Number(krwSupply), vat: Number(vat), total: Number(total) };
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

/** Σ payment terms against the supply, by the server's own rule (`termAmounts`). */
export function checkTerms(terms: Partial<TermInput>[], supplyAmount: number | null | undefined, currencyCode: string): TermCheck {
  const fmt = (n: number) => n.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
  const supply = minorOf(supplyAmount, currencyCode);
  if (supply === null) return { amounts: terms.map(() => null), sum: 0, difference: 0, ok: false, message: '공급가액을 먼저 입력해 주세요.' };
  const { lines, sumMinor } = termAmounts(terms, supply, currencyCode);
  const amounts = lines.map((line) => (line === null ? null : toNumber(line.amountMinor, currencyCode)));
  const sum = toNumber(sumMinor, currencyCode);
  const difference = toNumber(supply - sumMinor, currencyCode);
  if (terms.length === 0) {
    const ok = supply === 0n;
    return { amounts, sum: 0, difference, ok, message: ok ? null : '지급조건을 한 줄 이상 입력해 주세요.' };
  }
  if (lines.some((line) => line === null)) return { amounts, sum, difference, ok: false, message: '각 지급조건에 비율 또는 금액을 입력해 주세요.' };
  const ok = sumMinor === supply;
  return {
    amounts,
    sum,
    difference,
    ok,
    message: ok ? null : `지급조건 합계(${fmt(sum)})가 공급가액(${fmt(toNumber(supply, currencyCode))})과 ${difference > 0 ? `${fmt(difference)} 부족합니다` : `${fmt(-difference)} 초과합니다`}.`,
  };
}

/** The percent an amount makes of the supply (2 decimals), for showing a fixed-amount line's share. */
export function rateOf(amount: number | null | undefined, supplyAmount: number | null | undefined): number | null {
  if (!hasValue(amount) || !hasValue(supplyAmount) || supplyAmount <= 0) return null;
  return Math.floor((amount / supplyAmount) * 10_000) / 100;
}
