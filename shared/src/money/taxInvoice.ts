import { type TaxType, lineTax } from './vat';

/** Tax invoice item money rules of DOMAIN §4 TaxInvoice, in whole won. */

/** Hometax allows at most 16 item lines on one invoice. */
export const MAX_ITEMS = 16;

/** Supply of a line from quantity (2 decimals) and unit price: floor(qty × unitPrice), toward zero for minus lines. */
export function lineSupply(qty: number, unitPrice: number): number {
  return Math.trunc(Math.round(qty * unitPrice * 100) / 100);
}

export type ItemAmounts = { qty?: number | null; unitPrice?: number | null; supplyAmount?: number | null };

/** A line's supply: computed when both quantity and unit price are given, else the supply as entered (null if none). */
export function itemSupply(item: ItemAmounts): number | null {
  if (item.qty !== null && item.qty !== undefined && item.unitPrice !== null && item.unitPrice !== undefined) return lineSupply(item.qty, item.unitPrice);
  return item.supplyAmount ?? null;
}

export type Totals = { supplyAmount: number; taxAmount: number; totalAmount: number };

/** The invoice's amounts: Σ line supplies, Σ line VAT, and their sum. */
export function totalsOf(lines: readonly { supplyAmount: number; taxAmount: number }[]): Totals {
  const supplyAmount = lines.reduce((s, l) => s + l.supplyAmount, 0);
  const taxAmount = lines.reduce((s, l) => s + l.taxAmount, 0);
  return { supplyAmount, taxAmount, totalAmount: supplyAmount + taxAmount };
}

/** `totalsOf` for lines as typed: each line's supply by `itemSupply` (0 while missing) and its VAT by `lineTax`. */
export function itemTotals(items: readonly ItemAmounts[], taxType: TaxType): Totals {
  return totalsOf(
    items.map((item) => {
      const supplyAmount = itemSupply(item) ?? 0;
      return { supplyAmount, taxAmount: lineTax(taxType, supplyAmount) };
    }),
  );
}
