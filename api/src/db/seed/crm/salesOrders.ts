import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { nextDocNumber } from '../../../lib/docNumber';
import { addDays, kstDate } from '../../../lib/time';
import { deliveryStatus, lineAmount, orderTotals } from '@dure/shared/money';
import type { Executor } from '../../database';
import { type SalesOrderStatus, appUser, customer, department, salesOrder, salesOrderDelivery, salesOrderLine } from '../../schema';
import { type Random, between, logNormalBetween, mulberry32, pick } from '../random';

const ORDERS = 80;
const DAY_MS = 24 * 3600 * 1000;

/** Goods the demo company sells: name, spec, list price range in won. */
const ITEMS = [
  ['산업용 센서 모듈', 'DS-200', 80_000, 250_000],
  ['PLC 제어 유닛', 'PC-48', 900_000, 2_400_000],
  ['스마트 게이트웨이', 'GW-10', 450_000, 1_200_000],
  ['HMI 터치패널 10인치', 'HM-10', 600_000, 1_500_000],
  ['설치 브래킷', 'BR-S', 8_000, 30_000],
  ['통신 케이블 세트', 'CB-5M', 15_000, 60_000],
  ['데이터 수집 서버', 'DX-1U', 3_500_000, 9_000_000],
  ['환경 모니터링 키트', 'EM-K3', 250_000, 700_000],
  ['무선 중계기', 'RP-2', 120_000, 380_000],
  ['전원 공급 장치', 'PSU-24V', 60_000, 180_000],
] as const;

type Stage = 'DRAFT' | 'CONFIRMED' | 'PARTIAL' | 'DELIVERED' | 'CLOSED' | 'CANCELED';
/** States of the orders of the last 45 days, oldest first: the newest are still drafts. */
const IN_FLIGHT: readonly Stage[] = ['DELIVERED', 'PARTIAL', 'CONFIRMED', 'PARTIAL', 'CANCELED', 'DELIVERED', 'PARTIAL', 'CONFIRMED', 'CONFIRMED', 'PARTIAL', 'DRAFT', 'CONFIRMED', 'DRAFT'];

const ADDRESSES = ['본사 자재창고', '제1공장 출하장', '물류센터 2동', '현장 사무소'];

function linesFor(random: Random, orderDate: string) {
  const count = between(random, 1, 4);
  const items = [...ITEMS].sort(() => random() - 0.5).slice(0, count);
  return items.map(([itemName, spec, min, max], i) => {
    const unitPrice = Math.round(logNormalBetween(random, min, max) / 1000) * 1000;
    const qty = unitPrice > 1_000_000 ? between(random, 1, 5) : between(random, 2, 60);
    const discountPct = random() < 0.3 ? pick(random, [3, 5, 10]) : 0;
    return {
      seq: i + 1,
      itemName,
      spec,
      qty,
      unitPrice,
      discountPct,
      amount: lineAmount(qty, unitPrice, discountPct),
      deliveryDate: addDays(orderDate, between(random, 14, 45)),
    };
  });
}

/**
 * 80 sales orders over the last 24 months (DOMAIN §11), owned by the sales teams'
 * people for customers of their teams. Older orders are delivered (some closed by
 * hand, a few canceled), recent ones are drafts, confirmed or partly delivered.
 * Nothing is billed: billed figures come from tax invoices (recordBilling).
 */
export async function seedSalesOrders(tx: Executor, now: Date): Promise<{ salesOrders: number; salesOrderDeliveries: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(salesOrder);
  if (n > 0) return { salesOrders: 0, salesOrderDeliveries: 0 };
  const teams = await tx.select({ id: department.id }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2']));
  if (teams.length === 0) return { salesOrders: 0, salesOrderDeliveries: 0 };
  const people = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N')))
    .orderBy(asc(appUser.id));
  const customers = await tx
    .select({ id: customer.id, ownerUserId: customer.ownerUserId, address1: customer.address1 })
    .from(customer)
    .where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED')))
    .orderBy(asc(customer.id));
  if (people.length === 0 || customers.length === 0) return { salesOrders: 0, salesOrderDeliveries: 0 };

  const random = mulberry32(20_260_301);
  const today = kstDate(now);
  // A sixth of the orders fall in the last 45 days, so every in-flight state is on screen.
  const recent = Math.round(ORDERS / 6);
  const dates = Array.from({ length: ORDERS }, (_, i) => addDays(today, -(i < recent ? between(random, 0, 44) : between(random, 45, 729)))).sort();
  let deliveries = 0;
  let inFlight = 0;
  for (const orderDate of dates) {
    const buyer = pick(random, customers);
    const owner = people.find((p) => p.id === buyer.ownerUserId) ?? pick(random, people);
    const lines = linesFor(random, orderDate);
    const totals = orderTotals(lines.map((l) => l.amount));
    const age = (Date.parse(today) - Date.parse(orderDate)) / DAY_MS;
    const roll = random();
    // What has happened to an order of this age: older ones are done, recent ones in flight.
    const stage: Stage =
      age < 45 ? IN_FLIGHT[inFlight++ % IN_FLIGHT.length]
      : roll < 0.05 ? 'CANCELED'
      : age < 120 ? (roll < 0.3 ? 'PARTIAL' : roll < 0.85 ? 'DELIVERED' : 'CLOSED')
      : roll < 0.55 ? 'DELIVERED' : 'CLOSED';
    const confirmedAt = stage === 'DRAFT' || (stage === 'CANCELED' && age < 3) ? null : new Date(Date.parse(`${addDays(orderDate, 1)}T10:00:00+09:00`));
    const stamp = new Date(Date.parse(`${orderDate}T09:00:00+09:00`) + between(random, 0, 8 * 60) * 60_000);
    const [order] = await tx
      .insert(salesOrder)
      .values({
        orderNo: await nextDocNumber(tx, 'SALES_ORDER', orderDate),
        customerId: buyer.id,
        orderDate,
        requestedDate: addDays(orderDate, between(random, 21, 60)),
        shipToAddress: buyer.address1 ? `${buyer.address1} ${pick(random, ADDRESSES)}` : null,
        status: 'DRAFT',
        ...totals,
        ownerUserId: owner.id,
        ownerDeptId: owner.deptId,
        confirmedAt,
        createdAt: stamp,
        createdBy: owner.id,
        updatedAt: stamp,
        updatedBy: owner.id,
      })
      .returning({ id: salesOrder.id });
    const stored = await tx
      .insert(salesOrderLine)
      .values(lines.map((l) => ({ ...l, orderId: order.id, qty: l.qty.toFixed(2), discountPct: l.discountPct.toFixed(2) })))
      .returning();

    let status: SalesOrderStatus = stage === 'PARTIAL' ? 'CONFIRMED' : stage;
    if (stage === 'PARTIAL' || stage === 'DELIVERED' || stage === 'CLOSED') {
      const full = stage !== 'PARTIAL';
      for (const [i, line] of stored.entries()) {
        const qty = Number(line.qty);
        // A partial order ships its first line in part and maybe some later ones.
        const shipped = full ? qty : i === 0 ? Math.max(1, Math.floor(qty * (0.3 + random() * 0.4))) : random() < 0.4 ? qty : 0;
        if (shipped === 0) continue;
        const latest = Math.max(0, Math.min(Math.floor(age), 40));
        const deliveryDate = addDays(orderDate, between(random, Math.min(2, latest), latest));
        const split = full && shipped >= 4 && random() < 0.35 ? Math.floor(shipped / 2) : 0;
        for (const [part, partQty] of (split ? [[0, split], [1, shipped - split]] : [[0, shipped]]) as [number, number][]) {
          await tx.insert(salesOrderDelivery).values({
            orderId: order.id,
            lineId: line.id,
            deliveryDate: part === 0 ? deliveryDate : addDays(deliveryDate, Math.min(7, Math.max(0, Math.floor(age) - 40))),
            qty: partQty.toFixed(2),
            createdAt: stamp,
            createdBy: owner.id,
          });
          deliveries++;
        }
        line.deliveredQty = shipped.toFixed(2);
        await tx.update(salesOrderLine).set({ deliveredQty: line.deliveredQty }).where(eq(salesOrderLine.id, line.id));
      }
      status = stage === 'CLOSED' ? 'CLOSED' : deliveryStatus(stored);
    }
    await tx
      .update(salesOrder)
      .set({
        status,
        closedAt: status === 'CLOSED' ? new Date(Math.min(now.getTime(), stamp.getTime() + 60 * DAY_MS)) : null,
        canceledAt: status === 'CANCELED' ? new Date(stamp.getTime() + 3 * DAY_MS) : null,
        cancelReason: status === 'CANCELED' ? pick(random, ['고객사 예산 취소', '사양 변경으로 재발주 예정', '납기 불가로 취소']) : null,
      })
      .where(eq(salesOrder.id, order.id));
  }
  return { salesOrders: ORDERS, salesOrderDeliveries: deliveries };
}
