import { admin, write } from '@dure/shared/access';
import type { Page } from '@dure/shared/contracts';
import { CONTRACT_LIMITS, type Contract, ContractStatus, type ContractBody, type ContractListItem, type ContractListQuery, type ContractUpdateBody } from '@dure/shared/contracts/crm/contract';
import { API_MESSAGES } from '@dure/shared/messages';
import { type CurrencyCode, type PlannedTerm, type TaxType, type TermInput, contractTotals, fromMinor, planTerms, toFixedInt, toMinor } from '@dure/shared/money';
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import {
  CONTRACT_STATUSES,
  appUser,
  attachment,
  commonCode,
  contact,
  contract,
  customer,
  department,
  lead,
  paymentTerm,
  project,
} from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { anyOfIds, idsParam, preparedPer } from '../../../lib/prepared';
import { inDeptSubtree } from '../../../lib/dataScope';
import { isDate, kstDate, toKst } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import { projectLinkProblem } from '../../okr/project/picker';
import { type AccessLevel, type Viewer, requireRecord } from '../../cross/record/registry';
import { RECORD_TYPE, actionsFor, canWrite, isContractAdmin, visibleContracts } from './access';
import { contractBilling } from './billing';
import { requestApproval } from './approval';
import { containsPattern } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';

export const AUDITED = [
  'title',
  'customerId',
  'contactId',
  'leadId',
  'projectId',
  'contractType',
  'contractDate',
  'startDate',
  'endDate',
  'currencyCode',
  'exchangeRate',
  'supplyAmount',
  'taxType',
  'vatAmount',
  'totalAmount',
  'krwSupplyAmount',
  'autoRenewYn',
  'renewalMonths',
  'noticeDays',
  'status',
  'changeSeq',
  'ownerUserId',
  'ownerDeptId',
] as const;

const live = eq(contract.deletedYn, 'N');
const DAY_MS = 86_400_000;
export type Row = typeof contract.$inferSelect;
type Fields = Record<string, string>;

/** Whole days from `today` to `day` (both `YYYY-MM-DD`). */
export const daysBetween = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export async function contractTypeLabels(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ code: commonCode.code, label: commonCode.label }).from(commonCode).where(and(eq(commonCode.groupCode, 'CONTRACT_TYPE'), eq(commonCode.deletedYn, 'N')));
  return new Map(rows.map((r) => [r.code, r.label]));
}

const owner = alias(appUser, 'owner');
export const listColumns = {
  c: contract,
  customerName: customer.name,
  customerNo: customer.customerNo,
  ownerUserName: owner.name,
  ownerDeptName: department.name,
};
type ListRow = { c: Row; customerName: string; customerNo: string; ownerUserName: string | null; ownerDeptName: string | null };

export function listFrom(db: Executor) {
  return db
    .select(listColumns)
    .from(contract)
    .innerJoin(customer, eq(customer.id, contract.customerId))
    .leftJoin(owner, eq(owner.id, contract.ownerUserId))
    .leftJoin(department, eq(department.id, contract.ownerDeptId));
}

/** The same with a `cappedCount` column (lib/page `cappedCount`), for the list's page and its count in one statement. */
export function listFromCounted(db: Executor, cappedCount: SQL<number>) {
  return db
    .select({ ...listColumns, cappedCount })
    .from(contract)
    .innerJoin(customer, eq(customer.id, contract.customerId))
    .leftJoin(owner, eq(owner.id, contract.ownerUserId))
    .leftJoin(department, eq(department.id, contract.ownerDeptId));
}

const listRowsByIds = preparedPer((db) => listFrom(db).where(anyOfIds(contract.id)).prepare('contract_list_rows_by_ids'));

export function toListItem(r: ListRow, labels: Map<string, string>, today: string): ContractListItem {
  const c = r.c;
  return {
    id: c.id,
    contractNo: c.contractNo,
    title: c.title,
    customerId: c.customerId,
    customerName: r.customerName,
    contractType: c.contractType,
    contractTypeLabel: labels.get(c.contractType) ?? c.contractType,
    contractDate: c.contractDate,
    startDate: c.startDate,
    endDate: c.endDate,
    currencyCode: c.currencyCode,
    supplyAmount: Number(c.supplyAmount),
    krwSupplyAmount: c.krwSupplyAmount,
    vatAmount: c.vatAmount,
    totalAmount: c.totalAmount,
    status: c.status,
    changeSeq: c.changeSeq,
    autoRenewYn: c.autoRenewYn,
    noticeDays: c.noticeDays,
    daysToEnd: daysBetween(today, c.endDate),
    ownerUserId: c.ownerUserId,
    ownerUserName: r.ownerUserName ?? null,
    ownerDeptId: c.ownerDeptId,
    ownerDeptName: r.ownerDeptName ?? null,
    version: c.version,
  };
}

const SORTS: Record<string, AnyPgColumn> = {
  contractDate: contract.contractDate,
  startDate: contract.startDate,
  endDate: contract.endDate,
  contractNo: contract.contractNo,
  title: contract.title,
  status: contract.status,
  krwSupplyAmount: contract.krwSupplyAmount,
  supplyAmount: contract.krwSupplyAmount,
  totalAmount: contract.totalAmount,
  customerName: customer.name,
  createdAt: contract.createdAt,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'contractDate,desc', [desc(contract.id)]);

const splitList = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** GET /api/contract: DOMAIN §1.5 list over the caller's scope. */
export async function listContracts(db: Database, viewer: Viewer, query: ContractListQuery, maxSize?: number): Promise<Page<ContractListItem>> {
  const paging = pageRequest(query, maxSize);
  const conditions: (SQL | undefined)[] = [live, await visibleContracts(db, viewer)];
  const today = kstDate(viewer.now ?? new Date());

  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const digits = keyword.replace(/-/g, '');
    conditions.push(
      or(ilike(contract.title, pattern), ilike(customer.name, pattern), ilike(sql`replace(${contract.contractNo}, '-', '')`, containsPattern(digits))),
    );
  }
  const statuses = splitList(query.statusList).filter((s): s is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(s));
  if (query.statusList && statuses.length > 0) conditions.push(inArray(contract.status, statuses));
  const types = splitList(query.typeList);
  if (types.length > 0) conditions.push(inArray(contract.contractType, types));
  if (query.customerId) conditions.push(eq(contract.customerId, query.customerId));
  // The customer's segment, as the sales dashboard counts a contract (its SEGMENT rows drill here).
  if (query.segmentId) conditions.push(eq(customer.segmentId, query.segmentId));
  if (query.noSegmentYn === 'Y') conditions.push(isNull(customer.segmentId));
  if (query.ownerUserId) conditions.push(eq(contract.ownerUserId, query.ownerUserId));
  if (query.mineYn === 'Y') conditions.push(eq(contract.ownerUserId, viewer.userId));
  if (query.deptId) conditions.push(query.includeSubDeptYn === 'Y' ? inDeptSubtree(contract.ownerDeptId, query.deptId) : eq(contract.ownerDeptId, query.deptId));
  if (query.fromDate && isDate(query.fromDate)) conditions.push(gte(contract.contractDate, query.fromDate));
  if (query.toDate && isDate(query.toDate)) conditions.push(lte(contract.contractDate, query.toDate));
  if (query.expiringWithinDays !== undefined && query.expiringWithinDays !== '') {
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + Number(query.expiringWithinDays) * DAY_MS).toISOString().slice(0, 10);
    conditions.push(eq(contract.status, 'ACTIVE'), gte(contract.endDate, today), lte(contract.endDate, until));
  }

  const where = and(...conditions);
  const sortedBy = orderOf(query.sort);
  // Ids in the list's FROM (the customer's name is a filter and a sort key).
  const ids = () => db.select({ id: contract.id }).from(contract).innerJoin(customer, eq(customer.id, contract.customerId));
  const counted = () => ids().where(where);
  if (keyword) {
    const labels = await contractTypeLabels(db);
    return keywordPage(db, paging, {
      matching: counted(),
      sorted: (matched) => ids().where(matched(contract.id)).orderBy(...sortedBy),
      ordered: ids().where(where).orderBy(...sortedBy),
      load: async (pageIds) => (await listRowsByIds(db).execute({ ids: idsParam(pageIds) })).map((r) => toListItem(r, labels, today)),
    });
  }
  const rows = await listFromCounted(db, cappedCount(counted())).where(where).orderBy(...sortedBy).limit(paging.size).offset(paging.offset);
  const labels = await contractTypeLabels(db);
  return countedPage(db, paging, rows, (r) => toListItem(r, labels, today), counted);
}

/** GET /api/contract/:id: 404 outside the caller's access (DOMAIN §1.3). */
export async function getContract(db: Executor, viewer: Viewer, id: number): Promise<Contract> {
  const { level } = await requireRecord(db, viewer, RECORD_TYPE, id, 'READ');
  return detailOf(db, viewer, level, id);
}

export async function detailOf(db: Executor, viewer: Viewer, level: AccessLevel, id: number): Promise<Contract> {
  const approver = alias(appUser, 'approver');
  const renewedFrom = alias(contract, 'renewed_from');
  const [row] = await listFrom(db)
    .where(and(eq(contract.id, id), live))
    .limit(1);
  if (!row) throw notFound(API_MESSAGES.contractNotFound);
  const c = row.c;
  const [extra] = await db
    .select({
      contactName: contact.name,
      leadNo: lead.leadNo,
      leadTitle: lead.title,
      projectNo: project.projectNo,
      projectName: project.name,
      approverName: approver.name,
      signedFileName: attachment.originalName,
      renewedFromNo: renewedFrom.contractNo,
    })
    .from(contract)
    .leftJoin(contact, eq(contact.id, contract.contactId))
    .leftJoin(lead, eq(lead.id, contract.leadId))
    .leftJoin(project, eq(project.id, contract.projectId))
    .leftJoin(approver, eq(approver.id, contract.approverId))
    .leftJoin(attachment, and(eq(attachment.id, contract.signedFileId), eq(attachment.deletedYn, 'N')))
    .leftJoin(renewedFrom, eq(renewedFrom.id, contract.renewedFromId))
    .where(eq(contract.id, id));
  const [renewedTo] = await db.select({ id: contract.id, no: contract.contractNo }).from(contract).where(and(eq(contract.renewedFromId, id), live)).limit(1);
  const terms = await db.select().from(paymentTerm).where(and(eq(paymentTerm.contractId, id), eq(paymentTerm.deletedYn, 'N'))).orderBy(asc(paymentTerm.seq), asc(paymentTerm.id));
  const billing = (await contractBilling(db, [id])).get(id) ?? { billedAmount: 0, collectedAmount: 0 };
  const labels = await contractTypeLabels(db);
  const today = kstDate(viewer.now ?? new Date());
  return {
    ...toListItem(row, labels, today),
    customerNo: row.customerNo,
    contactId: c.contactId,
    contactName: extra.contactName ?? null,
    leadId: c.leadId,
    leadNo: extra.leadNo ?? null,
    leadTitle: extra.leadTitle ?? null,
    projectId: c.projectId,
    projectNo: extra.projectNo ?? null,
    projectName: extra.projectName ?? null,
    exchangeRate: c.exchangeRate === null ? null : Number(c.exchangeRate),
    taxType: c.taxType,
    renewalMonths: c.renewalMonths,
    signedFileId: extra.signedFileName ? c.signedFileId : null,
    signedFileName: extra.signedFileName ?? null,
    approverId: c.approverId,
    approverName: extra.approverName ?? null,
    approvedAt: toKst(c.approvedAt),
    rejectReason: c.rejectReason,
    terminatedAt: c.terminatedAt,
    terminationReason: c.terminationReason,
    renewedFromId: c.renewedFromId,
    renewedFromNo: extra.renewedFromNo ?? null,
    renewedToId: renewedTo?.id ?? null,
    renewedToNo: renewedTo?.no ?? null,
    billedAmount: billing.billedAmount,
    billedPct: c.krwSupplyAmount > 0 ? Math.floor((billing.billedAmount * 1000) / c.krwSupplyAmount) / 10 : 0,
    collectedAmount: billing.collectedAmount,
    backlog: c.krwSupplyAmount - billing.billedAmount,
    paymentTerms: terms.map((t) => ({
      id: t.id,
      seq: t.seq,
      name: t.name,
      rate: t.rate === null ? null : Number(t.rate),
      amount: Number(t.amount),
      dueType: t.dueType,
      dueDate: t.dueDate,
      milestoneName: t.milestoneName,
      status: t.status,
    })),
    actions: actionsFor(viewer, level, c),
    createdAt: toKst(c.createdAt),
    updatedAt: toKst(c.updatedAt),
  };
}

// ---------------------------------------------------------------- writing

type Normalised = {
  values: {
    title: string;
    customerId: number;
    contactId: number | null;
    leadId: number | null;
    projectId: number | null;
    contractType: string;
    contractDate: string;
    startDate: string;
    endDate: string;
    currencyCode: CurrencyCode;
    exchangeRate: string | null;
    supplyAmount: string;
    taxType: TaxType;
    vatAmount: number;
    totalAmount: number;
    krwSupplyAmount: number;
    autoRenewYn: 'Y' | 'N';
    renewalMonths: number | null;
    noticeDays: number;
    ownerUserId: number;
    ownerDeptId: number | null;
  };
  terms: PlannedTerm[];
};

/** Checks every field of a create/update and computes VAT, total, KRW supply and the stored payment terms. */
async function normalise(tx: Executor, viewer: Viewer, actor: Actor, input: ContractBody, current?: Row): Promise<Normalised> {
  const fields: Fields = {};
  const title = input.title.trim().replace(/\s+/g, ' ');
  if (!title) fields.title = API_MESSAGES.contractTitleRequired;
  else if (title.length > CONTRACT_LIMITS.title) fields.title = API_MESSAGES.contractTitleTooLong;

  const [cust] = await tx.select({ id: customer.id, status: customer.status }).from(customer).where(and(eq(customer.id, input.customerId), eq(customer.deletedYn, 'N')));
  if (!cust) fields.customerId = API_MESSAGES.contractCustomerNotFound;
  else if ((cust.status === 'CLOSED' || cust.status === 'MERGED') && cust.id !== current?.customerId) fields.customerId = API_MESSAGES.contractCustomerClosed;
  const contactId = input.contactId ?? null;
  if (contactId !== null) {
    const [found] = await tx.select({ id: contact.id }).from(contact).where(and(eq(contact.id, contactId), eq(contact.customerId, input.customerId), eq(contact.deletedYn, 'N')));
    if (!found) fields.contactId = API_MESSAGES.contractContactMismatch;
  }
  const leadId = input.leadId ?? null;
  if (leadId !== null) {
    const [found] = await tx.select({ customerId: lead.customerId }).from(lead).where(and(eq(lead.id, leadId), eq(lead.deletedYn, 'N')));
    if (!found) fields.leadId = API_MESSAGES.contractLeadNotFound;
    else if (found.customerId !== null && found.customerId !== input.customerId) fields.leadId = API_MESSAGES.contractLeadMismatch;
  }
  // Left out (a client that does not know the field), the link stays as it is.
  const projectId = input.projectId === undefined ? (current?.projectId ?? null) : input.projectId;
  if (projectId !== null) {
    const problem = await projectLinkProblem(tx, viewer, projectId, current?.projectId ?? null);
    if (problem) fields.projectId = problem;
  }

  const contractType = input.contractType.trim();
  const [type] = await tx
    .select({ activeYn: commonCode.activeYn })
    .from(commonCode)
    .where(and(eq(commonCode.groupCode, 'CONTRACT_TYPE'), eq(commonCode.code, contractType), eq(commonCode.deletedYn, 'N')));
  if (!type || (type.activeYn !== 'Y' && contractType !== current?.contractType)) fields.contractType = API_MESSAGES.contractTypeInvalid;

  for (const key of ['contractDate', 'startDate', 'endDate'] as const) if (!isDate(input[key])) fields[key] = API_MESSAGES.contractDateRequired;
  if (!fields.startDate && !fields.endDate && input.startDate > input.endDate) fields.endDate = API_MESSAGES.contractPeriodOrder;

  // The schema admits only the currencies of `Currency`.
  const currencyCode = input.currencyCode ?? 'KRW';
  let rate4: bigint | null = null;
  if (currencyCode !== 'KRW') {
    rate4 = input.exchangeRate === null || input.exchangeRate === undefined ? null : toFixedInt(input.exchangeRate, 4);
    if (rate4 === null || rate4 <= 0n) fields.exchangeRate = API_MESSAGES.contractExchangeRateRequired;
  }
  const supplyMinor = toMinor(input.supplyAmount, currencyCode);
  if (supplyMinor === null) fields.supplyAmount = API_MESSAGES.contractSupplyFormat;
  else if (supplyMinor === 0n && contractType !== 'UNIT_PRICE') fields.supplyAmount = API_MESSAGES.contractSupplyPositive;

  const autoRenewYn = input.autoRenewYn ?? 'N';
  const renewalMonths = autoRenewYn === 'Y' ? (input.renewalMonths ?? 12) : (input.renewalMonths ?? null);
  if (renewalMonths !== null && (renewalMonths < CONTRACT_LIMITS.renewalMonths.min || renewalMonths > CONTRACT_LIMITS.renewalMonths.max)) fields.renewalMonths = API_MESSAGES.contractRenewalMonths;
  const noticeDays = input.noticeDays ?? 30;
  if (noticeDays < CONTRACT_LIMITS.noticeDays.min || noticeDays > CONTRACT_LIMITS.noticeDays.max) fields.noticeDays = API_MESSAGES.contractNoticeDays;

  const ownerUserId = input.ownerUserId ?? current?.ownerUserId ?? actor.actorId!;
  const [ownerRow] = await tx.select({ id: appUser.id, deptId: appUser.deptId }).from(appUser).where(and(eq(appUser.id, ownerUserId), eq(appUser.deletedYn, 'N')));
  if (!ownerRow) fields.ownerUserId = API_MESSAGES.contractOwnerNotFound;

  let terms: PlannedTerm[] = [];
  if (Object.keys(fields).length === 0 && supplyMinor !== null) {
    const planned = planTerms(input.paymentTerms as TermInput[], { supplyMinor, currency: currencyCode, startDate: input.startDate, endDate: input.endDate });
    for (const p of planned.problems) {
      const key = 'seq' in p ? `paymentTerms.${p.seq - 1}` : 'paymentTerms';
      if (p.kind === 'name') fields[key] = fill(API_MESSAGES.contractTermName, { seq: p.seq });
      else if (p.kind === 'value') fields[key] = fill(API_MESSAGES.contractTermValue, { seq: p.seq });
      else if (p.kind === 'dueDate') fields[key] = fill(API_MESSAGES.contractTermDueDate, { seq: p.seq });
      else if (p.kind === 'milestone') fields[key] = fill(API_MESSAGES.contractTermMilestone, { seq: p.seq });
      else if (p.kind === 'sum') {
        const fmt = (m: bigint) => Number(fromMinor(m, currencyCode)).toLocaleString('ko-KR');
        fields[key] = fill(API_MESSAGES.contractTermsSum, { sum: fmt(p.sumMinor), supply: fmt(p.supplyMinor) });
      } else if (p.kind === 'required') fields[key] = API_MESSAGES.contractTermsRequired;
      else if (p.kind === 'tooMany') fields[key] = API_MESSAGES.contractTermsTooMany;
      else fields[key] = API_MESSAGES.contractTermsMonthlyPeriod;
    }
    terms = planned.terms;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const taxType = input.taxType ?? 'TAXABLE';
  const { krwSupply, vat, total } = contractTotals(supplyMinor!, currencyCode, rate4, taxType);
  return {
    values: {
      title,
      customerId: input.customerId,
      contactId,
      leadId,
      projectId,
      contractType,
      contractDate: input.contractDate,
      startDate: input.startDate,
      endDate: input.endDate,
      currencyCode,
      exchangeRate: rate4 === null ? null : (Number(rate4) / 10_000).toFixed(4),
      supplyAmount: fromMinor(supplyMinor!, currencyCode),
      taxType,
      vatAmount: Number(vat),
      totalAmount: Number(total),
      krwSupplyAmount: Number(krwSupply),
      autoRenewYn,
      renewalMonths,
      noticeDays,
      ownerUserId,
      // Snapshot of the owner's department (DOMAIN §1.1); kept on edits unless the owner changes.
      ownerDeptId: current && current.ownerUserId === ownerUserId ? current.ownerDeptId : (ownerRow?.deptId ?? null),
    },
    terms,
  };
}

const termRow = (contractId: number, currency: string, t: PlannedTerm, actor: Actor) => ({
  contractId,
  seq: t.seq,
  name: t.name,
  rate: t.rate100 === null ? null : (Number(t.rate100) / 100).toFixed(2),
  amount: fromMinor(t.amountMinor, currency),
  dueType: t.dueType,
  dueDate: t.dueDate,
  milestoneName: t.milestoneName,
  createdAt: actor.now,
  createdBy: actor.actorId,
  updatedAt: actor.now,
  updatedBy: actor.actorId,
});

const termsSummary = (terms: { name: string; amount: string | number }[]) => terms.map((t) => `${t.name} ${Number(t.amount).toLocaleString('ko-KR')}`).join(', ');

/** Writes the planned terms: invoiced or collected ones stay as they are, planned ones are replaced. */
async function replaceTerms(tx: Executor, actor: Actor, contractId: number, currency: string, terms: PlannedTerm[]): Promise<{ old: string; new: string }> {
  const existing = await tx.select().from(paymentTerm).where(and(eq(paymentTerm.contractId, contractId), eq(paymentTerm.deletedYn, 'N'))).orderBy(asc(paymentTerm.seq));
  await tx
    .update(paymentTerm)
    .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId })
    .where(and(eq(paymentTerm.contractId, contractId), eq(paymentTerm.deletedYn, 'N'), eq(paymentTerm.status, 'PLANNED')));
  if (terms.length > 0) await tx.insert(paymentTerm).values(terms.map((t) => termRow(contractId, currency, t, actor)));
  return { old: termsSummary(existing), new: termsSummary(terms.map((t) => ({ name: t.name, amount: fromMinor(t.amountMinor, currency) }))) };
}

export async function createContract(db: Database, viewer: Viewer, actor: Actor, input: ContractBody): Promise<Contract> {
  const id = await db.transaction(async (tx) => {
    const { values, terms } = await normalise(tx, viewer, actor, input);
    const contractNo = await nextDocNumber(tx, 'CONTRACT', values.contractDate);
    const [row] = await tx
      .insert(contract)
      .values({ ...values, contractNo, status: 'DRAFT', createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await replaceTerms(tx, actor, row.id, values.currencyCode, terms);
    await writeAudit(tx, actor, {
      entityType: RECORD_TYPE,
      entityId: row.id,
      action: 'CREATE',
      changes: [...created(row, ['contractNo', ...AUDITED]), { field: 'paymentTerms', old: null, new: termsSummary(terms.map((t) => ({ name: t.name, amount: fromMinor(t.amountMinor, values.currencyCode) }))) }],
    });
    await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: row.id, verb: 'CREATED', summary: `계약 등록: ${row.contractNo} ${row.title}` });
    return row.id;
  });
  return detailOf(db, viewer, 'WRITE', id);
}

/** Loads a live contract for a change: locked, version checked, write access checked. */
export async function lockForChange(tx: Executor, viewer: Viewer, id: number, version: number, needWrite = true): Promise<{ row: Row; level: AccessLevel }> {
  const { level } = await requireRecord(tx, viewer, RECORD_TYPE, id, 'READ');
  const [row] = await tx.select().from(contract).where(and(eq(contract.id, id), live)).limit(1).for('update');
  if (!row) throw notFound(API_MESSAGES.contractNotFound);
  if (needWrite && !canWrite(viewer, level)) throw forbidden(API_MESSAGES.contractWriteForbidden);
  if (row.version !== version) throw staleVersion();
  return { row, level };
}

/**
 * PUT /api/contract/:id. A DRAFT is simply edited; an ACTIVE contract is amended (DOMAIN §4):
 * changeSeq + 1 and back to approval, and its supply may not drop below what is already billed.
 */
export async function updateContract(db: Database, viewer: Viewer, actor: Actor, id: number, input: ContractUpdateBody): Promise<Contract> {
  const level = await db.transaction(async (tx) => {
    const { row, level } = await lockForChange(tx, viewer, id, input.version);
    if (row.status !== 'DRAFT' && row.status !== 'ACTIVE') throw stateConflict(fill(API_MESSAGES.contractNotEditable, { status: ContractStatus.labels[row.status] }));
    const { values, terms } = await normalise(tx, viewer, actor, input, row);
    const amendment = row.status === 'ACTIVE';
    if (amendment) {
      const billed = (await contractBilling(tx, [id])).get(id)?.billedAmount ?? 0;
      if (values.krwSupplyAmount < billed) throw validationError({ supplyAmount: fill(API_MESSAGES.contractSupplyBelowBilled, { billed: billed.toLocaleString('ko-KR') }) });
    }
    const next = {
      ...values,
      ...(amendment ? { changeSeq: row.changeSeq + 1, status: 'PENDING_APPROVAL' as const } : {}),
      ...(values.endDate !== row.endDate ? { expiryNoticeDay: null } : {}),
    };
    const [updated] = await tx
      .update(contract)
      .set({ ...next, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(and(eq(contract.id, id), eq(contract.version, input.version)))
      .returning();
    if (!updated) throw staleVersion();
    const termChange = await replaceTerms(tx, actor, id, values.currencyCode, terms);
    const changes = diff(row as Record<string, unknown>, updated as Record<string, unknown>, AUDITED);
    if (termChange.old !== termChange.new) changes.push({ field: 'paymentTerms', old: termChange.old, new: termChange.new });
    await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: id, action: 'UPDATE', changes });
    await recordActivity(tx, actor, {
      targetType: RECORD_TYPE,
      targetId: id,
      verb: 'UPDATED',
      summary: amendment ? `계약 변경 (변경차수 ${updated.changeSeq}) — 재결재 요청` : `계약 수정: ${changes.length}개 항목`,
    });
    if (amendment) await requestApproval(tx, actor, updated);
    return level;
  });
  return detailOf(db, viewer, level, id);
}

/** DELETE /api/contract/:id?version=: a DRAFT only; own with CONTRACT_WRITE, any with CONTRACT_ADMIN. Soft. */
export async function deleteContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await lockForChange(tx, viewer, id, version, false);
    if (row.status !== 'DRAFT') throw stateConflict(API_MESSAGES.contractDeleteOnlyDraft);
    const allowed = isContractAdmin(viewer) || (viewer.authorities.has(write('CONTRACT')) && row.ownerUserId === viewer.userId) || viewer.authorities.has(admin('CONTRACT'));
    if (!allowed) throw forbidden(API_MESSAGES.contractDeleteForbidden);
    await tx.update(contract).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1 }).where(eq(contract.id, id));
    await tx.update(paymentTerm).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId }).where(and(eq(paymentTerm.contractId, id), eq(paymentTerm.deletedYn, 'N')));
    await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
