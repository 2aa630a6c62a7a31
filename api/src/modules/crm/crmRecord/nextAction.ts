import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { actionItem, crmRecord, customer } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { kstDate, kstDayEnd, kstDayStart, kstHour, toKst } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { activityTypes } from './codes';
import type { Row } from './views';

const ITEM = 'ACTION_ITEM';
const ITEM_AUDITED = ['title', 'assigneeId', 'dueDate', 'status', 'targetType', 'targetId', 'source'] as const;
export const REMINDER_HOUR_KST = 9;

async function itemTitle(tx: Executor, row: Row): Promise<string> {
  const [cust] = await tx.select({ name: customer.name }).from(customer).where(eq(customer.id, row.customerId));
  const types = await activityTypes(tx);
  const type = row.nextActionType ? (types.get(row.nextActionType)?.label ?? row.nextActionType) : '다음 액션';
  return `[${cust?.name ?? ''}] ${type}: ${row.nextActionNote ?? row.subject}`.slice(0, 200);
}

/**
 * Keeps the record's ActionItem (source CRM_NEXT_ACTION, assignee = owner, due = nextActionAt's day) in step with
 * the record, in the caller's transaction: created when a next action appears, updated while OPEN, canceled when the
 * next action goes away or the record is canceled. A DONE item is left alone unless the next action moves to another day.
 */
export async function syncNextAction(tx: Executor, actor: Actor, row: Row): Promise<void> {
  const [item] = row.nextActionItemId
    ? await tx.select().from(actionItem).where(and(eq(actionItem.id, row.nextActionItemId), eq(actionItem.deletedYn, 'N'))).for('update')
    : [];
  const wanted = row.nextActionAt !== null && row.status !== 'CANCELED' && row.ownerUserId !== null;
  const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };

  if (!wanted) {
    if (item?.status === 'OPEN') {
      await tx.update(actionItem).set({ status: 'CANCELED', version: item.version + 1, ...stamp }).where(eq(actionItem.id, item.id));
      await writeAudit(tx, actor, { entityType: ITEM, entityId: item.id, action: 'STATE', changes: [{ field: 'status', old: 'OPEN', new: 'CANCELED' }] });
    }
    return;
  }
  const dueDate = kstDate(row.nextActionAt!);
  const next = { title: await itemTitle(tx, row), assigneeId: row.ownerUserId!, dueDate };
  if (item && (item.status === 'OPEN' || (item.status === 'DONE' && item.dueDate === dueDate))) {
    if (item.status === 'DONE') return;
    const changes = diff(item, next, ITEM_AUDITED);
    if (changes.length === 0) return;
    await tx.update(actionItem).set({ ...next, version: item.version + 1, ...stamp }).where(eq(actionItem.id, item.id));
    await writeAudit(tx, actor, { entityType: ITEM, entityId: item.id, action: 'UPDATE', changes });
    return;
  }
  const [inserted] = await tx
    .insert(actionItem)
    .values({
      ...next,
      priority: 'MEDIUM',
      targetType: 'CRM_RECORD',
      targetId: row.id,
      source: 'CRM_NEXT_ACTION',
      createdAt: actor.now,
      createdBy: actor.actorId,
      ...stamp,
    })
    .returning();
  await writeAudit(tx, actor, { entityType: ITEM, entityId: inserted.id, action: 'CREATE', changes: created(inserted, ITEM_AUDITED) });
  await tx.update(crmRecord).set({ nextActionItemId: inserted.id }).where(eq(crmRecord.id, row.id));
}

/** Marks the record's OPEN next-action item DONE (the follow-up flow); false when there is none open. */
export async function completeNextAction(tx: Executor, actor: Actor, row: Row): Promise<boolean> {
  if (!row.nextActionItemId) return false;
  const [item] = await tx.select().from(actionItem).where(and(eq(actionItem.id, row.nextActionItemId), eq(actionItem.deletedYn, 'N'))).for('update');
  if (!item || item.status !== 'OPEN') return false;
  await tx
    .update(actionItem)
    .set({ status: 'DONE', doneAt: actor.now, version: item.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(actionItem.id, item.id));
  await writeAudit(tx, actor, { entityType: ITEM, entityId: item.id, action: 'STATE', changes: [{ field: 'status', old: 'OPEN', new: 'DONE' }] });
  return true;
}

/**
 * N-CRM-NEXT-ACTION-DUE (DOMAIN §4): from 09:00 KST on the due day, once per next action, to the owner, while its
 * ActionItem is still OPEN. Run by the daily housekeeping; idempotent (`nextActionRemindedAt`). Returns how many went out.
 */
export async function remindDueNextActions(db: Database, now: Date): Promise<number> {
  if (kstHour(now) < REMINDER_HOUR_KST) return 0;
  const today = kstDate(now);
  const dayStart = kstDayStart(today);
  const dayEnd = kstDayEnd(today);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ row: crmRecord, customerName: customer.name })
      .from(crmRecord)
      .innerJoin(actionItem, eq(actionItem.id, crmRecord.nextActionItemId))
      .innerJoin(customer, eq(customer.id, crmRecord.customerId))
      .where(
        and(
          eq(crmRecord.deletedYn, 'N'),
          gte(crmRecord.nextActionAt, dayStart),
          lt(crmRecord.nextActionAt, dayEnd),
          isNull(crmRecord.nextActionRemindedAt),
          eq(actionItem.status, 'OPEN'),
          eq(actionItem.deletedYn, 'N'),
          sql`${crmRecord.ownerUserId} is not null`,
        ),
      )
      .for('update', { of: crmRecord, skipLocked: true });
    for (const { row, customerName } of due) {
      const time = toKst(row.nextActionAt)!.slice(11, 16);
      await notify(tx, {
        userIds: [row.ownerUserId!],
        category: 'CRM',
        type: 'CRM_NEXT_ACTION_DUE',
        title: '오늘 예정된 다음 액션이 있습니다',
        body: `${customerName} · ${row.nextActionNote ?? row.subject} (${time})`,
        contentLocation: `/crm/${row.id}`,
        targetType: 'CRM_RECORD',
        targetId: row.id,
        now,
      });
      await tx.update(crmRecord).set({ nextActionRemindedAt: now }).where(eq(crmRecord.id, row.id));
    }
    return due.length;
  });
}
