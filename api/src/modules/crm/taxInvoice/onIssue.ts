import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { customer, receivable, salesLedger } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { markTermInvoiced, paymentTermDue } from '../contract/termStatus';
import { billSalesOrder } from './orderBilling';
import { addDays } from '../../../lib/time';
import { API_MESSAGES } from '@dure/shared/messages';
import { stateConflict } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { closedMonthsAmong } from '../../cost/costPeriod/months';
import type { InvoiceRow } from './view';

export const RECEIVABLE_ENTITY = 'RECEIVABLE';

/**
 * What an ISSUED SALES invoice starts (DOMAIN §4): a Receivable (total incl. VAT,
 * negative for a minus amendment, which nets against the original's balance) and
 * the SalesLedger row of its month (supply, VAT excluded).
 */
export async function onSalesIssued(tx: Executor, actor: Actor, row: InvoiceRow): Promise<void> {
  if (row.direction !== 'SALES') return;
  const [buyer] = await tx.select({ paymentTermDays: customer.paymentTermDays }).from(customer).where(eq(customer.id, row.customerId));
  const dueDate = (await paymentTermDue(tx, row.paymentTermId)) ?? addDays(row.writeDate, buyer?.paymentTermDays ?? 30);
  let offset = 0;
  if (row.totalAmount < 0 && row.originalInvoiceId) {
    const [original] = await tx.select().from(receivable).where(eq(receivable.taxInvoiceId, row.originalInvoiceId)).for('update');
    if (original) {
      const open = original.amount - original.collectedAmount - original.offsetAmount - original.writtenOffAmount;
      offset = Math.max(0, Math.min(open, -row.totalAmount));
      if (offset > 0) {
        await tx
          .update(receivable)
          .set({ offsetAmount: original.offsetAmount + offset, version: original.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
          .where(eq(receivable.id, original.id));
      }
    }
  }
  const [bond] = await tx
    .insert(receivable)
    .values({
      ownerDeptId: row.ownerDeptId,
      ownerUserId: row.ownerUserId,
      customerId: row.customerId,
      contractId: row.contractId,
      taxInvoiceId: row.id,
      billDate: row.writeDate,
      dueDate,
      amount: row.totalAmount,
      offsetAmount: -offset,
      createdBy: actor.actorId,
      updatedBy: actor.actorId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning({ id: receivable.id });
  await writeAudit(tx, actor, {
    entityType: RECEIVABLE_ENTITY,
    entityId: bond.id,
    action: 'CREATE',
    changes: [
      { field: 'amount', old: null, new: row.totalAmount },
      { field: 'dueDate', old: null, new: dueDate },
    ],
  });
  if (row.ownerDeptId !== null) {
    // CostPeriod lock (DOMAIN §6): a CLOSED month's sales ledger takes no new row; the whole issue rolls back.
    const [closed] = await closedMonthsAmong(tx, [row.writeDate.slice(0, 7)]);
    if (closed) throw stateConflict(fill(API_MESSAGES.monthClosedSales, { ym: closed }));
    await tx.insert(salesLedger).values({
      ym: row.writeDate.slice(0, 7),
      sourceType: 'TAX_INVOICE',
      taxInvoiceId: row.id,
      customerId: row.customerId,
      contractId: row.contractId,
      deptId: row.ownerDeptId,
      amount: row.supplyAmount,
      createdBy: actor.actorId,
      updatedBy: actor.actorId,
      createdAt: actor.now,
      updatedAt: actor.now,
    });
  }
  await markTermInvoiced(tx, row.paymentTermId);
  await billSalesOrder(tx, actor, row);
}
