import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { contract, notification } from '../../../db/schema';
import { approverOf } from '../../../lib/approver';
import type { Actor } from '../../../lib/audit';
import { stateConflict } from '../../../lib/httpErrors';
import { notify } from '../../cross/notification/notify';
import { CONFIRM_TYPE } from '../../cross/notification/service';
import { RECORD_TYPE } from './access';

export { approverOf };

type Row = typeof contract.$inferSelect;

/** Sets the approver of a contract now PENDING_APPROVAL and sends them N-CONFIRM, in the caller's transaction. */
export async function requestApproval(tx: Executor, actor: Actor, row: Row): Promise<number> {
  const approverId = await approverOf(tx, row.ownerDeptId, row.ownerUserId);
  if (approverId === null) throw stateConflict(API_MESSAGES.contractNoApprover);
  await tx.update(contract).set({ approverId, approvedAt: null }).where(eq(contract.id, row.id));
  await notify(tx, {
    userIds: [approverId],
    category: 'CRM',
    type: CONFIRM_TYPE,
    title: `계약 결재 요청: ${row.contractNo}`,
    body: `${row.title} (${row.changeSeq > 0 ? `변경 ${row.changeSeq}차, ` : ''}공급가 ${row.krwSupplyAmount.toLocaleString('ko-KR')}원) 결재를 요청합니다.`,
    contentLocation: `/contract/${row.id}`,
    targetType: RECORD_TYPE,
    targetId: row.id,
    actorId: actor.actorId,
    now: actor.now,
  });
  return approverId;
}

/** A decided or withdrawn request confirms its open CONFIRM rows (DOMAIN §9). */
export async function closeConfirmRequests(tx: Executor, actor: Actor, contractId: number): Promise<void> {
  await tx
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: actor.now })
    .where(and(eq(notification.targetType, RECORD_TYPE), eq(notification.targetId, contractId), eq(notification.type, CONFIRM_TYPE), eq(notification.confirmYn, 'N')));
}
