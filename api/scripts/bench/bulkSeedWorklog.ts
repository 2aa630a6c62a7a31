import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../src/db/database';
import { freezeLaborCostOfMonths } from '../../src/modules/cost/costPeriod/freeze';
import { freezeProjectMonths } from '../../src/modules/cost/profit/months';

/** Hours of a bench person's four rows of a day (8 h). */
const ROW_HOURS = [3, 2, 2, 1];
export const BENCH_WORKLOG_PROJECTS = 40;

/**
 * Work-log volume (`rows` rows, 1,000,000 by default) over BENCH_WORKLOG_PROJECTS projects made for it, generated
 * inside the database like bulkSeed: every bench person (the `bench.*` staff bulkSeedOkr adds, who have no demo logs)
 * logs 8 hours on four of the projects every weekday back from last week, as many weekdays as the rows need; they are
 * members of those projects. Weeks are approved except the one before last (SUBMITTED, the management list's
 * default) and last week (DRAFT, which the grid-save bench writes), each with its work_log_week header. The months
 * before the pending weeks are then closed (closeBenchMonths), as a real database's past is.
 */
export async function bulkSeedWorklog(db: Database, rows: number): Promise<void> {
  await db.execute(sql`
    with dept as (select array_agg(id order by id) ids from department where level = 'TEAM' and deleted_yn = 'N'),
         pm as (select id, dept_id from app_user where username = 'pm'),
         type as (select id from project_type where code = 'BUILD' and deleted_yn = 'N')
    insert into project (owner_dept_id, project_no, name, project_type_id, pm_user_id, start_date, end_date, status, budget_hours, health, created_at, updated_at)
    select dept.ids[1 + g % array_length(dept.ids, 1)], 'PW-' || lpad(g::text, 3, '0'), '업무일지 벤치 과제 ' || g, type.id, pm.id,
           current_date - 1500, current_date + 365, 'IN_PROGRESS', 50000, 'GREEN', now(), now()
    from generate_series(1, ${BENCH_WORKLOG_PROJECTS}) g, dept, pm, type`);
  // Person i's row k of a day is on project 1 + (7i + 11k) mod 40: four different projects a day.
  await db.execute(sql`
    with people as (select array_agg(id order by id) ids, array_agg(dept_id order by id) depts from app_user where username like 'bench.%' and deleted_yn = 'N'),
         projects as (select array_agg(id order by id) ids from project where project_no like 'PW-%'),
         acts as (select array_agg(id order by code) ids from task_activity where code in ('PRJ_ANALYSIS', 'PRJ_DESIGN', 'PRJ_DEV', 'PRJ_TEST')),
         monday as (select (current_date - (extract(isodow from current_date)::int - 1)) d),
         days as (select array_agg(g::date order by g desc) ds from monday,
                  lateral generate_series(monday.d - 1, monday.d - 3000, interval '-1 day') g where extract(isodow from g) < 6)
    insert into work_log (owner_dept_id, user_id, work_date, project_id, task_activity_id, hours, status, created_at, created_by, updated_at, updated_by, version)
    select people.depts[1 + i], people.ids[1 + i], w.wd, projects.ids[1 + (7 * i + 11 * k) % ${BENCH_WORKLOG_PROJECTS}],
           acts.ids[1 + (i + k) % array_length(acts.ids, 1)], (${sql.raw(`array[${ROW_HOURS.join(',')}]`)})[1 + k],
           case when w.wd >= monday.d - 7 then 'DRAFT' when w.wd >= monday.d - 14 then 'SUBMITTED' else 'APPROVED' end,
           now(), people.ids[1 + i], now(), people.ids[1 + i], 1
    from generate_series(0, ${rows} - 1) n, people, projects, acts, monday, days,
         lateral (select array_length(people.ids, 1) p) c,
         lateral (select n % c.p i, (n / c.p) % 4 k, days.ds[1 + n / (c.p * 4)] wd) w(i, k, wd)`);
  await db.execute(sql`
    insert into project_member (project_id, user_id, role, allocation_pct, from_date, to_date, created_at, updated_at)
    select l.project_id, l.user_id, 'DEVELOPER', 25, current_date - 1500, current_date + 365, now(), now()
    from (select distinct project_id, user_id from work_log where project_id in (select id from project where project_no like 'PW-%')) l
    on conflict (project_id, user_id) do nothing`);
  await db.execute(sql`
    insert into work_log_week (owner_dept_id, user_id, week_start, status, submitted_at, decided_at, decided_by, created_at, created_by, updated_at, updated_by, version)
    select min(l.owner_dept_id), l.user_id, date_trunc('week', l.work_date)::date, min(l.status),
           case when min(l.status) <> 'DRAFT' then now() end, case when min(l.status) = 'APPROVED' then now() end,
           case when min(l.status) = 'APPROVED' then (select id from app_user where username = 'pm') end,
           now(), l.user_id, now(), l.user_id, 1
    from work_log l join app_user u on u.id = l.user_id and u.username like 'bench.%'
    group by l.user_id, date_trunc('week', l.work_date)`);
  await db.execute(sql`analyze work_log`);
  await closeBenchMonths(db);
  await db.execute(sql`vacuum analyze work_log`);
  await db.execute(sql`vacuum analyze work_log_week`);
  await db.execute(sql`vacuum analyze project_member`);
}

/**
 * Closes every month of the bench projects' logs from the first up to the one before the month of the first log not
 * yet approved, as the demo seed closes its year (seed/worklog.ts): CLOSED on the fifth of the next month, 18:00 in
 * Seoul, by `finance` (a month the demo already closed stays as it is; one left OPEN is closed), then freezes what the
 * close freezes, in one transaction. Set-based: one statement for the rows, the freeze's own for the logs.
 */
async function closeBenchMonths(db: Database): Promise<void> {
  const started = performance.now();
  const [range] = await rowsOf<{ first_ym: string | null; last_ym: string | null }>(
    db,
    sql`select to_char(min(wl.work_date), 'YYYY-MM') as first_ym,
               to_char(date_trunc('month', min(wl.work_date) filter (where wl.status <> 'APPROVED')) - interval '1 day', 'YYYY-MM') as last_ym
          from work_log wl where wl.project_id in (select id from project where project_no like 'PW-%') and wl.deleted_yn = 'N'`,
  );
  const { first_ym: firstYm, last_ym: lastYm } = range;
  if (!firstYm || !lastYm || lastYm < firstYm) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with finance as (select (select id from app_user where username = 'finance' and deleted_yn = 'N') as id),
           months as (select m::date as first_day, (m + interval '1 month 4 days 18 hours') at time zone 'Asia/Seoul' as closed_at
                        from generate_series(${`${firstYm}-01`}::timestamp, ${`${lastYm}-01`}::timestamp, interval '1 month') m)
      insert into cost_period (ym, status, closed_at, closed_by, version, created_at, created_by, updated_at, updated_by)
      select to_char(months.first_day, 'YYYY-MM'), 'CLOSED', months.closed_at, finance.id, 2, months.closed_at, finance.id, months.closed_at, finance.id
        from months, finance
      on conflict (ym) do update set status = 'CLOSED', closed_at = excluded.closed_at, closed_by = excluded.closed_by,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by, version = cost_period.version + 1
      where cost_period.status <> 'CLOSED'`);
    // What the close freezes, over every closed month at once.
    await freezeLaborCostOfMonths(tx, firstYm, lastYm);
    await freezeProjectMonths(tx, firstYm, lastYm);
  });
  console.error(`[bench] months ${firstYm}–${lastYm} closed, labour and project-months frozen in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
