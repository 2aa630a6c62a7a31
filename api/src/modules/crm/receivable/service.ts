import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { collection, collectionAllocation, customer, receivable, taxInvoice } from '../../../db/schema';
import {
  AGING_BUCKET,
  type AgingBucket,
  type Collection,
  type CollectionBody,
  type CollectionListQuery,
  RECEIVABLE_STATUS,
  type Receivable,
  type ReceivableDetail,
  type ReceivableListQuery,
  type ReceivableStatus,
} from '@dure/shared/contracts/crm/receivable';
import { type Actor, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { type Page, pageRequest, toPage } from '../../../lib/page';
import { isDate, kstDate, toKst } from '../../../lib/time';
import { agingBucketOf, daysBetween } from '../taxInvoice/rules';
import { syncTermCollected } from '../contract/termStatus';
import { escapeLike } from '../../../lib/like';

const AREA = 'DASHBOARD_BOND' as const;
export const RECEIVABLE_ENTITY = 'RECEIVABLE';
export const COLLECTION_ENTITY = 'COLLECTION';
type ReceivableRow = typeof receivable.$inferSelect;

const balanceSql = sql<number>`(${receivable.amount} - ${receivable.collectedAmount} - ${receivable.offsetAmount} - ${receivable.writtenOffAmount})`;
const overdueSql = (asOf: string) => sql<number>`(case when ${balanceSql} > 0 then greatest(0, ${asOf}::date - ${receivable.dueDate}) else 0 end)`;
const bucketSql = (asOf: string) =>
  sql<string>`(case when ${overdueSql(asOf)} = 0 then 'NOT_DUE' when ${overdueSql(asOf)} <= 30 then 'D1_30'
    when ${overdueSql(asOf)} <= 60 then 'D31_60' when ${overdueSql(asOf)} <= 90 then 'D61_90' else 'D90_PLUS' end)`;
const statusSql = sql<string>`(case when ${balanceSql} = 0 and ${receivable.writtenOffAmount} <> 0 then 'WRITTEN_OFF'
  when ${balanceSql} = 0 then 'PAID' when ${balanceSql} > 0 and ${receivable.collectedAmount} + ${receivable.offsetAmount} > 0 then 'PARTIAL' else 'OPEN' end)`;

export const balanceOf = (r: Pick<ReceivableRow, 'amount' | 'collectedAmount' | 'offsetAmount' | 'writtenOffAmount'>) =>
  r.amount - r.collectedAmount - r.offsetAmount - r.writtenOffAmount;

/** Balance, status, overdue days and aging bucket as of `asOf` (DOMAIN §4 Receivable). */
export function computed(r: ReceivableRow, asOf: string) {
  const balance = balanceOf(r);
  const overdueDays = balance > 0 ? Math.max(0, daysBetween(r.dueDate, asOf)) : 0;
  let status: ReceivableStatus = 'OPEN';
  if (balance === 0) status = r.writtenOffAmount !== 0 ? 'WRITTEN_OFF' : 'PAID';
  else if (balance > 0 && r.collectedAmount + r.offsetAmount > 0) status = 'PARTIAL';
  return { balance, status, overdueDays, agingBucket: agingBucketOf(overdueDays) };
}

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

// ---------------------------------------------------------------- receivables

const RECEIVABLE_SORTS: Record<string, SQL> = {
  dueDate: sql`${receivable.dueDate}`,
  billDate: sql`${receivable.billDate}`,
  amount: sql`${receivable.amount}`,
  customerName: sql`${customer.name}`,
};

function order(sorts: Record<string, SQL>, sort: string | undefined, fallback: string, tieBreaker: SQL | AnyPgColumn): SQL[] {
  const [field, dir = 'asc'] = (sort || fallback).split(',').map((s) => s.trim());
  const column = field === 'balance' ? balanceSql : sorts[field];
  if (!column || !['asc', 'desc'].includes(dir.toLowerCase())) throw validationError({ sort: API_MESSAGES.fieldChoice });
  return [dir.toLowerCase() === 'desc' ? desc(column) : asc(column), desc(tieBreaker)];
}

function checkDates(query: { fromDate?: string; toDate?: string }) {
  for (const key of ['fromDate', 'toDate'] as const) if (query[key] && !isDate(query[key]!)) throw validationError({ [key]: API_MESSAGES.fieldChoice });
}

const receivableColumns = {
  row: receivable,
  customerName: customer.name,
  invoiceNo: taxInvoice.invoiceNo,
  amendCode: taxInvoice.amendCode,
  ntsApprovalNo: taxInvoice.ntsApprovalNo,
};

function receivableView(
  r: { row: ReceivableRow; customerName: string | null; invoiceNo: string | null; amendCode: number | null; ntsApprovalNo: string | null },
  asOf: string,
): Receivable {
  const x = r.row;
  return {
    id: x.id,
    customerId: x.customerId,
    customerName: r.customerName,
    contractId: x.contractId,
    taxInvoiceId: x.taxInvoiceId,
    invoiceNo: r.invoiceNo,
    amendCode: r.amendCode,
    ntsApprovalNo: r.ntsApprovalNo,
    billDate: x.billDate,
    dueDate: x.dueDate,
    amount: x.amount,
    collectedAmount: x.collectedAmount,
    offsetAmount: x.offsetAmount,
    writtenOffAmount: x.writtenOffAmount,
    writeOffReason: x.writeOffReason,
    ...computed(x, asOf),
    ownerDeptId: x.ownerDeptId,
    ownerUserId: x.ownerUserId,
    version: x.version,
  };
}

export async function listReceivables(db: Executor, caller: ScopeCaller, query: ReceivableListQuery, now: Date): Promise<Page<Receivable>> {
  const request = pageRequest(query, 1000);
  const asOf = kstDate(now);
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [eq(receivable.deletedYn, 'N'), scopeCondition(scope, receivable.ownerDeptId, eq(receivable.ownerUserId, caller.userId))];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(or(ilike(customer.name, pattern), ilike(taxInvoice.invoiceNo, pattern)));
  }
  if (query.customerId) conditions.push(eq(receivable.customerId, query.customerId));
  if (query.contractId) conditions.push(eq(receivable.contractId, query.contractId));
  const buckets = list(query.bucketList);
  if (buckets.some((b) => !AGING_BUCKET.codes.includes(b as AgingBucket))) throw validationError({ bucketList: API_MESSAGES.fieldChoice });
  if (buckets.length > 0) conditions.push(inArray(bucketSql(asOf), buckets));
  const statuses = list(query.statusList);
  if (statuses.some((s) => !RECEIVABLE_STATUS.codes.includes(s as ReceivableStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(statusSql, statuses));
  if (query.overdueYn === 'Y') conditions.push(sql`${overdueSql(asOf)} > 0`);
  if (query.overdueYn === 'N') conditions.push(sql`${overdueSql(asOf)} = 0`);
  if (query.openYn === 'Y') conditions.push(sql`${balanceSql} <> 0`);
  checkDates(query);
  if (query.fromDate) conditions.push(gte(receivable.billDate, query.fromDate));
  if (query.toDate) conditions.push(lte(receivable.billDate, query.toDate));
  const where = and(...conditions);
  const base = () =>
    db.select(receivableColumns).from(receivable).leftJoin(customer, eq(customer.id, receivable.customerId)).leftJoin(taxInvoice, eq(taxInvoice.id, receivable.taxInvoiceId));
  const [{ total }] = await db
    .select({ total: count() })
    .from(receivable)
    .leftJoin(customer, eq(customer.id, receivable.customerId))
    .leftJoin(taxInvoice, eq(taxInvoice.id, receivable.taxInvoiceId))
    .where(where);
  const rows = await base().where(where).orderBy(...order(RECEIVABLE_SORTS, query.sort, 'dueDate,asc', receivable.id)).limit(request.size).offset(request.offset);
  return toPage(rows.map((r) => receivableView(r, asOf)), Number(total), request);
}

async function loadReceivable(db: Executor, caller: ScopeCaller, id: number, forUpdate = false): Promise<ReceivableRow> {
  const scope = await scopeOf(db, caller, AREA);
  const query = db.select().from(receivable).where(and(eq(receivable.id, id), eq(receivable.deletedYn, 'N')));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.receivableNotFound);
  return row;
}

export async function getReceivable(db: Executor, caller: ScopeCaller, id: number, now: Date): Promise<ReceivableDetail> {
  await loadReceivable(db, caller, id);
  const [row] = await db
    .select(receivableColumns)
    .from(receivable)
    .leftJoin(customer, eq(customer.id, receivable.customerId))
    .leftJoin(taxInvoice, eq(taxInvoice.id, receivable.taxInvoiceId))
    .where(eq(receivable.id, id));
  const allocations = await db
    .select({ collectionId: collection.id, collectedDate: collection.collectedDate, method: collection.method, amount: collectionAllocation.amount, reversedFromId: collection.reversedFromId })
    .from(collectionAllocation)
    .innerJoin(collection, eq(collection.id, collectionAllocation.collectionId))
    .where(eq(collectionAllocation.receivableId, id))
    .orderBy(asc(collection.collectedDate), asc(collection.id));
  return { ...receivableView(row, kstDate(now)), allocations };
}

/** 대손 (DASHBOARD_BOND_ADMIN): writes off the whole remaining balance with the reason. */
export async function writeOff(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number, reason: string) {
  const why = reason.trim();
  if (!why) throw validationError({ reason: API_MESSAGES.receivableWriteOffReason });
  await db.transaction(async (tx) => {
    const current = await loadReceivable(tx, caller, id, true);
    if (current.version !== version) throw staleVersion();
    const balance = balanceOf(current);
    if (balance <= 0) throw stateConflict(API_MESSAGES.receivableNothingToWriteOff);
    await tx
      .update(receivable)
      .set({ writtenOffAmount: current.writtenOffAmount + balance, writeOffReason: why, writtenOffAt: actor.now, writtenOffBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(receivable.id, id));
    await writeAudit(tx, actor, {
      entityType: RECEIVABLE_ENTITY,
      entityId: id,
      action: 'STATE',
      changes: [
        { field: 'writtenOffAmount', old: current.writtenOffAmount, new: current.writtenOffAmount + balance },
        { field: 'writeOffReason', old: current.writeOffReason, new: why },
      ],
    });
  });
  return getReceivable(db, caller, id, actor.now);
}

// ---------------------------------------------------------------- collections

type CollectionRow = typeof collection.$inferSelect;

const COLLECTION_SORTS: Record<string, SQL> = {
  collectedDate: sql`${collection.collectedDate}`,
  amount: sql`${collection.amount}`,
  customerName: sql`${customer.name}`,
};

async function collectionViews(db: Executor, rows: { row: CollectionRow; customerName: string | null }[]): Promise<Collection[]> {
  const ids = rows.map((r) => r.row.id);
  const allocations = ids.length
    ? await db
        .select({ collectionId: collectionAllocation.collectionId, receivableId: collectionAllocation.receivableId, amount: collectionAllocation.amount, invoiceNo: taxInvoice.invoiceNo, dueDate: receivable.dueDate })
        .from(collectionAllocation)
        .innerJoin(receivable, eq(receivable.id, collectionAllocation.receivableId))
        .innerJoin(taxInvoice, eq(taxInvoice.id, receivable.taxInvoiceId))
        .where(inArray(collectionAllocation.collectionId, ids))
        .orderBy(asc(collectionAllocation.id))
    : [];
  return rows.map(({ row, customerName }) => {
    const mine = allocations.filter((a) => a.collectionId === row.id).map(({ collectionId: _, ...a }) => a);
    const allocated = mine.reduce((s, a) => s + a.amount, 0);
    return {
      id: row.id,
      customerId: row.customerId,
      customerName,
      collectedDate: row.collectedDate,
      amount: row.amount,
      method: row.method,
      noteDueDate: row.noteDueDate,
      memo: row.memo,
      allocatedAmount: allocated,
      advanceAmount: row.amount - allocated,
      allocations: mine,
      reversedFromId: row.reversedFromId,
      reversedYn: row.reversedYn,
      version: row.version,
      createdAt: toKst(row.createdAt),
    };
  });
}

export async function listCollections(db: Executor, caller: ScopeCaller, query: CollectionListQuery): Promise<Page<Collection>> {
  const request = pageRequest(query, 1000);
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [eq(collection.deletedYn, 'N'), scopeCondition(scope, collection.ownerDeptId, eq(collection.ownerUserId, caller.userId))];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(or(ilike(customer.name, `%${escapeLike(keyword)}%`), ilike(collection.memo, `%${escapeLike(keyword)}%`)));
  if (query.customerId) conditions.push(eq(collection.customerId, query.customerId));
  if (query.method) conditions.push(eq(collection.method, query.method));
  checkDates(query);
  if (query.fromDate) conditions.push(gte(collection.collectedDate, query.fromDate));
  if (query.toDate) conditions.push(lte(collection.collectedDate, query.toDate));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(collection).leftJoin(customer, eq(customer.id, collection.customerId)).where(where);
  const rows = await db
    .select({ row: collection, customerName: customer.name })
    .from(collection)
    .leftJoin(customer, eq(customer.id, collection.customerId))
    .where(where)
    .orderBy(...order(COLLECTION_SORTS, query.sort, 'collectedDate,desc', collection.id))
    .limit(request.size)
    .offset(request.offset);
  return toPage(await collectionViews(db, rows), Number(total), request);
}

async function loadCollection(db: Executor, caller: ScopeCaller, id: number, forUpdate = false): Promise<CollectionRow> {
  const scope = await scopeOf(db, caller, AREA);
  const query = db.select().from(collection).where(and(eq(collection.id, id), eq(collection.deletedYn, 'N')));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.collectionNotFound);
  return row;
}

export async function getCollection(db: Executor, caller: ScopeCaller, id: number): Promise<Collection> {
  const row = await loadCollection(db, caller, id);
  const [name] = await db.select({ name: customer.name }).from(customer).where(eq(customer.id, row.customerId));
  return (await collectionViews(db, [{ row, customerName: name?.name ?? null }]))[0];
}

async function applyAllocation(tx: Executor, actor: Actor, receivableId: number, delta: number) {
  await tx
    .update(receivable)
    .set({ collectedAmount: sql`${receivable.collectedAmount} + ${delta}`, version: sql`${receivable.version} + 1`, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(receivable.id, receivableId));
  await syncTermCollected(tx, receivableId);
}

/**
 * 수금 등록 (DASHBOARD_BOND_WRITE ⚑): allocations as given, else to the customer's
 * open receivables oldest due first; what is left stays as 선수금.
 */
export async function recordCollection(db: Database, actor: Actor, caller: ScopeCaller, input: CollectionBody) {
  const errors: Record<string, string> = {};
  if (input.amount <= 0) errors.amount = API_MESSAGES.collectionAmountPositive;
  if (!isDate(input.collectedDate)) errors.collectedDate = API_MESSAGES.fieldChoice;
  if (input.method === 'NOTE' && !input.noteDueDate) errors.noteDueDate = API_MESSAGES.collectionNoteDueRequired;
  if (input.noteDueDate && !isDate(input.noteDueDate)) errors.noteDueDate = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const id = await db.transaction(async (tx) => {
    const [buyer] = await tx.select({ id: customer.id, ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId }).from(customer).where(eq(customer.id, input.customerId));
    if (!buyer) throw validationError({ customerId: API_MESSAGES.taxInvoiceCustomerNotFound });
    const scope = await scopeOf(tx, caller, AREA);
    const open = await tx
      .select()
      .from(receivable)
      .where(and(eq(receivable.customerId, input.customerId), eq(receivable.deletedYn, 'N'), sql`${balanceSql} > 0`))
      .orderBy(asc(receivable.dueDate), asc(receivable.id))
      .for('update');
    const visible = open.filter((r) => inScope(scope, r.ownerDeptId, r.ownerUserId === caller.userId));
    let allocations: { receivableId: number; amount: number }[];
    if (input.allocations) {
      allocations = input.allocations.filter((a) => a.amount !== 0);
      allocations.forEach((a, i) => {
        const target = visible.find((r) => r.id === a.receivableId);
        if (!target) errors[`allocations[${i}].receivableId`] = API_MESSAGES.collectionAllocationCustomer;
        else if (a.amount < 0 || a.amount > balanceOf(target)) errors[`allocations[${i}].amount`] = API_MESSAGES.collectionAllocationBalance;
      });
      if (allocations.reduce((s, a) => s + a.amount, 0) > input.amount) errors.allocations = API_MESSAGES.collectionAllocationExceeds;
      if (new Set(allocations.map((a) => a.receivableId)).size !== allocations.length) errors.allocations ??= API_MESSAGES.fieldChoice;
    } else {
      let left = input.amount;
      allocations = [];
      for (const r of visible) {
        if (left <= 0) break;
        const part = Math.min(left, balanceOf(r));
        allocations.push({ receivableId: r.id, amount: part });
        left -= part;
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const [row] = await tx
      .insert(collection)
      .values({
        ownerDeptId: buyer.ownerDeptId,
        ownerUserId: actor.actorId,
        customerId: input.customerId,
        collectedDate: input.collectedDate,
        amount: input.amount,
        method: input.method,
        noteDueDate: input.noteDueDate ?? null,
        memo: input.memo?.trim() || null,
        createdBy: actor.actorId,
        updatedBy: actor.actorId,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (allocations.length > 0) await tx.insert(collectionAllocation).values(allocations.map((a) => ({ ...a, collectionId: row.id })));
    for (const a of allocations) await applyAllocation(tx, actor, a.receivableId, a.amount);
    await writeAudit(tx, actor, {
      entityType: COLLECTION_ENTITY,
      entityId: row.id,
      action: 'CREATE',
      changes: [
        { field: 'amount', old: null, new: row.amount },
        { field: 'method', old: null, new: row.method },
        { field: 'collectedDate', old: null, new: row.collectedDate },
        { field: 'allocations', old: null, new: allocations },
      ],
    });
    return row.id;
  });
  return getCollection(db, caller, id);
}

/** 수금 취소: a reversal entry with the negated amount and allocations; the original is kept and marked. */
export async function reverseCollection(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number, reason: string | undefined) {
  const reversalId = await db.transaction(async (tx) => {
    const original = await loadCollection(tx, caller, id, true);
    if (original.reversedFromId !== null) throw stateConflict(API_MESSAGES.collectionReversalOfReversal);
    if (original.reversedYn === 'Y') throw stateConflict(API_MESSAGES.collectionAlreadyReversed);
    if (original.version !== version) throw staleVersion();
    const allocations = await tx.select().from(collectionAllocation).where(eq(collectionAllocation.collectionId, id));
    const [row] = await tx
      .insert(collection)
      .values({
        ownerDeptId: original.ownerDeptId,
        ownerUserId: actor.actorId,
        customerId: original.customerId,
        collectedDate: kstDate(actor.now),
        amount: -original.amount,
        method: original.method,
        noteDueDate: original.noteDueDate,
        memo: reason?.trim() || `수금 취소 (#${original.id})`,
        reversedFromId: original.id,
        createdBy: actor.actorId,
        updatedBy: actor.actorId,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (allocations.length > 0) {
      await tx.insert(collectionAllocation).values(allocations.map((a) => ({ collectionId: row.id, receivableId: a.receivableId, amount: -a.amount })));
    }
    for (const a of allocations) await applyAllocation(tx, actor, a.receivableId, -a.amount);
    await tx.update(collection).set({ reversedYn: 'Y', version: original.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(collection.id, id));
    await writeAudit(tx, actor, { entityType: COLLECTION_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'reversedYn', old: 'N', new: 'Y' }] });
    await writeAudit(tx, actor, { entityType: COLLECTION_ENTITY, entityId: row.id, action: 'CREATE', changes: [{ field: 'reversedFromId', old: null, new: id }] });
    return row.id;
  });
  return getCollection(db, caller, reversalId);
}
