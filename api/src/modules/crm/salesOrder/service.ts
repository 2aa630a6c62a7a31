import { admin, write } from '@dure/shared/access';
import type { Page } from '@dure/shared/contracts';
import type {
  SalesOrder,
  SalesOrderBody,
  SalesOrderDetail,
  SalesOrderLineBody,
  SalesOrderListQuery,
  SalesOrderUpdateBody,
} from '@dure/shared/contracts/crm/salesOrder';
import { deliveryStatus, lineAmount, orderTotals } from '@dure/shared/money';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { SALES_ORDER_STATUSES, type SalesOrderStatus, appUser, contract, customer, department, lead, salesOrder, salesOrderLine } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { nextDocNumber } from '../../../lib/docNumber';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { isDate } from '../../../lib/time';
import { loadDeliveries, loadOrderViews } from './view';
import { containsPattern } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';

export const SALES_ORDER_ENTITY = 'SALES_ORDER';
export const AREA = 'CRM' as const;
export const ORDER_AUDITED = [
  'customerId',
  'contractId',
  'leadId',
  'orderDate',
  'requestedDate',
  'currencyCode',
  'exchangeRate',
  'shipToAddress',
  'note',
  'ownerUserId',
  'ownerDeptId',
  'supplyAmount',
  'vatAmount',
  'totalAmount',
] as const;

export type Caller = ScopeCaller;
export type OrderRow = typeof salesOrder.$inferSelect;
type LineRow = typeof salesOrderLine.$inferSelect;

const live = eq(salesOrder.deletedYn, 'N');
const isAdmin = (caller: Caller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(AREA));
export const canWriteArea = (caller: Caller) => isAdmin(caller) || caller.authorities.has(write(AREA));

// ---------------------------------------------------------------- reading

const SORTS: Record<string, SQL> = {
  orderNo: sql`${salesOrder.orderNo}`,
  orderDate: sql`${salesOrder.orderDate}`,
  requestedDate: sql`${salesOrder.requestedDate}`,
  customerName: sql`${customer.name}`,
  totalAmount: sql`${salesOrder.totalAmount}`,
  supplyAmount: sql`${salesOrder.supplyAmount}`,
  status: sql`${salesOrder.status}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'orderDate,desc', [desc(salesOrder.id)]);

const selfOf = (caller: Caller) => eq(salesOrder.ownerUserId, caller.userId);

export async function listOrders(db: Database, caller: Caller, query: SalesOrderListQuery, maxSize?: number): Promise<Page<SalesOrder>> {
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, AREA);
  const withDeleted = query.includeDeletedYn === 'Y' && isAdmin(caller);
  const conditions: (SQL | undefined)[] = [withDeleted ? undefined : live, scopeCondition(scope, salesOrder.ownerDeptId, selfOf(caller))];
  const keyword = query.keyword?.trim();
  if (keyword) {
    conditions.push(or(ilike(sql`replace(${salesOrder.orderNo}, '-', '')`, containsPattern(keyword.replace(/-/g, ''))), ilike(customer.name, containsPattern(keyword))));
  }
  const statuses = (query.statusList ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses.some((s) => !SALES_ORDER_STATUSES.includes(s as SalesOrderStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(salesOrder.status, statuses as SalesOrderStatus[]));
  if (typeof query.customerId === 'number') conditions.push(eq(salesOrder.customerId, query.customerId));
  if (typeof query.ownerUserId === 'number') conditions.push(eq(salesOrder.ownerUserId, query.ownerUserId));
  if (query.mineYn === 'Y') conditions.push(selfOf(caller));
  if (typeof query.deptId === 'number') conditions.push(query.includeSubDeptYn === 'N' ? eq(salesOrder.ownerDeptId, query.deptId) : inDeptSubtree(salesOrder.ownerDeptId, query.deptId));
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = query[key];
    if (value && !isDate(value)) throw validationError({ [key]: API_MESSAGES.dateInvalid });
  }
  if (query.fromDate) conditions.push(gte(salesOrder.orderDate, query.fromDate));
  if (query.toDate) conditions.push(lte(salesOrder.orderDate, query.toDate));
  const where = and(...conditions);
  const sortedBy = orderOf(query.sort);
  // The page's ids in sort order (the customer's name is a sort key); the views are then read by id.
  const ids = () => db.select({ id: salesOrder.id }).from(salesOrder).leftJoin(customer, eq(customer.id, salesOrder.customerId));
  const counted = () => ids().where(where);
  const load = async (pageIds: number[]) => (await loadOrderViews(db, pageIds)).map(({ lines: _lines, ...v }) => v);
  if (keyword) {
    return keywordPage(db, request, {
      matching: counted(),
      sorted: (matched) => ids().where(matched(salesOrder.id)).orderBy(...sortedBy),
      ordered: ids().where(where).orderBy(...sortedBy),
      load,
    });
  }
  const rows = await db
    .select({ id: salesOrder.id, cappedCount: cappedCount(counted()) })
    .from(salesOrder)
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(where)
    .orderBy(...sortedBy)
    .limit(request.size)
    .offset(request.offset);
  const page = await countedPage(db, request, rows, (r) => r.id, counted);
  return { ...page, content: await load(page.content) };
}

/** A live order the caller may read, locked for update when `lock`; out of scope answers 404 (no existence leak). */
export async function orderInScope(tx: Executor, caller: Caller, scope: DataScope, id: number, lock = false): Promise<OrderRow> {
  const query = tx.select().from(salesOrder).where(and(eq(salesOrder.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.salesOrderNotFound);
  return row;
}

/** Detail of a live order in scope; CRM_ADMIN also opens deleted ones (to restore them). */
export async function getOrder(db: Executor, caller: Caller, id: number): Promise<SalesOrderDetail> {
  const scope = await scopeOf(db, caller, AREA);
  const [deleted] = isAdmin(caller) ? await db.select({ id: salesOrder.id }).from(salesOrder).where(and(eq(salesOrder.id, id), eq(salesOrder.deletedYn, 'Y'))) : [];
  if (!deleted) await orderInScope(db, caller, scope, id);
  const [view] = await loadOrderViews(db, [id]);
  return { ...view, deliveries: await loadDeliveries(db, id) };
}

// ---------------------------------------------------------------- writing

type Errors = Record<string, string>;

/** 1,000조 원: far beyond any order, and its total with VAT stays an exact JS number. */
const MAX_AMOUNT = 1e15;
const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const blankToNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** Field rules that need no database; line errors are keyed `lines.{index}.{field}`. */
function checkInput(input: SalesOrderBody, errors: Errors): void {
  if (!isDate(input.orderDate)) errors.orderDate = API_MESSAGES.dateInvalid;
  if (!isDate(input.requestedDate)) errors.requestedDate = API_MESSAGES.dateInvalid;
  else if (!errors.orderDate && input.requestedDate < input.orderDate) errors.requestedDate = API_MESSAGES.salesOrderRequestedBeforeOrder;
  const currency = input.currencyCode ?? 'KRW';
  if (currency !== 'KRW' && !input.exchangeRate) errors.exchangeRate = API_MESSAGES.salesOrderRateRequired;
  if (input.lines.length === 0) errors.lines = API_MESSAGES.salesOrderLinesRequired;
  input.lines.forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    if (!line.itemName.trim()) errors[at('itemName')] = API_MESSAGES.fieldRequired;
    if (!(line.qty > 0) || !hasTwoDecimals(line.qty) || line.qty >= 1e12) errors[at('qty')] = API_MESSAGES.salesOrderQtyPositive;
    const discount = line.discountPct ?? 0;
    if (!(discount >= 0 && discount <= 100) || !hasTwoDecimals(discount)) errors[at('discountPct')] = API_MESSAGES.salesOrderDiscountRange;
    if (line.deliveryDate && !isDate(line.deliveryDate)) errors[at('deliveryDate')] = API_MESSAGES.dateInvalid;
    if (!errors[at('qty')] && !errors[at('discountPct')] && lineAmount(line.qty, line.unitPrice, discount) > MAX_AMOUNT) errors[at('unitPrice')] = API_MESSAGES.salesOrderAmountTooLarge;
  });
  const supply = input.lines.reduce((sum, l) => sum + (l.qty > 0 && l.qty < 1e12 ? lineAmount(l.qty, l.unitPrice, Math.min(100, Math.max(0, l.discountPct ?? 0))) : 0), 0);
  if (supply > MAX_AMOUNT && !errors.lines) errors.lines = API_MESSAGES.salesOrderAmountTooLarge;
}

/** References must exist, and contract and lead must be the order's customer's. */
async function checkReferences(tx: Executor, input: SalesOrderBody, scope: DataScope, errors: Errors): Promise<void> {
  const [c] = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.id, input.customerId), eq(customer.deletedYn, 'N')));
  if (!c) errors.customerId = API_MESSAGES.salesOrderCustomerNotFound;
  if (input.contractId) {
    const [row] = await tx.select({ customerId: contract.customerId }).from(contract).where(and(eq(contract.id, input.contractId), eq(contract.deletedYn, 'N')));
    if (!row || row.customerId !== input.customerId) errors.contractId = API_MESSAGES.salesOrderContractMismatch;
  }
  if (input.leadId) {
    const [row] = await tx.select({ customerId: lead.customerId }).from(lead).where(and(eq(lead.id, input.leadId), eq(lead.deletedYn, 'N')));
    if (!row || row.customerId !== input.customerId) errors.leadId = API_MESSAGES.salesOrderLeadMismatch;
  }
  if (input.ownerUserId) {
    const [u] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, input.ownerUserId), eq(appUser.deletedYn, 'N')));
    if (!u) errors.ownerUserId = API_MESSAGES.salesOrderOwnerNotFound;
  }
  if (input.ownerDeptId) {
    const [d] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, input.ownerDeptId), eq(department.deletedYn, 'N')));
    if (!d) errors.ownerDeptId = API_MESSAGES.userDeptNotFound;
    else if (scope.kind !== 'ORG' && !(scope.kind === 'DEPT' && scope.deptIds.includes(input.ownerDeptId))) errors.ownerDeptId = API_MESSAGES.salesOrderOutOfScope;
  }
}

function failIf(errors: Errors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

const lineValues = (line: SalesOrderLineBody, seq: number) => ({
  seq,
  productId: line.productId ?? null,
  itemName: line.itemName.trim(),
  spec: blankToNull(line.spec),
  qty: line.qty.toFixed(2),
  unitPrice: line.unitPrice,
  discountPct: (line.discountPct ?? 0).toFixed(2),
  amount: lineAmount(line.qty, line.unitPrice, line.discountPct ?? 0),
  deliveryDate: line.deliveryDate || null,
});

function headerValues(input: SalesOrderBody) {
  const currencyCode = input.currencyCode ?? 'KRW';
  return {
    customerId: input.customerId,
    contractId: input.contractId ?? null,
    leadId: input.leadId ?? null,
    orderDate: input.orderDate,
    requestedDate: input.requestedDate,
    currencyCode,
    exchangeRate: currencyCode === 'KRW' ? null : Number(input.exchangeRate).toFixed(4),
    shipToAddress: blankToNull(input.shipToAddress),
    note: blankToNull(input.note),
  };
}

async function callerDept(tx: Executor, userId: number): Promise<number | null> {
  const [row] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  return row?.deptId ?? null;
}

export async function createOrder(db: Database, actor: Actor, caller: Caller, input: SalesOrderBody): Promise<SalesOrderDetail> {
  const errors: Errors = {};
  checkInput(input, errors);
  failIf(errors);
  const scope = await scopeOf(db, caller, AREA);
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, input, scope, errors);
    failIf(errors);
    const ownerUserId = input.ownerUserId ?? caller.userId;
    const ownerDeptId = input.ownerDeptId ?? (await callerDept(tx, ownerUserId === caller.userId ? caller.userId : ownerUserId)) ?? (await callerDept(tx, caller.userId));
    const lines = input.lines.map((l, i) => lineValues(l, i + 1));
    const totals = orderTotals(lines.map((l) => l.amount));
    const [order] = await tx
      .insert(salesOrder)
      .values({
        ...headerValues(input),
        ...totals,
        orderNo: await nextDocNumber(tx, 'SALES_ORDER', input.orderDate),
        ownerUserId,
        ownerDeptId,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await tx.insert(salesOrderLine).values(lines.map((l) => ({ ...l, orderId: order.id })));
    await writeAudit(tx, actor, {
      entityType: SALES_ORDER_ENTITY,
      entityId: order.id,
      action: 'CREATE',
      changes: [...created(order, ['orderNo', ...ORDER_AUDITED]), { field: 'lines', old: null, new: lines.map(lineSummary) }],
    });
    return order.id;
  });
  return getOrder(db, caller, id);
}

const lineSummary = (l: { itemName: string; qty: string; unitPrice: number; discountPct: string; amount: number }) =>
  `${l.itemName} × ${Number(l.qty)} @ ${l.unitPrice}${Number(l.discountPct) ? ` (-${Number(l.discountPct)}%)` : ''} = ${l.amount}`;

const EDITABLE: readonly SalesOrderStatus[] = ['DRAFT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED'];

/**
 * PUT: header and lines replace the stored ones. Lines keep their id (and with it
 * their delivered and billed figures); a line with deliveries or billing cannot be
 * removed or cut below what was delivered.
 */
export async function updateOrder(db: Database, actor: Actor, caller: Caller, id: number, input: SalesOrderUpdateBody): Promise<SalesOrderDetail> {
  const errors: Errors = {};
  checkInput(input, errors);
  failIf(errors);
  const scope = await scopeOf(db, caller, AREA);
  await db.transaction(async (tx) => {
    const order = await orderInScope(tx, caller, scope, id, true);
    if (order.version !== input.version) throw staleVersion();
    if (!EDITABLE.includes(order.status)) throw stateConflict(API_MESSAGES.salesOrderNotEditable);
    await checkReferences(tx, { ...input, ownerDeptId: input.ownerDeptId === order.ownerDeptId ? null : input.ownerDeptId }, scope, errors);
    const stored = await tx.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, id));
    const storedById = new Map(stored.map((l) => [l.id, l]));
    const seen = new Set<number>();
    input.lines.forEach((line, i) => {
      if (!line.id) return;
      const old = storedById.get(line.id);
      if (!old || seen.has(line.id)) errors[`lines.${i}.id`] = API_MESSAGES.salesOrderLineNotFound;
      else if (line.qty < Number(old.deliveredQty)) errors[`lines.${i}.qty`] = fill(API_MESSAGES.salesOrderQtyBelowDelivered, { delivered: Number(old.deliveredQty) });
      seen.add(line.id);
    });
    const kept = new Set(input.lines.map((l) => l.id).filter(Boolean));
    if (stored.some((l) => !kept.has(l.id) && (Number(l.deliveredQty) > 0 || l.billedAmount !== 0))) errors.lines = API_MESSAGES.salesOrderLineInUse;
    failIf(errors);

    const next = input.lines.map((l, i) => ({ id: l.id ?? null, ...lineValues(l, i + 1) }));
    const totals = orderTotals(next.map((l) => l.amount));
    const header = {
      ...headerValues(input),
      ...totals,
      ownerUserId: input.ownerUserId ?? order.ownerUserId,
      ownerDeptId: input.ownerDeptId ?? order.ownerDeptId,
    };
    const changes = diff(order, header, ORDER_AUDITED);
    const before = stored.sort((a, b) => a.seq - b.seq).map(lineSummary);
    const after = next.map(lineSummary);
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ field: 'lines', old: before, new: after });
    if (changes.length === 0) return;

    for (const old of stored) if (!kept.has(old.id)) await tx.delete(salesOrderLine).where(eq(salesOrderLine.id, old.id));
    const merged: Pick<LineRow, 'qty' | 'deliveredQty'>[] = [];
    for (const { id: lineId, ...values } of next) {
      if (lineId) {
        await tx.update(salesOrderLine).set(values).where(eq(salesOrderLine.id, lineId));
        merged.push({ qty: values.qty, deliveredQty: storedById.get(lineId)!.deliveredQty });
      } else {
        await tx.insert(salesOrderLine).values({ ...values, orderId: id });
        merged.push({ qty: values.qty, deliveredQty: '0' });
      }
    }
    // A changed quantity can complete or reopen delivery of a confirmed order.
    const status = order.status === 'DRAFT' ? 'DRAFT' : deliveryStatus(merged);
    if (status !== order.status) changes.push({ field: 'status', old: order.status, new: status });
    await tx
      .update(salesOrder)
      .set({ ...header, status, version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(salesOrder.id, id));
    await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: id, action: 'UPDATE', changes });
  });
  return getOrder(db, caller, id);
}

/** Soft delete: CRM_WRITE deletes their own DRAFT orders, CRM_ADMIN any DRAFT order. */
export async function deleteOrder(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<void> {
  const scope = await scopeOf(db, caller, AREA);
  await db.transaction(async (tx) => {
    const order = await orderInScope(tx, caller, scope, id, true);
    if (order.version !== version) throw staleVersion();
    if (order.status !== 'DRAFT') throw stateConflict(API_MESSAGES.salesOrderDeleteOnlyDraft);
    const own = order.ownerUserId === caller.userId || order.createdBy === caller.userId;
    if (!own && !isAdmin(caller)) throw forbidden(API_MESSAGES.salesOrderDeleteOwnOnly);
    await tx
      .update(salesOrder)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(salesOrder.id, id));
    await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

/** CRM_ADMIN brings a deleted order back (DOMAIN §1.4). */
export async function restoreOrder(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<SalesOrderDetail> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(salesOrder).where(and(eq(salesOrder.id, id), eq(salesOrder.deletedYn, 'Y'))).for('update');
    if (!order) throw notFound(API_MESSAGES.salesOrderNotFound);
    if (order.version !== version) throw staleVersion();
    await tx
      .update(salesOrder)
      .set({ deletedYn: 'N', deletedAt: null, deletedBy: null, version: order.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(salesOrder.id, id));
    await writeAudit(tx, actor, { entityType: SALES_ORDER_ENTITY, entityId: id, action: 'RESTORE', changes: [{ field: 'deletedYn', old: 'Y', new: 'N' }] });
  });
  return getOrder(db, caller, id);
}
