import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { salesOrder } from '../../../db/schema';

/** Orders an invoice may bill: confirmed (or further along), never drafts or canceled ones. */
const BILLABLE = ['CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED'];

/** The order must be the buyer's and billable. */
export async function checkSalesOrder(tx: Executor, values: { salesOrderId?: number | null; customerId: number }, errors: Record<string, string>) {
  if (!values.salesOrderId) return;
  const [order] = await tx
    .select({ customerId: salesOrder.customerId, status: salesOrder.status })
    .from(salesOrder)
    .where(and(eq(salesOrder.id, values.salesOrderId), eq(salesOrder.deletedYn, 'N')));
  if (!order || order.customerId !== values.customerId) errors.salesOrderId = API_MESSAGES.taxInvoiceSalesOrderMismatch;
  else if (!BILLABLE.includes(order.status)) errors.salesOrderId = API_MESSAGES.taxInvoiceSalesOrderState;
}
