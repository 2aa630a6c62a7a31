import { can } from '@dure/shared/access';
import {
  ANNUAL_LEAVE_TYPES,
  HALF_LEAVE_TYPES,
  type LeaveCreateBody,
  type LeaveEntitlement,
  type LeaveList,
  type LeaveListQuery,
  type LeaveRecord,
  type LeaveRejectBody,
  type LeaveStatus,
  LeaveType,
  type LeaveVersionBody,
} from '@dure/shared/contracts/admin/leave';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, department, leaveRecord, userHr } from '../../../db/schema';
import { approverOf } from '../../../lib/approver';
import { type Actor, created, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inScope, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { addDays, kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { approvedByOn } from '../../cost/worklog/approver';
import { calendarDays } from '../../cost/workCalendar/service';
import { entitlementOn } from './entitlement';

/**
 * 휴가 (DOMAIN §8 LeaveRecord). Reads: the person, USER_HR_READ in department scope, the person's approver (the
 * leader of their department, DOMAIN §1 결재). Writes: the person requests their own; USER_HR_WRITE in scope records
 * anyone's (directly APPROVED if asked), decides and cancels; the approver decides.
 */

export const LEAVE_ENTITY = 'LEAVE_RECORD';
const AREA = 'USER_HR' as const;
/** A leave spans at most a year (육아휴직 included; a longer one is recorded as several). */
const MAX_SPAN_DAYS = 366;
const OPEN: LeaveStatus[] = ['REQUESTED', 'APPROVED'];
const decider = alias(appUser, 'leave_decider');
const round1 = (n: number) => Math.round(n * 10) / 10;

const describe = (type: LeaveType, from: string, to: string) => `${LeaveType.labels[type]} ${from}${to !== from ? ` ~ ${to}` : ''}`;

type Person = { id: number; name: string; deptId: number | null; hireDate: string | null };
type Rights = { self: boolean; reader: boolean; writer: boolean };

async function personOf(db: Executor, userId: number): Promise<Person> {
  const [person] = await db
    .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId, hireDate: userHr.hireDate })
    .from(appUser)
    .leftJoin(userHr, eq(userHr.userId, appUser.id))
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N')));
  if (!person) throw notFound(API_MESSAGES.leaveUserNotFound);
  return person;
}

/** What USER_HR gives the caller over the person (department scope for READ/WRITE, org-wide for ADMIN). */
async function rightsOver(db: Executor, caller: ScopeCaller, person: { id: number; deptId: number | null }): Promise<Rights> {
  const self = person.id === caller.userId;
  const scope = await scopeOf(db, caller, AREA);
  const reader = inScope(scope, person.deptId, false);
  return { self, reader, writer: reader && can(caller.authorities, AREA, 'WRITE') };
}

/** The caller approves the person's requests (leads the person's department, or up the tree where it has no other leader). */
async function approvesPerson(db: Executor, callerId: number, personId: number): Promise<boolean> {
  const people = sql`(select id, id as user_id, dept_id as owner_dept_id from ${appUser})`;
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, personId), approvedByOn(callerId, people, appUser.id)));
  return Boolean(row);
}

const approvedByCaller = (callerId: number): SQL => approvedByOn(callerId, leaveRecord, leaveRecord.id);

const recordColumns = {
  id: leaveRecord.id,
  userId: leaveRecord.userId,
  userName: appUser.name,
  deptName: department.name,
  type: leaveRecord.type,
  fromDate: leaveRecord.fromDate,
  toDate: leaveRecord.toDate,
  days: leaveRecord.days,
  reason: leaveRecord.reason,
  status: leaveRecord.status,
  decidedByName: decider.name,
  decidedAt: leaveRecord.decidedAt,
  rejectReason: leaveRecord.rejectReason,
  createdAt: leaveRecord.createdAt,
  version: leaveRecord.version,
  ownerDeptId: leaveRecord.ownerDeptId,
};

async function selectRecords(db: Executor, where: SQL | undefined, order: 'newest' | 'soonest' = 'newest') {
  return db
    .select(recordColumns)
    .from(leaveRecord)
    .innerJoin(appUser, eq(appUser.id, leaveRecord.userId))
    .leftJoin(department, eq(department.id, leaveRecord.ownerDeptId))
    .leftJoin(decider, eq(decider.id, leaveRecord.decidedBy))
    .where(and(eq(leaveRecord.deletedYn, 'N'), where))
    .orderBy(...(order === 'newest' ? [desc(leaveRecord.fromDate), desc(leaveRecord.id)] : [asc(leaveRecord.fromDate), asc(leaveRecord.id)]));
}
type Row = Awaited<ReturnType<typeof selectRecords>>[number];

function toRecord(row: Row, callerId: number, rights: Rights, decides: boolean): LeaveRecord {
  const { ownerDeptId: _o, ...rest } = row;
  const own = row.userId === callerId;
  return {
    ...rest,
    days: Number(row.days),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canDecideYn: row.status === 'REQUESTED' && !own && (rights.writer || decides) ? 'Y' : 'N',
    canCancelYn: (own && row.status === 'REQUESTED') || (rights.writer && OPEN.includes(row.status)) ? 'Y' : 'N',
  };
}

/** Σ days of the person's ANNUAL and half-day leave by status, with from_date in from..to. */
async function annualTaken(db: Executor, userId: number, from: string, to: string, excludeId?: number) {
  const rows = await db
    .select({ status: leaveRecord.status, days: sql<string>`sum(${leaveRecord.days})` })
    .from(leaveRecord)
    .where(
      and(
        eq(leaveRecord.userId, userId),
        eq(leaveRecord.deletedYn, 'N'),
        inArray(leaveRecord.type, [...ANNUAL_LEAVE_TYPES]),
        inArray(leaveRecord.status, OPEN),
        gte(leaveRecord.fromDate, from),
        lte(leaveRecord.fromDate, to),
        excludeId ? ne(leaveRecord.id, excludeId) : undefined,
      ),
    )
    .groupBy(leaveRecord.status);
  const of = (s: LeaveStatus) => round1(Number(rows.find((r) => r.status === s)?.days ?? 0));
  return { approved: of('APPROVED'), requested: of('REQUESTED') };
}

/** 발생/사용/잔여 of the entitlement year containing `asOf`. */
export async function entitlementSummary(db: Executor, person: Pick<Person, 'id' | 'hireDate'>, asOf: string): Promise<LeaveEntitlement> {
  const ent = person.hireDate ? entitlementOn(person.hireDate, asOf) : null;
  if (!ent) return { asOf, hireDate: person.hireDate, periodFrom: null, periodTo: null, granted: 0, used: 0, requested: 0, remaining: 0 };
  const taken = await annualTaken(db, person.id, ent.periodFrom, ent.periodTo);
  return { asOf, hireDate: person.hireDate, ...ent, used: taken.approved, requested: taken.requested, remaining: round1(ent.granted - taken.approved) };
}

/** The summary's day: today in the current year, the year's last day for a past year, its first for a later one. */
const asOfFor = (year: number, today: string) => {
  const current = Number(today.slice(0, 4));
  return year === current ? today : year < current ? `${year}-12-31` : `${year}-01-01`;
};

/** A person's leave touching a year, with the entitlement summary (GET /api/leave). */
export async function listLeave(db: Executor, caller: ScopeCaller, query: LeaveListQuery, now: Date): Promise<LeaveList> {
  const person = await personOf(db, query.userId ?? caller.userId);
  const rights = await rightsOver(db, caller, person);
  if (!rights.self && !rights.reader && !(await approvesPerson(db, caller.userId, person.id))) throw forbidden(API_MESSAGES.leaveForbidden);
  const today = kstDate(now);
  const year = query.year ?? Number(today.slice(0, 4));
  const rows = await selectRecords(db, and(eq(leaveRecord.userId, person.id), lte(leaveRecord.fromDate, `${year}-12-31`), gte(leaveRecord.toDate, `${year}-01-01`)));
  const decides = await decidedIds(db, caller.userId, rows);
  return {
    userId: person.id,
    year,
    entitlement: await entitlementSummary(db, person, asOfFor(year, today)),
    content: rows.map((r) => toRecord(r, caller.userId, rights, decides.has(r.id))),
    canCreateYn: rights.self || rights.writer ? 'Y' : 'N',
    canApproveDirectlyYn: rights.writer && !rights.self ? 'Y' : 'N',
  };
}

async function decidedIds(db: Executor, callerId: number, rows: Row[]): Promise<Set<number>> {
  const requested = rows.filter((r) => r.status === 'REQUESTED').map((r) => r.id);
  if (requested.length === 0) return new Set();
  const mine = await db.select({ id: leaveRecord.id }).from(leaveRecord).where(and(inArray(leaveRecord.id, requested), approvedByCaller(callerId)));
  return new Set(mine.map((r) => r.id));
}

/** Requests waiting for the caller as approver (내 유닛), soonest first. */
export async function pendingForApprover(db: Executor, caller: ScopeCaller): Promise<LeaveRecord[]> {
  const rows = await selectRecords(db, and(eq(leaveRecord.status, 'REQUESTED'), approvedByCaller(caller.userId)), 'soonest');
  return rows.map((r) => toRecord(r, caller.userId, { self: false, reader: false, writer: false }, true));
}

/** Days of leave from..to: the calendar's workdays; a half day is 0.5 of its one workday. Korean 400s for bad ranges. */
export async function leaveDays(db: Executor, type: LeaveType, from: string, to: string): Promise<number> {
  if (from > to) throw validationError({ toDate: API_MESSAGES.leaveRange });
  const half = HALF_LEAVE_TYPES.includes(type);
  if (half && from !== to) throw validationError({ toDate: API_MESSAGES.leaveHalfOneDay });
  if (addDays(from, MAX_SPAN_DAYS) <= to) throw validationError({ toDate: API_MESSAGES.leaveTooLong });
  const workdays = (await calendarDays(db, from, to)).filter((d) => d.workdayYn === 'Y').length;
  if (workdays === 0) throw validationError({ fromDate: API_MESSAGES.leaveNoWorkday });
  return half ? 0.5 : workdays;
}

/** Records a leave: the person's own → REQUESTED; USER_HR_WRITE for anyone in scope, APPROVED at once if asked. */
export async function createLeave(db: Database, caller: ScopeCaller, actor: Actor, body: LeaveCreateBody): Promise<LeaveRecord> {
  const person = await personOf(db, body.userId ?? caller.userId);
  const rights = await rightsOver(db, caller, person);
  if (!rights.self && !rights.writer) throw forbidden(API_MESSAGES.leaveCreateForbidden);
  const approved = body.approvedYn === 'Y';
  if (approved && !rights.writer) throw forbidden(API_MESSAGES.leaveApproveDirectlyForbidden);
  if (approved && rights.self) throw forbidden(API_MESSAGES.leaveSelfDecision);
  const days = await leaveDays(db, body.type, body.fromDate, body.toDate);
  const id = await db.transaction(async (tx) => {
    // One writer per person at a time, so two overlapping requests cannot both pass the check below.
    await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, person.id)).for('update');
    await refuseOverlap(tx, person.id, body);
    if (ANNUAL_LEAVE_TYPES.includes(body.type)) await refuseOverEntitlement(tx, person, body.fromDate, days);
    const row = {
      userId: person.id,
      ownerDeptId: person.deptId,
      type: body.type,
      fromDate: body.fromDate,
      toDate: body.toDate,
      days: days.toFixed(1),
      reason: body.reason?.trim() || null,
      status: (approved ? 'APPROVED' : 'REQUESTED') as LeaveStatus,
      decidedBy: approved ? actor.actorId : null,
      decidedAt: approved ? actor.now : null,
    };
    const [inserted] = await tx
      .insert(leaveRecord)
      .values({ ...row, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning({ id: leaveRecord.id });
    await writeAudit(tx, actor, { entityType: LEAVE_ENTITY, entityId: inserted.id, action: 'CREATE', changes: created(row, ['userId', 'type', 'fromDate', 'toDate', 'days', 'reason', 'status']) });
    const approver = approved ? null : await approverOf(tx, person.deptId, person.id);
    if (approver) {
      await notify(tx, {
        userIds: [approver],
        category: 'SYSTEM',
        type: 'LEAVE_REQUESTED',
        title: '휴가 신청',
        body: `${person.name}님이 ${describe(body.type, body.fromDate, body.toDate)} 휴가(${days}일)를 신청했습니다.`,
        contentLocation: '/mypage/myunit',
        targetType: LEAVE_ENTITY,
        targetId: inserted.id,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
    return inserted.id;
  });
  return recordFor(db, caller, id);
}

/** Overlapping REQUESTED/APPROVED leave of the person → 409; the two halves of one day may sit side by side. */
async function refuseOverlap(tx: Executor, userId: number, body: Pick<LeaveCreateBody, 'type' | 'fromDate' | 'toDate'>) {
  const half = HALF_LEAVE_TYPES.includes(body.type);
  const [clash] = await tx
    .select({ fromDate: leaveRecord.fromDate, toDate: leaveRecord.toDate })
    .from(leaveRecord)
    .where(
      and(
        eq(leaveRecord.userId, userId),
        eq(leaveRecord.deletedYn, 'N'),
        inArray(leaveRecord.status, OPEN),
        lte(leaveRecord.fromDate, body.toDate),
        gte(leaveRecord.toDate, body.fromDate),
        half ? or(eq(leaveRecord.type, body.type), sql`${leaveRecord.type} not in ('HALF_AM', 'HALF_PM')`) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw stateConflict(fill(API_MESSAGES.leaveOverlap, { from: clash.fromDate, to: clash.toDate }));
}

/** ANNUAL and half days beyond what is left of the entitlement year of the leave's first day (requests held) → 400. */
async function refuseOverEntitlement(tx: Executor, person: Person, fromDate: string, days: number) {
  const ent = person.hireDate ? entitlementOn(person.hireDate, fromDate) : null;
  const taken = ent ? await annualTaken(tx, person.id, ent.periodFrom, ent.periodTo) : { approved: 0, requested: 0 };
  const remaining = round1((ent?.granted ?? 0) - taken.approved - taken.requested);
  if (days > remaining) throw validationError({ type: fill(API_MESSAGES.leaveOverEntitlement, { remaining: Math.max(0, remaining), days }) });
}

async function recordFor(db: Executor, caller: ScopeCaller, id: number): Promise<LeaveRecord> {
  const [row] = await selectRecords(db, eq(leaveRecord.id, id));
  const [person] = await db.select({ id: appUser.id, deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, row.userId));
  const rights = await rightsOver(db, caller, person);
  return toRecord(row, caller.userId, rights, (await decidedIds(db, caller.userId, [row])).has(id));
}

/** The record locked, with the caller's rights over it. */
async function lockRecord(tx: Executor, caller: ScopeCaller, id: number) {
  const [record] = await tx
    .select()
    .from(leaveRecord)
    .where(and(eq(leaveRecord.id, id), eq(leaveRecord.deletedYn, 'N')))
    .for('update');
  if (!record) throw notFound(API_MESSAGES.leaveNotFound);
  const [person] = await tx.select({ id: appUser.id, deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, record.userId));
  const rights = await rightsOver(tx, caller, person);
  return { record, rights };
}

async function decide(db: Database, caller: ScopeCaller, actor: Actor, id: number, version: number, status: 'APPROVED' | 'REJECTED', reason: string | null): Promise<LeaveRecord> {
  await db.transaction(async (tx) => {
    const { record, rights } = await lockRecord(tx, caller, id);
    if (rights.self) throw forbidden(API_MESSAGES.leaveSelfDecision);
    if (!rights.writer) {
      const [mine] = await tx.select({ id: leaveRecord.id }).from(leaveRecord).where(and(eq(leaveRecord.id, id), approvedByCaller(caller.userId)));
      if (!mine) throw forbidden(API_MESSAGES.leaveDecideForbidden);
    }
    if (record.version !== version) throw staleVersion();
    if (record.status !== 'REQUESTED') throw stateConflict(API_MESSAGES.leaveNotRequested);
    await tx
      .update(leaveRecord)
      .set({ status, rejectReason: reason, decidedBy: actor.actorId, decidedAt: actor.now, version: record.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(leaveRecord.id, id));
    const changes: { field: string; old: string; new: string }[] = [{ field: 'status', old: record.status, new: status }];
    if (reason) changes.push({ field: 'rejectReason', old: '', new: reason });
    await writeAudit(tx, actor, { entityType: LEAVE_ENTITY, entityId: id, action: 'STATE', changes });
    const what = describe(record.type, record.fromDate, record.toDate);
    await notify(tx, {
      userIds: [record.userId],
      category: 'SYSTEM',
      type: status === 'APPROVED' ? 'LEAVE_APPROVED' : 'LEAVE_REJECTED',
      title: status === 'APPROVED' ? '휴가 승인' : '휴가 반려',
      body: status === 'APPROVED' ? `${what} 휴가가 승인되었습니다.` : `${what} 휴가가 반려되었습니다. 사유: ${reason}`,
      contentLocation: '/mypage/myunit',
      targetType: LEAVE_ENTITY,
      targetId: id,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
  return recordFor(db, caller, id);
}

export const approveLeave = (db: Database, caller: ScopeCaller, actor: Actor, id: number, body: LeaveVersionBody) => decide(db, caller, actor, id, body.version, 'APPROVED', null);

export function rejectLeave(db: Database, caller: ScopeCaller, actor: Actor, id: number, body: LeaveRejectBody): Promise<LeaveRecord> {
  const reason = body.reason.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.leaveRejectReason });
  return decide(db, caller, actor, id, body.version, 'REJECTED', reason);
}

/** The person cancels their own request while REQUESTED; USER_HR_WRITE cancels a requested or approved leave. */
export async function cancelLeave(db: Database, caller: ScopeCaller, actor: Actor, id: number, body: LeaveVersionBody): Promise<LeaveRecord> {
  await db.transaction(async (tx) => {
    const { record, rights } = await lockRecord(tx, caller, id);
    if (!rights.self && !rights.writer) throw forbidden(API_MESSAGES.leaveCancelForbidden);
    if (record.version !== body.version) throw staleVersion();
    if (!OPEN.includes(record.status)) throw stateConflict(API_MESSAGES.leaveAlreadyClosed);
    if (!rights.writer && record.status !== 'REQUESTED') throw forbidden(API_MESSAGES.leaveCancelForbidden);
    await tx
      .update(leaveRecord)
      .set({ status: 'CANCELED', version: record.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(leaveRecord.id, id));
    await writeAudit(tx, actor, { entityType: LEAVE_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'status', old: record.status, new: 'CANCELED' }] });
  });
  return recordFor(db, caller, id);
}
