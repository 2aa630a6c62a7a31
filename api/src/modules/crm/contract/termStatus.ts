import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { paymentTerm, receivable, taxInvoice } from '../../../db/schema';

/** The due date of a payment term, which an invoice issued against it takes as its receivable's due date. */
export async function paymentTermDue(tx: Executor, paymentTermId: number | null): Promise<string | null> {
  if (!paymentTermId) return null;
  const [term] = await tx.select({ dueDate: paymentTerm.dueDate }).from(paymentTerm).where(eq(paymentTerm.id, paymentTermId));
  return term?.dueDate ?? null;
}

/** PLANNED → INVOICED when a SALES invoice against the term is issued (DOMAIN §4 TaxInvoice). */
export async function markTermInvoiced(tx: Executor, paymentTermId: number | null): Promise<void> {
  if (!paymentTermId) return;
  await tx.update(paymentTerm).set({ status: 'INVOICED' }).where(and(eq(paymentTerm.id, paymentTermId), eq(paymentTerm.status, 'PLANNED')));
}

/**
 * After money is allocated to (or taken back from) a receivable: its invoice's payment term is
 * COLLECTED once nothing is left to collect, and back to INVOICED when a reversal reopens it.
 */
export async function syncTermCollected(tx: Executor, receivableId: number): Promise<void> {
  const [row] = await tx
    .select({
      termId: taxInvoice.paymentTermId,
      balance: sql<string>`${receivable.amount} - ${receivable.collectedAmount} - ${receivable.offsetAmount} - ${receivable.writtenOffAmount}`,
    })
    .from(receivable)
    .innerJoin(taxInvoice, eq(taxInvoice.id, receivable.taxInvoiceId))
    .where(eq(receivable.id, receivableId));
  if (!row?.termId) return;
  const paid = Number(row.balance) <= 0;
  await tx
    .update(paymentTerm)
    .set({ status: paid ? 'COLLECTED' : 'INVOICED' })
    .where(and(eq(paymentTerm.id, row.termId), eq(paymentTerm.status, paid ? 'INVOICED' : 'COLLECTED')));
}
