import { labelled } from '../contracts/common';

/**
 * Currencies and exact amounts (DOMAIN §1.2): every amount is an integer of the currency's minor unit
 * (won for KRW, cents for foreign amounts) as a bigint, so nothing is rounded by floating point.
 */

/** The one currency list: what contracts and sales orders may be written in, with their Korean names (JPY is quoted per 100). */
export const Currency = labelled(
  {
    KRW: 'KRW 원',
    USD: 'USD 미국 달러',
    EUR: 'EUR 유로',
    JPY: 'JPY 일본 엔 (100엔당)',
    CNY: 'CNY 중국 위안',
    GBP: 'GBP 영국 파운드',
  },
  '통화 코드',
);
export const CURRENCY_CODES = Currency.codes;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Units of the currency one exchange rate is quoted for: JPY per 100 (DOMAIN §1.2 quoteUnit). */
export const CURRENCIES: Readonly<Record<CurrencyCode, { quoteUnit: number }>> = {
  KRW: { quoteUnit: 1 },
  USD: { quoteUnit: 1 },
  EUR: { quoteUnit: 1 },
  JPY: { quoteUnit: 100 },
  CNY: { quoteUnit: 1 },
  GBP: { quoteUnit: 1 },
};

export const isCurrency = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code);

/** Minor units per unit: 1 for KRW (whole won), 100 for foreign currencies (cents). */
export const scaleOf = (currency: string): bigint => (currency === 'KRW' ? 1n : 100n);

/**
 * An amount as minor units, or null when it is negative, not a plain decimal or finer than the currency
 * allows (KRW whole won, foreign 2 decimals; at most 15 whole digits).
 *
 * The decimal text is parsed, never multiplied as a float. A number is read as `String(value)`: the
 * shortest decimal that is that number, the same digits `JSON.stringify` sends. So a screen passing the
 * number of an input computes exactly what the server stores, and gets null where the server refuses.
 */
export function toMinor(value: number | string, currency: string): bigint | null {
  const text = String(value).trim();
  const pattern = currency === 'KRW' ? /^\d{1,15}$/ : /^\d{1,15}(\.\d{1,2})?$/;
  if (!pattern.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * scaleOf(currency) + (currency === 'KRW' ? 0n : BigInt(frac.padEnd(2, '0')));
}

/** Minor units back to the decimal text stored in numeric(18,2) (`Number(…)` of it for a screen). */
export function fromMinor(minor: bigint, currency: string): string {
  if (currency === 'KRW') return minor.toString();
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * A non-negative decimal with at most 8 whole digits and `decimals` decimals as an integer of
 * 10^-decimals: an exchange rate dec(12,4) as ten-thousandths, a percent dec(5,2) as hundredths.
 * Null when malformed (parsed like `toMinor`, never multiplied as a float).
 */
export function toFixedInt(value: number | string, decimals: number): bigint | null {
  const text = String(value).trim();
  if (!new RegExp(`^\\d{1,8}(\\.\\d{1,${decimals}})?$`).test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/**
 * krwSupplyAmount = floor(amt × rate ÷ quoteUnit) (DOMAIN §1.2), from the supply in minor units and the
 * rate in ten-thousandths (`toFixedInt(rate, 4)`); for KRW the supply itself.
 */
export function krwSupplyOf(supplyMinor: bigint, currency: string, rate4: bigint | null): bigint {
  if (currency === 'KRW') return supplyMinor;
  // IDR and VND are quoted per 100 like JPY, though contracts are not written in them (DOMAIN §6 Currency).
  const quote = BigInt(isCurrency(currency) ? CURRENCIES[currency].quoteUnit : ['IDR', 'VND'].includes(currency) ? 100 : 1);
  return (supplyMinor * (rate4 ?? 0n)) / (scaleOf(currency) * 10_000n * quote);
}
