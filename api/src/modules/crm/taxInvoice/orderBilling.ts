import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { salesOrderLine } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { recordBilling } from '../salesOrder/billing';

/**
 * Splits `supply` over lines pro rata by line amount, each share truncated toward zero
 * and the rounding remainder on the last line, so the shares always add up to `supply`.
 */
export function splitByLineAmount(supply: number, amounts: number[]): number[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (amounts.length === 0 || total <= 0) return amounts.map(() => 0);
  const shares = amounts.map((a) => Number((BigInt(supply) * BigInt(a)) / BigInt(total)));
  shares[shares.length - 1] += supply - shares.reduce((sum, s) => sum + s, 0);
  return shares;
}

/** An issued SALES invoice linked to an order bills the order's lines with its supply amount (negative for minus amendments). */
export async function billSalesOrder(tx: Executor, actor: Actor, row: { direction: string; salesOrderId: number | null; supplyAmount: number }): Promise<void> {
  if (row.direction !== 'SALES' || !row.salesOrderId || row.supplyAmount === 0) return;
  const lines = await tx
    .select({ id: salesOrderLine.id, amount: salesOrderLine.amount })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, row.salesOrderId))
    .orderBy(asc(salesOrderLine.seq));
  const shares = splitByLineAmount(row.supplyAmount, lines.map((l) => l.amount));
  for (const [i, line] of lines.entries()) {
    if (shares[i] !== 0) await recordBilling(tx, actor, line.id, shares[i]);
  }
}
