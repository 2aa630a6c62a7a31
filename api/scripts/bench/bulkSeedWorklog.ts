import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Hours of a bench person's four rows of a day (8 h). */
const ROW_HOURS = [3, 2, 2, 1];
export const BENCH_WORKLOG_PROJECTS = 40;

/**
 * Work-log volume (`rows` rows, 1,000,000 by default) over BENCH_WORKLOG_PROJECTS projects made for it, generated
 * inside the database like bulkSeed: every bench person (the `bench.*` staff bulkSeedOkr adds, who have no demo logs)
 * logs 8 hours on four of the projects every weekday back from last week, as many weekdays as the rows need; they are
 * members of those projects. Weeks are approved except the one before last (SUBMITTED, the management list's
 * default) and last week (DRAFT, which the grid-save bench writes), each with its work_log_week header.
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
  await db.execute(sql`vacuum analyze work_log`);
  await db.execute(sql`vacuum analyze work_log_week`);
  await db.execute(sql`vacuum analyze project_member`);
}
