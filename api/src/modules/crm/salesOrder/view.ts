import type { SalesOrder, SalesOrderDelivery, SalesOrderLine } from '@dure/shared/contracts/crm/salesOrder';
import { orderProgress } from '@dure/shared/money';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { appUser, contract, customer, department, lead, salesOrder, salesOrderDelivery, salesOrderLine } from '../../../db/schema';
import { toKst } from '../../../lib/time';


const owner = alias(appUser, 'owner');

export function lineView(row: typeof salesOrderLine.$inferSelect): SalesOrderLine {
  return {
    id: row.id,
    seq: row.seq,
    productId: row.productId,
    itemName: row.itemName,
    spec: row.spec,
    qty: Number(row.qty),
    unitPrice: row.unitPrice,
    discountPct: Number(row.discountPct),
    amount: row.amount,
    deliveryDate: row.deliveryDate,
    deliveredQty: Number(row.deliveredQty),
    billedAmount: row.billedAmount,
  };
}

/** Orders by id (in the given order) with names, progress and their lines. */
export async function loadOrderViews(db: Executor, ids: number[]): Promise<(SalesOrder & { lines: SalesOrderLine[] })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: salesOrder,
      customerNo: customer.customerNo,
      customerName: customer.name,
      contractNo: contract.contractNo,
      leadNo: lead.leadNo,
      ownerUserName: owner.name,
      ownerDeptName: department.name,
    })
    .from(salesOrder)
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .leftJoin(contract, eq(contract.id, salesOrder.contractId))
    .leftJoin(lead, eq(lead.id, salesOrder.leadId))
    .leftJoin(owner, eq(owner.id, salesOrder.ownerUserId))
    .leftJoin(department, eq(department.id, salesOrder.ownerDeptId))
    .where(inArray(salesOrder.id, ids));
  const lines = await db.select().from(salesOrderLine).where(inArray(salesOrderLine.orderId, ids)).orderBy(asc(salesOrderLine.orderId), asc(salesOrderLine.seq));
  const linesOf = new Map<number, SalesOrderLine[]>();
  for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), lineView(l)]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => {
      const o = r.order;
      const own = linesOf.get(o.id) ?? [];
      const progress = orderProgress(own, o.supplyAmount);
      return {
        id: o.id,
        orderNo: o.orderNo,
        customerId: o.customerId,
        customerNo: r.customerNo,
        customerName: r.customerName,
        contractId: o.contractId,
        contractNo: r.contractNo,
        leadId: o.leadId,
        leadNo: r.leadNo,
        orderDate: o.orderDate,
        requestedDate: o.requestedDate,
        currencyCode: o.currencyCode,
        exchangeRate: o.exchangeRate === null ? null : Number(o.exchangeRate),
        shipToAddress: o.shipToAddress,
        note: o.note,
        status: o.status,
        supplyAmount: o.supplyAmount,
        vatAmount: o.vatAmount,
        totalAmount: o.totalAmount,
        billedAmount: own.reduce((sum, l) => sum + l.billedAmount, 0),
        ...progress,
        ownerUserId: o.ownerUserId,
        ownerUserName: r.ownerUserName,
        ownerDeptId: o.ownerDeptId,
        ownerDeptName: r.ownerDeptName,
        confirmedAt: toKst(o.confirmedAt),
        closedAt: toKst(o.closedAt),
        canceledAt: toKst(o.canceledAt),
        cancelReason: o.cancelReason,
        version: o.version,
        deletedYn: o.deletedYn,
        createdAt: toKst(o.createdAt),
        updatedAt: toKst(o.updatedAt),
        lineCount: own.length,
        lines: own,
      };
    });
}

export async function loadDeliveries(db: Executor, orderId: number): Promise<SalesOrderDelivery[]> {
  const rows = await db
    .select({ d: salesOrderDelivery, itemName: salesOrderLine.itemName, createdByName: appUser.name })
    .from(salesOrderDelivery)
    .innerJoin(salesOrderLine, eq(salesOrderLine.id, salesOrderDelivery.lineId))
    .leftJoin(appUser, eq(appUser.id, salesOrderDelivery.createdBy))
    .where(eq(salesOrderDelivery.orderId, orderId))
    .orderBy(asc(salesOrderDelivery.deliveryDate), asc(salesOrderDelivery.id));
  return rows.map((r) => ({
    id: r.d.id,
    lineId: r.d.lineId,
    itemName: r.itemName,
    deliveryDate: r.d.deliveryDate,
    qty: Number(r.d.qty),
    note: r.d.note,
    createdAt: toKst(r.d.createdAt),
    createdByName: r.createdByName,
  }));
}
