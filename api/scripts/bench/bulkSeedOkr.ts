import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

export type OkrVolume = { people: number; goals: number; keyResults: number; checkIns: number; projects: number };

/**
 * OKR volume of an organisation of `people` (issue 16: 500 people, 5,000 goals, 20,000 KRs, 200,000 check-ins),
 * generated inside the database like bulkSeed: staff added to the demo's teams up to `people`, one YEAR period for
 * this year (the demo's when it exists), a goal tree company → department → team → person with stored progress,
 * health and KR count as the services keep them, KRs spread over the goals and weekly check-ins over the KRs.
 */
export async function bulkSeedOkr(db: Database, volume: OkrVolume): Promise<void> {
  const year = new Date().getUTCFullYear();
  await db.execute(sql`
    insert into app_user (username, password_hash, name, email, dept_id, status, created_at, updated_at)
    select 'bench.' || g, (select password_hash from app_user where username = 'admin'), '직원' || g, 'bench' || g || '@dure.test',
           teams.ids[1 + g % array_length(teams.ids, 1)], 'ACTIVE', now(), now()
    from generate_series(1, greatest(0, ${volume.people} - (select count(*) from app_user))::int) g,
         (select array_agg(id order by id) ids from department where level = 'TEAM') teams`);
  await db.execute(sql`
    insert into okr_period (code, name, type, start_date, end_date, status, created_at, updated_at)
    select ${`${year}`}, ${`${year}년`}, 'YEAR', ${`${year}-01-01`}::date, ${`${year}-12-31`}::date, 'ACTIVE', now(), now()
    where not exists (select 1 from okr_period where type = 'YEAR' and deleted_yn = 'N' and start_date <= current_date and end_date >= current_date)`);
  // Levels by position: 5 company goals, then 3 per department (the divisions the teams sit in), 5 per team, the rest
  // personal (about 10 a person). Each is aligned to a goal of the level above, spread evenly: a department's to a
  // company goal, a team's to one of its department's, a person's to one of their team's.
  await db.execute(sql`
    with period as (select id from okr_period where type = 'YEAR' and deleted_yn = 'N' and start_date <= current_date and end_date >= current_date order by id limit 1),
         people as (select array_agg(u.id order by u.id) ids, array_agg(u.dept_id order by u.id) depts from app_user u where u.deleted_yn = 'N' and u.dept_id is not null),
         company as (select coalesce(min(id) filter (where level = 'COMPANY'), min(id)) id from department where deleted_yn = 'N'),
         depts as (select array_agg(distinct parent_id order by parent_id) ids from department where level = 'TEAM' and deleted_yn = 'N' and parent_id is not null),
         teams as (select array_agg(id order by id) ids from department where level = 'TEAM' and deleted_yn = 'N'),
         n as (select array_length(depts.ids, 1) * 3 nd, array_length(teams.ids, 1) * 5 nt from depts, teams)
    insert into goal (owner_dept_id, owner_user_id, title, level, period_id, dept_id, weight_pct, visibility, status, progress_pct, health, kr_count, depth, created_at, updated_at)
    select d, o, t || ' ' || g, l, period.id, d, 20,
           (array['PUBLIC','PUBLIC','PUBLIC','DEPT','PRIVATE'])[1 + g % 5], (array['ACTIVE','ACTIVE','ACTIVE','DRAFT','CLOSED'])[1 + g % 5],
           (g * 37) % 100, (array['ON_TRACK','ON_TRACK','AT_RISK','OFF_TRACK'])[1 + g % 4], 0,
           case l when 'COMPANY' then 1 when 'DEPT' then 2 when 'TEAM' then 3 else 4 end, now(), now()
    from generate_series(1, ${volume.goals}) g, period, people, company, depts, teams, n,
         lateral (select case when g <= 5 then 'COMPANY' when g <= 5 + n.nd then 'DEPT' when g <= 5 + n.nd + n.nt then 'TEAM' else 'PERSONAL' end l) lv,
         lateral (select case lv.l when 'COMPANY' then company.id
                                   when 'DEPT' then depts.ids[1 + (g - 6) % array_length(depts.ids, 1)]
                                   when 'TEAM' then teams.ids[1 + (g - 6 - n.nd) % array_length(teams.ids, 1)]
                                   else people.depts[1 + g % array_length(people.ids, 1)] end d,
                         people.ids[1 + g % array_length(people.ids, 1)] o,
                         (array['매출 성장','고객 만족','품질 혁신','원가 절감','인재 육성','신시장 개척','운영 효율','디지털 전환'])[1 + g % 8] t) x`);
  await db.execute(sql`
    with parents as (select level, dept_id, array_agg(id order by id) ids from goal
                     where title ~ ' [0-9]+$' and deleted_yn = 'N' and level in ('COMPANY', 'DEPT', 'TEAM') group by level, dept_id)
    update goal c set parent_goal_id = p.ids[1 + c.id % array_length(p.ids, 1)]
    from department cd, parents p
    where cd.id = c.dept_id and c.parent_goal_id is null and c.title ~ ' [0-9]+$'
      and ((c.level = 'DEPT' and p.level = 'COMPANY') or (c.level = 'TEAM' and p.level = 'DEPT' and p.dept_id = cd.parent_id)
        or (c.level = 'PERSONAL' and p.level = 'TEAM' and p.dept_id = cd.id))`);
  await db.execute(sql`
    with goals as (select array_agg(id order by id) ids from goal where title ~ ' [0-9]+$' and deleted_yn = 'N')
    insert into key_result (goal_id, title, metric_type, unit, start_value, target_value, current_value, weight_pct, owner_user_id,
                            attainment, progress_pct, health, last_confidence, check_in_count, created_at, updated_at)
    select gl.id, '핵심결과 ' || g, 'NUMBER', '건', 0, 100, (g * 13) % 100, 25, gl.owner_user_id,
           ((g * 13) % 100) / 100.0, (g * 13) % 100, (array['ON_TRACK','ON_TRACK','AT_RISK','OFF_TRACK'])[1 + g % 4], 1 + g % 10, 0, now(), now()
    from generate_series(1, ${volume.keyResults}) g, goals, lateral (select id, owner_user_id from goal where id = goals.ids[1 + g % array_length(goals.ids, 1)]) gl`);
  await db.execute(sql`
    with krs as (select array_agg(id order by id) ids from key_result where title like '핵심결과 %')
    insert into check_in (kr_id, check_in_date, iso_week, value, confidence, comment, progress_snapshot, counted_yn, created_at, updated_at)
    select krs.ids[1 + g % n], d, to_char(d, 'IYYY-"W"IW'), (g / n) * 2, 1 + g % 10, '주간 체크인', least(100, (g / n) * 2), 'Y', now(), now()
    from generate_series(0, ${volume.checkIns} - 1) g, krs, lateral (select array_length(krs.ids, 1) n) c,
         lateral (select (date_trunc('year', current_date)::date + ((g / n) * 7) % 364) d) w`);
  await db.execute(sql`update key_result k set check_in_count = c.n, last_check_in_date = c.last
    from (select kr_id, count(*)::int n, max(check_in_date) last from check_in group by kr_id) c where c.kr_id = k.id`);
  await db.execute(sql`update goal g set kr_count = k.n from (select goal_id, count(*)::int n from key_result where deleted_yn = 'N' group by goal_id) k where k.goal_id = g.id`);
  await bulkSeedProjects(db, volume.projects);
  await db.execute(sql`vacuum analyze`);
}

/**
 * `count` projects (issue 16: about 2,000 at 500 people) for the project list's joins: owned by the teams in turn, each led
 * by a PM of its team, of every project type, 70% for a customer and two thirds in a market segment, periods from three
 * years back to a year ahead with the status the dates imply (some held or canceled) and a health signal; 5–15 members
 * each (the PM first, at 50%; the others 20–100% over the project's period) and 3–6 milestones, four projects in five weighted.
 */
export async function bulkSeedProjects(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with teams as (select array_agg(id order by id) ids from department where level = 'TEAM' and deleted_yn = 'N'),
         types as (select array_agg(id order by sort_order, id) ids from project_type where deleted_yn = 'N'),
         segments as (select coalesce(array_agg(id order by id), '{}') ids from market_segment where deleted_yn = 'N'),
         customers as (select array_agg(id order by id) ids from (select id from customer where deleted_yn = 'N' order by id limit 20000) c)
    insert into project (owner_dept_id, project_no, name, project_type_id, customer_id, segment_id, pm_user_id, start_date, end_date,
                         actual_end_date, status, budget_revenue, budget_labor, budget_direct, budget_hours, health, created_at, updated_at)
    select d.team, 'PB-' || lpad(g::text, 6, '0'), n.name || ' ' || g, types.ids[1 + g % array_length(types.ids, 1)],
           case when g % 10 < 7 then customers.ids[1 + (g * 7919) % array_length(customers.ids, 1)] end,
           case when g % 3 <> 0 and array_length(segments.ids, 1) > 0 then segments.ids[1 + g % array_length(segments.ids, 1)] end,
           pm.id, p.s, p.e, case when st.status = 'COMPLETED' then p.e end, st.status,
           100000000 + (g % 50) * 20000000, 40000000 + (g % 50) * 8000000, 5000000 + (g % 20) * 1000000, 800 + (g % 40) * 100,
           case when st.status in ('IN_PROGRESS', 'ON_HOLD') then (array['GREEN','GREEN','GREEN','AMBER','RED'])[1 + g % 5] end,
           now() - (g % 900) * interval '1 day', now()
    from generate_series(1, ${count}) g, teams, types, segments, customers,
         lateral (select teams.ids[1 + g % array_length(teams.ids, 1)] team) d,
         lateral (select (array['ERP 구축','MES 고도화','유지보수','스마트팩토리','데이터 플랫폼','클라우드 전환','보안 컨설팅','품질 시스템','물류 WMS','연구과제'])[1 + (g / 7) % 10] name) n,
         lateral (select id from app_user u where u.dept_id = d.team and u.deleted_yn = 'N' and u.status = 'ACTIVE'
                  order by id offset (g / array_length(teams.ids, 1)) % greatest(1, (select count(*) from app_user c where c.dept_id = d.team and c.deleted_yn = 'N' and c.status = 'ACTIVE')) limit 1) pm,
         lateral (select current_date - 1095 + (g * 37) % 1460 s) s0,
         lateral (select s0.s s, s0.s + 60 + (g * 13) % 360 e) p,
         lateral (select case when g % 23 = 5 then 'CANCELED' when p.e < current_date then 'COMPLETED' when p.s > current_date then 'PLANNED'
                              when g % 9 = 4 then 'ON_HOLD' else 'IN_PROGRESS' end status) st`);
  await db.execute(sql`
    with people as (select array_agg(id order by id) ids from app_user where deleted_yn = 'N' and status = 'ACTIVE')
    insert into project_member (project_id, user_id, role, allocation_pct, from_date, to_date, created_at, updated_at)
    select p.id, m.user_id, m.role, m.pct, p.start_date, p.end_date, now(), now()
    from project p, people,
         lateral (select p.pm_user_id user_id, 'PM' role, 50 pct
                  union all
                  select people.ids[1 + (p.id * 31 + k * 53) % array_length(people.ids, 1)],
                         (array['PL','DEVELOPER','DEVELOPER','DESIGNER','PLANNER','QA','CONSULTANT','SALES'])[1 + (p.id + k) % 8], 20 + ((p.id + k) % 9) * 10
                  from generate_series(1, 4 + p.id % 11) k) m
    where p.project_no like 'PB-%'
    on conflict (project_id, user_id) do nothing`);
  await db.execute(sql`
    insert into milestone (project_id, name, due_date, weight_pct, status, done_date, created_at, updated_at)
    select p.id, (array['착수 보고','요구사항 정의','설계 검토','중간 검수','통합 테스트','최종 검수'])[k], d.due,
           case when p.id % 5 <> 0 then case when k = n.n then 100 - (100 / n.n) * (n.n - 1) else 100 / n.n end end,
           case when p.status = 'COMPLETED' or (d.due < current_date and p.status <> 'CANCELED' and (p.id + k) % 6 <> 0) then 'DONE' else 'PLANNED' end,
           case when p.status = 'COMPLETED' or (d.due < current_date and p.status <> 'CANCELED' and (p.id + k) % 6 <> 0) then d.due end, now(), now()
    from project p, lateral (select (3 + p.id % 4)::int n) n, generate_series(1, 6) k,
         lateral (select p.start_date + ((p.end_date - p.start_date) * k / n.n) due) d
    where p.project_no like 'PB-%' and k <= n.n`);
}
