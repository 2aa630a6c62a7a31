import { admin } from '@dure/shared/access';
import type { Page } from '@dure/shared/contracts';
import {
  DIRECT_COST_SORTS,
  DIRECT_COST_STATUSES,
  type DirectCost,
  type DirectCostBody,
  type DirectCostListQuery,
  type DirectCostStatus,
  type DirectCostTotals,
  type PurchaseInvoiceOption,
} from '@dure/shared/contracts/cost/directCost';
import { API_MESSAGES } from '@dure/shared/messages';
import { krwAmountOf } from '@dure/shared/money';
import { type SQL, and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { type PgSelect, alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, costAccount, costExecution, currency, department, directCost, project, taxInvoice } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { ApiError, forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { toKst } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { monthOf, nextYm } from '../costPeriod/months';
import { refuseClosedMonths } from '../costRate/closedMonth';
import { rateOfDay } from '../currency/service';

export const DIRECT_COST_ENTITY = 'DIRECT_COST';
export const DIRECT_COST_AREA = 'DIRECT_COST_MANAGEMENT' as const;
export const DIRECT_COST_AUDITED = [
  'projectId',
  'costAccountId',
  'costDate',
  'description',
  'vendorName',
  'supplyAmount',
  'vatAmount',
  'currencyCode',
  'foreignAmount',
  'exchangeRate',
  'evidenceType',
  'purchaseTaxInvoiceId',
  'status',
] as const;

export type Caller = ScopeCaller;
export type DirectCostRow = typeof directCost.$inferSelect;
type Errors = Record<string, string>;

export const liveCost = eq(directCost.deletedYn, 'N');
const isAdmin = (caller: Caller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(DIRECT_COST_AREA));
const selfOf = (caller: Caller) => eq(directCost.ownerUserId, caller.userId);

const owner = alias(appUser, 'dc_owner');
/** `YYYY-MM` of a date column, as SQL. */
const ymOf = (column: SQL | typeof directCost.costDate) => sql<string>`to_char(${column}, 'YYYY-MM')`;
const monthClosed = sql<boolean>`exists (select 1 from cost_period cp where cp.ym = ${ymOf(directCost.costDate)} and cp.status = 'CLOSED')`;
const pendingMod = sql<boolean>`exists (select 1 from direct_cost_mod m where m.direct_cost_id = ${directCost.id} and m.status = 'REQUESTED' and m.deleted_yn = 'N')`;

const viewColumns = {
  row: directCost,
  projectNo: project.projectNo,
  projectName: project.name,
  costAccountCode: costAccount.code,
  costAccountName: costAccount.name,
  purchaseTaxInvoiceNo: taxInvoice.invoiceNo,
  costExecutionNo: costExecution.executionNo,
  ownerDeptName: department.name,
  ownerUserName: owner.name,
  monthClosed,
  pendingMod,
};

/** The view's joins on a dynamic select of direct_cost (names of project, account, evidence, execution, owner). */
function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .leftJoin(project, eq(project.id, directCost.projectId))
    .leftJoin(costAccount, eq(costAccount.id, directCost.costAccountId))
    .leftJoin(taxInvoice, eq(taxInvoice.id, directCost.purchaseTaxInvoiceId))
    .leftJoin(costExecution, eq(costExecution.id, directCost.costExecutionId))
    .leftJoin(department, eq(department.id, directCost.ownerDeptId))
    .leftJoin(owner, eq(owner.id, directCost.ownerUserId));
}

type ViewRow = {
  row: DirectCostRow;
  projectNo: string | null;
  projectName: string | null;
  costAccountCode: string | null;
  costAccountName: string | null;
  purchaseTaxInvoiceNo: string | null;
  costExecutionNo: string | null;
  ownerDeptName: string | null;
  ownerUserName: string | null;
  monthClosed: boolean;
  pendingMod: boolean;
};

function toView(v: ViewRow): DirectCost {
  const r = v.row;
  return {
    id: r.id,
    projectId: r.projectId,
    projectNo: v.projectNo,
    projectName: v.projectName,
    costAccountId: r.costAccountId,
    costAccountCode: v.costAccountCode,
    costAccountName: v.costAccountName,
    costDate: r.costDate,
    description: r.description,
    vendorName: r.vendorName,
    supplyAmount: r.supplyAmount,
    vatAmount: r.vatAmount,
    totalAmount: r.supplyAmount + r.vatAmount,
    currencyCode: r.currencyCode,
    foreignAmount: r.foreignAmount === null ? null : Number(r.foreignAmount),
    exchangeRate: r.exchangeRate === null ? null : Number(r.exchangeRate),
    evidenceType: r.evidenceType,
    purchaseTaxInvoiceId: r.purchaseTaxInvoiceId,
    purchaseTaxInvoiceNo: v.purchaseTaxInvoiceNo,
    status: r.status,
    sourceType: r.sourceType,
    adjustmentOfId: r.adjustmentOfId,
    directCostModId: r.directCostModId,
    costExecutionId: r.costExecutionId,
    costExecutionNo: v.costExecutionNo,
    pendingModYn: v.pendingMod ? 'Y' : 'N',
    monthClosedYn: v.monthClosed ? 'Y' : 'N',
    confirmedAt: toKst(r.confirmedAt),
    ownerDeptId: r.ownerDeptId,
    ownerDeptName: v.ownerDeptName,
    ownerUserId: r.ownerUserId,
    ownerUserName: v.ownerUserName,
    createdAt: toKst(r.createdAt),
    updatedAt: toKst(r.updatedAt),
    version: r.version,
  };
}

// ---------------------------------------------------------------- reading

const SORTS: Record<(typeof DIRECT_COST_SORTS)[number], SQL> = {
  costDate: sql`${directCost.costDate}`,
  supplyAmount: sql`${directCost.supplyAmount}`,
  projectName: sql`${project.name}`,
  costAccountCode: sql`${costAccount.code}`,
  status: sql`${directCost.status}`,
  updatedAt: sql`${directCost.updatedAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'costDate,desc', [desc(directCost.id)]);

/** The list's WHERE: data scope (DIRECT_COST_MANAGEMENT), then the filters; month range on costDate. */
async function whereOf(db: Executor, caller: Caller, query: DirectCostListQuery): Promise<SQL | undefined> {
  const scope = await scopeOf(db, caller, DIRECT_COST_AREA);
  const conditions: (SQL | undefined)[] = [liveCost, scopeCondition(scope, directCost.ownerDeptId, selfOf(caller))];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(directCost.description, pattern), ilike(directCost.vendorName, pattern), ilike(project.name, pattern), ilike(project.projectNo, pattern)));
  }
  const statuses = (query.statusList ?? '').split(',').filter(Boolean);
  if (statuses.some((s) => !DIRECT_COST_STATUSES.includes(s as DirectCostStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(directCost.status, statuses as DirectCostStatus[]));
  if (typeof query.projectId === 'number') conditions.push(eq(directCost.projectId, query.projectId));
  if (typeof query.costAccountId === 'number') conditions.push(or(eq(directCost.costAccountId, query.costAccountId), eq(costAccount.parentId, query.costAccountId)));
  if (query.evidenceType) conditions.push(eq(directCost.evidenceType, query.evidenceType));
  if (query.sourceType) conditions.push(eq(directCost.sourceType, query.sourceType));
  if (query.fromYm) conditions.push(gte(directCost.costDate, `${query.fromYm}-01`));
  if (query.toYm) conditions.push(lt(directCost.costDate, `${nextYm(query.toYm)}-01`));
  return and(...conditions);
}

export async function listDirectCosts(db: Executor, caller: Caller, query: DirectCostListQuery, maxSize?: number): Promise<Page<DirectCost>> {
  const request = pageRequest(query, maxSize);
  const where = await whereOf(db, caller, query);
  const counted = () => withJoins(db.select({ id: directCost.id }).from(directCost).$dynamic()).where(where);
  const rows = await withJoins(db.select({ ...viewColumns, cappedCount: cappedCount(counted()) }).from(directCost).$dynamic())
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows as (ViewRow & { cappedCount: number })[], (r) => toView(r as ViewRow), counted);
}

/** The list's totals row: every matching row (not just the page) summed. */
export async function directCostTotals(db: Executor, caller: Caller, query: DirectCostListQuery): Promise<DirectCostTotals> {
  const where = await whereOf(db, caller, query);
  const [row] = await withJoins(
    db
      .select({
        count: sql<number>`count(*)::int`,
        supply: sql<string>`coalesce(sum(${directCost.supplyAmount}), 0)`,
        vat: sql<string>`coalesce(sum(${directCost.vatAmount}), 0)`,
      })
      .from(directCost)
      .$dynamic(),
  ).where(where);
  const supplyAmount = Number(row.supply);
  const vatAmount = Number(row.vat);
  return { count: Number(row.count), supplyAmount, vatAmount, totalAmount: supplyAmount + vatAmount };
}

/** A live row the caller may read (404 otherwise: no existence leak), locked for update when `lock`. */
export async function costInScope(tx: Executor, caller: Caller, scope: DataScope, id: number, lock = false): Promise<DirectCostRow> {
  const query = tx.select().from(directCost).where(and(eq(directCost.id, id), liveCost));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.directCostNotFound);
  return row;
}

export async function loadDirectCost(db: Executor, id: number): Promise<DirectCost> {
  const [row] = await withJoins(db.select(viewColumns).from(directCost).$dynamic()).where(eq(directCost.id, id));
  if (!row) throw notFound(API_MESSAGES.directCostNotFound);
  return toView(row as ViewRow);
}

export async function getDirectCost(db: Executor, caller: Caller, id: number): Promise<DirectCost> {
  await costInScope(db, caller, await scopeOf(db, caller, DIRECT_COST_AREA), id);
  return loadDirectCost(db, id);
}

/** PURCHASE tax invoices for the evidence picker (newest first), or the one of `id`. */
export async function purchaseInvoices(db: Executor, keyword: string | undefined, id: number | undefined): Promise<PurchaseInvoiceOption[]> {
  const text = keyword?.trim();
  const rows = await db
    .select({ id: taxInvoice.id, invoiceNo: taxInvoice.invoiceNo, writeDate: taxInvoice.writeDate, supplierName: taxInvoice.supplierName, supplyAmount: taxInvoice.supplyAmount, taxAmount: taxInvoice.taxAmount })
    .from(taxInvoice)
    .where(
      and(
        eq(taxInvoice.deletedYn, 'N'),
        eq(taxInvoice.direction, 'PURCHASE'),
        id ? eq(taxInvoice.id, id) : undefined,
        text ? or(ilike(taxInvoice.invoiceNo, containsPattern(text)), ilike(taxInvoice.supplierName, containsPattern(text))) : undefined,
      ),
    )
    .orderBy(desc(taxInvoice.writeDate), desc(taxInvoice.id))
    .limit(30);
  return rows;
}

// ---------------------------------------------------------------- writing

/** A live, active direct cost account (directYn), or null. */
export async function directAccount(tx: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await tx
    .select({ id: costAccount.id, name: costAccount.name })
    .from(costAccount)
    .where(and(eq(costAccount.id, id), eq(costAccount.deletedYn, 'N'), eq(costAccount.activeYn, 'Y'), eq(costAccount.directYn, 'Y')));
  return row ?? null;
}

export async function liveProject(tx: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await tx.select({ id: project.id, name: project.name }).from(project).where(and(eq(project.id, id), eq(project.deletedYn, 'N')));
  return row ?? null;
}

type Values = Pick<DirectCostRow, 'projectId' | 'costAccountId' | 'costDate' | 'description' | 'vendorName' | 'supplyAmount' | 'vatAmount' | 'currencyCode' | 'foreignAmount' | 'exchangeRate' | 'evidenceType' | 'purchaseTaxInvoiceId'>;

/** The body checked and converted: KRW amounts as given, a foreign amount × the day's BASE rate ÷ quote unit (floor). */
async function parse(tx: Executor, input: DirectCostBody): Promise<Values> {
  const errors: Errors = {};
  if (!(await liveProject(tx, input.projectId))) errors.projectId = API_MESSAGES.directCostProjectUnknown;
  if (!(await directAccount(tx, input.costAccountId))) errors.costAccountId = API_MESSAGES.directCostAccountNotDirect;
  const description = input.description.trim();
  if (!description) errors.description = API_MESSAGES.directCostDescriptionRequired;
  const code = (input.currencyCode || 'KRW').toUpperCase();
  let supplyAmount = input.supplyAmount ?? null;
  let foreignAmount: string | null = null;
  let exchangeRate: string | null = null;
  if (code !== 'KRW') {
    const [cur] = await tx.select({ code: currency.code }).from(currency).where(and(eq(currency.code, code), eq(currency.deletedYn, 'N'), eq(currency.activeYn, 'Y')));
    if (!cur) errors.currencyCode = API_MESSAGES.directCostCurrencyUnknown;
    else if (input.foreignAmount === null || input.foreignAmount === undefined) errors.foreignAmount = API_MESSAGES.directCostForeignAmountRequired;
    else {
      try {
        const rate = await rateOfDay(tx, code, input.costDate);
        const krw = krwAmountOf(input.foreignAmount, code, rate.rate, rate.quoteUnit);
        if (krw === null) errors.foreignAmount = API_MESSAGES.directCostForeignAmountRequired;
        else {
          supplyAmount = Number(krw);
          foreignAmount = input.foreignAmount.toFixed(2);
          exchangeRate = rate.rate.toFixed(4);
        }
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 404) throw error;
        errors.currencyCode = fill(API_MESSAGES.directCostRateMissing, { currency: code, date: input.costDate });
      }
    }
  } else if (supplyAmount === null) errors.supplyAmount = API_MESSAGES.directCostSupplyRequired;
  if (supplyAmount === 0) errors[code === 'KRW' ? 'supplyAmount' : 'foreignAmount'] = API_MESSAGES.directCostAmountZero;
  const vatAmount = input.vatAmount ?? 0;
  if (supplyAmount !== null && supplyAmount !== 0 && (Math.sign(vatAmount) * Math.sign(supplyAmount) < 0 || Math.abs(vatAmount) * 2 > Math.abs(supplyAmount))) errors.vatAmount = API_MESSAGES.directCostVatRange;
  const invoiceId = input.purchaseTaxInvoiceId ?? null;
  if (invoiceId !== null) {
    if (input.evidenceType !== 'TAX_INVOICE') errors.purchaseTaxInvoiceId = API_MESSAGES.directCostInvoiceNeedsEvidence;
    else if ((await purchaseInvoices(tx, undefined, invoiceId)).length === 0) errors.purchaseTaxInvoiceId = API_MESSAGES.directCostInvoiceUnknown;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    projectId: input.projectId,
    costAccountId: input.costAccountId,
    costDate: input.costDate,
    description,
    vendorName: input.vendorName?.trim() || null,
    supplyAmount: supplyAmount!,
    vatAmount,
    currencyCode: code === 'KRW' ? null : code,
    foreignAmount,
    exchangeRate,
    evidenceType: input.evidenceType,
    purchaseTaxInvoiceId: invoiceId,
  };
}

async function callerDept(tx: Executor, userId: number): Promise<number | null> {
  const [row] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  return row?.deptId ?? null;
}

/**
 * Inserts a row (DRAFT by hand, CONFIRMED from an execution or an adjustment) after the month lock; the audit names its source.
 * Callers check their own input; `values` are final.
 */
export async function insertDirectCost(
  tx: Executor,
  actor: Actor,
  ownerUserId: number,
  values: Values & Partial<Pick<DirectCostRow, 'status' | 'sourceType' | 'adjustmentOfId' | 'directCostModId' | 'costExecutionId' | 'ownerDeptId'>>,
): Promise<number> {
  await refuseClosedMonths(tx, [monthOf(values.costDate)], API_MESSAGES.monthClosedDirectCost);
  const confirmed = values.status === 'CONFIRMED';
  const [row] = await tx
    .insert(directCost)
    .values({
      ...values,
      ownerUserId,
      ownerDeptId: values.ownerDeptId ?? (await callerDept(tx, ownerUserId)),
      confirmedAt: confirmed ? actor.now : null,
      confirmedBy: confirmed ? actor.actorId : null,
      createdAt: actor.now,
      createdBy: actor.actorId,
      updatedAt: actor.now,
      updatedBy: actor.actorId,
    })
    .returning();
  await writeAudit(tx, actor, { entityType: DIRECT_COST_ENTITY, entityId: row.id, action: 'CREATE', changes: [...created(row, DIRECT_COST_AUDITED), { field: 'sourceType', old: null, new: row.sourceType }] });
  return row.id;
}

export async function createDirectCost(db: Database, actor: Actor, caller: Caller, input: DirectCostBody): Promise<DirectCost> {
  const id = await db.transaction(async (tx) => insertDirectCost(tx, actor, caller.userId, await parse(tx, input)));
  return loadDirectCost(db, id);
}

/** The row for a write: in scope, version echoed, DRAFT, its month open. */
async function draftForWrite(tx: Executor, caller: Caller, id: number, version: number | undefined): Promise<DirectCostRow> {
  if (version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const row = await costInScope(tx, caller, await scopeOf(tx, caller, DIRECT_COST_AREA), id, true);
  if (row.version !== version) throw staleVersion();
  await refuseClosedMonths(tx, [monthOf(row.costDate)], API_MESSAGES.monthClosedDirectCost);
  if (row.status !== 'DRAFT') throw stateConflict(API_MESSAGES.directCostNotDraft);
  return row;
}

/** PUT of a DRAFT row (a CONFIRMED one changes through DirectCostMod); neither its old nor its new month may be CLOSED. */
export async function updateDirectCost(db: Database, actor: Actor, caller: Caller, id: number, input: DirectCostBody): Promise<DirectCost> {
  await db.transaction(async (tx) => {
    const row = await draftForWrite(tx, caller, id, input.version);
    const values = await parse(tx, input);
    await refuseClosedMonths(tx, [monthOf(values.costDate)], API_MESSAGES.monthClosedDirectCost);
    const changes = diff(row, values, DIRECT_COST_AUDITED);
    if (changes.length === 0) return;
    await tx.update(directCost).set({ ...values, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(directCost.id, id));
    await writeAudit(tx, actor, { entityType: DIRECT_COST_ENTITY, entityId: id, action: 'UPDATE', changes });
  });
  return loadDirectCost(db, id);
}

/** DRAFT → CONFIRMED: from then on the row changes only through DirectCostMod. */
export async function confirmDirectCost(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<DirectCost> {
  await db.transaction(async (tx) => {
    const row = await costInScope(tx, caller, await scopeOf(tx, caller, DIRECT_COST_AREA), id, true);
    if (row.version !== version) throw staleVersion();
    await refuseClosedMonths(tx, [monthOf(row.costDate)], API_MESSAGES.monthClosedDirectCost);
    if (row.status !== 'DRAFT') throw stateConflict(API_MESSAGES.directCostAlreadyConfirmed);
    await tx
      .update(directCost)
      .set({ status: 'CONFIRMED', confirmedAt: actor.now, confirmedBy: actor.actorId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(directCost.id, id));
    await writeAudit(tx, actor, { entityType: DIRECT_COST_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'status', old: 'DRAFT', new: 'CONFIRMED' }] });
  });
  return loadDirectCost(db, id);
}

/** Soft delete of a DRAFT: the author (or DIRECT_COST_MANAGEMENT_ADMIN). */
export async function deleteDirectCost(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await draftForWrite(tx, caller, id, version);
    if (row.ownerUserId !== caller.userId && row.createdBy !== caller.userId && !isAdmin(caller)) throw forbidden(API_MESSAGES.directCostDeleteOwnOnly);
    await tx
      .update(directCost)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(directCost.id, id));
    await writeAudit(tx, actor, { entityType: DIRECT_COST_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
