import { can } from '@dure/shared/access';
import type { Page } from '@dure/shared/contracts';
import { type MyProject, WORK_LOG_STATUSES, type WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import type {
  MissingQuery,
  MissingRow,
  PersonSubmitBody,
  PersonWeek,
  PersonWeekBody,
  WeekApproveBody,
  WeekRef,
  WeekRejectBody,
  WorkLogWeekItem,
  WorkLogWeekListQuery,
} from '@dure/shared/contracts/cost/worklogManagement';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, department, workLog, workLogWeek } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { countUpTo, pageRequest, toPage } from '../../../lib/page';
import { addDays } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { calendarDays } from '../workCalendar/service';
import { closedMonthsAmong, monthOf } from '../costPeriod/months';
import { approvedBy } from './approver';
import { approvedLeaveDays, hoursOff, leaveHoursOffSql } from '../../admin/leave/effect';
import { WORK_LOG_WEEK_ENTITY, getWeek, isoWeekOf, mondayOf, myWorklogProjects, saveWeek, submitWeek } from './service';

/**
 * 업무일지 관리 (DOMAIN §6 WorkLog, /worklog/management): WORKLOG_MANAGEMENT_READ in department scope reads, WRITE
 * approves. A week's approver (its department's leader, approver.ts) decides it without the role, from 내 유닛.
 */

const AREA = 'WORKLOG_MANAGEMENT' as const;
const decider = alias(appUser, 'decider');
const round = (n: number) => Math.round(n * 100) / 100;

const scopeOfCaller = (db: Executor, caller: ScopeCaller) => scopeOf(db, caller, AREA);

/** The weeks of people in the caller's scope (their own included, as every scope includes self). */
const weekScope = (scope: DataScope, caller: ScopeCaller): SQL => scopeCondition(scope, workLogWeek.ownerDeptId, eq(workLogWeek.userId, caller.userId));

const statusesOf = (list: string | undefined): WorkLogStatus[] => {
  const codes = (list ?? '').split(',').filter((c): c is WorkLogStatus => (WORK_LOG_STATUSES as readonly string[]).includes(c));
  return list === undefined ? [] : codes;
};

/** Σ live hours of each (user, Monday) of the given weeks. */
async function hoursOf(db: Executor, weeks: { userId: number; weekStart: string }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (weeks.length === 0) return out;
  const users = [...new Set(weeks.map((w) => w.userId))];
  const from = weeks.reduce((m, w) => (w.weekStart < m ? w.weekStart : m), weeks[0].weekStart);
  const to = addDays(weeks.reduce((m, w) => (w.weekStart > m ? w.weekStart : m), weeks[0].weekStart), 6);
  const rows = await db
    .select({
      userId: workLog.userId,
      weekStart: sql<string>`to_char(date_trunc('week', ${workLog.workDate})::date, 'YYYY-MM-DD')`,
      hours: sql<string>`sum(${workLog.hours})`,
    })
    .from(workLog)
    .where(and(eq(workLog.deletedYn, 'N'), inArray(workLog.userId, users), gte(workLog.workDate, from), lte(workLog.workDate, to)))
    .groupBy(workLog.userId, sql`date_trunc('week', ${workLog.workDate})`);
  for (const r of rows) out.set(`${r.userId}:${r.weekStart}`, round(Number(r.hours)));
  return out;
}

/** Expected hours of each (user, Monday) of the weeks: the work calendar less the user's approved leave (DOMAIN §6). */
export async function expectedOf(db: Executor, weeks: { userId: number; weekStart: string }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (weeks.length === 0) return out;
  const starts = weeks.map((w) => w.weekStart).sort();
  const [from, to] = [starts[0], addDays(starts[starts.length - 1], 6)];
  const days = await calendarDays(db, from, to);
  const leave = await approvedLeaveDays(db, weeks.map((w) => w.userId), from, to);
  for (const w of weeks) {
    const own = leave.get(w.userId);
    const week = days.filter((d) => d.date >= w.weekStart && d.date <= addDays(w.weekStart, 6));
    out.set(`${w.userId}:${w.weekStart}`, round(week.reduce((a, d) => a + d.expectedHours - hoursOff(d.expectedHours, own?.get(d.date) ?? []), 0)));
  }
  return out;
}

/**
 * The management list: weeks in scope, filtered by week range, department subtree, person and statuses (none = all; the
 * screen starts at SUBMITTED); newest first. `visible`: which weeks instead of the caller's scope (an approver's).
 */
export async function listWeeks(db: Executor, caller: ScopeCaller, query: WorkLogWeekListQuery, maxSize?: number, visible?: SQL): Promise<Page<WorkLogWeekItem>> {
  const request = pageRequest(query, maxSize);
  if (query.weekFrom && query.weekTo && query.weekFrom > query.weekTo) throw validationError({ weekFrom: API_MESSAGES.worklogWeekRange });
  const statuses = statusesOf(query.statusList);
  const keyword = query.keyword?.trim();
  const where = and(
    visible ?? weekScope(await scopeOfCaller(db, caller), caller),
    statuses.length > 0 ? inArray(workLogWeek.status, statuses) : undefined,
    query.weekFrom ? gte(workLogWeek.weekStart, mondayOf(query.weekFrom)) : undefined,
    query.weekTo ? lte(workLogWeek.weekStart, query.weekTo) : undefined,
    query.deptId ? inDeptSubtree(workLogWeek.ownerDeptId, query.deptId) : undefined,
    query.userId ? eq(workLogWeek.userId, query.userId) : undefined,
    keyword ? sql`(${appUser.name} ilike ${containsPattern(keyword)} or ${appUser.username} ilike ${containsPattern(keyword)})` : undefined,
  );
  const base = () => db.select({ id: workLogWeek.id }).from(workLogWeek).innerJoin(appUser, eq(appUser.id, workLogWeek.userId));
  const total = await countUpTo(db, base().where(where));
  const rows = await db
    .select({
      id: workLogWeek.id,
      userId: workLogWeek.userId,
      userName: appUser.name,
      username: appUser.username,
      deptId: workLogWeek.ownerDeptId,
      deptName: department.name,
      weekStart: workLogWeek.weekStart,
      status: workLogWeek.status,
      submittedAt: workLogWeek.submittedAt,
      decidedAt: workLogWeek.decidedAt,
      decidedByName: decider.name,
      rejectReason: workLogWeek.rejectReason,
      version: workLogWeek.version,
    })
    .from(workLogWeek)
    .innerJoin(appUser, eq(appUser.id, workLogWeek.userId))
    .leftJoin(department, eq(department.id, workLogWeek.ownerDeptId))
    .leftJoin(decider, eq(decider.id, workLogWeek.decidedBy))
    .where(where)
    .orderBy(desc(workLogWeek.weekStart), asc(department.name), asc(appUser.name), asc(workLogWeek.id))
    .limit(request.size)
    .offset(request.offset);
  const hours = await hoursOf(db, rows);
  const expected = await expectedOf(db, rows);
  const content: WorkLogWeekItem[] = rows.map((r) => ({
    ...r,
    isoWeek: isoWeekOf(r.weekStart),
    totalHours: hours.get(`${r.userId}:${r.weekStart}`) ?? 0,
    expectedHours: expected.get(`${r.userId}:${r.weekStart}`) ?? 0,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
  return toPage(content, total, request);
}

/** The person, when they are in the caller's scope (404 for an unknown person, 403 outside the scope). */
async function personInScope(db: Executor, caller: ScopeCaller, userId: number) {
  const [person] = await db
    .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId, deptName: department.name })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N')));
  if (!person) throw notFound();
  const scope = await scopeOfCaller(db, caller);
  const [week] = await db.select({ ownerDeptId: workLogWeek.ownerDeptId }).from(workLogWeek).where(eq(workLogWeek.userId, userId)).orderBy(desc(workLogWeek.weekStart)).limit(1);
  if (!inScope(scope, person.deptId, userId === caller.userId) && !(week && inScope(scope, week.ownerDeptId, false))) throw forbidden(API_MESSAGES.worklogOutOfScope);
  return person;
}

/** A person's week (the grid, read-only on the management page). */
export async function personWeek(db: Executor, caller: ScopeCaller, userId: number, weekStart: string, now: Date): Promise<PersonWeek> {
  return weekOf(db, await personInScope(db, caller, userId), weekStart, now);
}

/** A week the caller is the approver of (404 for any other: nothing of it shows), for 내 유닛. */
export async function approverWeek(db: Executor, caller: ScopeCaller, userId: number, weekStart: string, now: Date): Promise<PersonWeek> {
  const [mine] = await db
    .select({ id: workLogWeek.id })
    .from(workLogWeek)
    .where(and(eq(workLogWeek.userId, userId), eq(workLogWeek.weekStart, weekStart), approvedBy(caller.userId)));
  if (!mine) throw notFound();
  const [person] = await db
    .select({ id: appUser.id, name: appUser.name, deptName: department.name })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(eq(appUser.id, userId));
  return weekOf(db, person, weekStart, now);
}

async function weekOf(db: Executor, person: { id: number; name: string; deptName: string | null }, weekStart: string, now: Date): Promise<PersonWeek> {
  const userId = person.id;
  const week = await getWeek(db, userId, weekStart, now);
  const [header] = await db.select({ id: workLogWeek.id }).from(workLogWeek).where(and(eq(workLogWeek.userId, userId), eq(workLogWeek.weekStart, weekStart)));
  return { ...week, id: header?.id ?? null, userId, userName: person.name, deptName: person.deptName };
}

/** WORKLOG_MANAGEMENT_WRITE enters a DRAFT/REJECTED week for someone in scope (the same rules as their own grid). */
/** The projects the person may log on in the ISO week of `date` (the grid's project picker when entering for them). */
export async function personProjects(db: Executor, caller: ScopeCaller, userId: number, date: string): Promise<MyProject[]> {
  await personInScope(db, caller, userId);
  return myWorklogProjects(db, userId, date);
}

export async function savePersonWeek(db: Database, caller: ScopeCaller, actor: Actor, body: PersonWeekBody): Promise<PersonWeek> {
  await personInScope(db, caller, body.userId);
  const { userId, ...week } = body;
  await saveWeek(db, actor, userId, week);
  return personWeek(db, caller, userId, body.weekStart, actor.now);
}

export async function submitPersonWeek(db: Database, caller: ScopeCaller, actor: Actor, body: PersonSubmitBody): Promise<PersonWeek> {
  await personInScope(db, caller, body.userId);
  await submitWeek(db, actor, body.userId, { weekStart: body.weekStart, version: body.version });
  return personWeek(db, caller, body.userId, body.weekStart, actor.now);
}

/** Locks the weeks (in id order), checks version, state, scope and the self rule; all or nothing. */
async function lockForDecision(tx: Executor, caller: ScopeCaller, refs: WeekRef[]) {
  const ids = [...new Set(refs.map((r) => r.id))].sort((a, b) => a - b);
  const weeks = await tx.select().from(workLogWeek).where(inArray(workLogWeek.id, ids)).orderBy(asc(workLogWeek.id)).for('update');
  if (weeks.length !== ids.length) throw notFound(API_MESSAGES.worklogWeekUnknown);
  // WORKLOG_MANAGEMENT_WRITE decides in its scope; a week's approver decides it without the role.
  const writer = can(caller.authorities, AREA, 'WRITE');
  const scope = writer ? await scopeOfCaller(tx, caller) : null;
  const approver = new Set((await tx.select({ id: workLogWeek.id }).from(workLogWeek).where(and(inArray(workLogWeek.id, ids), approvedBy(caller.userId)))).map((r) => r.id));
  const byId = new Map(weeks.map((w) => [w.id, w]));
  for (const ref of refs) {
    const week = byId.get(ref.id)!;
    if (week.userId === caller.userId) throw forbidden(API_MESSAGES.worklogSelfDecision);
    if (!approver.has(week.id) && !(scope && inScope(scope, week.ownerDeptId, false))) throw forbidden(writer ? API_MESSAGES.worklogOutOfScope : undefined);
    if (week.version !== ref.version) throw staleVersion();
    if (week.status !== 'SUBMITTED') throw stateConflict(API_MESSAGES.worklogNotSubmitted);
  }
  // A decision changes what a closed month froze as labour cost (DOMAIN §6 CostPeriod): its weeks wait for a reopen.
  const [closed] = await closedMonthsAmong(tx, weeks.flatMap((w) => [monthOf(w.weekStart), monthOf(addDays(w.weekStart, 6))]));
  if (closed) throw stateConflict(API_MESSAGES.monthClosedWorklogDecision.replace('{ym}', closed));
  return weeks;
}

async function decide(tx: Executor, actor: Actor, week: typeof workLogWeek.$inferSelect, status: 'APPROVED' | 'REJECTED', reason: string | null) {
  const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };
  await tx
    .update(workLogWeek)
    .set({ status, rejectReason: reason, decidedAt: actor.now, decidedBy: actor.actorId, version: week.version + 1, ...stamp })
    .where(eq(workLogWeek.id, week.id));
  await tx
    .update(workLog)
    .set({ status, rejectReason: reason, ...stamp })
    .where(and(eq(workLog.userId, week.userId), eq(workLog.deletedYn, 'N'), gte(workLog.workDate, week.weekStart), lte(workLog.workDate, addDays(week.weekStart, 6))));
  const changes: { field: string; old: string; new: string }[] = [{ field: 'status', old: week.status, new: status }];
  if (reason) changes.push({ field: 'rejectReason', old: week.rejectReason ?? '', new: reason });
  await writeAudit(tx, actor, { entityType: WORK_LOG_WEEK_ENTITY, entityId: week.id, action: 'STATE', changes });
}

/** Approves SUBMITTED weeks (one or several): all or nothing; nobody approves their own week. */
export function approveWeeks(db: Database, caller: ScopeCaller, actor: Actor, body: WeekApproveBody): Promise<number> {
  return db.transaction(async (tx) => {
    const weeks = await lockForDecision(tx, caller, body.weeks);
    for (const week of weeks) await decide(tx, actor, week, 'APPROVED', null);
    return weeks.length;
  });
}

/** Rejects SUBMITTED weeks with a reason: they reopen for their authors, who hear of it (N-WORKLOG-REJECTED). */
export function rejectWeeks(db: Database, caller: ScopeCaller, actor: Actor, body: WeekRejectBody): Promise<number> {
  const reason = body.reason.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.worklogRejectReason });
  return db.transaction(async (tx) => {
    const weeks = await lockForDecision(tx, caller, body.weeks);
    for (const week of weeks) {
      await decide(tx, actor, week, 'REJECTED', reason);
      await notify(tx, {
        userIds: [week.userId],
        category: 'COST',
        type: 'WORKLOG_REJECTED',
        title: '업무일지 반려',
        body: `${isoWeekOf(week.weekStart)} (${week.weekStart} 주) 업무일지가 반려되었습니다. 사유: ${reason}`,
        contentLocation: `/mypage/worklog?weekStart=${week.weekStart}`,
        targetType: WORK_LOG_WEEK_ENTITY,
        targetId: week.id,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
    return weeks.length;
  });
}

/**
 * Active people whose logged hours of the week are below their own expected hours (the calendar's less their approved
 * leave), with their week's status; `people` narrows to a set of departments (a scope), null = everyone.
 */
export async function belowExpected(db: Executor, weekStart: string, people: SQL | undefined): Promise<MissingRow[]> {
  const days = await calendarDays(db, weekStart, addDays(weekStart, 6));
  const calendar = days.reduce((a, d) => a + d.expectedHours, 0);
  if (calendar <= 0) return [];
  const expected = sql<string>`(${calendar}::numeric - ${leaveHoursOffSql(appUser.id, days)})`;
  const logged = sql<string>`coalesce((select sum(l.hours) from ${workLog} l where l.user_id = ${appUser.id} and l.deleted_yn = 'N' and l.work_date between ${weekStart} and ${addDays(weekStart, 6)}), 0)`;
  const rows = await db
    .select({ userId: appUser.id, userName: appUser.name, username: appUser.username, deptName: department.name, status: workLogWeek.status, loggedHours: logged, expectedHours: expected })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .leftJoin(workLogWeek, and(eq(workLogWeek.userId, appUser.id), eq(workLogWeek.weekStart, weekStart)))
    .where(and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE'), people, sql`${logged} < ${expected}`))
    .orderBy(asc(department.name), asc(appUser.name));
  return rows.map((r) => ({ ...r, status: r.status ?? 'DRAFT', loggedHours: round(Number(r.loggedHours)), expectedHours: round(Number(r.expectedHours)) }));
}

/** 미작성 현황 of the caller's scope (and department filter). */
export async function missingLogs(db: Executor, caller: ScopeCaller, query: MissingQuery): Promise<MissingRow[]> {
  const weekStart = mondayOf(query.weekStart);
  const scope = await scopeOfCaller(db, caller);
  return belowExpected(db, weekStart, and(scopeCondition(scope, appUser.deptId, eq(appUser.id, caller.userId)), query.deptId ? inDeptSubtree(appUser.deptId, query.deptId) : undefined));
}
