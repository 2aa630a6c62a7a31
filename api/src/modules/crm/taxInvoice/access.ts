import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { taxInvoice } from '../../../db/schema';
import { type DataScope, type ScopeCaller, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { notFound } from '../../../lib/httpErrors';
import type { InvoiceRow } from './view';

export const AREA = 'TAX_INVOICE' as const;

/**
 * Data scope of invoices (DOMAIN §1.3, area TAX_INVOICE). ⚑ Holders of
 * TAX_INVOICE_MANAGEMENT_READ approve and watch deadlines for the whole
 * company, so they read every invoice.
 */
export async function invoiceScope(db: Executor, caller: ScopeCaller): Promise<DataScope> {
  if (caller.authorities.has('ROLE_TAX_INVOICE_MANAGEMENT_READ')) return { kind: 'ORG' };
  return scopeOf(db, caller, AREA);
}

export const selfOf = (caller: ScopeCaller): SQL => eq(taxInvoice.ownerUserId, caller.userId);

export function scopeWhere(scope: DataScope, caller: ScopeCaller): SQL {
  return scopeCondition(scope, taxInvoice.ownerDeptId, selfOf(caller));
}

/** A live invoice in the caller's scope, locked for update when `forUpdate`; 404 otherwise (no existence leak). */
export async function loadInvoice(db: Executor, caller: ScopeCaller, id: number, forUpdate = false): Promise<InvoiceRow> {
  const scope = await invoiceScope(db, caller);
  const query = db.select().from(taxInvoice).where(and(eq(taxInvoice.id, id), eq(taxInvoice.deletedYn, 'N')));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.taxInvoiceNotFound);
  return row;
}
