import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { attachment, contract, customer } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { isDate, kstDate } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import type { Viewer } from '../../cross/record/registry';
import { RECORD_TYPE, actionsFor, canManage } from './access';
import { closeConfirmRequests, requestApproval } from './approval';
import { type Row, detailOf, lockForChange } from './service';
import { type Contract, ContractStatus, type ContractTerminateBody } from '@dure/shared/contracts/crm/contract';

type Change = Partial<typeof contract.$inferInsert>;

/** Applies a state change with its audit row and feed entry (the row is already locked and checked). */
async function transition(tx: Executor, actor: Actor, row: Row, to: ContractStatus, extra: Change, summary: string): Promise<Row> {
  const [updated] = await tx
    .update(contract)
    .set({ ...extra, status: to, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(and(eq(contract.id, row.id), eq(contract.version, row.version)))
    .returning();
  if (!updated) throw staleVersion();
  const changes: { field: string; old: unknown; new: unknown }[] = [{ field: 'status', old: row.status, new: to }];
  for (const [field, value] of Object.entries(extra)) {
    const old = (row as Record<string, unknown>)[field] ?? null;
    if (old !== value && !(value instanceof Date)) changes.push({ field, old, new: value });
  }
  await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: row.id, action: 'STATE', changes });
  await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: row.id, verb: 'STATE_CHANGED', summary });
  return updated;
}

const refuse = (row: Row) => stateConflict(fill(API_MESSAGES.contractStateNotAllowed, { status: ContractStatus.labels[row.status] }));

/** Runs one state action in a transaction and answers the fresh detail. */
async function act(
  db: Database,
  viewer: Viewer,
  id: number,
  version: number,
  work: (tx: Executor, row: Row, allowed: ReturnType<typeof actionsFor>) => Promise<void>,
): Promise<Contract> {
  let level: Awaited<ReturnType<typeof lockForChange>>['level'] = 'READ';
  await db.transaction(async (tx) => {
    const locked = await lockForChange(tx, viewer, id, version, false);
    level = locked.level;
    await work(tx, locked.row, actionsFor(viewer, locked.level, locked.row));
  });
  return detailOf(db, viewer, level, id);
}

/** DRAFT → PENDING_APPROVAL: the approver gets N-CONFIRM. */
export function submitContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number) {
  return act(db, viewer, id, version, async (tx, row, allowed) => {
    if (row.status !== 'DRAFT') throw refuse(row);
    if (!allowed.submit) throw forbidden(API_MESSAGES.contractWriteForbidden);
    const updated = await transition(tx, actor, row, 'PENDING_APPROVAL', { rejectReason: null }, '결재 요청');
    await requestApproval(tx, actor, updated);
  });
}

/**
 * The signed contract file for approval: one given by id (already on the contract, or the approver's own
 * temporary upload, which is linked to the contract now), else the newest file attached to the contract.
 */
async function signedFile(tx: Executor, actor: Actor, viewer: Viewer, contractId: number, fileId: number | null | undefined): Promise<number> {
  const liveFile = and(eq(attachment.deletedYn, 'N'), eq(attachment.purpose, 'ATTACHMENT'));
  if (fileId) {
    const [file] = await tx.select().from(attachment).where(and(eq(attachment.id, fileId), liveFile));
    const onContract = file && file.targetType === RECORD_TYPE && file.targetId === contractId;
    const ownTemp = file && file.targetId === null && file.createdBy === viewer.userId;
    if (!onContract && !ownTemp) throw validationError({ signedFileId: API_MESSAGES.contractSignedFileInvalid });
    if (ownTemp) {
      await tx.update(attachment).set({ targetType: RECORD_TYPE, targetId: contractId }).where(and(eq(attachment.id, fileId), isNull(attachment.targetId)));
      await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: contractId, verb: 'ATTACHED', summary: `파일 첨부: ${file.originalName}` });
    }
    return fileId;
  }
  const [latest] = await tx
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.targetType, RECORD_TYPE), eq(attachment.targetId, contractId), liveFile))
    .orderBy(desc(attachment.createdAt), desc(attachment.id))
    .limit(1);
  if (!latest) throw stateConflict(API_MESSAGES.contractSignedFileRequired);
  return latest.id;
}

/** The first ACTIVE contract turns a PROSPECT customer ACTIVE (DOMAIN §4 Customer states). */
async function activateCustomer(tx: Executor, actor: Actor, row: Row): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(contract)
    .where(and(eq(contract.customerId, row.customerId), eq(contract.deletedYn, 'N'), ne(contract.id, row.id), eq(contract.status, 'ACTIVE')));
  const [cust] = await tx.select({ status: customer.status, version: customer.version }).from(customer).where(eq(customer.id, row.customerId)).for('update');
  if (!cust || cust.status !== 'PROSPECT' || Number(others.n) > 0) return;
  await tx.update(customer).set({ status: 'ACTIVE', version: cust.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(customer.id, row.customerId));
  await writeAudit(tx, actor, { entityType: 'CUSTOMER', entityId: row.customerId, action: 'STATE', changes: [{ field: 'status', old: 'PROSPECT', new: 'ACTIVE' }] });
}

/** PENDING_APPROVAL → ACTIVE by the approver (or CONTRACT_ADMIN), with the signed contract attached. */
export function approveContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number, fileId?: number | null) {
  return act(db, viewer, id, version, async (tx, row, allowed) => {
    if (row.status !== 'PENDING_APPROVAL') throw refuse(row);
    if (!allowed.approve) throw forbidden(API_MESSAGES.contractNotApprover);
    const signedFileId = await signedFile(tx, actor, viewer, id, fileId);
    await transition(tx, actor, row, 'ACTIVE', { signedFileId, approvedAt: actor.now, rejectReason: null }, row.changeSeq > 0 ? `변경 ${row.changeSeq}차 승인` : '계약 승인');
    await closeConfirmRequests(tx, actor, id);
    await activateCustomer(tx, actor, row);
  });
}

/** PENDING_APPROVAL → DRAFT with the reason. */
export function rejectContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number, reason: string) {
  return act(db, viewer, id, version, async (tx, row, allowed) => {
    if (row.status !== 'PENDING_APPROVAL') throw refuse(row);
    if (!allowed.reject) throw forbidden(API_MESSAGES.contractNotApprover);
    const text = reason.trim();
    if (!text) throw validationError({ reason: API_MESSAGES.contractRejectReasonRequired });
    await transition(tx, actor, row, 'DRAFT', { rejectReason: text }, `반려: ${text}`);
    await closeConfirmRequests(tx, actor, id);
  });
}

/** ACTIVE → COMPLETED (manual). */
export function completeContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number) {
  return act(db, viewer, id, version, async (tx, row, allowed) => {
    if (row.status !== 'ACTIVE') throw refuse(row);
    if (!allowed.complete) throw forbidden(API_MESSAGES.contractWriteForbidden);
    await transition(tx, actor, row, 'COMPLETED', {}, '계약 완료');
  });
}

/** ACTIVE → TERMINATED with the reason and the day (default today, between the start and today). */
export function terminateContract(db: Database, viewer: Viewer, actor: Actor, id: number, input: ContractTerminateBody) {
  return act(db, viewer, id, input.version, async (tx, row, allowed) => {
    if (row.status !== 'ACTIVE') throw refuse(row);
    if (!allowed.terminate) throw forbidden(API_MESSAGES.contractWriteForbidden);
    const reason = input.reason.trim();
    if (!reason) throw validationError({ reason: API_MESSAGES.contractTerminationReasonRequired });
    const today = kstDate(actor.now);
    const day = input.terminatedAt?.trim() || today;
    if (!isDate(day) || day > today || day < row.contractDate) throw validationError({ terminatedAt: API_MESSAGES.contractTerminationDate });
    await transition(tx, actor, row, 'TERMINATED', { terminatedAt: day, terminationReason: reason }, `계약 해지: ${reason}`);
  });
}

/**
 * TERMINATED/EXPIRED → ACTIVE by CONTRACT_MANAGEMENT_WRITE (org-wide; the management screen lists them).
 * A contract past its end day needs a new end day, or the daily job would expire it again at once.
 */
export async function reopenContract(db: Database, viewer: Viewer, actor: Actor, id: number, version: number, newEndDate?: string | null): Promise<void> {
  if (!canManage(viewer)) throw forbidden(API_MESSAGES.contractReopenForbidden);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contract).where(and(eq(contract.id, id), eq(contract.deletedYn, 'N'))).limit(1).for('update');
    if (!row) throw notFound(API_MESSAGES.contractNotFound);
    if (row.version !== version) throw staleVersion();
    if (row.status !== 'TERMINATED' && row.status !== 'EXPIRED') throw refuse(row);
    const today = kstDate(actor.now);
    const endDate = newEndDate?.trim() || row.endDate;
    if (!isDate(endDate) || endDate < today || endDate < row.startDate) throw validationError({ endDate: API_MESSAGES.contractReopenEndDate });
    await transition(
      tx,
      actor,
      row,
      'ACTIVE',
      { terminatedAt: null, terminationReason: null, expiryNoticeDay: null, ...(endDate !== row.endDate ? { endDate } : {}) },
      `계약 재개 (${ContractStatus.labels[row.status]} → 진행중${endDate !== row.endDate ? `, 종료일 ${endDate}` : ''})`,
    );
  });
}
