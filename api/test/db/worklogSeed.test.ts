// @pglite: the demo's year of work logs is written with json_to_recordset and closed with the set-based freeze (the CRM seed makes the projects)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { seedWorklogDemo } from '../../src/db/seed/worklog';
import { seedLeaveDemo } from '../../src/db/seed/leave';
import { ratedLogs } from '../../src/modules/cost/costPeriod/freeze';
import { addDays, kstDate } from '../../src/lib/time';
import { mondayOf } from '../../src/modules/cost/worklog/service';
import { type TestApp, buildTestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('demo work logs: a year on the calendar’s workdays, members only, 8 h a day, recent weeks waiting, one rejected, past months closed and frozen; once', async () => {
  const db = t.app.db;
  // The template's seed ran at its own "now", moments before this file's clock.
  const today = kstDate(t.clock());
  const [{ logs, months }] = await rowsOf<{ logs: number; months: number }>(db, sql`select (select count(*) from work_log)::int as logs, (select count(*) from cost_period)::int as months`);
  assert.ok(logs > 20_000, `${logs} logs`);
  assert.ok(months >= 10 && months <= 11, `${months} months closed`);
  const thisMonday = mondayOf(today);

  const [days] = await rowsOf<{ offCalendar: number; over: number; future: number }>(
    db,
    sql`select count(*) filter (where c.workday_yn = 'N')::int as "offCalendar",
               (select count(*) from (select 1 from work_log group by user_id, work_date having sum(hours) <> 8) d)::int as over,
               count(*) filter (where l.work_date > ${today})::int as future
        from work_log l left join work_calendar c on c.cal_date = l.work_date`,
  );
  assert.deepEqual(days, { offCalendar: 0, over: 0, future: 0 });

  // Outside internal projects, every log is on a project the person is a member of that day, with an allowed activity.
  const [rules] = await rowsOf<{ notMember: number; notAllowed: number; noNote: number }>(
    db,
    sql`select count(*) filter (where pt.code <> 'INTERNAL' and not exists (select 1 from project_member m where m.project_id = l.project_id and m.user_id = l.user_id and l.work_date between m.from_date and m.to_date))::int as "notMember",
               count(*) filter (where cardinality(a.project_type_ids) > 0 and not p.project_type_id = any(a.project_type_ids))::int as "notAllowed",
               count(*) filter (where a.note_required_yn = 'Y' and l.note is null)::int as "noNote"
        from work_log l join project p on p.id = l.project_id join project_type pt on pt.id = p.project_type_id join task_activity a on a.id = l.task_activity_id`,
  );
  assert.deepEqual(rules, { notMember: 0, notAllowed: 0, noNote: 0 });

  const weeks = await rowsOf<{ status: string; n: number; latest: string; reasons: number; mismatched: number }>(
    db,
    sql`select w.status, count(*)::int as n, to_char(max(w.week_start), 'YYYY-MM-DD') as latest, count(w.reject_reason)::int as reasons,
               count(*) filter (where exists (select 1 from work_log l where l.user_id = w.user_id and l.work_date between w.week_start and w.week_start + 6 and l.status <> w.status))::int as mismatched
        from work_log_week w group by w.status order by w.status`,
  );
  const byStatus = new Map(weeks.map((w) => [w.status, w]));
  assert.equal(byStatus.get('REJECTED')?.n, 1);
  assert.equal(byStatus.get('REJECTED')?.reasons, 1);
  assert.ok((byStatus.get('SUBMITTED')?.n ?? 0) > 0 && (byStatus.get('APPROVED')?.n ?? 0) > (byStatus.get('SUBMITTED')?.n ?? 0));
  assert.ok(weeks.every((w) => w.mismatched === 0));
  // This week and the two before wait (or are missing): none of them is approved yet.
  assert.ok(byStatus.get('APPROVED')!.latest < addDays(thisMonday, -14));

  // Closed in order up to a month before the waiting weeks; every log there approved and frozen as the close computes it.
  const periods = await rowsOf<{ ym: string; status: string }>(db, sql`select ym, status from cost_period order by ym`);
  assert.ok(periods.every((p) => p.status === 'CLOSED'));
  const lastClosed = periods[periods.length - 1].ym;
  assert.ok(lastClosed < today.slice(0, 7));
  const [open] = await rowsOf<{ waiting: string | null }>(db, sql`select to_char(min(week_start), 'YYYY-MM-DD') as waiting from work_log_week where status in ('SUBMITTED', 'REJECTED', 'DRAFT')`);
  assert.ok(open.waiting && open.waiting.slice(0, 7) > lastClosed);
  const [frozen] = await rowsOf<{ unapproved: number; unfrozen: number; wrong: number }>(
    db,
    sql`with r as (${ratedLogs(lastClosed, ['APPROVED'])})
        select (select count(*) from work_log where to_char(work_date, 'YYYY-MM') <= ${lastClosed} and status <> 'APPROVED')::int as unapproved,
               (select count(*) from work_log where to_char(work_date, 'YYYY-MM') <= ${lastClosed} and cost_amount is null)::int as unfrozen,
               (select count(*) from r join work_log w on w.id = r.id where w.cost_amount <> case when r.category = 'LEAVE' then 0 else floor(r.hours * coalesce(r.rate, 0)) end)::int as wrong`,
  );
  assert.deepEqual(frozen, { unapproved: 0, unfrozen: 0, wrong: 0 });
  const [{ open: openFrozen }] = await rowsOf<{ open: number }>(db, sql`select count(*)::int as open from work_log where to_char(work_date, 'YYYY-MM') > ${lastClosed} and cost_amount is not null`);
  assert.equal(openFrozen, 0);
  // Each project-month frozen too, only in closed months: its labour the Σ of its logs' frozen costAmount, common
  // cost only where the project's type bears it.
  const [frozenMonths] = await rowsOf<{ rows: number; open: number; exempt: number; months: number; mismatched: number }>(
    db,
    sql`select count(*)::int as rows, count(*) filter (where c.ym > ${lastClosed})::int as open,
               count(*) filter (where pt.common_cost_yn <> 'Y' and c.common_cost <> 0)::int as exempt, count(distinct c.ym)::int as months,
               count(*) filter (where c.labor_cost <> (select coalesce(sum(w.cost_amount), 0) from work_log w join task_activity ta on ta.id = w.task_activity_id
                                                        where w.project_id = c.project_id and to_char(w.work_date, 'YYYY-MM') = c.ym
                                                          and w.status = 'APPROVED' and w.deleted_yn = 'N' and ta.category <> 'LEAVE'))::int as mismatched
          from project_month_cost c join project p on p.id = c.project_id join project_type pt on pt.id = p.project_type_id`,
  );
  assert.ok(frozenMonths.rows > 0 && frozenMonths.months === periods.length, JSON.stringify(frozenMonths));
  assert.deepEqual([frozenMonths.open, frozenMonths.exempt, frozenMonths.mismatched], [0, 0, 0]);

  assert.deepEqual(await seedWorklogDemo(db, { now: t.clock() }), { workLogs: 0, weeks: 0, closedMonths: 0, ms: 0 });
});

test('demo leave: every logged leave day is an approved one-day leave decided by the approver, and dev’s request waits; once', async () => {
  const db = t.app.db;
  const [leave] = await rowsOf<{ approved: number; requested: number; unlogged: number; untracked: number; undecided: number; devWaiting: number; shortDays: number }>(
    db,
    sql`select count(*) filter (where r.status = 'APPROVED')::int as approved, count(*) filter (where r.status = 'REQUESTED')::int as requested,
               count(*) filter (where r.status = 'APPROVED' and not exists (select 1 from work_log l join task_activity a on a.id = l.task_activity_id
                                  where l.user_id = r.user_id and l.work_date = r.from_date and a.category = 'LEAVE' and l.deleted_yn = 'N'))::int as unlogged,
               (select count(distinct (l.user_id, l.work_date)) from work_log l join task_activity a on a.id = l.task_activity_id
                 where a.category = 'LEAVE' and not exists (select 1 from leave_record x where x.user_id = l.user_id and l.work_date between x.from_date and x.to_date))::int as untracked,
               count(distinct r.user_id) filter (where r.status = 'APPROVED' and (r.decided_by is null or r.decided_by = r.user_id))::int as undecided,
               count(*) filter (where r.status = 'REQUESTED' and r.user_id = (select id from app_user where username = 'dev'))::int as "devWaiting",
               count(*) filter (where r.days <> (r.to_date - r.from_date + 1))::int as "shortDays"
          from leave_record r`,
  );
  assert.ok(leave.approved > 50, JSON.stringify(leave));
  assert.deepEqual([leave.unlogged, leave.untracked, leave.shortDays], [0, 0, 0]);
  assert.ok(leave.undecided <= 1, `only someone with nobody above them (the CEO) has no approver: ${JSON.stringify(leave)}`);
  assert.ok(leave.requested <= 1 && leave.devWaiting === leave.requested);
  assert.deepEqual(await seedLeaveDemo(db, { now: t.clock() }), { approved: 0, requested: 0 });
});
