import type { Page } from '@dure/shared/contracts';
import type { InvoiceBody, InvoiceRow as InvoiceListRow, InvoiceListQuery, InvoiceUpdateBody } from '@dure/shared/contracts/crm/taxInvoice';
import { API_MESSAGES } from '@dure/shared/messages';
import { totalsOf } from '@dure/shared/money';
import { type SQL, and, asc, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import {
  CUSTOMER_GRADES,
  INVOICE_STATUSES,
  type InvoiceDirection,
  type InvoiceIssueType,
  type InvoiceStatus,
  type TaxType,
  appUser,
  contract,
  customer,
  paymentTerm,
  taxInvoice,
  taxInvoiceItem,
} from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { fill } from '../../../lib/messages';
import { type ScopeCaller, inDeptSubtree } from '../../../lib/dataScope';
import { cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { anyOfIds, idsParam, preparedPer } from '../../../lib/prepared';
import { staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { isDate, kstDate } from '../../../lib/time';
import { invoiceScope, loadInvoice, scopeWhere } from './access';
import { type ItemValues, parseItems } from './items';
import { loadProfile } from './profile';
import { checkSalesOrder } from './salesOrderLink';
import { digitsOf, isValidBizNo, issueDeadlineOf } from './rules';
import { type InvoiceRow, detailView, isIssued, listViews } from './view';
import { escapeLike } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';
import { CODE_PATTERN } from '../code/service';
import { contractType, customerGrade, customerIndustry, customerSegment } from '../dashboard/keys';

export const INVOICE_ENTITY = 'TAX_INVOICE';
export const AUDITED = [
  'direction', 'issueType', 'taxType', 'purpose', 'writeDate', 'issueDate', 'issueDeadline', 'lateYn',
  'supplierBizNo', 'supplierName', 'supplierCeo', 'supplierAddress', 'supplierEmail', 'trusteeBizNo', 'trusteeName',
  'customerId', 'buyerBizNo', 'buyerName', 'buyerCeo', 'buyerAddress', 'buyerEmail1', 'buyerEmail2',
  'contractId', 'paymentTermId', 'salesOrderId', 'supplyAmount', 'taxAmount', 'totalAmount', 'ntsApprovalNo', 'status',
  'amendCode', 'originalInvoiceId', 'originalApprovalNo', 'remark', 'cancelReason',
] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const live = eq(taxInvoice.deletedYn, 'N');
const invoiceRowsByIds = preparedPer((db) => db.select().from(taxInvoice).where(anyOfIds(taxInvoice.id)).prepare('tax_invoice_rows_by_ids'));

// ---------------------------------------------------------------- reading

const SORTS: Record<string, SQL> = {
  writeDate: sql`${taxInvoice.writeDate}`,
  issueDate: sql`${taxInvoice.issueDate}`,
  issueDeadline: sql`${taxInvoice.issueDeadline}`,
  invoiceNo: sql`${taxInvoice.invoiceNo}`,
  buyerName: sql`${taxInvoice.buyerName}`,
  supplyAmount: sql`${taxInvoice.supplyAmount}`,
  totalAmount: sql`${taxInvoice.totalAmount}`,
  status: sql`${taxInvoice.status}`,
  createdAt: sql`${taxInvoice.createdAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'writeDate,desc', [desc(taxInvoice.id)]);

/** The buyer has the attribute, by the sales analysis' own expression over its customer `cu` (../dashboard/keys). */
const buyerWhere = (condition: SQL): SQL => sql`exists (select 1 from customer cu where cu.id = ${taxInvoice.customerId} and ${condition})`;
/** The invoice's contract has the type, likewise over `c`; no contract: the analysis' row without a type. */
const contractWhere = (condition: SQL): SQL => sql`exists (select 1 from contract c where c.id = ${taxInvoice.contractId} and ${condition})`;
const splitList = (raw: string | undefined) => (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Filters on the buyer's segment, industry and grade and the contract's type (the sales analysis' breakdown rows). */
function attributeConditions(query: InvoiceListQuery): SQL[] {
  const conditions: SQL[] = [];
  const industry = query.industryCode?.trim();
  if (industry && !CODE_PATTERN.test(industry)) throw validationError({ industryCode: API_MESSAGES.fieldChoice });
  const grades = splitList(query.gradeList).map((g) => g.toUpperCase());
  if (grades.some((g) => !(CUSTOMER_GRADES as readonly string[]).includes(g))) throw validationError({ gradeList: API_MESSAGES.fieldChoice });
  const types = splitList(query.contractTypeList);
  if (types.some((c) => !CODE_PATTERN.test(c))) throw validationError({ contractTypeList: API_MESSAGES.fieldChoice });
  if (query.segmentId) conditions.push(buyerWhere(sql`${customerSegment} = ${query.segmentId}`));
  if (query.noSegmentYn === 'Y') conditions.push(buyerWhere(sql`${customerSegment} is null`));
  if (industry) conditions.push(buyerWhere(sql`${customerIndustry} = ${industry}`));
  if (query.noIndustryYn === 'Y') conditions.push(buyerWhere(sql`${customerIndustry} is null`));
  if (grades.length > 0) conditions.push(buyerWhere(sql`${customerGrade} in (${sql.join(grades.map((g) => sql`${g}`), sql`, `)})`));
  if (query.noGradeYn === 'Y') conditions.push(buyerWhere(sql`${customerGrade} is null`));
  if (types.length > 0) conditions.push(contractWhere(sql`${contractType} in (${sql.join(types.map((c) => sql`${c}`), sql`, `)})`));
  if (query.noContractYn === 'Y') conditions.push(sql`not ${contractWhere(sql`true`)}`);
  return conditions;
}

export async function listInvoices(db: Executor, caller: ScopeCaller, query: InvoiceListQuery, now: Date, maxSize = 100): Promise<Page<InvoiceListRow>> {
  const request = pageRequest(query, maxSize);
  const today = kstDate(now);
  const scope = await invoiceScope(db, caller);
  const conditions: (SQL | undefined)[] = [live, scopeWhere(scope, caller)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const digits = keyword.replace(/-/g, '');
    const numberPattern = `%${escapeLike(digits)}%`;
    conditions.push(
      or(
        ilike(taxInvoice.invoiceNo, pattern),
        ilike(taxInvoice.buyerName, pattern),
        ilike(taxInvoice.supplierName, pattern),
        digits ? ilike(taxInvoice.buyerBizNo, numberPattern) : undefined,
        digits ? ilike(taxInvoice.supplierBizNo, numberPattern) : undefined,
        digits ? ilike(taxInvoice.ntsApprovalNo, numberPattern) : undefined,
      ),
    );
  }
  if (query.direction) conditions.push(eq(taxInvoice.direction, query.direction));
  if (query.issueType) conditions.push(eq(taxInvoice.issueType, query.issueType));
  if (query.taxType) conditions.push(eq(taxInvoice.taxType, query.taxType));
  const statuses = (query.statusList ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses.some((s) => !INVOICE_STATUSES.includes(s as InvoiceStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(taxInvoice.status, statuses as InvoiceStatus[]));
  if (query.customerId) conditions.push(eq(taxInvoice.customerId, query.customerId));
  if (query.contractId) conditions.push(eq(taxInvoice.contractId, query.contractId));
  if (query.deptId) conditions.push(inDeptSubtree(taxInvoice.ownerDeptId, query.deptId));
  if (query.ownerUserId) conditions.push(eq(taxInvoice.ownerUserId, query.ownerUserId));
  conditions.push(...attributeConditions(query));
  for (const [key, value] of [['fromDate', query.fromDate], ['toDate', query.toDate]] as const) {
    if (value && !isDate(value)) throw validationError({ [key]: API_MESSAGES.fieldChoice });
  }
  if (query.fromDate) conditions.push(gte(taxInvoice.writeDate, query.fromDate));
  if (query.toDate) conditions.push(lte(taxInvoice.writeDate, query.toDate));
  if (query.amendedYn === 'Y') conditions.push(isNotNull(taxInvoice.amendCode));
  if (query.amendedYn === 'N') conditions.push(isNull(taxInvoice.amendCode));
  if (query.lateYn) {
    const late = sql`(${taxInvoice.lateYn} = 'Y' or (${taxInvoice.status} in ('DRAFT','REQUESTED','PENDING_APPROVAL')
      and coalesce(${taxInvoice.amendCode}, 0) not in (1, 5, 6) and ${taxInvoice.issueDeadline} < ${today}))`;
    conditions.push(query.lateYn === 'Y' ? late : sql`not ${late}`);
  }
  const where = and(...conditions);
  const sortedBy = orderOf(query.sort);
  const ids = () => db.select({ id: taxInvoice.id }).from(taxInvoice);
  const counted = () => ids().where(where);
  if (keyword) {
    return keywordPage(db, request, {
      matching: counted(),
      sorted: (matched) => ids().where(matched(taxInvoice.id)).orderBy(...sortedBy),
      ordered: ids().where(where).orderBy(...sortedBy),
      load: async (pageIds) => listViews(db, await invoiceRowsByIds(db).execute({ ids: idsParam(pageIds) }), today),
    });
  }
  const rows = await db
    .select({ ...getTableColumns(taxInvoice), cappedCount: cappedCount(counted()) })
    .from(taxInvoice)
    .where(where)
    .orderBy(...sortedBy)
    .limit(request.size)
    .offset(request.offset);
  const page = await countedPage(db, request, rows, (row) => row, counted);
  return { ...page, content: await listViews(db, page.content, today) };
}

export async function getInvoice(db: Executor, caller: ScopeCaller, id: number, now: Date) {
  return detailView(db, await loadInvoice(db, caller, id), kstDate(now));
}

// ---------------------------------------------------------------- snapshot and checks

type Parties = Pick<
  InvoiceRow,
  | 'supplierBizNo' | 'supplierSubNo' | 'supplierName' | 'supplierCeo' | 'supplierAddress' | 'supplierBizType' | 'supplierBizItem' | 'supplierEmail'
  | 'buyerBizNo' | 'buyerSubNo' | 'buyerName' | 'buyerCeo' | 'buyerAddress' | 'buyerBizType' | 'buyerBizItem' | 'buyerEmail1' | 'buyerEmail2'
  | 'trusteeBizNo' | 'trusteeName'
>;

type PartyInput = Partial<Record<keyof Parties, string | null | undefined>>;

const text = (v: string | null | undefined) => (v ?? '').trim() || null;

/**
 * 공급자·공급받는자 snapshots (DOMAIN §4): SALES takes the company profile as
 * supplier and the customer as buyer; PURCHASE takes the typed supplier (the
 * customer's data fills what is not typed) and the company profile as buyer.
 */
async function snapshotParties(
  tx: Executor,
  direction: InvoiceDirection,
  issueType: InvoiceIssueType,
  customerId: number,
  input: PartyInput,
  errors: Record<string, string>,
): Promise<Parties | null> {
  const [buyerCustomer] = await tx.select().from(customer).where(and(eq(customer.id, customerId), eq(customer.deletedYn, 'N')));
  if (!buyerCustomer) {
    errors.customerId = API_MESSAGES.taxInvoiceCustomerNotFound;
    return null;
  }
  if (buyerCustomer.status === 'CLOSED' || buyerCustomer.status === 'MERGED') errors.customerId = API_MESSAGES.taxInvoiceCustomerClosed;
  const profile = await loadProfile(tx);
  if (!profile) {
    errors.supplierBizNo = API_MESSAGES.taxInvoiceProfileMissing;
    return null;
  }
  const address = [buyerCustomer.address1, buyerCustomer.address2].filter(Boolean).join(' ');
  const company = {
    bizNo: profile.bizNo, subNo: profile.subNo, name: profile.name, ceo: profile.ceoName, address: profile.address,
    bizType: profile.bizType, bizItem: profile.bizItem, email: profile.email,
  };
  const counterpart = {
    bizNo: buyerCustomer.bizRegNo ?? '', subNo: null, name: buyerCustomer.name, ceo: buyerCustomer.ceoName ?? '', address,
    bizType: buyerCustomer.bizType, bizItem: buyerCustomer.bizItem, email: buyerCustomer.taxEmail,
  };
  const typed = (key: keyof Parties, fallback: string | null) => (input[key] !== undefined ? text(input[key]) : fallback);
  const supplier = direction === 'SALES' ? company : counterpart;
  const buyer = direction === 'SALES' ? counterpart : company;
  const parties: Parties = {
    supplierBizNo: digitsOf(typed('supplierBizNo', supplier.bizNo) ?? ''),
    supplierSubNo: typed('supplierSubNo', supplier.subNo),
    supplierName: typed('supplierName', supplier.name) ?? '',
    supplierCeo: typed('supplierCeo', supplier.ceo) ?? '',
    supplierAddress: typed('supplierAddress', supplier.address) ?? '',
    supplierBizType: typed('supplierBizType', supplier.bizType),
    supplierBizItem: typed('supplierBizItem', supplier.bizItem),
    supplierEmail: typed('supplierEmail', supplier.email) ?? '',
    buyerBizNo: digitsOf(buyer.bizNo),
    buyerSubNo: buyer.subNo,
    buyerName: buyer.name,
    buyerCeo: buyer.ceo,
    buyerAddress: buyer.address,
    buyerBizType: buyer.bizType,
    buyerBizItem: buyer.bizItem,
    buyerEmail1: typed('buyerEmail1', buyer.email) ?? '',
    buyerEmail2: typed('buyerEmail2', null),
    trusteeBizNo: issueType === 'CONSIGNED' ? digitsOf(typed('trusteeBizNo', null) ?? '') || null : null,
    trusteeName: issueType === 'CONSIGNED' ? typed('trusteeName', null) : null,
  };
  // The company's own numbers are part of SALES supplier / PURCHASE buyer only through the profile, which is checked on save.
  if (direction === 'SALES' && !buyerCustomer.bizRegNo) errors.customerId = API_MESSAGES.taxInvoiceBuyerBizNoMissing;
  else if (!isValidBizNo(parties.buyerBizNo)) errors.buyerBizNo = API_MESSAGES.taxInvoiceBizNoInvalid;
  if (!isValidBizNo(parties.supplierBizNo)) errors.supplierBizNo ??= API_MESSAGES.taxInvoiceBizNoInvalid;
  for (const key of ['supplierName', 'supplierCeo', 'supplierAddress', 'supplierEmail'] as const) if (!parties[key]) errors[key] ??= API_MESSAGES.fieldRequired;
  if (!parties.buyerCeo) errors.buyerCeo ??= API_MESSAGES.fieldRequired;
  if (!parties.buyerAddress) errors.buyerAddress ??= API_MESSAGES.fieldRequired;
  if (!parties.buyerEmail1) errors.buyerEmail1 = API_MESSAGES.taxInvoiceEmailRequired;
  for (const key of ['buyerEmail1', 'buyerEmail2', 'supplierEmail'] as const) {
    if (parties[key] && !EMAIL.test(parties[key]!)) errors[key] = API_MESSAGES.taxInvoiceEmailInvalid;
  }
  if (issueType === 'CONSIGNED' && (!parties.trusteeBizNo || !parties.trusteeName)) errors.trusteeBizNo = API_MESSAGES.taxInvoiceTrusteeRequired;
  else if (parties.trusteeBizNo && !isValidBizNo(parties.trusteeBizNo)) errors.trusteeBizNo = API_MESSAGES.taxInvoiceBizNoInvalid;
  return parties;
}

/** The contract must be the buyer's, and a payment term one of that contract's. */
async function checkContract(tx: Executor, values: { contractId: number | null; paymentTermId: number | null; customerId: number }, errors: Record<string, string>) {
  const { contractId, paymentTermId, customerId } = values;
  if (contractId) {
    const [row] = await tx.select({ customerId: contract.customerId }).from(contract).where(and(eq(contract.id, contractId), eq(contract.deletedYn, 'N')));
    if (!row || row.customerId !== customerId) errors.contractId = API_MESSAGES.taxInvoiceContractMismatch;
  }
  if (paymentTermId) {
    const [term] = await tx.select({ contractId: paymentTerm.contractId }).from(paymentTerm).where(and(eq(paymentTerm.id, paymentTermId), eq(paymentTerm.deletedYn, 'N')));
    if (!term || term.contractId !== contractId) errors.paymentTermId = API_MESSAGES.taxInvoicePaymentTermMismatch;
  }
}

function failIf(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function replaceItems(tx: Executor, invoiceId: number, items: ItemValues[]) {
  await tx.delete(taxInvoiceItem).where(eq(taxInvoiceItem.taxInvoiceId, invoiceId));
  if (items.length > 0) await tx.insert(taxInvoiceItem).values(items.map((i) => ({ ...i, taxInvoiceId: invoiceId })));
}

export type DraftValues = {
  direction: InvoiceDirection;
  issueType: InvoiceIssueType;
  taxType: TaxType;
  purpose: 'RECEIPT' | 'CHARGE';
  writeDate: string;
  customerId: number;
  contractId: number | null;
  paymentTermId: number | null;
  salesOrderId?: number | null;
  remark: string | null;
  amendCode?: number | null;
  originalInvoiceId?: number | null;
  originalApprovalNo?: string | null;
  ownerDeptId?: number | null;
  ownerUserId?: number | null;
};

/** Inserts a checked draft with its items, number, deadline and CREATE history. */
export async function insertDraft(tx: Executor, actor: Actor, values: DraftValues, parties: Parties, items: ItemValues[]): Promise<InvoiceRow> {
  let ownerDeptId = values.ownerDeptId;
  if (ownerDeptId === undefined) {
    const [me] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, actor.actorId ?? 0));
    ownerDeptId = me?.deptId ?? null;
  }
  const invoiceNo = await nextDocNumber(tx, 'TAX_INVOICE', values.writeDate);
  const [row] = await tx
    .insert(taxInvoice)
    .values({
      ...values,
      ...parties,
      ...totalsOf(items),
      ownerDeptId,
      ownerUserId: values.ownerUserId === undefined ? actor.actorId : values.ownerUserId,
      invoiceNo,
      amendCode: (values.amendCode ?? null) as InvoiceRow['amendCode'],
      issueDeadline: issueDeadlineOf(values.writeDate),
      // 역발행: the buyer's request is the first state (DOMAIN §4).
      status: values.issueType === 'REVERSE' ? 'REQUESTED' : 'DRAFT',
      createdBy: actor.actorId,
      updatedBy: actor.actorId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  await replaceItems(tx, row.id, items);
  await writeAudit(tx, actor, { entityType: INVOICE_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
  return row;
}

// ---------------------------------------------------------------- writing

function checkHeader(values: { direction: InvoiceDirection; issueType: InvoiceIssueType; writeDate: string }, errors: Record<string, string>) {
  if (!isDate(values.writeDate)) errors.writeDate = API_MESSAGES.fieldChoice;
  if (values.issueType === 'REVERSE' && values.direction !== 'SALES') errors.issueType = API_MESSAGES.taxInvoiceReverseSalesOnly;
}

function checkTotals(items: ItemValues[], amendment: boolean, errors: Record<string, string>) {
  if (items.length === 0 || Object.keys(errors).some((k) => k.startsWith('items'))) return;
  const { supplyAmount } = totalsOf(items);
  if (amendment ? supplyAmount === 0 : supplyAmount <= 0) errors.items = API_MESSAGES.taxInvoiceTotalZero;
}

export async function createInvoice(db: Database, actor: Actor, caller: ScopeCaller, input: InvoiceBody) {
  const errors: Record<string, string> = {};
  const values: DraftValues = {
    direction: input.direction,
    issueType: input.issueType ?? 'NORMAL',
    taxType: input.taxType ?? 'TAXABLE',
    purpose: input.purpose ?? 'CHARGE',
    writeDate: input.writeDate,
    customerId: input.customerId,
    contractId: input.contractId ?? null,
    paymentTermId: input.paymentTermId ?? null,
    salesOrderId: input.salesOrderId ?? null,
    remark: text(input.remark),
  };
  checkHeader(values, errors);
  const items = isDate(values.writeDate) ? parseItems(input.items, { taxType: values.taxType, writeDate: values.writeDate, allowNegative: false }, errors) : [];
  checkTotals(items, false, errors);
  const id = await db.transaction(async (tx) => {
    const parties = await snapshotParties(tx, values.direction, values.issueType, values.customerId, input, errors);
    await checkContract(tx, values, errors);
    await checkSalesOrder(tx, values, errors);
    failIf(errors);
    return (await insertDraft(tx, actor, values, parties!, items)).id;
  });
  return getInvoice(db, caller, id, actor.now);
}

/** 409 with the message of the state: issued invoices are immutable, other states just do not allow it. */
export function refuseState(row: InvoiceRow, allowed: readonly string[]): void {
  if (allowed.includes(row.status)) return;
  if (isIssued(row.status)) throw stateConflict(API_MESSAGES.taxInvoiceImmutable);
  throw stateConflict(fill(API_MESSAGES.taxInvoiceStateInvalid, { status: row.status }));
}

export async function updateInvoice(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: InvoiceUpdateBody) {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    refuseState(current, ['DRAFT', 'REQUESTED']);
    if (input.version !== current.version) throw staleVersion();
    const amendment = current.amendCode !== null;
    const errors: Record<string, string> = {};
    // An amendment keeps what its reason code fixed: buyer, type and (for codes 1, 5, 6) the original's date.
    const values = {
      direction: current.direction,
      issueType: amendment ? current.issueType : (input.issueType ?? current.issueType),
      taxType: amendment ? current.taxType : (input.taxType ?? current.taxType),
      purpose: input.purpose ?? current.purpose,
      writeDate: amendment && [1, 5, 6].includes(current.amendCode!) ? current.writeDate : (input.writeDate ?? current.writeDate),
      customerId: amendment ? current.customerId : (input.customerId ?? current.customerId),
      contractId: input.contractId !== undefined ? input.contractId : current.contractId,
      paymentTermId: input.paymentTermId !== undefined ? input.paymentTermId : current.paymentTermId,
      // An amendment bills the original's order.
      salesOrderId: amendment || input.salesOrderId === undefined ? current.salesOrderId : input.salesOrderId,
      remark: input.remark !== undefined ? text(input.remark) : current.remark,
    };
    if (values.issueType !== current.issueType && (values.issueType === 'REVERSE') !== (current.issueType === 'REVERSE')) {
      errors.issueType = fill(API_MESSAGES.taxInvoiceStateInvalid, { status: current.status });
    }
    checkHeader(values, errors);
    if (amendment && current.amendCode !== null && ![1, 5, 6].includes(current.amendCode) && values.writeDate < (await originalDate(tx, current))) {
      errors.writeDate = API_MESSAGES.taxInvoiceAmendDateBefore;
    }
    // Without new lines the stored ones are checked again: the tax type or the month may have changed.
    const source = input.items ?? (await tx.select().from(taxInvoiceItem).where(eq(taxInvoiceItem.taxInvoiceId, id)).orderBy(asc(taxInvoiceItem.seq))).map((k) => ({
      ...k,
      qty: k.qty === null ? null : Number(k.qty),
      supplyAmount: k.qty !== null && k.unitPrice !== null ? null : k.supplyAmount,
    }));
    const items = parseItems(source, { taxType: values.taxType, writeDate: values.writeDate, allowNegative: amendment }, errors);
    checkTotals(items, amendment, errors);
    const partyInput: PartyInput = amendment ? { buyerEmail1: input.buyerEmail1, buyerEmail2: input.buyerEmail2 } : input;
    const parties = await snapshotParties(tx, values.direction, values.issueType, values.customerId, partyInput, errors);
    if (amendment && parties) {
      // The buyer of an amendment stays the original's snapshot except the mail addresses.
      Object.assign(parties, pickBuyer(current), { buyerEmail1: parties.buyerEmail1, buyerEmail2: parties.buyerEmail2 });
    }
    await checkContract(tx, values, errors);
    if (!amendment) await checkSalesOrder(tx, values, errors);
    failIf(errors);
    const next = { ...values, ...parties!, ...totalsOf(items), issueDeadline: issueDeadlineOf(values.writeDate) };
    const [row] = await tx
      .update(taxInvoice)
      .set({ ...next, version: current.version + 1, updatedBy: actor.actorId, updatedAt: actor.now })
      .where(and(eq(taxInvoice.id, id), eq(taxInvoice.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await replaceItems(tx, id, items);
    await writeAudit(tx, actor, { entityType: INVOICE_ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, next, AUDITED) });
  });
  return getInvoice(db, caller, id, actor.now);
}

export function pickBuyer(row: InvoiceRow) {
  return {
    buyerBizNo: row.buyerBizNo, buyerSubNo: row.buyerSubNo, buyerName: row.buyerName, buyerCeo: row.buyerCeo,
    buyerAddress: row.buyerAddress, buyerBizType: row.buyerBizType, buyerBizItem: row.buyerBizItem,
    supplierBizNo: row.supplierBizNo, supplierSubNo: row.supplierSubNo, supplierName: row.supplierName, supplierCeo: row.supplierCeo,
    supplierAddress: row.supplierAddress, supplierBizType: row.supplierBizType, supplierBizItem: row.supplierBizItem, supplierEmail: row.supplierEmail,
  };
}

async function originalDate(tx: Executor, row: InvoiceRow): Promise<string> {
  if (!row.originalInvoiceId) return row.writeDate;
  const [original] = await tx.select({ writeDate: taxInvoice.writeDate }).from(taxInvoice).where(eq(taxInvoice.id, row.originalInvoiceId));
  return original?.writeDate ?? row.writeDate;
}

/** DELETE: only drafts (never issued invoices, DOMAIN §1.4); own drafts for WRITE, any for ADMIN. */
export async function deleteInvoice(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number) {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    refuseState(current, ['DRAFT', 'REQUESTED', 'CANCELED']);
    if (current.version !== version) throw staleVersion();
    const admin = caller.authorities.has('ROLE_TAX_INVOICE_ADMIN') || caller.authorities.has('ROLE_SUPER');
    if (!admin && current.ownerUserId !== caller.userId) throw stateConflict(fill(API_MESSAGES.taxInvoiceStateInvalid, { status: current.status }));
    await tx
      .update(taxInvoice)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(taxInvoice.id, id));
    await writeAudit(tx, actor, { entityType: INVOICE_ENTITY, entityId: id, action: 'DELETE' });
  });
}
