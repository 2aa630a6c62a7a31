import type { Page } from '@dure/shared/contracts';
import type {
  Inquiry,
  InquiryAssignBody,
  InquiryConvertBody,
  InquiryConverted,
  InquiryCreateBody,
  InquiryListQuery,
  InquiryRejectBody,
} from '@dure/shared/contracts/crm/inbound';
import { admin, read, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, desc, eq, ilike, inArray, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { INQUIRY_CHANNELS, INQUIRY_STATUSES, type InquiryStatus, appUser, inboundInquiry, lead } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { pageRequest, toPage } from '../../../lib/page';
import { lastOverdueReceivedDay, SOURCE_OF_CHANNEL } from '../lead/rules';
import { activeUser } from '../lead/lookup';
import { createLeadIn } from '../lead/write';
import { addDays, kstDate, kstDayEnd, toKst } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { containsPattern } from '../../../lib/like';

const ENTITY = 'INBOUND_INQUIRY';
const AUDITED = ['channel', 'receivedAt', 'companyName', 'contactName', 'email', 'phone', 'status', 'assigneeId', 'rejectReason', 'leadId'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const assignee = alias(appUser, 'assignee');

type Caller = { userId: number; authorities: ReadonlySet<string> };
type Row = typeof inboundInquiry.$inferSelect;

/**
 * The queue is one intake for the whole organisation: INBOUND_MANAGEMENT_READ sees
 * every inquiry; the base role only those assigned to the caller.
 */
const seesAll = (caller: Caller) =>
  caller.authorities.has('ROLE_SUPER') ||
  caller.authorities.has(read('INBOUND_MANAGEMENT')) ||
  caller.authorities.has(write('INBOUND_MANAGEMENT')) ||
  caller.authorities.has(admin('INBOUND_MANAGEMENT'));

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function toView(row: Row & { assigneeName: string | null; leadNo: string | null }, now: Date): Inquiry {
  const overdue = row.answeredAt === null && row.status === 'NEW' && row.receivedAt < kstDayEnd(lastOverdueReceivedDay(kstDate(now)));
  return {
    ...row,
    receivedAt: toKst(row.receivedAt),
    assignedAt: toKst(row.assignedAt),
    answeredAt: toKst(row.answeredAt),
    createdAt: toKst(row.createdAt),
    updatedAt: toKst(row.updatedAt),
    overdueYn: overdue ? 'Y' : 'N',
  };
}

const selectRows = (db: Executor) =>
  db
    .select({ inquiry: inboundInquiry, assigneeName: assignee.name, leadNo: lead.leadNo })
    .from(inboundInquiry)
    .leftJoin(assignee, eq(assignee.id, inboundInquiry.assigneeId))
    .leftJoin(lead, eq(lead.id, inboundInquiry.leadId));

export async function listInquiries(db: Executor, caller: Caller, query: InquiryListQuery, now: Date): Promise<Page<Inquiry>> {
  const request = pageRequest(query);
  const conditions: (SQL | undefined)[] = [eq(inboundInquiry.deletedYn, 'N')];
  if (!seesAll(caller)) conditions.push(eq(inboundInquiry.assigneeId, caller.userId));
  const statuses = list(query.statusList);
  if (statuses.some((s) => !(INQUIRY_STATUSES as readonly string[]).includes(s))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(inboundInquiry.status, statuses as InquiryStatus[]));
  const channels = list(query.channelList);
  if (channels.some((c) => !(INQUIRY_CHANNELS as readonly string[]).includes(c))) throw validationError({ channelList: API_MESSAGES.fieldChoice });
  if (channels.length > 0) conditions.push(inArray(inboundInquiry.channel, channels as (typeof INQUIRY_CHANNELS)[number][]));
  if (query.assigneeId) conditions.push(eq(inboundInquiry.assigneeId, query.assigneeId));
  if (query.overdueYn === 'Y') {
    conditions.push(
      eq(inboundInquiry.status, 'NEW'),
      isNull(inboundInquiry.answeredAt),
      lte(inboundInquiry.receivedAt, new Date(kstDayEnd(lastOverdueReceivedDay(kstDate(now))).getTime() - 1)),
    );
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(
      or(ilike(inboundInquiry.companyName, pattern), ilike(inboundInquiry.contactName, pattern), ilike(inboundInquiry.email, pattern), ilike(inboundInquiry.content, pattern)),
    );
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(inboundInquiry).where(where);
  const rows = await selectRows(db).where(where).orderBy(desc(inboundInquiry.receivedAt), desc(inboundInquiry.id)).limit(request.size).offset(request.offset);
  return toPage(
    rows.map((r) => toView({ ...r.inquiry, assigneeName: r.assigneeName, leadNo: r.leadNo }, now)),
    Number(total),
    request,
  );
}

export async function getInquiry(db: Executor, caller: Caller, id: number, now: Date): Promise<Inquiry> {
  const [row] = await selectRows(db).where(and(eq(inboundInquiry.id, id), eq(inboundInquiry.deletedYn, 'N')));
  if (!row || (!seesAll(caller) && row.inquiry.assigneeId !== caller.userId)) throw notFound(API_MESSAGES.inquiryNotFound);
  return toView({ ...row.inquiry, assigneeName: row.assigneeName, leadNo: row.leadNo }, now);
}

/** Staff record a phone, mail or exhibition inquiry (web-form ones arrive the same way). */
export function createInquiry(db: Database, actor: Actor, input: InquiryCreateBody): Promise<number> {
  const errors: Record<string, string> = {};
  const contactName = input.contactName.trim();
  const content = input.content.trim();
  const email = input.email?.trim() || null;
  const phone = input.phone?.replace(/[-\s]/g, '') || null;
  if (!contactName) errors.contactName = API_MESSAGES.fieldRequired;
  if (!content) errors.content = API_MESSAGES.fieldRequired;
  if (!email && !phone) errors.email = API_MESSAGES.inquiryContactRequired;
  if (email && !EMAIL.test(email)) errors.email = API_MESSAGES.inquiryEmailInvalid;
  if (phone && !/^\d{9,11}$/.test(phone)) errors.phone = API_MESSAGES.inquiryPhoneInvalid;
  const receivedAt = input.receivedAt ? new Date(input.receivedAt) : actor.now;
  if (Number.isNaN(receivedAt.getTime()) || receivedAt > actor.now) errors.receivedAt = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboundInquiry)
      .values({
        channel: input.channel,
        receivedAt,
        companyName: input.companyName?.trim() || null,
        contactName,
        email,
        phone,
        content,
        privacyConsentYn: input.privacyConsentYn ?? 'N',
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    return row.id;
  });
}

async function lockOpen(tx: Executor, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(inboundInquiry).where(and(eq(inboundInquiry.id, id), eq(inboundInquiry.deletedYn, 'N'))).for('update');
  if (!row) throw notFound(API_MESSAGES.inquiryNotFound);
  if (row.version !== version) throw staleVersion();
  if (row.status !== 'NEW' && row.status !== 'ASSIGNED') throw stateConflict(API_MESSAGES.inquiryClosed);
  return row;
}

async function save(tx: Executor, actor: Actor, current: Row, next: Partial<Row>, action: 'UPDATE' | 'STATE'): Promise<void> {
  await tx
    .update(inboundInquiry)
    .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(inboundInquiry.id, current.id));
  await writeAudit(tx, actor, { entityType: ENTITY, entityId: current.id, action, changes: diff(current, next, AUDITED) });
}

/** NEW/ASSIGNED → ASSIGNED to a person, who gets N-INBOUND-NEW. */
export function assignInquiry(db: Database, actor: Actor, id: number, input: InquiryAssignBody): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockOpen(tx, id, input.version);
    const user = await activeUser(tx, input.assigneeId, 'assigneeId', API_MESSAGES.inquiryAssigneeInvalid);
    await save(tx, actor, current, { status: 'ASSIGNED', assigneeId: user.id, assignedAt: actor.now, answeredAt: current.answeredAt ?? actor.now, ownerDeptId: user.deptId }, 'STATE');
    await notify(tx, {
      userIds: [user.id],
      category: 'CRM',
      type: 'INBOUND_NEW',
      title: '인바운드 문의 배정',
      body: `${current.companyName ?? current.contactName} 문의가 배정되었습니다: ${current.content.slice(0, 80)}`,
      contentLocation: '/lead/management?tab=inbound',
      targetType: ENTITY,
      targetId: id,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
}

/** → REJECTED (reason required) or SPAM. */
export function rejectInquiry(db: Database, actor: Actor, id: number, input: InquiryRejectBody): Promise<void> {
  const reason = input.reason?.trim() || null;
  if (input.status === 'REJECTED' && !reason) throw validationError({ reason: API_MESSAGES.inquiryRejectReason });
  return db.transaction(async (tx) => {
    const current = await lockOpen(tx, id, input.version);
    await save(tx, actor, current, { status: input.status, rejectReason: reason, answeredAt: current.answeredAt ?? actor.now }, 'STATE');
  });
}

/** → CONVERTED: a lead in the first stage, source INBOUND_* by channel, prospect fields from the inquiry. */
export function convertInquiry(db: Database, actor: Actor, id: number, input: InquiryConvertBody): Promise<InquiryConverted> {
  return db.transaction(async (tx) => {
    const current = await lockOpen(tx, id, input.version);
    const company = current.companyName ?? current.contactName;
    const leadId = await createLeadIn(
      tx,
      actor,
      {
        title: input.title?.trim() || `${company} 문의`,
        customerId: input.customerId ?? null,
        prospectCompany: company,
        prospectName: current.contactName,
        prospectEmail: current.email,
        prospectPhone: current.phone,
        source: SOURCE_OF_CHANNEL[current.channel],
        expectedAmount: input.expectedAmount ?? 0,
        expectedCloseDate: input.expectedCloseDate ?? addDays(kstDate(actor.now), 90),
        priority: input.priority,
        ownerUserId: input.ownerUserId ?? current.assigneeId ?? actor.actorId,
      },
      { inquiryId: id },
    );
    const [made] = await tx.select({ leadNo: lead.leadNo }).from(lead).where(eq(lead.id, leadId));
    await save(tx, actor, current, { status: 'CONVERTED', leadId, answeredAt: current.answeredAt ?? actor.now }, 'STATE');
    return { leadId, leadNo: made.leadNo };
  });
}
