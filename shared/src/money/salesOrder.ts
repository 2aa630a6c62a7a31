import { vatOf } from './vat';

/**
 * Sales order money rules of DOMAIN §4 SalesOrder (§1.2): whole won, every derived figure truncated.
 * Quantities and discounts have 2 decimals, so the arithmetic runs on hundredths as bigint, never on
 * floats. Figures come as numbers from a form or as numeric text from the database.
 */
type Figure = number | string | null | undefined;

const hundredths = (value: Figure) => BigInt(Math.round(Number(value ?? 0) * 100));

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100), the discount held to 0–100; 0 while quantity or price is missing. */
export function lineAmount(qty: Figure, unitPrice: Figure, discountPct: Figure): number {
  const quantity = hundredths(qty);
  const price = Math.trunc(Number(unitPrice ?? 0));
  if (quantity <= 0n || !(price > 0)) return 0;
  const discount = hundredths(Math.min(100, Math.max(0, Number(discountPct ?? 0))));
  return Number((quantity * BigInt(price) * (10_000n - discount)) / 1_000_000n);
}

export type OrderTotals = { supplyAmount: number; vatAmount: number; totalAmount: number };

/** Supply = Σ line amounts; VAT by the one rule (`vatOf`, taxable); total = supply + VAT. */
export function orderTotals(lineAmounts: readonly number[]): OrderTotals {
  const supplyAmount = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const vatAmount = Number(vatOf(BigInt(supplyAmount), 'TAXABLE'));
  return { supplyAmount, vatAmount, totalAmount: supplyAmount + vatAmount };
}

export type ProgressLine = { qty: Figure; unitPrice: number; deliveredQty: Figure; billedAmount: number };

/**
 * perDelivered = Σ min(deliveredQty, qty) × unitPrice ÷ Σ qty × unitPrice × 100;
 * perBilled = Σ billed ÷ supply × 100, at most 100; both truncated to 1 decimal (0 when there is nothing to deliver or bill).
 */
export function orderProgress(lines: readonly ProgressLine[], supplyAmount: number): { perDelivered: number; perBilled: number } {
  let ordered = 0n;
  let delivered = 0n;
  for (const line of lines) {
    const qty = hundredths(line.qty);
    const done = hundredths(line.deliveredQty);
    ordered += qty * BigInt(line.unitPrice);
    delivered += (done < qty ? done : qty) * BigInt(line.unitPrice);
  }
  const billed = lines.reduce((sum, line) => sum + line.billedAmount, 0);
  return {
    perDelivered: ordered > 0n ? Number((delivered * 1000n) / ordered) / 10 : 0,
    perBilled: supplyAmount > 0 ? Math.min(100, Math.floor((billed * 1000) / supplyAmount) / 10) : 0,
  };
}

/** The delivery status a confirmed order's recorded quantities imply. */
export function deliveryStatus(lines: readonly Pick<ProgressLine, 'qty' | 'deliveredQty'>[]): 'CONFIRMED' | 'PARTIALLY_DELIVERED' | 'DELIVERED' {
  if (!lines.some((line) => hundredths(line.deliveredQty) > 0n)) return 'CONFIRMED';
  return lines.every((line) => hundredths(line.deliveredQty) >= hundredths(line.qty)) ? 'DELIVERED' : 'PARTIALLY_DELIVERED';
}

/** What is left to ship of a line (2 decimals), never below zero. */
export function remainingQty(line: Pick<ProgressLine, 'qty' | 'deliveredQty'>): number {
  const left = hundredths(line.qty) - hundredths(line.deliveredQty);
  return left > 0n ? Number(left) / 100 : 0;
}
