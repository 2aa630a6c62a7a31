import type { Page } from '@dure/shared/contracts';
import type { Customer, CustomerBody, CustomerDetail, CustomerListQuery, CustomerStatusBody, MergedCustomer } from '@dure/shared/contracts/crm/customer';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { CUSTOMER_GRADES, CUSTOMER_STATUSES, CUSTOMER_TYPES, type CustomerStatus, appUser, customer, department } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { inDeptSubtree, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { nextDocNumber } from '../../../lib/docNumber';
import { stateConflict, validationError } from '../../../lib/httpErrors';
import { cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { kstDate } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { AREA, type Caller, isCustomerAdmin, lockCustomer, requireCustomerAccess } from './access';
import { emailDomainOf } from './emailDomain';
import { listContacts } from './contacts';
import { type DuplicateMatch, bizRegNoTaken, guardDuplicates } from './duplicates';
import { type CustomerValues, type FieldErrors, checkCustomer, parseCustomer } from './fields';
import { customerFigures } from './figures';
import { listIndustries } from './industries';
import { companyDomainOf, nameKeyOf } from './normalize';
import { CUSTOMER_ENTITY } from './record';
import { customerColumns, customerOf, loadCustomers, selectCustomers } from './view';
import { customerKeyword } from './search';
import { segmentProblem } from '../../okr/segment/service';

type CustomerRow = typeof customer.$inferSelect;

/** Fields written to the audit trail on create, update and merge. */
export const AUDITED = [
  'name',
  'customerType',
  'bizRegNo',
  'corpRegNo',
  'ceoName',
  'bizType',
  'bizItem',
  'industryCode',
  'grade',
  'status',
  'phone',
  'website',
  'zipCode',
  'address1',
  'address2',
  'taxEmail',
  'paymentTermDays',
  'creditLimit',
  'parentCustomerId',
  'segmentId',
  'ownerUserId',
  'ownerDeptId',
] as const satisfies readonly (keyof CustomerRow)[];

const live = eq(customer.deletedYn, 'N');

// ---------------------------------------------------------------- list

const SORTS: Record<string, SQL> = {
  name: sql`${customer.name}`,
  customerNo: sql`${customer.customerNo}`,
  customerType: sql`${customer.customerType}`,
  grade: sql`${customer.grade}`,
  status: sql`${customer.status}`,
  bizRegNo: sql`${customer.bizRegNo}`,
  ownerUserName: sql`${appUser.name}`,
  ownerDeptName: sql`${department.name}`,
  lastActivityAt: sql`${customer.lastActivityAt}`,
  createdAt: sql`${customer.createdAt}`,
  updatedAt: sql`${customer.updatedAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'name,asc', [desc(customer.id)], { nullsLast: true });

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[], field: string): T[] {
  const values = (raw ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (values.some((v) => !allowed.includes(v as T))) throw validationError({ [field]: API_MESSAGES.fieldChoice });
  return values as T[];
}

export async function listCustomers(db: Database, caller: Caller, query: CustomerListQuery, maxSize?: number): Promise<Page<Customer>> {
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [live, scopeCondition(scope, customer.ownerDeptId, eq(customer.ownerUserId, caller.userId))];
  const keyword = customerKeyword(query.keyword);
  conditions.push(keyword);
  const statuses = listOf(query.statusList, CUSTOMER_STATUSES, 'statusList');
  if (statuses.length > 0) conditions.push(inArray(customer.status, statuses));
  const types = listOf(query.typeList, CUSTOMER_TYPES, 'typeList');
  if (types.length > 0) conditions.push(inArray(customer.customerType, types));
  const grades = listOf(query.gradeList, CUSTOMER_GRADES, 'gradeList');
  if (grades.length > 0) conditions.push(inArray(customer.grade, grades));
  if (query.industryCode?.trim()) conditions.push(eq(customer.industryCode, query.industryCode.trim()));
  if (query.segmentId) conditions.push(eq(customer.segmentId, query.segmentId));
  if (query.ownerUserId) conditions.push(eq(customer.ownerUserId, query.ownerUserId));
  if (query.deptId) {
    conditions.push(
      query.includeSubDeptYn === 'Y'
        ? inDeptSubtree(customer.ownerDeptId, query.deptId)
        : eq(customer.ownerDeptId, query.deptId),
    );
  }
  const where = and(...conditions);
  const sortedBy = orderOf(query.sort);
  if (!keyword) {
    const counted = () => db.select({ one: customer.id }).from(customer).where(where);
    const rows = await selectCustomers(db, { ...customerColumns, cappedCount: cappedCount(counted()) })
      .where(where)
      .orderBy(...sortedBy)
      .limit(request.size)
      .offset(request.offset);
    return countedPage(db, request, rows, customerOf, counted);
  }
  return keywordPage(db, request, {
    matching: db.select({ id: customer.id }).from(customer).where(where),
    sorted: (matched) =>
      selectCustomers(db, { id: customer.id })
        .where(matched(customer.id))
        .orderBy(...sortedBy),
    ordered: selectCustomers(db, { id: customer.id })
      .where(where)
      .orderBy(...sortedBy),
    load: (ids) => loadCustomers(db, ids),
  });
}

// ---------------------------------------------------------------- detail

/**
 * One customer in the caller's scope with contacts and computed figures. A merged
 * customer answers only `{ id, status: 'MERGED', mergedIntoId }` so the screen can redirect.
 */
export async function getCustomer(db: Executor, caller: Caller, id: number): Promise<CustomerDetail | MergedCustomer> {
  const [row] = await db
    .select({ ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId, deletedYn: customer.deletedYn, status: customer.status, mergedIntoId: customer.mergedIntoId })
    .from(customer)
    .where(eq(customer.id, id));
  const merged = row?.status === 'MERGED' && row.mergedIntoId !== null;
  await requireCustomerAccess(db, caller, row && (row.deletedYn === 'N' || merged) ? row : undefined, 'READ');
  if (merged) return { id, status: 'MERGED', mergedIntoId: row.mergedIntoId! };
  const [view] = await loadCustomers(db, [id]);
  return { ...view, contacts: await listContacts(db, id), figures: await customerFigures(db, id) };
}

// ---------------------------------------------------------------- writing

async function checkReferences(tx: Executor, values: CustomerValues, selfId: number | null, errors: FieldErrors, currentSegmentId: number | null = null): Promise<void> {
  if (values.ownerUserId) {
    const [user] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, values.ownerUserId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
    if (!user) errors.ownerUserId = API_MESSAGES.customerOwnerNotFound;
  }
  if (values.ownerDeptId) {
    const [dept] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, values.ownerDeptId), eq(department.deletedYn, 'N')));
    if (!dept) errors.ownerDeptId = API_MESSAGES.customerDeptNotFound;
  }
  if (values.industryCode && !(await listIndustries(tx)).some((i) => i.code === values.industryCode)) errors.industryCode = API_MESSAGES.customerIndustryInvalid;
  if (values.segmentId) {
    const problem = await segmentProblem(tx, values.segmentId, currentSegmentId);
    if (problem) errors.segmentId = problem;
  }
  if (values.parentCustomerId) {
    const [parent] = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.id, values.parentCustomerId), live));
    if (!parent || parent.id === selfId) errors.parentCustomerId = API_MESSAGES.customerParentInvalid;
  }
}

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A unique-index race lost to a concurrent save becomes the same 409 the pre-check gives. */
export async function guarded<T>(db: Executor, bizRegNo: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'customer_biz_reg_no_uq' && bizRegNo) {
      const [other] = await db.select({ customerNo: customer.customerNo, name: customer.name }).from(customer).where(and(eq(customer.bizRegNo, bizRegNo), live));
      if (other) throw bizRegNoTaken(other);
    }
    throw error;
  }
}

const ackChange = (matches: DuplicateMatch[]) =>
  matches.length > 0 ? [{ field: 'duplicateAck', old: null, new: matches.map((m) => `${m.customerNo} ${m.name}`) }] : [];

/** The caller's primary department: the default owner department (DOMAIN §1.1). */
async function homeDept(tx: Executor, userId: number): Promise<number | null> {
  const [user] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  return user?.deptId ?? null;
}

const CREATE_STATUSES: CustomerStatus[] = ['PROSPECT', 'ACTIVE', 'DORMANT'];

/** Inserts a checked customer in an open transaction (create and import share it). */
export async function insertCustomer(tx: Executor, actor: Actor, caller: Caller, values: CustomerValues, status: CustomerStatus, acked: DuplicateMatch[]): Promise<number> {
  const now = actor.now;
  const ownerDeptId = values.ownerDeptId ?? (await homeDept(tx, caller.userId));
  const row = {
    ...values,
    name: values.name!,
    customerType: values.customerType!,
    nameKey: nameKeyOf(values.name!),
    emailDomain: companyDomainOf(values.website) ?? companyDomainOf(values.taxEmail),
    status,
    paymentTermDays: values.paymentTermDays ?? 30,
    ownerUserId: values.ownerUserId ?? caller.userId,
    ownerDeptId,
    customerNo: await nextDocNumber(tx, 'CUSTOMER', kstDate(now)),
    createdAt: now,
    createdBy: actor.actorId,
    updatedAt: now,
    updatedBy: actor.actorId,
  };
  const [inserted] = await tx.insert(customer).values(row).returning();
  await writeAudit(tx, actor, {
    entityType: CUSTOMER_ENTITY,
    entityId: inserted.id,
    action: 'CREATE',
    changes: [...created(inserted, ['customerNo', ...AUDITED]), ...ackChange(acked)],
  });
  return inserted.id;
}

/** POST /api/customer: checks, duplicate rule (DOMAIN §4), number, audit, in one transaction. */
export async function createCustomer(db: Database, actor: Actor, caller: Caller, input: CustomerBody): Promise<CustomerDetail> {
  const { values, errors } = parseCustomer(input);
  if (!isCustomerAdmin(caller) && values.ownerDeptId !== undefined) delete values.ownerDeptId;
  checkCustomer(values, errors);
  const status = (input.status?.toUpperCase() || 'PROSPECT') as CustomerStatus;
  if (!CREATE_STATUSES.includes(status)) errors.status = API_MESSAGES.customerStatusInvalid;
  failIf(errors);
  const id = await guarded(db, values.bizRegNo, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, values, null, errors);
      failIf(errors);
      const acked = await guardDuplicates(tx, { name: values.name, bizRegNo: values.bizRegNo, website: values.website }, input.duplicateAckYn === 'Y');
      return insertCustomer(tx, actor, caller, values, status, acked);
    }),
  );
  return (await getCustomer(db, caller, id)) as CustomerDetail;
}

/** Applies checked values to a locked row (update and import share it); no-op when nothing changed. */
export async function applyUpdate(tx: Executor, actor: Actor, current: CustomerRow, values: CustomerValues, acked: DuplicateMatch[]): Promise<void> {
  const next: Partial<CustomerRow> = { ...values };
  const changes = [...diff(current, next, AUDITED), ...ackChange(acked)];
  if (changes.length === 0) return;
  if (values.name !== undefined) next.nameKey = nameKeyOf(values.name);
  if (values.website !== undefined || values.taxEmail !== undefined) {
    next.emailDomain = await emailDomainOf(tx, current.id, values.website === undefined ? current.website : values.website, values.taxEmail === undefined ? current.taxEmail : values.taxEmail);
  }
  await tx
    .update(customer)
    .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(customer.id, current.id));
  await writeAudit(tx, actor, { entityType: CUSTOMER_ENTITY, entityId: current.id, action: 'UPDATE', changes });
}

/** PUT /api/customer/{id}: the version must match (409 otherwise, nothing written). Status changes go through /status. */
export async function updateCustomer(db: Database, actor: Actor, caller: Caller, id: number, input: CustomerBody): Promise<CustomerDetail> {
  const { status: _ignored, duplicateAckYn, version, ...fields } = input;
  const { values, errors } = parseCustomer(fields);
  if (version === undefined) errors.version = API_MESSAGES.fieldRequired;
  if (!isCustomerAdmin(caller)) delete values.ownerDeptId;
  failIf(errors);
  await guarded(db, values.bizRegNo, () =>
    db.transaction(async (tx) => {
      const current = await lockCustomer(tx, caller, id, version);
      const merged = { ...current, ...values } as CustomerValues;
      checkCustomer(merged, errors);
      await checkReferences(tx, values, id, errors, current.segmentId);
      failIf(errors);
      const keysChanged =
        (values.name !== undefined && nameKeyOf(values.name) !== current.nameKey) ||
        (values.bizRegNo !== undefined && values.bizRegNo !== current.bizRegNo) ||
        (values.website !== undefined && values.website !== current.website);
      const acked = keysChanged
        ? await guardDuplicates(tx, { name: merged.name, bizRegNo: merged.bizRegNo, website: merged.website, excludeId: id }, duplicateAckYn === 'Y')
        : [];
      await applyUpdate(tx, actor, current, values, acked);
    }),
  );
  return (await getCustomer(db, caller, id)) as CustomerDetail;
}

/** Statuses a person may set; MERGED only by merging. Leaving CLOSED (폐업) needs CUSTOMER_ADMIN (DOMAIN §1.3 reopen). */
const SETTABLE: CustomerStatus[] = ['PROSPECT', 'ACTIVE', 'DORMANT', 'CLOSED'];

export async function changeStatus(db: Database, actor: Actor, caller: Caller, id: number, body: CustomerStatusBody): Promise<CustomerDetail> {
  const status = body.status.toUpperCase() as CustomerStatus;
  if (!SETTABLE.includes(status)) throw validationError({ status: API_MESSAGES.customerStatusInvalid });
  await db.transaction(async (tx) => {
    const current = await lockCustomer(tx, caller, id, body.version);
    if (current.status === 'MERGED') throw stateConflict(API_MESSAGES.customerMergedReadonly);
    if (current.status === status) return;
    if (current.status === 'CLOSED' && !isCustomerAdmin(caller)) throw stateConflict(API_MESSAGES.customerClosedReopen);
    await tx
      .update(customer)
      .set({ status, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(customer.id, id));
    await writeAudit(tx, actor, { entityType: CUSTOMER_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'status', old: current.status, new: status }] });
  });
  return (await getCustomer(db, caller, id)) as CustomerDetail;
}

/** DELETE /api/customer/{id} (CUSTOMER_ADMIN): soft delete; the business number becomes free again. */
export async function deleteCustomer(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCustomer(tx, caller, id, version);
    await tx
      .update(customer)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(customer.id, id));
    await writeAudit(tx, actor, { entityType: CUSTOMER_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
