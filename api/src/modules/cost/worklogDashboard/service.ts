import type { WorklogDashboard, WorklogDashboardQuery } from '@dure/shared/contracts/cost/worklogDashboard';
import type { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import type { TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { drill, num, pct, periodOf, rowCondition, rowFilterOf } from '../../../lib/dashboard';
import type { ScopeCaller } from '../../../lib/dataScope';
import { addDays, kstDate } from '../../../lib/time';
import { leaveHoursOffTotalSql } from '../../admin/leave/effect';
import { calendarDays } from '../workCalendar/service';
import { expectedOf } from '../worklog/management';
import { mondayOf } from '../worklog/service';

/** 주 52시간: a person's week above this many hours counts. */
export const WEEK_HOURS_LIMIT = 52;
const RECENT_WEEKS = 4;
const TOP_PROJECTS = 10;
const MANAGEMENT = '/worklog/management';
const ALL_STATUSES = 'DRAFT,SUBMITTED,APPROVED,REJECTED';

const hours = (v: unknown) => Math.round(num(v) * 100) / 100;

/**
 * 업무일지 대시보드 (DOMAIN §10 worklog). People = users of the departments in the viewer's scope
 * (DASHBOARD_WORKLOG or WORKLOG_MANAGEMENT _READ: department subtrees + self; _ADMIN / SUPER: everyone),
 * narrowed by the department filter (+ subtree). Hours = their logs of any status dated in the period up to
 * today; the project / activity filters narrow the hours, not the weeks (submission, approval and the 52-hour
 * rule are about a person's whole week). Weeks count when their Monday is in the period and they have ended.
 */
export async function worklogDashboard(db: Executor, caller: ScopeCaller, query: WorklogDashboardQuery, now: Date): Promise<WorklogDashboard> {
  const period = periodOf(query, now);
  const f = await rowFilterOf(db, caller, { deptId: query.deptId }, 'DASHBOARD_WORKLOG', 'WORKLOG_MANAGEMENT');
  const today = kstDate(now);
  const people = sql`u.deleted_yn = 'N' and ${rowCondition(f, sql`u.dept_id`, sql`u.id`)}`;
  const active = sql`${people} and u.status = 'ACTIVE'`;

  // Hours: the period's days up to today.
  const hoursTo = period.toDate < today ? period.toDate : today;
  const logParts: SQL[] = [sql`l.deleted_yn = 'N'`, sql`l.work_date between ${period.fromDate} and ${hoursTo}`, people];
  if (query.projectId) logParts.push(sql`l.project_id = ${query.projectId}`);
  if (query.taskActivityId) logParts.push(sql`l.task_activity_id = ${query.taskActivityId}`);
  const logs = sql`work_log l join app_user u on u.id = l.user_id join task_activity a on a.id = l.task_activity_id join project p on p.id = l.project_id where ${sql.join(logParts, sql` and `)}`;

  // Weeks: Mondays in the period whose Sunday is before today.
  const firstMonday = mondayOf(period.fromDate) < period.fromDate ? addDays(mondayOf(period.fromDate), 7) : period.fromDate;
  const mondays: string[] = [];
  for (let m = firstMonday; m <= period.toDate && addDays(m, 6) < today; m = addDays(m, 7)) mondays.push(m);
  const lastMonday = mondayOf(period.toDate);
  const weekFrom = mondays[0] ?? null;
  const weekTo = mondays.at(-1) ?? null;

  const calendar = hoursTo >= period.fromDate ? await calendarDays(db, period.fromDate, hoursTo) : [];
  const weekCalendar = mondays.length > 0 ? await calendarDays(db, mondays[0], addDays(mondays.at(-1)!, 6)) : [];
  const expectedOfWeek = new Map<string, number>();
  for (const d of weekCalendar) expectedOfWeek.set(mondayOf(d.date), (expectedOfWeek.get(mondayOf(d.date)) ?? 0) + d.expectedHours);
  const workWeeks = mondays.filter((m) => (expectedOfWeek.get(m) ?? 0) > 0);
  const weekList = workWeeks.length > 0 ? sql.join(workWeeks.map((m) => sql`${m}::date`), sql`, `) : null;

  const recent: string[] = [];
  for (let m = addDays(mondayOf(today), -7); recent.length < RECENT_WEEKS && m >= mondayOf(period.fromDate); m = addDays(m, -7)) if (m <= lastMonday) recent.push(m);

  const [headcount, totals, submitted, backlog, byMonth, byProject, byActivity, over52, missing] = await Promise.all([
    // Expected hours are each person's calendar less their approved leave (DOMAIN §6).
    rowsOf<{ n: string; leave: string }>(db, sql`select (select count(*) from app_user u where ${active}) as n, ${leaveHoursOffTotalSql(active, calendar)} as leave`),
    rowsOf<{ logged: string; project: string; billable: string }>(
      db,
      sql`select coalesce(sum(l.hours), 0) as logged, coalesce(sum(l.hours) filter (where a.category = 'PROJECT'), 0) as project,
                 coalesce(sum(l.hours) filter (where a.billable_yn = 'Y'), 0) as billable from ${logs}`,
    ),
    weekList
      ? rowsOf<{ n: string }>(db, sql`select count(*) as n from work_log_week w join app_user u on u.id = w.user_id where ${active} and w.week_start in (${weekList}) and w.status in ('SUBMITTED', 'APPROVED')`)
      : Promise.resolve([{ n: '0' }]),
    rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from work_log_week w join app_user u on u.id = w.user_id where ${people} and w.deleted_yn = 'N' and w.status = 'SUBMITTED' and w.week_start between ${mondayOf(period.fromDate)} and ${lastMonday}`,
    ),
    rowsOf<{ ym: string; category: TaskActivityCategory; hours: string }>(db, sql`select to_char(l.work_date, 'YYYY-MM') as ym, a.category, sum(l.hours) as hours from ${logs} group by 1, 2`),
    rowsOf<{ id: string; name: string; hours: string }>(
      db,
      sql`select p.id, p.name, sum(l.hours) as hours from ${logs} group by p.id, p.name order by sum(l.hours) desc, p.id limit ${TOP_PROJECTS}`,
    ),
    rowsOf<{ id: string; name: string; category: TaskActivityCategory; hours: string }>(
      db,
      sql`select a.id, a.name, a.category, sum(l.hours) as hours from ${logs} group by a.id, a.name, a.category order by sum(l.hours) desc, a.id`,
    ),
    rowsOf<{ user_id: string; user_name: string; dept_name: string | null; week_start: string; hours: string }>(
      db,
      sql`select u.id as user_id, u.name as user_name, d.name as dept_name, to_char(date_trunc('week', l.work_date)::date, 'YYYY-MM-DD') as week_start, sum(l.hours) as hours
          from work_log l join app_user u on u.id = l.user_id left join department d on d.id = u.dept_id
          where l.deleted_yn = 'N' and ${people} and l.work_date between ${mondayOf(period.fromDate)} and ${addDays(lastMonday, 6)}
            and date_trunc('week', l.work_date)::date between ${firstMonday}::date and ${lastMonday}::date
          group by u.id, u.name, d.name, date_trunc('week', l.work_date) having sum(l.hours) > ${WEEK_HOURS_LIMIT}
          order by 4 desc, sum(l.hours) desc`,
    ),
    missingOf(db, active, recent),
  ]);

  const heads = num(headcount[0]?.n);
  const logged = hours(totals[0]?.logged);
  const projectHours = hours(totals[0]?.project);
  const billableHours = hours(totals[0]?.billable);
  const expectedHours = hours(calendar.reduce((a, d) => a + d.expectedHours, 0) * heads - Number(headcount[0]?.leave ?? 0));
  const expectedWeeks = workWeeks.length * heads;
  const submittedWeeks = num(submitted[0]?.n);

  const dept = { deptId: query.deptId };
  const weekRange = { weekFrom: weekFrom ?? undefined, weekTo: weekTo ?? undefined };
  const allWeeks = drill(MANAGEMENT, { ...dept, weekFrom: mondayOf(period.fromDate), weekTo: lastMonday, statusList: ALL_STATUSES });
  const months = new Map(period.months.map((ym) => [ym, { ym, PROJECT: 0, INDIRECT: 0, LEAVE: 0 }]));
  for (const r of byMonth) {
    const m = months.get(r.ym);
    if (m) m[r.category] = hours(r.hours);
  }
  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    weeks: { from: weekFrom, to: weekTo, count: workWeeks.length },
    cards: {
      submissionRate: { value: pct(submittedWeeks, expectedWeeks), submitted: submittedWeeks, expected: expectedWeeks, link: drill(MANAGEMENT, { ...dept, ...weekRange, statusList: ALL_STATUSES }) },
      loggedRate: { value: pct(logged, expectedHours), logged, expected: expectedHours, link: drill(MANAGEMENT, { ...dept, tab: 'missing' }) },
      utilisation: { value: pct(projectHours, logged), projectHours, logged, link: allWeeks },
      billable: { value: pct(billableHours, logged), billableHours, logged, link: allWeeks },
      approvalBacklog: { value: num(backlog[0]?.n), link: drill(MANAGEMENT, { ...dept, weekFrom: mondayOf(period.fromDate), weekTo: lastMonday, statusList: 'SUBMITTED' }) },
      over52Weeks: { value: over52.length, link: allWeeks },
    },
    byMonth: [...months.values()],
    byProject: byProject.map((r) => ({ projectId: Number(r.id), name: r.name, hours: hours(r.hours), link: `/project/${r.id}` })),
    byActivity: byActivity.map((r) => ({ taskActivityId: Number(r.id), name: r.name, category: r.category, hours: hours(r.hours), link: allWeeks })),
    over52: over52.map((r) => ({
      userId: Number(r.user_id),
      userName: r.user_name,
      deptName: r.dept_name,
      weekStart: r.week_start,
      hours: hours(r.hours),
      link: drill(MANAGEMENT, { userId: r.user_id, weekFrom: r.week_start, weekTo: r.week_start, statusList: ALL_STATUSES }),
    })),
    missing,
  };
}

/** Active people in view whose logged hours of each recent ended week are below their expected hours of it (calendar less approved leave). */
async function missingOf(db: Executor, active: SQL, weeks: string[]): Promise<WorklogDashboard['missing']> {
  if (weeks.length === 0) return [];
  const days = await calendarDays(db, weeks.at(-1)!, addDays(weeks[0], 6));
  const calendarOf = new Map<string, number>();
  for (const d of days) calendarOf.set(mondayOf(d.date), (calendarOf.get(mondayOf(d.date)) ?? 0) + d.expectedHours);
  const due = weeks.filter((w) => (calendarOf.get(w) ?? 0) > 0);
  if (due.length === 0) return [];
  const rows = await rowsOf<{ user_id: string; user_name: string; dept_name: string | null; week_start: string; status: WorkLogStatus | null; logged: string }>(
    db,
    sql`select u.id as user_id, u.name as user_name, d.name as dept_name, to_char(wk.monday, 'YYYY-MM-DD') as week_start, w.status,
               coalesce((select sum(l.hours) from work_log l where l.user_id = u.id and l.deleted_yn = 'N' and l.work_date between wk.monday and wk.monday + 6), 0) as logged
        from app_user u
        cross join (select unnest(array[${sql.join(due.map((w) => sql`${w}::date`), sql`, `)}]) as monday) wk
        left join department d on d.id = u.dept_id
        left join work_log_week w on w.user_id = u.id and w.week_start = wk.monday and w.deleted_yn = 'N'
        where ${active}
        order by wk.monday desc, d.name, u.name`,
  );
  const expected = await expectedOf(db, rows.map((r) => ({ userId: Number(r.user_id), weekStart: r.week_start })));
  return rows
    .map((r) => ({
      userId: Number(r.user_id),
      userName: r.user_name,
      deptName: r.dept_name,
      weekStart: r.week_start,
      status: r.status ?? 'DRAFT',
      loggedHours: hours(r.logged),
      expectedHours: expected.get(`${r.user_id}:${r.week_start}`) ?? 0,
      link: drill(MANAGEMENT, { userId: r.user_id, weekFrom: r.week_start, weekTo: r.week_start, statusList: ALL_STATUSES }),
    }))
    .filter((r) => r.loggedHours < r.expectedHours);
}
