import type { MemberRole, WorkLogStatus } from '../schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { freezeLaborCostOfMonths } from '../../modules/cost/costPeriod/freeze';
import { freezeProjectMonths } from '../../modules/cost/profit/months';
import { monthOf, monthRange, nextYm } from '../../modules/cost/costPeriod/months';
import { calendarDays } from '../../modules/cost/workCalendar/service';
import { mondayOf } from '../../modules/cost/worklog/service';
import { addDays, kstDate } from '../../lib/time';
import type { Database, Executor } from '../database';
import { appUser, costPeriod, department, project, projectMember, projectType, taskActivity, userHr, workLog } from '../schema';
import { NAMED_USERS } from './organisation';
import { type Random, mulberry32 } from './random';

export type WorklogSeedResult = { workLogs: number; weeks: number; closedMonths: number; ms: number };

/** Months of history (this month included). */
const MONTHS = 12;
const DAY_HOURS = 8;
/** The project activity a member logs by their role on the project. */
const ROLE_ACTIVITY: Record<MemberRole, string> = {
  PM: 'PRJ_PM',
  PL: 'PRJ_DESIGN',
  DEVELOPER: 'PRJ_DEV',
  DESIGNER: 'PRJ_DESIGN',
  PLANNER: 'PRJ_ANALYSIS',
  QA: 'PRJ_TEST',
  CONSULTANT: 'PRJ_ANALYSIS',
  SALES: 'PRJ_ANALYSIS',
};
/** Notes of the activities that require one (noteRequiredYn). */
const NOTES: Record<string, string> = { PRJ_PM: '주간 보고·일정 관리', IND_TRAINING: '사내 직무 교육', IND_SALES: '제안서·견적 지원', LV_SICK: '병가' };
const REJECT_REASON = '프로젝트별 시간이 배정과 맞지 않습니다. 확인 후 다시 제출해 주세요.';

type Person = { id: number; deptId: number | null; deptCode: string; hireDate: string; resignDate: string | null; named: boolean; decider: number | null };
type Membership = { userId: number; projectId: number; role: MemberRole; allocationPct: number; fromDate: string; toDate: string };
type Log = { u: number; o: number | null; d: string; p: number; a: number; h: number; n: string | null; s: WorkLogStatus; r: string | null };
type Week = { u: number; o: number | null; w: string; s: WorkLogStatus; r: string | null; by: number | null };

const quarter = (hours: number) => Math.round(hours * 4) / 4;

/**
 * How a person's week stands, by its distance from this week (0) back: this week is being written (the named demo
 * accounts' left empty to try the grid), last week and the one before wait for approval or are partly missing, one
 * week of the latter is rejected, a few older weeks of open months are still waiting, the rest approved. null = no logs.
 */
function weekStatus(random: Random, person: Person, back: number, inOpenMonths: boolean): WorkLogStatus | null {
  const r = random();
  if (back === 0) return person.named || r < 0.3 ? null : 'DRAFT';
  if (back === 1) return person.named || r < 0.2 ? null : r < 0.45 ? 'DRAFT' : 'SUBMITTED';
  if (back === 2) return r < 0.12 ? null : 'SUBMITTED';
  return inOpenMonths && r < 0.15 ? 'SUBMITTED' : 'APPROVED';
}

/** People with HR details hired by today, each with who decides their weeks: their department's leader, or its parent's when they lead it. */
async function peopleOf(tx: Executor, today: string): Promise<Person[]> {
  const parent = sql`(select p.leader_user_id from department p where p.id = ${department.parentId})`;
  const rows = await tx
    .select({
      id: appUser.id,
      username: appUser.username,
      deptId: appUser.deptId,
      deptCode: department.code,
      hireDate: userHr.hireDate,
      resignDate: userHr.resignDate,
      leader: department.leaderUserId,
      parentLeader: sql<number | null>`${parent}`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(userHr)
    .innerJoin(appUser, eq(appUser.id, userHr.userId))
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(appUser.deletedYn, 'N'), sql`${userHr.hireDate} <= ${today}`))
    .orderBy(asc(appUser.id));
  const named = new Set(NAMED_USERS.map((u) => u.username));
  return rows.map((r) => ({
    id: r.id,
    deptId: r.deptId,
    deptCode: r.deptCode,
    hireDate: r.hireDate,
    resignDate: r.resignDate,
    named: named.has(r.username),
    decider: r.leader !== null && r.leader !== r.id ? r.leader : r.parentLeader,
  }));
}

/**
 * A year of work logs for the demo (DOMAIN §11), once, when the work-log table is empty: for every person with HR
 * details, each workday of the work calendar from the first day of the month eleven months back to today, the projects
 * they are a member of that day at their allocation % (the activity their role does), the rest of the 8 hours on an
 * internal project (meetings, training, sales support) and now and then a day of leave. Weeks are mostly approved;
 * see weekStatus for the recent ones. The months before the pending weeks are then closed in order (labour cost frozen
 * by the close's own freeze), closed by `finance`. Planned here with a seeded PRNG, written with one insert … select
 * per table from a JSON parameter (one round trip each, on both drivers).
 */
export async function seedWorklogDemo(db: Database, options: { now: Date }): Promise<WorklogSeedResult> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const started = performance.now();
  const now = options.now;
  const today = kstDate(now);
  const none = { workLogs: 0, weeks: 0, closedMonths: 0, ms: 0 };
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(workLog);
    if (n > 0) return none;
    const activities = new Map((await tx.select({ id: taskActivity.id, code: taskActivity.code }).from(taskActivity).where(eq(taskActivity.deletedYn, 'N'))).map((a) => [a.code, a.id]));
    const internal = await tx
      .select({ id: project.id, startDate: project.startDate, endDate: project.endDate })
      .from(project)
      .innerJoin(projectType, eq(projectType.id, project.projectTypeId))
      .where(and(eq(project.deletedYn, 'N'), eq(projectType.code, 'INTERNAL'), sql`${project.status} <> 'CANCELED'`))
      .orderBy(asc(project.id));
    const needed = [...new Set([...Object.values(ROLE_ACTIVITY), 'IND_MEETING', 'IND_TRAINING', 'IND_SALES', 'LV_ANNUAL', 'LV_SICK'])];
    const people = await peopleOf(tx, today);
    if (internal.length === 0 || needed.some((c) => !activities.has(c)) || people.length === 0) return none;
    const act = (code: string) => activities.get(code)!;
    const members = await tx
      .select({ userId: projectMember.userId, projectId: projectMember.projectId, role: projectMember.role, allocationPct: projectMember.allocationPct, fromDate: projectMember.fromDate, toDate: projectMember.toDate })
      .from(projectMember)
      .innerJoin(project, eq(project.id, projectMember.projectId))
      .where(and(eq(project.deletedYn, 'N'), sql`${project.status} <> 'CANCELED'`))
      .orderBy(asc(projectMember.userId), asc(projectMember.projectId));
    const byUser = new Map<number, Membership[]>();
    for (const m of members) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m]);
    const [finance] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.username, 'finance'), eq(appUser.deletedYn, 'N')));

    const thisMonday = mondayOf(today);
    const from = monthRange(shiftMonths(monthOf(today), -(MONTHS - 1)))[0];
    // Months wholly before the weeks still waiting for approval close; the month of today never does.
    const pendingFrom = addDays(thisMonday, -14);
    const lastClosed = monthOf(addDays(`${monthOf(pendingFrom)}-01`, -1));
    const openFrom = `${nextYm(lastClosed)}-01`;
    const days = (await calendarDays(tx, from, today)).filter((d) => d.workdayYn === 'Y' && d.expectedHours > 0);
    const internalOn = (day: string) => (internal.find((p) => p.startDate <= day && p.endDate >= day) ?? internal[0]).id;

    const random = mulberry32(20_261_201);
    const logs: Log[] = [];
    const weeks: Week[] = [];
    const daysOfWeek = new Map<string, typeof days>();
    for (const d of days) daysOfWeek.set(mondayOf(d.date), [...(daysOfWeek.get(mondayOf(d.date)) ?? []), d]);
    const rejected = people.find((p) => !p.named && byUser.has(p.id) && p.decider !== null);
    for (const person of people) {
      const memberships = byUser.get(person.id) ?? [];
      const sales = person.deptCode.startsWith('SAL');
      for (const [monday, ofWeek] of daysOfWeek) {
        const back = Math.round((Date.parse(thisMonday) - Date.parse(monday)) / (7 * 86_400_000));
        const drawn = weekStatus(random, person, back, monday >= openFrom);
        const status = person === rejected && back === 2 ? 'REJECTED' : drawn;
        if (!status) continue;
        const weekDays = ofWeek.filter((d) => d.date >= person.hireDate && (!person.resignDate || d.date <= person.resignDate));
        // A draft week is filled up to a random day; the current one up to today at most.
        const filled = status === 'DRAFT' ? weekDays.slice(0, 1 + Math.floor(random() * weekDays.length)) : weekDays;
        const reason = status === 'REJECTED' ? REJECT_REASON : null;
        for (const { date, expectedHours } of filled) {
          // A member of the internal project may log the same (project, activity) twice in a day: one row, summed.
          const cells = new Map<string, Log>();
          const add = (d: string, p: number, code: string, h: number) => {
            const cell = cells.get(`${p}:${code}`);
            if (cell) cell.h += h;
            else if (h > 0) cells.set(`${p}:${code}`, { u: person.id, o: person.deptId, d, p, a: act(code), h, n: NOTES[code] ?? null, s: status, r: reason });
          };
          const day = expectedHours || DAY_HOURS;
          const leave = random();
          if (leave < 0.045) {
            add(date, internalOn(date), leave < 0.005 ? 'LV_SICK' : 'LV_ANNUAL', day);
            logs.push(...cells.values());
            continue;
          }
          const active = memberships.filter((m) => m.fromDate <= date && m.toDate >= date);
          const wanted = active.map((m) => (m.allocationPct / 100) * day * (0.85 + random() * 0.3));
          const total = wanted.reduce((a, b) => a + b, 0);
          // Never more than the day less an hour of meetings.
          const scale = total > day - 1 ? (day - 1) / total : 1;
          let used = 0;
          active.forEach((m, i) => {
            const h = quarter(wanted[i] * scale);
            add(date, m.projectId, ROLE_ACTIVITY[m.role], h);
            used += h;
          });
          const rest = day - used;
          const meeting = Math.min(rest, quarter(0.5 + random() * 1.5));
          const training = random() < 0.06 ? Math.min(rest - meeting, 2) : 0;
          add(date, internalOn(date), 'IND_MEETING', meeting);
          add(date, internalOn(date), 'IND_TRAINING', training);
          add(date, internalOn(date), active.length > 0 ? 'PRJ_DEV' : sales ? 'IND_SALES' : 'PRJ_ANALYSIS', quarter(rest - meeting - training));
          logs.push(...cells.values());
        }
        if (filled.length > 0) weeks.push({ u: person.id, o: person.deptId, w: monday, s: status, r: reason, by: status === 'APPROVED' || status === 'REJECTED' ? person.decider : null });
      }
    }
    await insertLogs(tx, logs);
    await insertWeeks(tx, weeks, now);

    const months: string[] = [];
    for (let ym = monthOf(from); ym <= lastClosed && ym < monthOf(today); ym = nextYm(ym)) months.push(ym);
    if (months.length > 0) {
      // Each closed on the fifth of the next month, 18:00 in Seoul, by finance; labour and common cost frozen as the close does.
      const by = finance?.id ?? null;
      await tx.insert(costPeriod).values(
        months.map((ym) => {
          const closedAt = new Date(`${nextYm(ym)}-05T18:00:00+09:00`);
          return { ym, status: 'CLOSED' as const, closedAt, closedBy: by, version: 2, createdAt: closedAt, createdBy: by, updatedAt: closedAt, updatedBy: by };
        }),
      );
      await freezeLaborCostOfMonths(tx, months[0], months[months.length - 1]);
      await freezeProjectMonths(tx, months[0], months[months.length - 1]);
    }
    return { workLogs: logs.length, weeks: weeks.length, closedMonths: months.length, ms: Math.round(performance.now() - started) };
  });
}

/** `ym` moved by `months`. */
function shiftMonths(ym: string, months: number): string {
  const total = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5)) - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Written by the author at 18:00 of the day in Seoul. */
async function insertLogs(tx: Executor, logs: Log[]): Promise<void> {
  if (logs.length === 0) return;
  await tx.execute(sql`
    insert into work_log (owner_dept_id, user_id, work_date, project_id, task_activity_id, hours, note, status, reject_reason, created_at, created_by, updated_at, updated_by, version)
    select r.o, r.u, r.d, r.p, r.a, r.h, r.n, r.s, r.r, t.at, r.u, t.at, r.u, 1
    from json_to_recordset(${JSON.stringify(logs)}::json) as r(u bigint, o bigint, d date, p bigint, a bigint, h numeric, n text, s text, r text),
         lateral (select (r.d + time '18:00') at time zone 'Asia/Seoul' as at) t`);
}

/** The week headers: submitted on the Friday, decided on the Monday after (never after now). */
async function insertWeeks(tx: Executor, weeks: Week[], now: Date): Promise<void> {
  if (weeks.length === 0) return;
  await tx.execute(sql`
    insert into work_log_week (owner_dept_id, user_id, week_start, status, reject_reason, submitted_at, decided_at, decided_by, created_at, created_by, updated_at, updated_by, version)
    select r.o, r.u, r.w, r.s, r.r, case when r.s <> 'DRAFT' then t.submitted end, case when r.by is not null then t.decided end, r.by,
           t.created, r.u, coalesce(case when r.by is not null then t.decided end, case when r.s <> 'DRAFT' then t.submitted end, t.created), coalesce(r.by, r.u),
           case r.s when 'DRAFT' then 1 when 'SUBMITTED' then 2 else 3 end
    from json_to_recordset(${JSON.stringify(weeks)}::json) as r(u bigint, o bigint, w date, s text, r text, by bigint),
         lateral (select (r.w + time '09:00') at time zone 'Asia/Seoul' as created,
                         least((r.w + 4 + time '18:00') at time zone 'Asia/Seoul', ${now.toISOString()}::timestamptz) as submitted,
                         least((r.w + 7 + time '10:00') at time zone 'Asia/Seoul', ${now.toISOString()}::timestamptz) as decided) t`);
}
