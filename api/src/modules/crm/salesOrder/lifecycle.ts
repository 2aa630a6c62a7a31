import type { SalesOrderCancelBody, SalesOrderDeliveryBody, SalesOrderDetail } from '@dure/shared/contracts/crm/salesOrder';
import { API_MESSAGES } from '@dure/shared/messages';
import { deliveryStatus } from '@dure/shared/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { type AuditChange, type SalesOrderStatus, salesOrder, salesOrderDelivery, salesOrderLine } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { scopeOf } from '../../../lib/dataScope';
import { staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { isDate } from '../../../lib/time';
import { AREA, type Caller, type OrderRow, SALES_ORDER_ENTITY, getOrder, orderInScope } from './service';

type Transition = { from: readonly SalesOrderStatus[]; to: SalesOrderStatus; refused: string };

/**
 * Manual state changes (DOMAIN §4 SalesOrder). Delivery states follow the recorded
 * deliveries; CLOSED also follows full billing (see recordBilling).
 */
const TRANSITIONS = {
  confirm: { from: ['DRAFT'], to: 'CONFIRMED', refused: API_MESSAGES.salesOrderConfirmOnlyDraft },
  close: { from: ['PARTIALLY_DELIVERED', 'DELIVERED'], to: 'CLOSED', refused: API_MESSAGES.salesOrderCloseNotAllowed },
  cancel: { from: ['DRAFT', 'CONFIRMED'], to: 'CANCELED', refused: API_MESSAGES.salesOrderCancelNotAllowed },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

export async function changeOrderState(
  db: Database,
  actor: Actor,
  caller: Caller,
  id: number,
  name: TransitionName,
  body: SalesOrderCancelBody,
): Promise<SalesOrderDetail> {
  const t: Transition = TRANSITIONS[name];
  const scope = await scopeOf(db, caller, AREA);
  await db.transaction(async (tx) => {
    const order = await orderInScope(tx, caller, scope, id, true);
    if (order.version !== body.version) throw staleVersion();
    if (!t.from.includes(order.status)) throw stateConflict(t.refused);
    const stamp: Partial<OrderRow> =
      t.to === 'CONFIRMED' ? { confirmedAt: actor.now } : t.to === 'CLOSED' ? { closedAt: actor.now } : { canceledAt: actor.now, cancelReason: body.reason?.trim() || null };
    await tx
      .update(salesOrder)
      .set({ ...stamp, status: t.to, version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(salesOrder.id, id));
    const changes: AuditChange[] = [{ field: 'status', old: order.status, new: t.to }];
    if (stamp.cancelReason) changes.push({ field: 'cancelReason', old: null, new: stamp.cancelReason });
    await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: id, action: 'STATE', changes });
  });
  return getOrder(db, caller, id);
}

const hundredths = (n: number | string) => Math.round(Number(n) * 100);

/**
 * POST /delivery: adds shipped quantities to the lines (never above the ordered
 * quantity) and moves the order to PARTIALLY_DELIVERED or DELIVERED. Stands in for
 * MES stock issues until that module exists.
 */
export async function recordDelivery(db: Database, actor: Actor, caller: Caller, id: number, input: SalesOrderDeliveryBody): Promise<SalesOrderDetail> {
  const errors: Record<string, string> = {};
  if (!isDate(input.deliveryDate)) errors.deliveryDate = API_MESSAGES.dateInvalid;
  const wanted = input.lines.filter((l) => l.qty !== 0);
  input.lines.forEach((l, i) => {
    if (!(l.qty >= 0) || Math.abs(l.qty * 100 - hundredths(l.qty)) > 1e-6) errors[`lines.${i}.qty`] = API_MESSAGES.salesOrderQtyPositive;
  });
  if (wanted.length === 0) errors.lines = API_MESSAGES.salesOrderDeliveryEmpty;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const scope = await scopeOf(db, caller, AREA);
  await db.transaction(async (tx) => {
    const order = await orderInScope(tx, caller, scope, id, true);
    if (order.version !== input.version) throw staleVersion();
    if (!['CONFIRMED', 'PARTIALLY_DELIVERED'].includes(order.status)) throw stateConflict(API_MESSAGES.salesOrderDeliveryNotAllowed);
    const lines = await tx.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const added = new Map<number, number>();
    input.lines.forEach((l, i) => {
      const line = byId.get(l.lineId);
      if (!line) {
        errors[`lines.${i}.lineId`] = API_MESSAGES.salesOrderLineNotFound;
        return;
      }
      const total = (added.get(l.lineId) ?? 0) + hundredths(l.qty);
      const remaining = hundredths(line.qty) - hundredths(line.deliveredQty);
      if (total > remaining) errors[`lines.${i}.qty`] = fill(API_MESSAGES.salesOrderDeliveryOverQty, { remaining: remaining / 100 });
      added.set(l.lineId, total);
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const changes: AuditChange[] = [];
    for (const [lineId, qty] of added) {
      if (qty === 0) continue;
      const line = byId.get(lineId)!;
      const deliveredQty = ((hundredths(line.deliveredQty) + qty) / 100).toFixed(2);
      await tx.update(salesOrderLine).set({ deliveredQty }).where(eq(salesOrderLine.id, lineId));
      await tx.insert(salesOrderDelivery).values({
        orderId: id,
        lineId,
        deliveryDate: input.deliveryDate,
        qty: (qty / 100).toFixed(2),
        note: input.note?.trim() || null,
        createdAt: actor.now,
        createdBy: actor.actorId,
      });
      changes.push({ field: `deliveredQty:${line.seq}`, old: `${line.itemName} ${Number(line.deliveredQty)}`, new: `${line.itemName} ${Number(deliveredQty)} (${input.deliveryDate})` });
      line.deliveredQty = deliveredQty;
    }
    const status = deliveryStatus(lines);
    if (status !== order.status) changes.push({ field: 'status', old: order.status, new: status });
    await tx.update(salesOrder).set({ status, version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(salesOrder.id, id));
    await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: id, action: 'STATE', changes });
  });
  return getOrder(db, caller, id);
}
