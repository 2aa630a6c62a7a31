import type { CrmRecord } from '@dure/shared/contracts/crm/crmRecord';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { actionItem, appUser, contact, contract, crmRecord, crmRecordContact, crmRecordParticipant, customer, department, lead } from '../../../db/schema';
import { toKst } from '../../../lib/time';
import { activityTypes } from './codes';

export type Row = typeof crmRecord.$inferSelect;
/** What the viewer may do with a loaded row. */
export type Rights = (row: Row) => { edit: boolean; remove: boolean };

/** Views of the given records in the order of `ids`. */
export async function loadViews(db: Executor, ids: readonly number[], now: Date, rights: Rights): Promise<CrmRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      row: crmRecord,
      customerNo: customer.customerNo,
      customerName: customer.name,
      leadTitle: lead.title,
      contractTitle: contract.title,
      ownerUserName: appUser.name,
      ownerDeptName: department.name,
      itemStatus: actionItem.status,
    })
    .from(crmRecord)
    .innerJoin(customer, eq(customer.id, crmRecord.customerId))
    .leftJoin(lead, eq(lead.id, crmRecord.leadId))
    .leftJoin(contract, eq(contract.id, crmRecord.contractId))
    .leftJoin(appUser, eq(appUser.id, crmRecord.ownerUserId))
    .leftJoin(department, eq(department.id, crmRecord.ownerDeptId))
    .leftJoin(actionItem, and(eq(actionItem.id, crmRecord.nextActionItemId), eq(actionItem.deletedYn, 'N')))
    .where(inArray(crmRecord.id, [...ids]));
  const [contacts, participants, types] = await Promise.all([
    db
      .select({ recordId: crmRecordContact.crmRecordId, id: contact.id, name: contact.name })
      .from(crmRecordContact)
      .innerJoin(contact, eq(contact.id, crmRecordContact.contactId))
      .where(inArray(crmRecordContact.crmRecordId, [...ids]))
      .orderBy(contact.name),
    db
      .select({ recordId: crmRecordParticipant.crmRecordId, id: appUser.id, name: appUser.name })
      .from(crmRecordParticipant)
      .innerJoin(appUser, eq(appUser.id, crmRecordParticipant.userId))
      .where(inArray(crmRecordParticipant.crmRecordId, [...ids]))
      .orderBy(appUser.name),
    activityTypes(db),
  ]);
  const byRecord = <T extends { recordId: number; id: number; name: string }>(list: T[]) => {
    const map = new Map<number, { id: number; name: string }[]>();
    for (const item of list) map.set(item.recordId, [...(map.get(item.recordId) ?? []), { id: item.id, name: item.name }]);
    return map;
  };
  const contactMap = byRecord(contacts);
  const participantMap = byRecord(participants);
  const views = new Map<number, CrmRecord>();
  for (const r of rows) {
    const row = r.row;
    const { edit, remove } = rights(row);
    const nextOpen = r.itemStatus === 'OPEN';
    views.set(row.id, {
      id: row.id,
      activityType: row.activityType,
      activityTypeLabel: types.get(row.activityType)?.label ?? row.activityType,
      subject: row.subject,
      customerId: row.customerId,
      customerNo: r.customerNo,
      customerName: r.customerName,
      contacts: contactMap.get(row.id) ?? [],
      leadId: row.leadId,
      leadTitle: r.leadTitle ?? null,
      contractId: row.contractId,
      contractTitle: r.contractTitle ?? null,
      projectId: row.projectId,
      status: row.status,
      activityAt: toKst(row.activityAt),
      durationMin: row.durationMin,
      location: row.location,
      participants: participantMap.get(row.id) ?? [],
      content: row.content,
      outcome: row.outcome,
      nextActionType: row.nextActionType,
      nextActionTypeLabel: row.nextActionType ? (types.get(row.nextActionType)?.label ?? row.nextActionType) : null,
      nextActionAt: toKst(row.nextActionAt),
      nextActionNote: row.nextActionNote,
      nextActionItemId: row.nextActionItemId,
      nextActionStatus: r.itemStatus ?? null,
      nextActionOverdueYn: nextOpen && row.nextActionAt !== null && row.nextActionAt < now ? 'Y' : 'N',
      followUpOfId: row.followUpOfId,
      ownerUserId: row.ownerUserId,
      ownerUserName: r.ownerUserName ?? null,
      ownerDeptId: row.ownerDeptId,
      ownerDeptName: r.ownerDeptName ?? null,
      editableYn: edit ? 'Y' : 'N',
      deletableYn: remove ? 'Y' : 'N',
      createdAt: toKst(row.createdAt),
      updatedAt: toKst(row.updatedAt),
      version: row.version,
    });
  }
  return ids.map((id) => views.get(id)).filter((v): v is CrmRecord => v !== undefined);
}
