import { Yn } from '@dure/shared/contracts';
import {
  SALES_LEDGER_SOURCES,
  type SalesLedger,
  type SalesLedgerAdjustmentBody,
  type SalesLedgerAllocationBody,
  type SalesLedgerBody,
  type SalesLedgerBulkAllocationBody,
  type SalesLedgerListQuery,
  type SalesLedgerPage,
  type SalesLedgerSource,
  type SalesLedgerUpdateBody,
} from '@dure/shared/contracts/crm/salesLedger';
import { API_MESSAGES } from '@dure/shared/messages';
import { fromMinor, krwSupplyOf, toFixedInt, toMinor } from '@dure/shared/money';
import { type SQL, and, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { contract, costPeriod, currency, customer, department, project, salesLedger, taxInvoice } from '../../../db/schema';
import { type Actor, created as createdChanges, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { escapeLike } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { type Page, pageRequest, toPage } from '../../../lib/page';
import { toKst } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { closedMonthsAmong } from '../../cost/costPeriod/months';

const AREA = 'MED_SALES_MANAGEMENT' as const;
export const SALES_LEDGER_ENTITY = 'SALES_LEDGER';
type LedgerRow = typeof salesLedger.$inferSelect;

/** Every write of a CLOSED month is refused (DOMAIN §6 CostPeriod: CLOSED locks SalesLedger). */
async function assertOpenMonths(tx: Executor, months: string[]) {
  const [closed] = await closedMonthsAmong(tx, months);
  if (closed) throw stateConflict(fill(API_MESSAGES.salesLedgerMonthClosed, { ym: closed }));
}

const closedSql = sql<Yn>`(case when exists (select 1 from ${costPeriod} cp where cp.ym = ${salesLedger.ym} and cp.status = 'CLOSED') then 'Y' else 'N' end)`;

const columns = {
  row: salesLedger,
  invoiceNo: taxInvoice.invoiceNo,
  customerName: customer.name,
  contractNo: contract.contractNo,
  contractTitle: contract.title,
  projectNo: project.projectNo,
  projectName: project.name,
  deptName: department.name,
  closedYn: closedSql,
};
type Joined = { row: LedgerRow; invoiceNo: string | null; customerName: string | null; contractNo: string | null; contractTitle: string | null; projectNo: string | null; projectName: string | null; deptName: string | null; closedYn: Yn };

/** The row's labels: invoice, customer, contract, project, department. */
function withLabels<T extends PgSelect>(query: T) {
  return query
    .leftJoin(taxInvoice, eq(taxInvoice.id, salesLedger.taxInvoiceId))
    .leftJoin(customer, eq(customer.id, salesLedger.customerId))
    .leftJoin(contract, eq(contract.id, salesLedger.contractId))
    .leftJoin(project, eq(project.id, salesLedger.projectId))
    .leftJoin(department, eq(department.id, salesLedger.deptId));
}
const joined = (db: Executor) => withLabels(db.select(columns).from(salesLedger).$dynamic());

const num = (v: string | null) => (v === null ? null : Number(v));

function view(r: Joined): SalesLedger {
  const x = r.row;
  return {
    id: x.id,
    ym: x.ym,
    sourceType: x.sourceType,
    taxInvoiceId: x.taxInvoiceId,
    invoiceNo: r.invoiceNo,
    customerId: x.customerId,
    customerName: r.customerName,
    contractId: x.contractId,
    contractNo: r.contractNo,
    contractTitle: r.contractTitle,
    projectId: x.projectId,
    projectNo: r.projectNo,
    projectName: r.projectName,
    deptId: x.deptId,
    deptName: r.deptName,
    amount: x.amount,
    currencyCode: x.currencyCode,
    foreignAmount: num(x.foreignAmount),
    exchangeRate: num(x.exchangeRate),
    note: x.note,
    adjustedId: x.adjustedId,
    closedYn: r.closedYn,
    version: x.version,
    createdAt: toKst(x.createdAt),
    updatedAt: toKst(x.updatedAt),
  };
}

const SORTS: Record<string, SQL> = {
  ym: sql`${salesLedger.ym}`,
  amount: sql`${salesLedger.amount}`,
  sourceType: sql`${salesLedger.sourceType}`,
  customerName: sql`${customer.name}`,
  projectName: sql`${project.name}`,
  deptName: sql`${department.name}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'ym,desc', [desc(salesLedger.id)]);

/** The list's WHERE: data scope (department of the row; the creator sees his own), then the filters. */
async function conditionsOf(db: Executor, caller: ScopeCaller, query: SalesLedgerListQuery): Promise<SQL | undefined> {
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [eq(salesLedger.deletedYn, 'N'), scopeCondition(scope, salesLedger.deptId, eq(salesLedger.createdBy, caller.userId))];
  if (query.fromYm && query.toYm && query.fromYm > query.toYm) throw validationError({ toYm: API_MESSAGES.fieldChoice });
  if (query.fromYm) conditions.push(gte(salesLedger.ym, query.fromYm));
  if (query.toYm) conditions.push(lte(salesLedger.ym, query.toYm));
  if (query.customerId) conditions.push(eq(salesLedger.customerId, query.customerId));
  if (query.contractId) conditions.push(eq(salesLedger.contractId, query.contractId));
  if (query.unassignedYn === 'Y') conditions.push(isNull(salesLedger.projectId));
  else if (query.projectId) conditions.push(eq(salesLedger.projectId, query.projectId));
  if (query.deptId) conditions.push(query.includeSubDeptYn === 'Y' ? inDeptSubtree(salesLedger.deptId, query.deptId) : eq(salesLedger.deptId, query.deptId));
  const sources = (query.sourceTypeList ?? '').split(',').filter(Boolean);
  if (sources.some((s) => !SALES_LEDGER_SOURCES.includes(s as SalesLedgerSource))) throw validationError({ sourceTypeList: API_MESSAGES.fieldChoice });
  if (sources.length > 0) conditions.push(inArray(salesLedger.sourceType, sources as SalesLedgerSource[]));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const digits = keyword.replaceAll('-', '');
    conditions.push(
      or(
        ilike(customer.name, pattern),
        ilike(project.name, pattern),
        ilike(project.projectNo, pattern),
        ilike(salesLedger.note, pattern),
        digits ? sql`replace(${taxInvoice.invoiceNo}, '-', '') ilike ${`%${escapeLike(digits)}%`}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** 매출 실적 목록 with Σ amount and Σ 미배정 over every matching row. */
export async function listLedger(db: Executor, caller: ScopeCaller, query: SalesLedgerListQuery, maxSize = 1000): Promise<SalesLedgerPage> {
  const request = pageRequest(query, maxSize);
  const where = await conditionsOf(db, caller, query);
  const [totals] = await withLabels(
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${salesLedger.amount}), 0)`.mapWith(Number),
        unassignedAmount: sql<number>`coalesce(sum(case when ${salesLedger.projectId} is null then ${salesLedger.amount} else 0 end), 0)`.mapWith(Number),
        unassignedCount: sql<number>`count(*) filter (where ${salesLedger.projectId} is null)`.mapWith(Number),
      })
      .from(salesLedger)
      .$dynamic(),
  ).where(where);
  const rows = (await joined(db).where(where).orderBy(...orderOf(query.sort)).limit(request.size).offset(request.offset)) as Joined[];
  const page: Page<SalesLedger> = toPage(rows.map(view), totals.n, request);
  return { ...page, totals: { amount: totals.amount, unassignedAmount: totals.unassignedAmount, unassignedCount: totals.unassignedCount } };
}

async function loadRow(db: Executor, caller: ScopeCaller, id: number, forUpdate = false): Promise<LedgerRow> {
  const scope = await scopeOf(db, caller, AREA);
  const query = db.select().from(salesLedger).where(and(eq(salesLedger.id, id), eq(salesLedger.deletedYn, 'N')));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.deptId, row.createdBy === caller.userId)) throw notFound(API_MESSAGES.salesLedgerNotFound);
  return row;
}

export async function getLedger(db: Executor, caller: ScopeCaller, id: number): Promise<SalesLedger> {
  await loadRow(db, caller, id);
  const [row] = (await joined(db).where(eq(salesLedger.id, id))) as Joined[];
  return view(row);
}

/** The department must exist and, below ADMIN, sit in the writer's scope; the project must exist. */
async function checkPlace(tx: Executor, caller: ScopeCaller, place: { deptId?: number; projectId?: number | null }, errors: Record<string, string>) {
  if (place.deptId !== undefined) {
    const [dept] = await tx.select({ id: department.id }).from(department).where(eq(department.id, place.deptId));
    if (!dept) errors.deptId = API_MESSAGES.salesLedgerDeptNotFound;
    else if (!inScope(await scopeOf(tx, caller, AREA), place.deptId, false)) errors.deptId = API_MESSAGES.salesLedgerDeptOutOfScope;
  }
  if (place.projectId) {
    const [found] = await tx.select({ id: project.id }).from(project).where(and(eq(project.id, place.projectId), eq(project.deletedYn, 'N')));
    if (!found) errors.projectId = API_MESSAGES.salesLedgerProjectNotFound;
  }
}

type ManualValues = Pick<LedgerRow, 'ym' | 'customerId' | 'contractId' | 'projectId' | 'deptId' | 'amount' | 'currencyCode' | 'foreignAmount' | 'exchangeRate' | 'note'>;

/** A MANUAL row's values: KRW as given, or floor(|amt| × rate ÷ quoteUnit) with the amount's sign (DOMAIN §1.2). */
async function manualValues(tx: Executor, caller: ScopeCaller, input: SalesLedgerBody): Promise<ManualValues> {
  const errors: Record<string, string> = {};
  const code = input.currencyCode && input.currencyCode !== 'KRW' ? input.currencyCode : null;
  let amount = input.amount ?? 0;
  let foreign: string | null = null;
  let rate: string | null = null;
  if (code) {
    const [known] = await tx.select({ code: currency.code }).from(currency).where(and(eq(currency.code, code), eq(currency.deletedYn, 'N')));
    if (!known) errors.currencyCode = API_MESSAGES.salesLedgerCurrencyUnknown;
    const value = input.foreignAmount ?? null;
    const minor = value === null ? null : toMinor(Math.abs(value), code);
    const rate4 = input.exchangeRate === null || input.exchangeRate === undefined ? null : toFixedInt(input.exchangeRate, 4);
    if (minor === null || minor === 0n) errors.foreignAmount = value === null || value === 0 ? API_MESSAGES.salesLedgerAmountRequired : API_MESSAGES.salesLedgerForeignInvalid;
    if (rate4 === null || rate4 === 0n) errors.exchangeRate = API_MESSAGES.salesLedgerRateRequired;
    if (minor !== null && rate4 !== null && value !== null) {
      const sign = value < 0 ? -1n : 1n;
      amount = Number(sign * krwSupplyOf(minor, code, rate4));
      foreign = fromMinor(sign * minor, code);
      rate = String(input.exchangeRate);
    }
  } else if (!amount) errors.amount = API_MESSAGES.salesLedgerAmountRequired;
  const [buyer] = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.id, input.customerId), eq(customer.deletedYn, 'N')));
  if (!buyer) errors.customerId = API_MESSAGES.salesLedgerCustomerNotFound;
  if (input.contractId) {
    const [deal] = await tx.select({ customerId: contract.customerId }).from(contract).where(and(eq(contract.id, input.contractId), eq(contract.deletedYn, 'N')));
    if (!deal || deal.customerId !== input.customerId) errors.contractId = API_MESSAGES.salesLedgerContractCustomer;
  }
  await checkPlace(tx, caller, { deptId: input.deptId, projectId: input.projectId }, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    ym: input.ym,
    customerId: input.customerId,
    contractId: input.contractId ?? null,
    projectId: input.projectId ?? null,
    deptId: input.deptId,
    amount,
    currencyCode: code,
    foreignAmount: foreign,
    exchangeRate: rate,
    note: input.note?.trim() || null,
  };
}

const stamp = (actor: Actor) => ({ updatedAt: actor.now, updatedBy: actor.actorId });
const created = (actor: Actor) => ({ createdAt: actor.now, createdBy: actor.actorId, ...stamp(actor) });

const AUDITED = ['ym', 'sourceType', 'adjustedId', 'customerId', 'contractId', 'projectId', 'deptId', 'amount', 'currencyCode', 'foreignAmount', 'exchangeRate', 'note'] as const satisfies readonly (keyof LedgerRow)[];

/** 수기 매출 등록 (MANUAL). */
export async function createManual(db: Database, actor: Actor, caller: ScopeCaller, input: SalesLedgerBody): Promise<SalesLedger> {
  const id = await db.transaction(async (tx) => {
    const values = await manualValues(tx, caller, input);
    await assertOpenMonths(tx, [values.ym]);
    const [row] = await tx.insert(salesLedger).values({ ...values, sourceType: 'MANUAL', ...created(actor) }).returning({ id: salesLedger.id });
    await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: row.id, action: 'CREATE', changes: createdChanges<Partial<LedgerRow>>({ ...values, sourceType: 'MANUAL' }, AUDITED) });
    return row.id;
  });
  return getLedger(db, caller, id);
}

/** 조정 (ADJUSTMENT): customer and contract of the corrected row; project and department from it unless given. */
export async function createAdjustment(db: Database, actor: Actor, caller: ScopeCaller, input: SalesLedgerAdjustmentBody): Promise<SalesLedger> {
  const id = await db.transaction(async (tx) => {
    const target = await loadRow(tx, caller, input.adjustedId).catch(() => null);
    const errors: Record<string, string> = {};
    if (!target || target.sourceType === 'ADJUSTMENT') errors.adjustedId = API_MESSAGES.salesLedgerAdjustTarget;
    if (!input.note.trim()) errors.note = API_MESSAGES.salesLedgerReasonRequired;
    if (input.amount === 0) errors.amount = API_MESSAGES.salesLedgerAmountRequired;
    const place = { deptId: input.deptId ?? target?.deptId, projectId: input.projectId === undefined ? target?.projectId : input.projectId };
    await checkPlace(tx, caller, { deptId: input.deptId, projectId: input.projectId }, errors);
    if (Object.keys(errors).length > 0 || !target) throw validationError(errors);
    await assertOpenMonths(tx, [input.ym]);
    const values = {
      ym: input.ym,
      sourceType: 'ADJUSTMENT' as const,
      adjustedId: target.id,
      customerId: target.customerId,
      contractId: target.contractId,
      projectId: place.projectId ?? null,
      deptId: place.deptId ?? target.deptId,
      amount: input.amount,
      note: input.note.trim(),
    };
    const [row] = await tx.insert(salesLedger).values({ ...values, ...created(actor) }).returning({ id: salesLedger.id });
    await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: row.id, action: 'CREATE', changes: createdChanges<Partial<LedgerRow>>(values, AUDITED) });
    return row.id;
  });
  return getLedger(db, caller, id);
}

/** 수정: MANUAL rows every field; ADJUSTMENT rows month, amount, reason and place; TAX_INVOICE rows none (allocation only). */
export async function updateLedger(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: SalesLedgerUpdateBody): Promise<SalesLedger> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, caller, id, true);
    if (current.sourceType === 'TAX_INVOICE') throw stateConflict(API_MESSAGES.salesLedgerAutoReadOnly);
    if (current.version !== input.version) throw staleVersion();
    const { version: _, ...body } = input;
    const values: Partial<ManualValues> =
      current.sourceType === 'MANUAL'
        ? await manualValues(tx, caller, body)
        : await (async () => {
            const errors: Record<string, string> = {};
            if (!body.note?.trim()) errors.note = API_MESSAGES.salesLedgerReasonRequired;
            if (!body.amount) errors.amount = API_MESSAGES.salesLedgerAmountRequired;
            await checkPlace(tx, caller, { deptId: body.deptId, projectId: body.projectId }, errors);
            if (Object.keys(errors).length > 0) throw validationError(errors);
            return { ym: body.ym, amount: body.amount!, note: body.note!.trim(), deptId: body.deptId, projectId: body.projectId ?? null };
          })();
    await assertOpenMonths(tx, [current.ym, values.ym ?? current.ym]);
    await tx.update(salesLedger).set({ ...values, version: current.version + 1, ...stamp(actor) }).where(eq(salesLedger.id, id));
    await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: id, action: 'UPDATE', changes: diff<Partial<LedgerRow>>(current, values, AUDITED) });
  });
  return getLedger(db, caller, id);
}

/** 프로젝트·부서 재배정: the one change every row takes, TAX_INVOICE rows included, in an open month. */
export async function allocateLedger(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: SalesLedgerAllocationBody): Promise<SalesLedger> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, caller, id, true);
    if (current.version !== input.version) throw staleVersion();
    const errors: Record<string, string> = {};
    await checkPlace(tx, caller, { deptId: input.deptId === current.deptId ? undefined : input.deptId, projectId: input.projectId }, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await assertOpenMonths(tx, [current.ym]);
    const values = { projectId: input.projectId, deptId: input.deptId };
    await tx.update(salesLedger).set({ ...values, version: current.version + 1, ...stamp(actor) }).where(eq(salesLedger.id, id));
    await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: id, action: 'UPDATE', changes: diff<Partial<LedgerRow>>(current, values, AUDITED) });
  });
  return getLedger(db, caller, id);
}

/** 일괄 프로젝트 배정 (미배정 rows from the close checklist): all rows or none. */
export async function bulkAllocate(db: Database, actor: Actor, caller: ScopeCaller, input: SalesLedgerBulkAllocationBody): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const errors: Record<string, string> = {};
    await checkPlace(tx, caller, { projectId: input.projectId }, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const rows: LedgerRow[] = [];
    for (const wanted of input.rows) {
      const current = await loadRow(tx, caller, wanted.id, true);
      if (current.version !== wanted.version) throw staleVersion();
      rows.push(current);
    }
    await assertOpenMonths(
      tx,
      rows.map((r) => r.ym),
    );
    for (const current of rows) {
      if (current.projectId === input.projectId) continue;
      await tx.update(salesLedger).set({ projectId: input.projectId, version: current.version + 1, ...stamp(actor) }).where(eq(salesLedger.id, current.id));
      await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: current.id, action: 'UPDATE', changes: [{ field: 'projectId', old: current.projectId, new: input.projectId }] });
    }
    return { updated: rows.length };
  });
}

/** 삭제 (soft): MANUAL and ADJUSTMENT rows of an open month that no live adjustment points at. */
export async function deleteLedger(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadRow(tx, caller, id, true);
    if (current.sourceType === 'TAX_INVOICE') throw stateConflict(API_MESSAGES.salesLedgerAutoReadOnly);
    if (current.version !== version) throw staleVersion();
    await assertOpenMonths(tx, [current.ym]);
    const [child] = await tx.select({ id: salesLedger.id }).from(salesLedger).where(and(eq(salesLedger.adjustedId, id), eq(salesLedger.deletedYn, 'N'))).limit(1);
    if (child) throw stateConflict(API_MESSAGES.salesLedgerAdjustedInUse);
    await tx
      .update(salesLedger)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, ...stamp(actor) })
      .where(eq(salesLedger.id, id));
    await writeAudit(tx, actor, { entityType: SALES_LEDGER_ENTITY, entityId: id, action: 'DELETE' });
  });
}
