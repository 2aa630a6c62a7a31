/**
 * The money rules of a sales order (DOMAIN §4 SalesOrder, §1.2): whole won, every
 * derived figure truncated. Quantities have 2 decimals and discounts 2 decimals, so
 * the arithmetic runs on scaled integers (BigInt) and never on floats.
 */
const hundredths = (value: number | string) => BigInt(Math.round(Number(value) * 100));

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100). */
export function lineAmount(qty: number | string, unitPrice: number, discountPct: number | string): number {
  const raw = hundredths(qty) * BigInt(unitPrice) * (10_000n - hundredths(discountPct));
  return Number(raw / 1_000_000n);
}

export type OrderTotals = { supplyAmount: number; vatAmount: number; totalAmount: number };

/** Supply = Σ line amounts; VAT = floor(supply × 10 ÷ 100). */
export function orderTotals(amounts: number[]): OrderTotals {
  const supplyAmount = amounts.reduce((sum, a) => sum + a, 0);
  const vatAmount = Math.floor((supplyAmount * 10) / 100);
  return { supplyAmount, vatAmount, totalAmount: supplyAmount + vatAmount };
}

export type ProgressLine = { qty: number | string; unitPrice: number; deliveredQty: number | string; billedAmount: number };

/**
 * perDelivered = Σ min(deliveredQty, qty) × unitPrice ÷ Σ qty × unitPrice × 100;
 * perBilled = Σ billed ÷ supply × 100; both truncated to 1 decimal (0 when there is nothing to deliver or bill).
 */
export function orderProgress(lines: ProgressLine[], supplyAmount: number): { perDelivered: number; perBilled: number } {
  let ordered = 0n;
  let delivered = 0n;
  for (const line of lines) {
    const qty = hundredths(line.qty);
    const done = hundredths(line.deliveredQty);
    ordered += qty * BigInt(line.unitPrice);
    delivered += (done < qty ? done : qty) * BigInt(line.unitPrice);
  }
  const billed = lines.reduce((sum, l) => sum + l.billedAmount, 0);
  return {
    perDelivered: ordered > 0n ? Number((delivered * 1000n) / ordered) / 10 : 0,
    perBilled: supplyAmount > 0 ? Math.min(100, Math.floor((billed * 1000) / supplyAmount) / 10) : 0,
  };
}

/** Delivery status the recorded quantities imply for a confirmed order. */
export function deliveryStatus(lines: Pick<ProgressLine, 'qty' | 'deliveredQty'>[]): 'CONFIRMED' | 'PARTIALLY_DELIVERED' | 'DELIVERED' {
  const any = lines.some((l) => hundredths(l.deliveredQty) > 0n);
  if (!any) return 'CONFIRMED';
  return lines.every((l) => hundredths(l.deliveredQty) >= hundredths(l.qty)) ? 'DELIVERED' : 'PARTIALLY_DELIVERED';
}
