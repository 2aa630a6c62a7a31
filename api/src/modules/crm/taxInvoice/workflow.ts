import type { Role } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { department, notification, taxInvoice } from '../../../db/schema';
import { type Actor, diff, writeAudit } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { kstDate } from '../../../lib/time';
import { activeHoldersOf } from '../../admin/authority/holders';
import { notify } from '../../cross/notification/notify';
import { loadInvoice } from './access';
import { onSalesIssued } from './onIssue';
import { simulatedApprovalNo } from './rules';
import { AUDITED, INVOICE_ENTITY, getInvoice, refuseState } from './service';
import { type InvoiceRow, keepsOriginalDate } from './view';

const APPROVER_ROLE: Role = 'ROLE_TAX_INVOICE_MANAGEMENT_WRITE';
const location = (id: number) => `/taxinvoice/${id}`;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

type Change = Partial<InvoiceRow>;

/** Applies a state change guarded by the version, with STATE history; returns the new row. */
async function transition(tx: Executor, actor: Actor, current: InvoiceRow, version: number, change: Change): Promise<InvoiceRow> {
  if (current.version !== version) throw staleVersion();
  const [row] = await tx
    .update(taxInvoice)
    .set({ ...change, version: current.version + 1, updatedBy: actor.actorId, updatedAt: actor.now })
    .where(and(eq(taxInvoice.id, current.id), eq(taxInvoice.version, version)))
    .returning();
  if (!row) throw staleVersion();
  await writeAudit(tx, actor, { entityType: INVOICE_ENTITY, entityId: row.id, action: 'STATE', changes: diff(current, change, AUDITED) });
  return row;
}

/**
 * Who approves: active users holding TAX_INVOICE_MANAGEMENT_WRITE through their
 * own grants (ROLE_SUPER alone does not make an approver), else the leader of the
 * invoice's department.
 */
async function approversOf(tx: Executor, row: InvoiceRow, now: Date): Promise<number[]> {
  const holders = await activeHoldersOf(tx, [APPROVER_ROLE], now);
  if (holders.length > 0) return holders;
  if (row.ownerDeptId === null) return [];
  const [dept] = await tx.select({ leader: department.leaderUserId }).from(department).where(eq(department.id, row.ownerDeptId));
  return dept?.leader ? [dept.leader] : [];
}

/** A decided or withdrawn request confirms its CONFIRM notifications (DOMAIN §9). */
async function closeConfirms(tx: Executor, id: number, now: Date) {
  await tx
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: now })
    .where(and(eq(notification.type, 'CONFIRM'), eq(notification.targetType, INVOICE_ENTITY), eq(notification.targetId, id), eq(notification.confirmYn, 'N')));
}

export async function requestApproval(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number) {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    refuseState(current, ['DRAFT', 'REQUESTED']);
    const row = await transition(tx, actor, current, version, { status: 'PENDING_APPROVAL', requestedAt: actor.now, requestedBy: actor.actorId });
    const recipients = (await approversOf(tx, row, actor.now)).filter((u) => u !== actor.actorId);
    await notify(tx, {
      userIds: recipients,
      category: 'CRM',
      type: 'CONFIRM',
      title: '세금계산서 발행 승인 요청',
      body: `${row.invoiceNo} ${row.buyerName} 합계 ${won(row.totalAmount)}${row.amendCode ? ` (수정사유 ${row.amendCode})` : ''} 발행 승인을 요청했습니다.`,
      contentLocation: location(row.id),
      targetType: INVOICE_ENTITY,
      targetId: row.id,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
  return getInvoice(db, caller, id, actor.now);
}

/** 반려: back to the state before the request, with the reason. */
export async function rejectApproval(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number, reason: string | undefined) {
  const why = reason?.trim();
  if (!why) throw validationError({ reason: API_MESSAGES.fieldRequired });
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    refuseState(current, ['PENDING_APPROVAL']);
    await transition(tx, actor, current, version, { status: current.issueType === 'REVERSE' ? 'REQUESTED' : 'DRAFT', cancelReason: why });
    await closeConfirms(tx, id, actor.now);
    if (current.ownerUserId && current.ownerUserId !== actor.actorId) {
      await notify(tx, {
        userIds: [current.ownerUserId],
        category: 'CRM',
        type: 'TAXINVOICE_REJECTED',
        title: '세금계산서 반려',
        body: `${current.invoiceNo} 발행 요청이 반려되었습니다: ${why}`.slice(0, 500),
        contentLocation: location(id),
        targetType: INVOICE_ENTITY,
        targetId: id,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
  });
  return getInvoice(db, caller, id, actor.now);
}

async function uniqueApprovalNo(tx: Executor, issueDate: string): Promise<string> {
  for (;;) {
    const candidate = simulatedApprovalNo(issueDate);
    const [taken] = await tx.select({ id: taxInvoice.id }).from(taxInvoice).where(eq(taxInvoice.ntsApprovalNo, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

/**
 * 승인·발급 (TAX_INVOICE_MANAGEMENT_WRITE): the simulated ASP issues the invoice
 * and answers its NTS approval number; SALES invoices open their receivable and
 * ledger row in the same transaction.
 */
export async function approveAndIssue(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        const current = await loadInvoice(tx, caller, id, true);
        refuseState(current, ['PENDING_APPROVAL']);
        const issueDate = kstDate(actor.now);
        const row = await transition(tx, actor, current, version, {
          status: 'ISSUED',
          issueDate,
          ntsApprovalNo: await uniqueApprovalNo(tx, issueDate),
          lateYn: !keepsOriginalDate(current.amendCode) && issueDate > current.issueDeadline ? 'Y' : 'N',
          approverId: actor.actorId,
          approvedAt: actor.now,
          cancelReason: null,
        });
        await onSalesIssued(tx, actor, row);
        await closeConfirms(tx, id, actor.now);
        if (row.ownerUserId) {
          await notify(tx, {
            userIds: [row.ownerUserId],
            category: 'CRM',
            type: 'TAXINVOICE_ISSUED',
            title: '세금계산서 발급',
            body: `${row.invoiceNo} ${row.buyerName} 합계 ${won(row.totalAmount)} 발급되었습니다. 승인번호 ${row.ntsApprovalNo}`,
            contentLocation: location(row.id),
            targetType: INVOICE_ENTITY,
            targetId: row.id,
            actorId: actor.actorId,
            now: actor.now,
          });
        }
      });
      return getInvoice(db, caller, id, actor.now);
    } catch (error) {
      // Two approvals raced to the same random number: the loser draws again.
      if (uniqueViolation(error) === 'tax_invoice_nts_uq' && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * The simulated ASP's answer to a transmission. ⚑ Mail domains under the reserved
 * `.invalid` TLD fail the first attempt (a temporary ASP error), so the failure and
 * retry path can be exercised; every later attempt succeeds.
 */
export function simulateTransmit(row: Pick<InvoiceRow, 'buyerEmail1' | 'transmitAttempts'>): { ok: true } | { ok: false; error: string } {
  if (row.transmitAttempts === 0 && /\.invalid$/i.test(row.buyerEmail1)) return { ok: false, error: 'ASP 응답 E301: 국세청 전송 대기열이 일시적으로 응답하지 않습니다.' };
  return { ok: true };
}

/** 국세청 전송 and its retry (DOMAIN §4: TRANSMITTED or TRANSMIT_FAILED, due the day after issue). */
export async function transmit(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number) {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    if (!['ISSUED', 'TRANSMIT_FAILED'].includes(current.status)) throw stateConflict(API_MESSAGES.taxInvoiceTransmitNotDue);
    const answer = simulateTransmit(current);
    const attempts = current.transmitAttempts + 1;
    if (answer.ok) {
      await transition(tx, actor, current, version, { status: 'TRANSMITTED', transmittedAt: actor.now, transmitAttempts: attempts, transmitError: null });
      return;
    }
    await transition(tx, actor, current, version, { status: 'TRANSMIT_FAILED', transmitAttempts: attempts, transmitError: answer.error });
    if (current.ownerUserId) {
      await notify(tx, {
        userIds: [current.ownerUserId],
        category: 'CRM',
        type: 'TAXINVOICE_TRANSMIT_FAILED',
        title: '세금계산서 전송 실패',
        body: `${current.invoiceNo} 국세청 전송에 실패했습니다. 재전송해 주세요.`,
        contentLocation: location(id),
        targetType: INVOICE_ENTITY,
        targetId: id,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
  });
  return getInvoice(db, caller, id, actor.now);
}

export async function cancelInvoice(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number, reason: string | undefined) {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, caller, id, true);
    refuseState(current, ['DRAFT', 'REQUESTED']);
    await transition(tx, actor, current, version, { status: 'CANCELED', canceledAt: actor.now, cancelReason: reason?.trim() || null });
  });
  return getInvoice(db, caller, id, actor.now);
}

