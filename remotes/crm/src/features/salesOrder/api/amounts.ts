/**
 * The order's money rules as the server applies them (DOMAIN §4 SalesOrder, §1.2),
 * for the live totals of the form: whole won, truncated, on scaled integers.
 */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100); 0 while a figure is missing. */
export function lineAmount(qty: number | null | undefined, unitPrice: number | null | undefined, discountPct: number | null | undefined): number {
  if (!qty || !unitPrice || qty <= 0 || unitPrice < 0) return 0;
  const discount = Math.min(100, Math.max(0, discountPct ?? 0));
  return Number((hundredths(qty) * BigInt(Math.trunc(unitPrice)) * (10_000n - hundredths(discount))) / 1_000_000n);
}

export type Totals = { supplyAmount: number; vatAmount: number; totalAmount: number };

/** Supply = Σ lines; VAT = floor(supply × 10 ÷ 100). */
export function orderTotals(lines: { qty?: number | null; unitPrice?: number | null; discountPct?: number | null }[]): Totals {
  const supplyAmount = lines.reduce((sum, l) => sum + lineAmount(l.qty, l.unitPrice, l.discountPct), 0);
  const vatAmount = Math.floor((supplyAmount * 10) / 100);
  return { supplyAmount, vatAmount, totalAmount: supplyAmount + vatAmount };
}

/** What is left to ship of a line, in hundredths-safe arithmetic. */
export const remainingQty = (line: { qty: number; deliveredQty: number }) => Math.max(0, Math.round((line.qty - line.deliveredQty) * 100) / 100);
