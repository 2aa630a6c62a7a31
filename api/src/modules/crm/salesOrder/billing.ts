import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { type AuditChange, salesOrder, salesOrderLine } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { orderProgress } from '@dure/shared/money';
import { SALES_ORDER_ENTITY } from './service';

/**
 * Adds `amount` won (negative for amendments) to a line's billed figure, inside the
 * caller's transaction. The tax-invoice module calls this when a SALES invoice item
 * linked to the line is issued; a DELIVERED order that becomes fully billed closes.
 */
export async function recordBilling(tx: Executor, actor: Actor, lineId: number, amount: number): Promise<void> {
  const [line] = await tx
    .update(salesOrderLine)
    .set({ billedAmount: sql`${salesOrderLine.billedAmount} + ${amount}` })
    .where(eq(salesOrderLine.id, lineId))
    .returning();
  if (!line) return;
  const [order] = await tx.select().from(salesOrder).where(eq(salesOrder.id, line.orderId)).for('update');
  const lines = await tx.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, order.id));
  const changes: AuditChange[] = [{ field: `billedAmount:${line.seq}`, old: line.billedAmount - amount, new: line.billedAmount }];
  const closes = order.status === 'DELIVERED' && orderProgress(lines, order.supplyAmount).perBilled >= 100;
  if (closes) changes.push({ field: 'status', old: order.status, new: 'CLOSED' });
  await tx
    .update(salesOrder)
    .set({ ...(closes ? { status: 'CLOSED' as const, closedAt: actor.now } : {}), version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(salesOrder.id, order.id));
  await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: order.id, action: 'UPDATE', changes });
}
