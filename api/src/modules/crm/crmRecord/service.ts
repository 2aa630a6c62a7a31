import { CRM_RECORD_DEFAULT_SORT, type CrmRecord, type CrmRecordCreateBody, type CrmRecordListQuery, type CrmRecordUpdateBody } from '@dure/shared/contracts/crm/crmRecord';
import { write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, exists, ilike, inArray, isNotNull, like, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import {
  actionItem,
  appUser,
  contact,
  contract,
  CRM_RECORD_OUTCOMES,
  CRM_RECORD_STATUSES,
  crmRecord,
  crmRecordContact,
  crmRecordParticipant,
  type CrmRecordStatus,
  customer,
  department,
  lead,
  leadStage,
  share,
} from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { type Page, cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';
import { isDate, kstDayStart, toKst } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import { deptsContainingUser } from '../../cross/record/scope';
import { type Viewer, isAreaAdmin, requireRecord, resolveRecord } from '../../cross/record/registry';
import { LOCATION_TYPES } from './codes';
import { completeNextAction, syncNextAction } from './nextAction';
import { type RecordValues, checkValues } from './rules';
import { type Rights, type Row, loadViews } from './views';
import { escapeLike } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';
import { visibleContracts } from '../contract/access';
import { leadConditions } from '../lead/service';

export const CRM_RECORD_ENTITY = 'CRM_RECORD';
const ENTITY = CRM_RECORD_ENTITY;
const AREA = 'CRM';
const EDIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const STATUS_LABELS: Record<CrmRecordStatus, string> = { PLANNED: '예정', DONE: '완료', CANCELED: '취소' };
const live = eq(crmRecord.deletedYn, 'N');
type Fields = Record<string, string>;

// ---------------------------------------------------------------- rights

const canWriteArea = (viewer: Viewer) => viewer.authorities.has(write(AREA));
const isOwnerOf = (viewer: Viewer, row: Row) => row.ownerUserId === viewer.userId || row.createdBy === viewer.userId;
/** Editable until activityAt + 30 days; after that CRM_ADMIN only (DOMAIN §4). */
const withinEditWindow = (viewer: Viewer, row: Row, now: Date) => isAreaAdmin(viewer, AREA) || now.getTime() <= row.activityAt.getTime() + EDIT_WINDOW_MS;

function rightsFor(viewer: Viewer, now: Date, writable: (row: Row) => boolean): Rights {
  return (row) => {
    const w = canWriteArea(viewer) && writable(row);
    return { edit: w && withinEditWindow(viewer, row, now), remove: w && (isAreaAdmin(viewer, AREA) || isOwnerOf(viewer, row)) };
  };
}

function listRights(viewer: Viewer, scope: DataScope, now: Date): Rights {
  return rightsFor(viewer, now, (row) => {
    if (scope.kind === 'ORG' || row.ownerUserId === viewer.userId) return true;
    return scope.kind === 'DEPT' && row.ownerDeptId !== null && scope.deptIds.includes(row.ownerDeptId);
  });
}

// ---------------------------------------------------------------- reading

const SORTS: Record<string, SQL | ReturnType<typeof sql>> = {
  activityAt: sql`${crmRecord.activityAt}`,
  subject: sql`${crmRecord.subject}`,
  customerName: sql`${customer.name}`,
  status: sql`${crmRecord.status}`,
  activityType: sql`${crmRecord.activityType}`,
  nextActionAt: sql`${crmRecord.nextActionAt}`,
  ownerUserName: sql`${appUser.name}`,
  createdAt: sql`${crmRecord.createdAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, CRM_RECORD_DEFAULT_SORT, [desc(crmRecord.id)], { nullsLast: true });

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[] | null, field: string): T[] {
  const values = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (allowed && values.some((v) => !allowed.includes(v as T))) throw validationError({ [field]: API_MESSAGES.fieldChoice });
  return values as T[];
}

/** Start of a KST calendar day as an instant. */

const participates = (userId: number) =>
  exists(
    sql`(select 1 from ${crmRecordParticipant} where ${crmRecordParticipant.crmRecordId} = ${crmRecord.id} and ${crmRecordParticipant.userId} = ${userId})`,
  );
const selfOf = (userId: number) => or(eq(crmRecord.ownerUserId, userId), participates(userId)) as SQL;
/** An active share of the record to the user or to a department containing them (DOMAIN §1.3 canRead). */
const sharedWith = (userId: number, depts: number[], now: Date) =>
  exists(
    sql`(select 1 from ${share} where ${share.targetType} = ${ENTITY} and ${share.targetId} = ${crmRecord.id}
          and (${share.expiresAt} is null or ${share.expiresAt} > ${now.toISOString()}::timestamptz)
          and ((${share.granteeType} = 'USER' and ${share.granteeId} = ${userId})
            ${depts.length > 0 ? sql`or (${share.granteeType} = 'DEPT' and ${share.granteeId} in (${sql.join(depts.map((d) => sql`${d}`), sql`, `)}))` : sql``}))`,
  );
/** The record's next action is past due and its ActionItem still OPEN. */
const overdue = (now: Date) =>
  and(
    isNotNull(crmRecord.nextActionAt),
    lt(crmRecord.nextActionAt, now),
    exists(sql`(select 1 from ${actionItem} where ${actionItem.id} = ${crmRecord.nextActionItemId} and ${actionItem.status} = 'OPEN' and ${actionItem.deletedYn} = 'N')`),
  );

async function deptSubtree(db: Executor, deptId: number, includeSub: boolean): Promise<SQL> {
  if (!includeSub) return eq(crmRecord.ownerDeptId, deptId);
  const [dept] = await db.select({ path: department.path }).from(department).where(eq(department.id, deptId));
  if (!dept) return sql`false`;
  return inArray(crmRecord.ownerDeptId, db.select({ id: department.id }).from(department).where(like(department.path, `${dept.path}%`)));
}

/** DOMAIN §1.5 list within the CRM data scope: a rep sees their department subtree, CRM_ADMIN everything. */
export async function listRecords(db: Executor, viewer: Viewer, filter: CrmRecordListQuery, now: Date, maxSize?: number): Promise<Page<CrmRecord>> {
  const scope = await scopeOf(db, viewer, AREA);
  const visible = or(selfOf(viewer.userId), sharedWith(viewer.userId, await deptsContainingUser(db, viewer.userId), now)) as SQL;
  const conditions: (SQL | undefined)[] = [live, scopeCondition(scope, crmRecord.ownerDeptId, visible)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(or(ilike(crmRecord.subject, pattern), ilike(customer.name, pattern)));
  }
  const types = listOf(filter.activityTypeList, null, 'activityTypeList');
  if (types.length > 0) conditions.push(inArray(crmRecord.activityType, types));
  const statuses = listOf(filter.statusList, CRM_RECORD_STATUSES, 'statusList');
  if (statuses.length > 0) conditions.push(inArray(crmRecord.status, statuses));
  const outcomes = listOf(filter.outcomeList, CRM_RECORD_OUTCOMES, 'outcomeList');
  if (outcomes.length > 0) conditions.push(inArray(crmRecord.outcome, outcomes));
  if (typeof filter.customerId === 'number') conditions.push(eq(crmRecord.customerId, filter.customerId));
  if (typeof filter.leadId === 'number') conditions.push(eq(crmRecord.leadId, filter.leadId));
  if (typeof filter.contractId === 'number') conditions.push(eq(crmRecord.contractId, filter.contractId));
  if (typeof filter.ownerUserId === 'number') conditions.push(eq(crmRecord.ownerUserId, filter.ownerUserId));
  if (typeof filter.deptId === 'number') conditions.push(await deptSubtree(db, filter.deptId, filter.includeSubDeptYn === 'Y'));
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = filter[key]?.trim();
    if (value && !isDate(value)) throw validationError({ [key]: API_MESSAGES.dateInvalid });
  }
  if (filter.fromDate?.trim()) conditions.push(sql`${crmRecord.activityAt} >= ${kstDayStart(filter.fromDate.trim()).toISOString()}::timestamptz`);
  if (filter.toDate?.trim()) {
    const end = new Date(kstDayStart(filter.toDate.trim()).getTime() + 24 * 60 * 60 * 1000);
    conditions.push(sql`${crmRecord.activityAt} < ${end.toISOString()}::timestamptz`);
  }
  if (filter.overdueYn === 'Y') conditions.push(overdue(now));
  if (filter.mineYn === 'Y') conditions.push(selfOf(viewer.userId));

  const where = and(...conditions);
  const request = pageRequest(filter, maxSize);
  const sortedBy = orderOf(filter.sort);
  const rights = listRights(viewer, scope, now);
  const counted = () => db.select({ id: crmRecord.id }).from(crmRecord).innerJoin(customer, eq(customer.id, crmRecord.customerId)).where(where);
  // The page's ids in sort order (the owner's name is a sort key); the views are then read by id.
  const ids = () =>
    db.select({ id: crmRecord.id }).from(crmRecord).innerJoin(customer, eq(customer.id, crmRecord.customerId)).leftJoin(appUser, eq(appUser.id, crmRecord.ownerUserId));
  if (keyword) {
    return keywordPage(db, request, {
      matching: counted(),
      sorted: (matched) => ids().where(matched(crmRecord.id)).orderBy(...sortedBy),
      ordered: ids().where(where).orderBy(...sortedBy),
      load: (pageIds) => loadViews(db, pageIds, now, rights),
    });
  }
  const rows = await db
    .select({ id: crmRecord.id, cappedCount: cappedCount(counted()) })
    .from(crmRecord)
    .innerJoin(customer, eq(customer.id, crmRecord.customerId))
    .leftJoin(appUser, eq(appUser.id, crmRecord.ownerUserId))
    .where(where)
    .orderBy(...sortedBy)
    .limit(request.size)
    .offset(request.offset);
  const page = await countedPage(db, request, rows, (r) => r.id, counted);
  return { ...page, content: await loadViews(db, page.content, now, rights) };
}

async function viewFor(db: Executor, viewer: Viewer, id: number, now: Date): Promise<CrmRecord> {
  const { level } = await resolveRecord(db, viewer, ENTITY, id);
  const [view] = await loadViews(db, [id], now, rightsFor(viewer, now, () => level === 'WRITE'));
  if (!view) throw notFound(API_MESSAGES.crmRecordNotFound);
  return view;
}

/** One record the viewer may read (scope, owner, 동행자, share); anything else is 404. */
export async function getRecord(db: Executor, viewer: Viewer, id: number, now: Date): Promise<CrmRecord> {
  await readable(db, viewer, id);
  return viewFor(db, viewer, id, now);
}

async function readable(db: Executor, viewer: Viewer, id: number) {
  const { level } = await resolveRecord(db, viewer, ENTITY, id);
  if (level === 'NONE') throw notFound(API_MESSAGES.crmRecordNotFound);
  return level;
}

// ---------------------------------------------------------------- writing

const AUDITED = [
  'activityType',
  'subject',
  'customerId',
  'contactIds',
  'leadId',
  'contractId',
  'status',
  'activityAt',
  'durationMin',
  'location',
  'participantIds',
  'content',
  'outcome',
  'nextActionType',
  'nextActionAt',
  'nextActionNote',
  'ownerUserId',
  'ownerDeptId',
] as const;

type Snapshot = Record<(typeof AUDITED)[number], unknown>;

function snapshot(values: Omit<RecordValues, 'activityAt' | 'nextActionAt'> & { activityAt: Date; nextActionAt: Date | null; ownerUserId: number | null; ownerDeptId: number | null }): Snapshot {
  return {
    activityType: values.activityType,
    subject: values.subject,
    customerId: values.customerId,
    contactIds: [...values.contactIds].sort((a, b) => a - b),
    leadId: values.leadId,
    contractId: values.contractId,
    status: values.status,
    activityAt: toKst(values.activityAt),
    durationMin: values.durationMin,
    location: values.location,
    participantIds: [...values.participantIds].sort((a, b) => a - b),
    content: values.content,
    outcome: values.outcome,
    nextActionType: values.nextActionType,
    nextActionAt: toKst(values.nextActionAt),
    nextActionNote: values.nextActionNote,
    ownerUserId: values.ownerUserId,
    ownerDeptId: values.ownerDeptId,
  };
}

async function currentSnapshot(tx: Executor, row: Row): Promise<Snapshot> {
  const [contacts, participants] = await Promise.all([
    tx.select({ id: crmRecordContact.contactId }).from(crmRecordContact).where(eq(crmRecordContact.crmRecordId, row.id)),
    tx.select({ id: crmRecordParticipant.userId }).from(crmRecordParticipant).where(eq(crmRecordParticipant.crmRecordId, row.id)),
  ]);
  return snapshot({ ...row, contactIds: contacts.map((c) => c.id), participantIds: participants.map((p) => p.id) });
}

async function replaceLinks(tx: Executor, id: number, values: Pick<RecordValues, 'contactIds' | 'participantIds'>): Promise<void> {
  await tx.delete(crmRecordContact).where(eq(crmRecordContact.crmRecordId, id));
  await tx.delete(crmRecordParticipant).where(eq(crmRecordParticipant.crmRecordId, id));
  if (values.contactIds.length > 0) await tx.insert(crmRecordContact).values(values.contactIds.map((contactId) => ({ crmRecordId: id, contactId })));
  if (values.participantIds.length > 0) await tx.insert(crmRecordParticipant).values(values.participantIds.map((userId) => ({ crmRecordId: id, userId })));
}

/** A DONE activity moves the customer's and lead's lastActivityAt forward (never back). */
async function touchLastActivity(tx: Executor, row: Row): Promise<void> {
  if (row.status !== 'DONE') return;
  const at = sql`${row.activityAt.toISOString()}::timestamptz`;
  await tx
    .update(customer)
    .set({ lastActivityAt: sql`greatest(coalesce(${customer.lastActivityAt}, ${at}), ${at})` })
    .where(eq(customer.id, row.customerId));
  if (row.leadId !== null) {
    await tx
      .update(lead)
      .set({ lastActivityAt: sql`greatest(coalesce(${lead.lastActivityAt}, ${at}), ${at})` })
      .where(eq(lead.id, row.leadId));
  }
}

const columnsOf = (values: RecordValues) => ({
  activityType: values.activityType,
  subject: values.subject,
  customerId: values.customerId,
  leadId: values.leadId,
  contractId: values.contractId,
  status: values.status,
  activityAt: values.activityAt,
  durationMin: values.durationMin,
  location: values.location,
  content: values.content,
  outcome: values.outcome,
  nextActionType: values.nextActionType,
  nextActionAt: values.nextActionAt,
  nextActionNote: values.nextActionNote,
});

export async function createRecord(db: Database, viewer: Viewer, actor: Actor, input: CrmRecordCreateBody): Promise<CrmRecord> {
  const id = await db.transaction(async (tx) => {
    const fields: Fields = {};
    const status = input.status ?? 'PLANNED';
    if (status === 'CANCELED') fields.status = API_MESSAGES.crmRecordStatusCreate;
    const values = await checkValues(tx, viewer, input, status, actor.now, fields);
    let followUpOfId: number | null = null;
    if (input.followUpOfId != null) {
      await requireRecord(tx, viewer, ENTITY, input.followUpOfId, 'READ');
      followUpOfId = input.followUpOfId;
    }
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const [owner] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, viewer.userId));
    const [row] = await tx
      .insert(crmRecord)
      .values({
        ...columnsOf(values),
        followUpOfId,
        ownerUserId: viewer.userId,
        ownerDeptId: owner?.deptId ?? null,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await replaceLinks(tx, row.id, values);
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(await currentSnapshot(tx, row), AUDITED) });
    await recordActivity(tx, actor, { targetType: ENTITY, targetId: row.id, verb: 'CREATED', summary: `영업활동 '${values.subject}' 등록` });
    await syncNextAction(tx, actor, row);
    await touchLastActivity(tx, row);
    return row.id;
  });
  return viewFor(db, viewer, id, actor.now);
}

/** Locks a record the viewer may change: no access 404, read-only 403, stale 409, past the edit window 403. */
async function lockForChange(tx: Executor, viewer: Viewer, id: number, version: number, now: Date): Promise<Row> {
  await requireRecord(tx, viewer, ENTITY, id, 'WRITE');
  const [row] = await tx.select().from(crmRecord).where(and(eq(crmRecord.id, id), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.crmRecordNotFound);
  if (row.version !== version) throw staleVersion();
  if (!withinEditWindow(viewer, row, now)) throw forbidden(API_MESSAGES.crmRecordEditLocked);
  return row;
}

/** Only PLANNED moves, to DONE or CANCELED (DOMAIN §4 CrmRecord). */
function checkTransition(from: CrmRecordStatus, to: CrmRecordStatus): void {
  if (from !== to && (from !== 'PLANNED' || to === 'PLANNED')) throw stateConflict(API_MESSAGES.crmRecordStatusTransition);
}

export async function updateRecord(db: Database, viewer: Viewer, actor: Actor, id: number, input: CrmRecordUpdateBody): Promise<CrmRecord> {
  await db.transaction(async (tx) => {
    const current = await lockForChange(tx, viewer, id, input.version, actor.now);
    const fields: Fields = {};
    const status = input.status ?? current.status;
    checkTransition(current.status, status);
    const values = await checkValues(tx, viewer, input, status, actor.now, fields, {
      activityType: current.activityType,
      nextActionType: current.nextActionType,
      customerId: current.customerId,
    });
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const before = await currentSnapshot(tx, current);
    const after = snapshot({ ...values, ownerUserId: current.ownerUserId, ownerDeptId: current.ownerDeptId });
    const changes = diff(before, after, AUDITED);
    if (changes.length === 0) return;
    const movedNextAction = (current.nextActionAt?.getTime() ?? null) !== (values.nextActionAt?.getTime() ?? null);
    const [row] = await tx
      .update(crmRecord)
      .set({
        ...columnsOf(values),
        ...(movedNextAction ? { nextActionRemindedAt: null } : {}),
        version: current.version + 1,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(crmRecord.id, id))
      .returning();
    await replaceLinks(tx, id, values);
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: status !== current.status ? 'STATE' : 'UPDATE', changes });
    await recordActivity(tx, actor, { targetType: ENTITY, targetId: id, verb: 'UPDATED', summary: `영업활동 '${values.subject}' 수정` });
    await syncNextAction(tx, actor, row);
    await touchLastActivity(tx, row);
  });
  return viewFor(db, viewer, id, actor.now);
}

/** PLANNED → DONE (activityAt ≤ now and content, optionally given here) or → CANCELED. */
export async function changeStatus(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  id: number,
  input: { status: CrmRecordStatus; version: number; content?: string | null },
): Promise<CrmRecord> {
  await db.transaction(async (tx) => {
    const current = await lockForChange(tx, viewer, id, input.version, actor.now);
    if (current.status === input.status) return;
    checkTransition(current.status, input.status);
    const before = await currentSnapshot(tx, current);
    const next: Partial<Row> = { status: input.status };
    if (input.status === 'DONE') {
      const fields: Fields = {};
      if (current.activityAt > actor.now) fields.activityAt = API_MESSAGES.crmRecordDoneInFuture;
      const raw = input.content !== undefined ? input.content : current.content;
      const content = raw ? sanitizeRichText(raw) : '';
      if (!content || richTextIsEmpty(content)) fields.content = API_MESSAGES.crmRecordContentRequired;
      if (Object.keys(fields).length > 0) throw validationError(fields);
      next.content = content;
    }
    const [row] = await tx
      .update(crmRecord)
      .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(crmRecord.id, id))
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'STATE', changes: diff(before, { ...before, status: row.status, content: row.content }, AUDITED) });
    await recordActivity(tx, actor, {
      targetType: ENTITY,
      targetId: id,
      verb: 'STATE_CHANGED',
      summary: `상태 변경: ${STATUS_LABELS[current.status]} → ${STATUS_LABELS[row.status]}`,
    });
    await syncNextAction(tx, actor, row);
    await touchLastActivity(tx, row);
  });
  return viewFor(db, viewer, id, actor.now);
}

/** Soft delete by the owner (or creator) or CRM_ADMIN; the open next action is canceled with it. */
export async function deleteRecord(db: Database, viewer: Viewer, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireRecord(tx, viewer, ENTITY, id, 'WRITE');
    const [row] = await tx.select().from(crmRecord).where(and(eq(crmRecord.id, id), live)).for('update');
    if (!row) throw notFound(API_MESSAGES.crmRecordNotFound);
    if (!isAreaAdmin(viewer, AREA) && !isOwnerOf(viewer, row)) throw forbidden(API_MESSAGES.crmRecordDeleteForbidden);
    if (row.version !== version) throw staleVersion();
    const [deleted] = await tx
      .update(crmRecord)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(crmRecord.id, id))
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
    await syncNextAction(tx, actor, { ...deleted, nextActionAt: null });
  });
}

/**
 * Completes the record's next action (its ActionItem → DONE) and answers a prefilled PLANNED record for the form:
 * same customer, contacts, lead and contract; type and time of the next action.
 */
export async function followUp(db: Database, viewer: Viewer, actor: Actor, id: number) {
  const draft = await db.transaction(async (tx) => {
    await requireRecord(tx, viewer, ENTITY, id, 'WRITE');
    const [row] = await tx.select().from(crmRecord).where(and(eq(crmRecord.id, id), live)).for('update');
    if (!row) throw notFound(API_MESSAGES.crmRecordNotFound);
    if (!row.nextActionAt) throw stateConflict(API_MESSAGES.crmRecordNoNextAction);
    await completeNextAction(tx, actor, row);
    const contacts = await tx
      .select({ id: contact.id, name: contact.name })
      .from(crmRecordContact)
      .innerJoin(contact, eq(contact.id, crmRecordContact.contactId))
      .where(and(eq(crmRecordContact.crmRecordId, id), eq(contact.deletedYn, 'N')));
    const [cust] = await tx.select({ name: customer.name }).from(customer).where(eq(customer.id, row.customerId));
    const activityType = row.nextActionType ?? row.activityType;
    return {
      activityType,
      subject: (row.nextActionNote ?? `${row.subject} 후속`).slice(0, 200),
      customerId: row.customerId,
      customerName: cust?.name ?? '',
      contactIds: contacts.map((c) => c.id),
      contacts,
      leadId: row.leadId,
      contractId: row.contractId,
      status: 'PLANNED' as const,
      activityAt: toKst(row.nextActionAt),
      location: LOCATION_TYPES.has(activityType) ? row.location : null,
      followUpOfId: row.id,
    };
  });
  return { record: await viewFor(db, viewer, id, actor.now), draft };
}

// ---------------------------------------------------------------- form options

/** Contacts of a customer for the record form (any CRM_READ holder; customers are readable by pickers). */
export async function customerContacts(db: Executor, customerId: number) {
  return db
    .select({ id: contact.id, name: contact.name, deptName: contact.deptName, title: contact.title, status: contact.status })
    .from(contact)
    .where(and(eq(contact.customerId, customerId), eq(contact.deletedYn, 'N')))
    .orderBy(desc(contact.primaryYn), asc(contact.name), asc(contact.id));
}

/** Leads and contracts of a customer the record may refer to. */
/** The customer's leads and contracts the caller may see (the same scope as their lists), for the form's pickers. */
export async function customerRelated(db: Executor, viewer: ScopeCaller, customerId: number) {
  const [leads, contracts] = await Promise.all([
    db
      .select({ id: lead.id, no: lead.leadNo, title: lead.title })
      .from(lead)
      .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
      .where(and(...(await leadConditions(db, viewer, { customerId }))))
      .orderBy(desc(lead.id))
      .limit(200),
    db
      .select({ id: contract.id, no: contract.contractNo, title: contract.title })
      .from(contract)
      .where(and(eq(contract.customerId, customerId), eq(contract.deletedYn, 'N'), await visibleContracts(db, viewer)))
      .orderBy(desc(contract.id))
      .limit(200),
  ]);
  return { leads, contracts };
}
