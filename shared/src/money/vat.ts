import { labelled } from '../contracts/common';

/** 과세구분 (DOMAIN §4 Contract, TaxInvoice, Lead). */
export const TaxType = labelled({ TAXABLE: '과세', ZERO_RATED: '영세', EXEMPT: '면세' }, '과세구분');
export const TAX_TYPES = TaxType.codes;
export type TaxType = (typeof TAX_TYPES)[number];

/**
 * The one VAT rule (DOMAIN §1.2, §4): 10 % of the supply in whole won, truncated (절사) toward zero,
 * so a minus line's VAT is exactly the minus of the plus line's; 0 unless TAXABLE.
 */
export const vatOf = (supply: bigint, taxType: TaxType): bigint => (taxType === 'TAXABLE' ? (supply * 10n) / 100n : 0n);

/**
 * `vatOf` on a won amount held as a number (tax invoice lines, lead amounts), computed through bigint;
 * a missing supply has no VAT. (A fraction of a won would be dropped first, which truncates the same.)
 */
export function lineTax(taxType: TaxType, supply: number | null | undefined): number {
  if (!supply || !Number.isFinite(supply)) return 0;
  return Number(vatOf(BigInt(Math.trunc(supply)), taxType));
}
