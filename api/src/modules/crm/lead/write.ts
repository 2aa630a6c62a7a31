import type { LeadCreateBody, LeadLineBody, LeadReassignBody, LeadUpdateBody } from '@dure/shared/contracts/crm/lead';
import { segmentProblem } from '../../okr/segment/service';
import { projectTypeProblem } from '../../okr/projectType/service';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { contact, customer, lead, leadLine, leadStageHistory } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { isDate, kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { type Viewer, isAreaAdmin, requireRecord } from '../../cross/record/registry';
import { inScope, scopeOf } from '../../../lib/dataScope';
import { isLinkableCustomer } from '../customer/access';
import { type Stage, activeUser, firstOpenStage, loadStages, needsCustomer, requireCode } from './lookup';
import { lineAmount, weightedAmount } from './rules';

export const ENTITY = 'LEAD';
export const AUDITED = [
  'title',
  'customerId',
  'contactId',
  'prospectCompany',
  'prospectName',
  'prospectEmail',
  'prospectPhone',
  'source',
  'stageId',
  'probability',
  'expectedAmount',
  'weightedAmount',
  'expectedCloseDate',
  'priority',
  'ownerUserId',
  'ownerDeptId',
  'segmentId',
  'projectTypeId',
  'lostReason',
  'lostNote',
  'competitor',
  'contractId',
] as const;

export type LeadRow = typeof lead.$inferSelect;

const trimmed = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NormalLine = { productId: number | null; itemName: string; qty: number; unitPrice: number; discountPct: number; amount: number; deliveryYm: string | null };

function normaliseLines(lines: LeadLineBody[]): NormalLine[] {
  const errors: Record<string, string> = {};
  const out = lines.map((line, i) => {
    const itemName = line.itemName.trim();
    const discountPct = line.discountPct ?? 0;
    const deliveryYm = trimmed(line.deliveryYm);
    if (!itemName) errors[`lines[${i}].itemName`] = API_MESSAGES.leadLineItem;
    if (!(line.qty > 0)) errors[`lines[${i}].qty`] = API_MESSAGES.leadLineQty;
    if (line.unitPrice < 0) errors[`lines[${i}].unitPrice`] = API_MESSAGES.leadLineUnitPrice;
    if (discountPct < 0 || discountPct > 100) errors[`lines[${i}].discountPct`] = API_MESSAGES.leadLineDiscount;
    if (deliveryYm && !/^\d{4}-(0[1-9]|1[0-2])$/.test(deliveryYm)) errors[`lines[${i}].deliveryYm`] = API_MESSAGES.leadLineDeliveryYm;
    return { productId: line.productId ?? null, itemName, qty: Math.round(line.qty * 1000) / 1000, unitPrice: line.unitPrice, discountPct, amount: 0, deliveryYm };
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return out.map((l) => ({ ...l, amount: lineAmount(l.qty, l.unitPrice, l.discountPct) }));
}

type Fields = Omit<LeadCreateBody, 'stageId' | 'lines'>;

/**
 * Validates the editable fields for a lead in `stage`; returns the values to store (without number, stage, owner).
 * `current` is the stored lead on update: a segment left out keeps its value (on create it follows the customer).
 */
async function normaliseFields(db: Executor, stages: Stage[], stage: Stage, input: Fields, lines: NormalLine[] | null, currentAmount: number, current?: { segmentId: number | null; projectTypeId?: number | null }) {
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (!title) errors.title = API_MESSAGES.fieldRequired;
  if (!isDate(input.expectedCloseDate)) errors.expectedCloseDate = API_MESSAGES.leadDateInvalid;
  const customerId = input.customerId ?? null;
  const prospectCompany = trimmed(input.prospectCompany);
  if (needsCustomer(stages, stage) && customerId === null) errors.customerId = API_MESSAGES.leadCustomerRequired;
  else if (customerId === null && !prospectCompany) errors.prospectCompany = API_MESSAGES.leadProspectRequired;
  const prospectEmail = trimmed(input.prospectEmail);
  if (prospectEmail && !EMAIL.test(prospectEmail)) errors.prospectEmail = API_MESSAGES.inquiryEmailInvalid;
  const prospectPhone = trimmed(input.prospectPhone)?.replace(/-/g, '') ?? null;
  if (prospectPhone && !/^\d{9,11}$/.test(prospectPhone)) errors.prospectPhone = API_MESSAGES.inquiryPhoneInvalid;
  let probability = stage.defaultProbability;
  if (stage.category === 'OPEN' && input.probability !== undefined && input.probability !== null) {
    if (input.probability < 1 || input.probability > 99) errors.probability = API_MESSAGES.leadProbabilityRange;
    probability = input.probability;
  }
  const manual = input.expectedAmount ?? currentAmount;
  if (!lines?.length && manual < 0) errors.expectedAmount = API_MESSAGES.leadAmountInvalid;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await requireCode(db, 'LEAD_SOURCE', input.source, 'source', API_MESSAGES.leadSourceInvalid);
  const contactId = input.contactId ?? null;
  let customerSegmentId: number | null = null;
  if (customerId !== null) {
    const [found] = await db.select({ id: customer.id, segmentId: customer.segmentId }).from(customer).where(and(eq(customer.id, customerId), eq(customer.deletedYn, 'N')));
    if (!found) throw validationError({ customerId: API_MESSAGES.leadCustomerNotFound });
    customerSegmentId = found.segmentId;
  }
  const segmentId = input.segmentId !== undefined ? input.segmentId : current ? current.segmentId : customerSegmentId;
  if (input.segmentId) {
    const problem = await segmentProblem(db, input.segmentId, current?.segmentId ?? null);
    if (problem) throw validationError({ segmentId: problem });
  }
  if (input.projectTypeId) {
    const problem = await projectTypeProblem(db, input.projectTypeId, current?.projectTypeId ?? null);
    if (problem) throw validationError({ projectTypeId: problem });
  }
  if (contactId !== null) {
    const [found] = await db.select({ customerId: contact.customerId }).from(contact).where(and(eq(contact.id, contactId), eq(contact.deletedYn, 'N')));
    if (!found || found.customerId !== customerId) throw validationError({ contactId: API_MESSAGES.leadContactMismatch });
  }
  const expectedAmount = lines?.length ? lines.reduce((s, l) => s + l.amount, 0) : manual;
  return {
    title,
    customerId,
    contactId,
    prospectCompany,
    prospectName: trimmed(input.prospectName),
    prospectEmail,
    prospectPhone,
    source: input.source,
    probability,
    expectedAmount,
    weightedAmount: weightedAmount(expectedAmount, probability),
    expectedCloseDate: input.expectedCloseDate,
    priority: input.priority ?? 'NORMAL',
    segmentId,
    projectTypeId: input.projectTypeId ?? null,
  };
}

async function replaceLines(tx: Executor, actor: Actor, leadId: number, lines: NormalLine[]): Promise<void> {
  await tx.delete(leadLine).where(eq(leadLine.leadId, leadId));
  if (lines.length === 0) return;
  await tx.insert(leadLine).values(
    lines.map((l, i) => ({
      leadId,
      seq: i + 1,
      productId: l.productId,
      itemName: l.itemName,
      qty: String(l.qty),
      unitPrice: l.unitPrice,
      discountPct: String(l.discountPct),
      amount: l.amount,
      deliveryYm: l.deliveryYm,
      createdAt: actor.now,
      createdBy: actor.actorId,
      updatedAt: actor.now,
      updatedBy: actor.actorId,
    })),
  );
}

/** N-LEAD-ASSIGNED to a new owner (not when they assigned it to themselves). */
export async function notifyAssigned(tx: Executor, actor: Actor, ownerId: number, row: { id: number; leadNo: string; title: string }): Promise<void> {
  if (ownerId === actor.actorId) return;
  await notify(tx, {
    userIds: [ownerId],
    category: 'CRM',
    type: 'LEAD_ASSIGNED',
    title: '리드 배정',
    body: `리드 ${row.leadNo} '${row.title}'의 담당자로 지정되었습니다.`,
    contentLocation: `/lead/${row.id}`,
    targetType: ENTITY,
    targetId: row.id,
    actorId: actor.actorId,
    now: actor.now,
  });
}

/** `viewer`: who creates it through the lead form; the customer and the owner must then lie in their scope. */
export type CreateExtra = { inquiryId?: number; viewer?: Viewer };

/** A lead written through the form stays readable by its writer: its customer and its owner lie in the writer's scope. */
async function requireInWriterScope(tx: Executor, viewer: Viewer, customerId: number | null, owner: { id: number; deptId: number | null } | null) {
  if (customerId !== null && !(await isLinkableCustomer(tx, viewer, customerId, isAreaAdmin(viewer, 'LEAD')))) throw validationError({ customerId: API_MESSAGES.leadCustomerNotFound });
  if (owner && !inScope(await scopeOf(tx, viewer, 'LEAD'), owner.deptId, owner.id === viewer.userId)) {
    throw validationError({ ownerUserId: API_MESSAGES.leadOwnerOutOfScope });
  }
}

/** A new lead in an OPEN stage (default: the first); number, stage history, audit and assignment notice in one transaction. */
export async function createLeadIn(tx: Executor, actor: Actor, input: LeadCreateBody, extra: CreateExtra = {}): Promise<number> {
  const stages = await loadStages(tx);
  const stage = input.stageId ? stages.find((s) => s.id === input.stageId) : firstOpenStage(stages);
  if (!stage) throw validationError({ stageId: API_MESSAGES.leadStageNotFound });
  if (stage.category !== 'OPEN' || stage.activeYn !== 'Y') throw validationError({ stageId: API_MESSAGES.leadStageInactive });
  const lines = normaliseLines(input.lines ?? []);
  const values = await normaliseFields(tx, stages, stage, input, lines, 0);
  const owner = await activeUser(tx, input.ownerUserId ?? actor.actorId ?? 0, 'ownerUserId');
  if (extra.viewer) await requireInWriterScope(tx, extra.viewer, values.customerId, owner);
  const leadNo = await nextDocNumber(tx, 'LEAD', kstDate(actor.now));
  const [row] = await tx
    .insert(lead)
    .values({
      ...values,
      leadNo,
      stageId: stage.id,
      ownerUserId: owner.id,
      ownerDeptId: owner.deptId,
      inquiryId: extra.inquiryId ?? null,
      stageChangedAt: actor.now,
      createdAt: actor.now,
      createdBy: actor.actorId,
      updatedAt: actor.now,
      updatedBy: actor.actorId,
    })
    .returning();
  await replaceLines(tx, actor, row.id, lines);
  await tx.insert(leadStageHistory).values({ leadId: row.id, fromStageId: null, toStageId: stage.id, probability: row.probability, amount: row.expectedAmount, at: actor.now, by: actor.actorId });
  await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, [...AUDITED, 'leadNo' as never]) });
  await notifyAssigned(tx, actor, owner.id, row);
  return row.id;
}

export function createLead(db: Database, actor: Actor, viewer: Viewer, input: LeadCreateBody): Promise<number> {
  return db.transaction((tx) => createLeadIn(tx, actor, input, { viewer }));
}

/** A lead the viewer may change, locked for the transaction; stale version → 409. */
export async function lockLead(tx: Executor, viewer: Viewer, id: number, version: number | null): Promise<LeadRow> {
  await requireRecord(tx, viewer, ENTITY, id, 'WRITE').catch((error: { statusCode?: number }) => {
    throw error.statusCode === 404 ? notFound(API_MESSAGES.leadNotFound) : error;
  });
  const [row] = await tx.select().from(lead).where(and(eq(lead.id, id), eq(lead.deletedYn, 'N'))).for('update');
  if (!row) throw notFound(API_MESSAGES.leadNotFound);
  if (version !== null && row.version !== version) throw staleVersion();
  return row;
}

export function updateLead(db: Database, actor: Actor, viewer: Viewer, id: number, input: LeadUpdateBody): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, viewer, id, input.version);
    const stages = await loadStages(tx);
    const stage = stages.find((s) => s.id === current.stageId)!;
    if (stage.category !== 'OPEN') throw stateConflict(API_MESSAGES.leadClosedEdit);
    const lines = input.lines === undefined ? null : normaliseLines(input.lines);
    const keepProbability = input.probability === undefined ? current.probability : input.probability;
    const values = await normaliseFields(tx, stages, stage, { ...input, probability: keepProbability }, lines, current.expectedAmount, current);
    if (lines === null) {
      // Lines untouched: the amount stays Σ of the stored lines when there are any.
      const stored = await tx.select({ amount: leadLine.amount }).from(leadLine).where(eq(leadLine.leadId, id));
      if (stored.length > 0) {
        values.expectedAmount = stored.reduce((s, l) => s + l.amount, 0);
        values.weightedAmount = weightedAmount(values.expectedAmount, values.probability);
      }
    }
    const owner = input.ownerUserId && input.ownerUserId !== current.ownerUserId ? await activeUser(tx, input.ownerUserId, 'ownerUserId') : null;
    await requireInWriterScope(tx, viewer, values.customerId !== current.customerId ? values.customerId : null, owner);
    const next = { ...values, ...(owner ? { ownerUserId: owner.id, ownerDeptId: owner.deptId } : {}) };
    const [row] = await tx
      .update(lead)
      .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(and(eq(lead.id, id), eq(lead.version, current.version)))
      .returning();
    if (!row) throw staleVersion();
    if (lines !== null) await replaceLines(tx, actor, id, lines);
    const changes = diff(current, next, AUDITED);
    if (lines !== null) changes.push({ field: 'lines', old: null, new: lines.map((l) => `${l.itemName} × ${l.qty} = ${l.amount}`) });
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes });
    if (owner) await notifyAssigned(tx, actor, owner.id, row);
  });
}

/** LEAD_MANAGEMENT bulk reassign: every selected lead (in the caller's scope) to one owner. */
export function reassignLeads(db: Database, actor: Actor, viewer: Viewer, input: LeadReassignBody): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.leadIds)];
    if (ids.length === 0) throw validationError({ leadIds: API_MESSAGES.leadReassignEmpty });
    const owner = await activeUser(tx, input.ownerUserId, 'ownerUserId');
    const moved: LeadRow[] = [];
    for (const id of ids) {
      const current = await lockLead(tx, viewer, id, null);
      if (current.ownerUserId === owner.id) continue;
      const [row] = await tx
        .update(lead)
        .set({ ownerUserId: owner.id, ownerDeptId: owner.deptId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(lead.id, id))
        .returning();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, row, ['ownerUserId', 'ownerDeptId']) });
      moved.push(row);
    }
    if (moved.length === 1) await notifyAssigned(tx, actor, owner.id, moved[0]);
    else if (moved.length > 1 && owner.id !== actor.actorId) {
      await notify(tx, {
        userIds: [owner.id],
        category: 'CRM',
        type: 'LEAD_ASSIGNED',
        title: '리드 배정',
        body: `리드 ${moved.length}건(${moved[0].leadNo} 외)의 담당자로 지정되었습니다.`,
        contentLocation: '/lead?mineYn=Y',
        targetType: ENTITY,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
    return moved.length;
  });
}

/** Soft delete (DOMAIN §1.4): the owner's own unconverted, not-won leads; LEAD_ADMIN any unconverted lead. */
export function deleteLead(db: Database, actor: Actor, viewer: Viewer, id: number, version: number): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, viewer, id, version);
    const admin = isAreaAdmin(viewer, 'LEAD');
    if (!admin && current.ownerUserId !== viewer.userId) throw forbidden(API_MESSAGES.leadDeleteForbidden);
    if (current.contractId !== null) throw stateConflict(API_MESSAGES.leadDeleteHasContract);
    const [stage] = (await loadStages(tx)).filter((s) => s.id === current.stageId);
    if (!admin && stage?.category === 'WON') throw stateConflict(API_MESSAGES.leadDeleteWon);
    await tx
      .update(lead)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(lead.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
