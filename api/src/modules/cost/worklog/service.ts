import {
  INTERNAL_PROJECT_TYPE,
  type MyProject,
  WORK_LOG_LIMITS,
  type WorkLogRow,
  type WorkLogRowBody,
  type WorkLogStatus,
  type WorkLogSubmitBody,
  type WorkLogWeek,
  type WorkLogWeekBody,
} from '@dure/shared/contracts/cost/worklog';
import { API_MESSAGES } from '@dure/shared/messages';
import { aliasedTable, and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, project, projectMember, projectType, taskActivity, workLog, workLogWeek } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { addDays, isDate, kstDate } from '../../../lib/time';
import { calendarDays } from '../workCalendar/service';
import { approvedLeaveDays, hoursOff, leaveLabel } from '../../admin/leave/effect';
import { closedMonthsAmong, closedMonthsOf, monthOf } from '../costPeriod/months';

export const WORK_LOG_WEEK_ENTITY = 'WORK_LOG_WEEK';
const EDITABLE: readonly WorkLogStatus[] = ['DRAFT', 'REJECTED'];
const live = eq(workLog.deletedYn, 'N');

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const dow = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
/** Rounded to the 0.25 grid so sums of cells compare exactly. */
const round = (n: number) => Math.round(n * 100) / 100;

/** Monday of the ISO week of a day. */
export const mondayOf = (day: string) => addDays(day, -((dow(day) + 6) % 7));

/** `YYYY-Www` of the ISO week starting on a Monday (its Thursday decides the year). */
export function isoWeekOf(weekStart: string): string {
  const thursday = addDays(weekStart, 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000;
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

export function checkWeekStart(weekStart: string): void {
  if (!isDate(weekStart) || dow(weekStart) !== 1) throw validationError({ weekStart: API_MESSAGES.worklogWeekStart }, API_MESSAGES.worklogWeekStart);
}

/** Korean warnings of a week's day totals: a day over 12 hours, the week over 52 (DOMAIN §6). */
export function weekWarnings(dates: readonly string[], dayTotals: readonly number[]): string[] {
  const warnings = dates.flatMap((date, i) => (dayTotals[i] > WORK_LOG_LIMITS.dayWarn ? [fill(API_MESSAGES.worklogWarnDay, { date, hours: dayTotals[i] })] : []));
  const week = round(dayTotals.reduce((a, b) => a + b, 0));
  if (week > WORK_LOG_LIMITS.weekWarn) warnings.push(fill(API_MESSAGES.worklogWarnWeek, { hours: week }));
  return warnings;
}

const group = aliasedTable(taskActivity, 'activity_group');

/** The caller's week as a grid (DOMAIN §6 WorkLog): rows (project, activity) × Mon–Sun, the calendar's expected hours, totals and warnings. */
export async function getWeek(db: Executor, userId: number, weekStart: string, now: Date): Promise<WorkLogWeek> {
  checkWeekStart(weekStart);
  const dates = weekDates(weekStart);
  const today = kstDate(now);
  const [header] = await db.select().from(workLogWeek).where(and(eq(workLogWeek.userId, userId), eq(workLogWeek.weekStart, weekStart)));
  const logs = await db
    .select({
      workDate: workLog.workDate,
      hours: workLog.hours,
      note: workLog.note,
      projectId: project.id,
      projectNo: project.projectNo,
      projectName: project.name,
      projectTypeId: project.projectTypeId,
      taskActivityId: taskActivity.id,
      activityName: taskActivity.name,
      groupName: group.name,
      category: taskActivity.category,
      noteRequiredYn: taskActivity.noteRequiredYn,
    })
    .from(workLog)
    .innerJoin(project, eq(project.id, workLog.projectId))
    .innerJoin(taskActivity, eq(taskActivity.id, workLog.taskActivityId))
    .innerJoin(group, eq(group.id, taskActivity.parentId))
    .where(and(live, eq(workLog.userId, userId), gte(workLog.workDate, dates[0]), lte(workLog.workDate, dates[6])))
    .orderBy(asc(project.projectNo), asc(group.sortOrder), asc(taskActivity.sortOrder), asc(taskActivity.code));
  const rows = new Map<string, WorkLogRow>();
  for (const log of logs) {
    const key = `${log.projectId}:${log.taskActivityId}`;
    let row = rows.get(key);
    if (!row) {
      const { workDate: _d, hours: _h, note: _n, ...rest } = log;
      row = { ...rest, note: null, hours: [null, null, null, null, null, null, null] };
      rows.set(key, row);
    }
    row.hours[dates.indexOf(log.workDate)] = Number(log.hours);
    row.note ??= log.note;
  }
  const leave = (await approvedLeaveDays(db, [userId], dates[0], dates[6])).get(userId);
  // Approved leave takes its hours off the calendar's expected hours (DOMAIN §6); only workdays count as leave days.
  const calendar = (await calendarDays(db, dates[0], dates[6])).map((d) => {
    const types = d.workdayYn === 'Y' ? (leave?.get(d.date) ?? []) : [];
    return { ...d, expectedHours: d.expectedHours - hoursOff(d.expectedHours, types), leave: leaveLabel(types) };
  });
  const grid = [...rows.values()];
  const dayTotals = dates.map((_, i) => round(grid.reduce((sum, r) => sum + (r.hours[i] ?? 0), 0)));
  const status = header?.status ?? 'DRAFT';
  const closed = new Set(await closedMonthsOf(db, dates.map(monthOf)));
  const closedYn = (date: string) => (closed.has(monthOf(date)) ? 'Y' : 'N');
  return {
    weekStart,
    isoWeek: isoWeekOf(weekStart),
    status,
    rejectReason: header?.rejectReason ?? null,
    // A week wholly inside closed months is read-only; one that straddles a close keeps its open days editable.
    editableYn: EDITABLE.includes(status) && dates.some((d) => closedYn(d) === 'N') ? 'Y' : 'N',
    version: header?.version ?? 0,
    days: calendar.map((d, i) => ({ ...d, totalHours: dayTotals[i], futureYn: d.date > today ? 'Y' : 'N', closedYn: closedYn(d.date) })),
    rows: grid,
    totalHours: round(dayTotals.reduce((a, b) => a + b, 0)),
    expectedHours: calendar.reduce((a, d) => a + d.expectedHours, 0),
    warnings: weekWarnings(dates, dayTotals),
  };
}

type Loggable = { id: number; projectNo: string; name: string; projectTypeId: number; internal: boolean; memberFrom: string | null; memberTo: string | null };

/** Projects (of the given ids, or all) the user may log on in from..to: a membership overlapping it, or an internal project. */
async function loggableProjects(db: Executor, userId: number, from: string, to: string, ids?: number[]): Promise<Loggable[]> {
  const rows = await db
    .select({
      id: project.id,
      projectNo: project.projectNo,
      name: project.name,
      projectTypeId: project.projectTypeId,
      typeCode: projectType.code,
      memberFrom: projectMember.fromDate,
      memberTo: projectMember.toDate,
    })
    .from(project)
    .innerJoin(projectType, eq(projectType.id, project.projectTypeId))
    .leftJoin(projectMember, and(eq(projectMember.projectId, project.id), eq(projectMember.userId, userId)))
    .where(
      and(
        eq(project.deletedYn, 'N'),
        ids ? inArray(project.id, ids) : undefined,
        ids ? undefined : ne(project.status, 'CANCELED'),
        ids
          ? undefined
          : sql`((${projectMember.fromDate} <= ${to} and ${projectMember.toDate} >= ${from}) or (${projectType.code} = ${INTERNAL_PROJECT_TYPE} and ${project.status} in ('PLANNED', 'IN_PROGRESS', 'ON_HOLD')))`,
      ),
    )
    .orderBy(asc(project.projectNo));
  return rows.map(({ typeCode, ...r }) => ({ ...r, internal: typeCode === INTERNAL_PROJECT_TYPE }));
}

/** Projects the caller may log on in the ISO week of `date` (for the grid's project picker). */
export async function myWorklogProjects(db: Executor, userId: number, date: string): Promise<MyProject[]> {
  const from = mondayOf(date);
  const rows = await loggableProjects(db, userId, from, addDays(from, 6));
  const types = new Map((await db.select({ id: projectType.id, name: projectType.name }).from(projectType)).map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    projectNo: r.projectNo,
    name: r.name,
    projectTypeId: r.projectTypeId,
    projectTypeName: types.get(r.projectTypeId) ?? '',
    internalYn: r.internal ? 'Y' : 'N',
    memberFrom: r.memberFrom,
    memberTo: r.memberTo,
  }));
}

/** Last week's rows (project, activity) without hours, where the project and activity can still be used this week. */
export async function copyPreviousWeek(db: Executor, userId: number, weekStart: string, now: Date): Promise<WorkLogRow[]> {
  checkWeekStart(weekStart);
  const previous = await getWeek(db, userId, addDays(weekStart, -7), now);
  if (previous.rows.length === 0) return [];
  const projects = new Set((await loggableProjects(db, userId, weekStart, addDays(weekStart, 6))).map((p) => p.id));
  const activities = await db
    .select({ id: taskActivity.id, projectTypeIds: taskActivity.projectTypeIds })
    .from(taskActivity)
    .where(and(inArray(taskActivity.id, [...new Set(previous.rows.map((r) => r.taskActivityId))]), eq(taskActivity.activeYn, 'Y'), eq(taskActivity.deletedYn, 'N')));
  const allowed = new Map(activities.map((a) => [a.id, a.projectTypeIds.map(Number)]));
  return previous.rows
    .filter((r) => projects.has(r.projectId) && allowed.has(r.taskActivityId) && (allowed.get(r.taskActivityId)!.length === 0 || allowed.get(r.taskActivityId)!.includes(r.projectTypeId)))
    .map((r) => ({ ...r, note: null, hours: [null, null, null, null, null, null, null] }));
}

type Cell = { date: string; hours: number };
type ParsedRow = WorkLogRowBody & { cells: Cell[]; note: string | null };

/** Shape rules that need no database: 0.25 steps, no future days, one row per (project, activity), Σ a day ≤ 24. */
function parseRows(body: WorkLogWeekBody, today: string): ParsedRow[] {
  const dates = weekDates(body.weekStart);
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  const rows = body.rows.map((row, i) => {
    const key = `${row.projectId}:${row.taskActivityId}`;
    if (seen.has(key)) errors[`rows.${i}`] = API_MESSAGES.worklogDuplicateRow;
    seen.add(key);
    const cells: Cell[] = [];
    row.hours.forEach((h, d) => {
      if (h === null || h === 0) return;
      if (!(h > 0 && h <= WORK_LOG_LIMITS.dayMax && Number.isInteger(h / WORK_LOG_LIMITS.step))) errors[`rows.${i}.hours.${d}`] = API_MESSAGES.worklogHoursStep;
      else if (dates[d] > today) errors[`rows.${i}.hours.${d}`] = fill(API_MESSAGES.worklogFutureDate, { date: dates[d] });
      else cells.push({ date: dates[d], hours: h });
    });
    const note = row.note?.trim() || null;
    return { ...row, note, cells };
  });
  if (Object.keys(errors).length > 0) throw validationError(errors, Object.values(errors)[0]);
  for (const [d, date] of dates.entries()) {
    const total = round(rows.reduce((sum, r) => sum + (r.cells.find((c) => c.date === date)?.hours ?? 0), 0));
    if (total > WORK_LOG_LIMITS.dayMax) {
      const message = fill(API_MESSAGES.worklogDayOver24, { date, hours: total });
      throw validationError({ [`days.${d}`]: message }, message);
    }
  }
  return rows;
}

/** Membership on every logged day (internal projects excepted), activity allowed for the project type, note where required. */
async function checkRows(tx: Executor, userId: number, weekStart: string, rows: ParsedRow[], stored: Set<number>): Promise<void> {
  if (rows.length === 0) return;
  const errors: Record<string, string> = {};
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const projects = new Map((await loggableProjects(tx, userId, weekStart, addDays(weekStart, 6), projectIds)).map((p) => [p.id, p]));
  const activities = new Map(
    (
      await tx
        .select({ id: taskActivity.id, name: taskActivity.name, parentId: taskActivity.parentId, activeYn: taskActivity.activeYn, projectTypeIds: taskActivity.projectTypeIds, noteRequiredYn: taskActivity.noteRequiredYn })
        .from(taskActivity)
        .where(and(inArray(taskActivity.id, [...new Set(rows.map((r) => r.taskActivityId))]), eq(taskActivity.deletedYn, 'N')))
    ).map((a) => [a.id, a]),
  );
  for (const [i, row] of rows.entries()) {
    const p = projects.get(row.projectId);
    const a = activities.get(row.taskActivityId);
    if (!p) {
      errors[`rows.${i}.projectId`] = API_MESSAGES.worklogProjectUnknown;
      continue;
    }
    // An activity switched off after it was logged stays usable on the rows that already have it.
    if (!a || a.parentId === null || (a.activeYn !== 'Y' && !stored.has(a.id))) {
      errors[`rows.${i}.taskActivityId`] = API_MESSAGES.worklogActivityUnknown;
      continue;
    }
    const types = a.projectTypeIds.map(Number);
    if (types.length > 0 && !types.includes(p.projectTypeId)) errors[`rows.${i}.taskActivityId`] = fill(API_MESSAGES.worklogActivityNotAllowed, { activity: a.name });
    if (!p.internal) {
      const outside = row.cells.find((c) => !p.memberFrom || !p.memberTo || c.date < p.memberFrom || c.date > p.memberTo);
      if (outside) errors[`rows.${i}.projectId`] = fill(API_MESSAGES.worklogNotMember, { project: p.name, date: outside.date });
    }
    if (a.noteRequiredYn === 'Y' && row.cells.length > 0 && !row.note) errors[`rows.${i}.note`] = fill(API_MESSAGES.worklogNoteRequired, { activity: a.name });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors, Object.values(errors)[0]);
}

/** CostPeriod lock (DOMAIN §6): nothing of a work log in a CLOSED month is written; 409 naming the month. */
async function refuseClosedMonths(tx: Executor, dates: readonly string[]): Promise<void> {
  const [closed] = await closedMonthsAmong(tx, dates.map(monthOf));
  if (closed) throw stateConflict(fill(API_MESSAGES.monthClosedWorklog, { ym: closed }));
}

/** The week's header row, locked; created (DRAFT, version 0) the first time the week is written. */
async function lockWeek(tx: Executor, actor: Actor, userId: number, weekStart: string) {
  const [user] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  await tx
    .insert(workLogWeek)
    .values({ userId, weekStart, ownerDeptId: user?.deptId ?? null, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
    .onConflictDoNothing();
  const [week] = await tx.select().from(workLogWeek).where(and(eq(workLogWeek.userId, userId), eq(workLogWeek.weekStart, weekStart))).for('update');
  return week;
}

/** Saves the whole grid of a DRAFT/REJECTED week in one transaction (rows left out are removed); version → 409. */
export async function saveWeek(db: Database, actor: Actor, userId: number, body: WorkLogWeekBody): Promise<WorkLogWeek> {
  checkWeekStart(body.weekStart);
  const rows = parseRows(body, kstDate(actor.now));
  const dates = weekDates(body.weekStart);
  await db.transaction(async (tx) => {
    const week = await lockWeek(tx, actor, userId, body.weekStart);
    if (week.version !== body.version) throw staleVersion();
    if (!EDITABLE.includes(week.status)) throw stateConflict(API_MESSAGES.worklogNotEditable);
    const existing = await tx
      .select()
      .from(workLog)
      .where(and(live, eq(workLog.userId, userId), gte(workLog.workDate, dates[0]), lte(workLog.workDate, dates[6])))
      .for('update');
    await checkRows(tx, userId, body.weekStart, rows, new Set(existing.map((e) => e.taskActivityId)));
    const byKey = new Map(existing.map((e) => [`${e.projectId}:${e.taskActivityId}:${e.workDate}`, e]));
    const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };
    const inserts: (typeof workLog.$inferInsert)[] = [];
    const touched: string[] = [];
    for (const row of rows) {
      for (const cell of row.cells) {
        const key = `${row.projectId}:${row.taskActivityId}:${cell.date}`;
        const current = byKey.get(key);
        byKey.delete(key);
        if (!current) {
          inserts.push({
            userId,
            ownerDeptId: week.ownerDeptId,
            workDate: cell.date,
            projectId: row.projectId,
            taskActivityId: row.taskActivityId,
            hours: cell.hours.toFixed(2),
            note: row.note,
            status: week.status,
            createdAt: actor.now,
            createdBy: actor.actorId,
            ...stamp,
          });
        } else if (Number(current.hours) !== cell.hours || current.note !== row.note) {
          touched.push(cell.date);
          await tx
            .update(workLog)
            .set({ hours: cell.hours.toFixed(2), note: row.note, version: current.version + 1, ...stamp })
            .where(eq(workLog.id, current.id));
        }
      }
    }
    const removed = [...byKey.values()].map((e) => e.id);
    await refuseClosedMonths(tx, [...inserts.map((i) => i.workDate), ...touched, ...[...byKey.values()].map((e) => e.workDate)]);
    if (removed.length > 0) await tx.update(workLog).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, ...stamp }).where(inArray(workLog.id, removed));
    if (inserts.length > 0) await tx.insert(workLog).values(inserts);
    const before = round(existing.reduce((a, e) => a + Number(e.hours), 0));
    const after = round(rows.reduce((a, r) => a + r.cells.reduce((s, c) => s + c.hours, 0), 0));
    await tx.update(workLogWeek).set({ version: week.version + 1, ...stamp }).where(eq(workLogWeek.id, week.id));
    await writeAudit(tx, actor, { entityType: WORK_LOG_WEEK_ENTITY, entityId: week.id, action: 'UPDATE', changes: [{ field: 'totalHours', old: before, new: after }] });
  });
  return getWeek(db, userId, body.weekStart, actor.now);
}

/** Submits the whole ISO week (DRAFT/REJECTED → SUBMITTED); an empty week is refused; version → 409. */
export async function submitWeek(db: Database, actor: Actor, userId: number, body: WorkLogSubmitBody): Promise<WorkLogWeek> {
  checkWeekStart(body.weekStart);
  const dates = weekDates(body.weekStart);
  await db.transaction(async (tx) => {
    const week = await lockWeek(tx, actor, userId, body.weekStart);
    if (week.version !== body.version) throw staleVersion();
    if (!EDITABLE.includes(week.status)) throw stateConflict(API_MESSAGES.worklogNotEditable);
    const scope = and(live, eq(workLog.userId, userId), gte(workLog.workDate, dates[0]), lte(workLog.workDate, dates[6]));
    const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(workLog).where(scope);
    if (n === 0) throw validationError({ weekStart: API_MESSAGES.worklogSubmitEmpty }, API_MESSAGES.worklogSubmitEmpty);
    await refuseClosedMonths(tx, (await tx.selectDistinct({ d: workLog.workDate }).from(workLog).where(scope)).map((r) => r.d));
    const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };
    await tx.update(workLog).set({ status: 'SUBMITTED', rejectReason: null, ...stamp }).where(scope);
    await tx.update(workLogWeek).set({ status: 'SUBMITTED', rejectReason: null, submittedAt: actor.now, version: week.version + 1, ...stamp }).where(eq(workLogWeek.id, week.id));
    await writeAudit(tx, actor, { entityType: WORK_LOG_WEEK_ENTITY, entityId: week.id, action: 'STATE', changes: [{ field: 'status', old: week.status, new: 'SUBMITTED' }] });
  });
  return getWeek(db, userId, body.weekStart, actor.now);
}
