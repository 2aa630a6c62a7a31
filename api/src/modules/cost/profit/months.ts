import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { ORDERED_CONTRACT_STATUSES } from '../../crm/salesPlan/orderActuals';
import { ratedLogsBetween } from '../costPeriod/freeze';
import { addDays } from '../../../lib/time';
import { nextYm } from '../costPeriod/months';

/*
 * The project × month grain of 프로젝트 손익 (DOMAIN §6 ProjectProfit), one statement for every project of a
 * filter: revenue (SalesLedger), labour (frozen costAmount in CLOSING / CLOSED months, else floor(hours × rate)
 * through the close's own set-based rate lookup), direct cost (CONFIRMED rows incl. adjustments) and common cost
 * (frozen by the close in CLOSING / CLOSED months, else the CommonCostRate rules in force on the month's last day, on
 * that project-month's basis). The close freezes each log's labour (costPeriod/freeze.ts), then each project-month here
 * (`freezeProjectMonths`: labour, hours and common cost, figured by the very statement that prices an open month), so
 * a closed month is read as one row per project, not as every log.
 */

/** Which projects, and how labour counts. `projects` is a condition on `project p` joined with `project_type pt`. */
export type ProfitSelection = {
  projects: SQL;
  /** Last month counted (cumulative figures run from the project's first month up to it). */
  toYm: string;
  /** First month counted; none: from the project's first. */
  fromYm?: string;
  /** 잠정: SUBMITTED logs count too (at the live rate, also in a frozen month). */
  provisional: boolean;
};

export type MonthFigures = { projectId: number; ym: string; revenue: number; laborCost: number; hours: number; directCost: number; commonCost: number };

export type ProfitProjectInfo = {
  id: number;
  projectNo: string;
  name: string;
  status: string;
  projectTypeId: number;
  projectTypeName: string;
  customerId: number | null;
  customerName: string | null;
  pmUserId: number;
  pmName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  budgetLabor: number | null;
  budgetHours: number | null;
  budgetDirect: number | null;
  contractAmount: number;
};

const lastDayOf = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const ordered = sql.join(ORDERED_CONTRACT_STATUSES.map((s) => sql`${s}`), sql`, `);
const monthOfDay = (col: SQL) => sql`to_char(${col}, 'YYYY-MM')`;

/** Months the close froze (CLOSING / CLOSED): their labour, as runs of consecutive days, and their common cost. */
type Frozen = { ranges: [string, string][]; months: string[] };

/** Consecutive months as runs of days [first day, last day]. */
function rangesOf(months: readonly string[]): [string, string][] {
  const ranges: [string, string][] = [];
  for (const ym of months) {
    const last = ranges.at(-1);
    const first = `${ym}-01`;
    // Consecutive when the run's last day is the day before this month's first (a month's last day + 1 day).
    if (last && new Date(Date.parse(`${last[1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) === first) last[1] = lastDayOf(ym);
    else ranges.push([first, lastDayOf(ym)]);
  }
  return ranges;
}

async function frozenUpTo(db: Executor, toYm: string): Promise<Frozen> {
  const months = (await rowsOf<{ ym: string }>(db, sql`select ym from cost_period where status <> 'OPEN' and ym <= ${toYm} order by ym`)).map((r) => r.ym);
  return { ranges: rangesOf(months), months };
}
/** `day` (a date column) falls in a frozen month: a few ranges, so the planner checks them inline rather than per row in a subquery. */
const inRanges = (day: SQL, ranges: [string, string][]): SQL =>
  ranges.length === 0 ? sql`false` : sql`(${sql.join(ranges.map(([f, t]) => sql`${day} between ${f} and ${t}`), sql` or `)})`;
const inMonths = (ym: SQL, months: readonly string[]): SQL => (months.length === 0 ? sql`false` : sql`${ym} in (${sql.join(months.map((m) => sql`${m}`), sql`, `)})`);
const firstDayOf = (s: ProfitSelection) => (s.fromYm ? `${s.fromYm}-01` : '1900-01-01');

/**
 * The counted labour of the selected projects up to toYm, one row per log: project_id, user_id, ym, cost, hours.
 * LEAVE activities are left out (they cost nothing and are not project hours). Needs the `prj` CTE.
 */
function labourLogs(s: ProfitSelection, frozen: [string, string][]): SQL {
  return sql`${frozenLabourLogs(s, frozen)} union all ${liveLabourLogs(s, frozen)}`;
}

/** The approved logs of frozen months, at the costAmount the close froze. */
function frozenLabourLogs(s: ProfitSelection, frozen: [string, string][]): SQL {
  return sql`
    select wl.project_id, wl.user_id, ${monthOfDay(sql`wl.work_date`)} as ym, coalesce(wl.cost_amount, 0) as cost, wl.hours
      from work_log wl join task_activity ta on ta.id = wl.task_activity_id
      where wl.deleted_yn = 'N' and wl.status = 'APPROVED' and ta.category <> 'LEAVE' and wl.work_date between ${firstDayOf(s)} and ${lastDayOf(s.toYm)}
        and wl.project_id in (select id from prj) and ${inRanges(sql`wl.work_date`, frozen)}`;
}

/** The days of [from, to] outside the (ascending, disjoint) frozen runs. */
function openRanges(from: string, to: string, frozen: [string, string][]): [string, string][] {
  const open: [string, string][] = [];
  let day = from;
  for (const [first, last] of frozen) {
    if (last < day) continue;
    if (first > to) break;
    if (first > day) open.push([day, addDays(first, -1)]);
    day = addDays(last, 1);
  }
  if (day <= to) open.push([day, to]);
  return open;
}

/**
 * The logs priced at the live rate: approved ones of open months, and 잠정 the submitted ones of any month. Each as its
 * own lookup so both read the (project, day) indexes for exactly their days: approved logs over the open days only,
 * submitted ones through the small index of logs not yet approved.
 */
function liveLabourLogs(s: ProfitSelection, frozen: [string, string][]): SQL {
  const [from, to] = [firstDayOf(s), lastDayOf(s.toYm)];
  const mine = sql`wl.project_id in (select id from prj)`;
  const open = openRanges(from, to, frozen);
  const parts: SQL[] = [];
  if (open.length > 0) parts.push(ratedLogsBetween(from, to, ['APPROVED'], sql`${mine} and ${inRanges(sql`wl.work_date`, open)}`));
  if (s.provisional) parts.push(ratedLogsBetween(from, to, ['SUBMITTED'], mine));
  if (parts.length === 0) return sql`select null::bigint as project_id, null::bigint as user_id, null::text as ym, null::bigint as cost, null::numeric as hours where false`;
  return sql.join(
    parts.map(
      (rated) => sql`select r.project_id, r.user_id, ${monthOfDay(sql`r.work_date`)} as ym, floor(r.hours * coalesce(r.rate, 0))::bigint as cost, r.hours
      from (${rated}) r where r.category <> 'LEAVE'`,
    ),
    sql` union all `,
  );
}

const prjCte = (s: ProfitSelection) => sql`prj as (select p.id, p.owner_dept_id, p.project_type_id, pt.common_cost_yn from project p join project_type pt on pt.id = p.project_type_id where ${s.projects})`;

/** Every project-month with a figure, of the selected projects, up to toYm (ascending by project and month). */
export async function profitMonths(db: Executor, s: ProfitSelection): Promise<MonthFigures[]> {
  const rows = await rowsOf<{ project_id: string; ym: string; revenue: string; labor: string; hours: string; direct: string; common: string }>(db, profitMonthsSql(s, await frozenUpTo(db, s.toYm)));
  return rows.map((r) => ({
    projectId: Number(r.project_id),
    ym: r.ym,
    revenue: Number(r.revenue),
    laborCost: Number(r.labor),
    hours: Number(r.hours),
    directCost: Number(r.direct),
    commonCost: Number(r.common),
  }));
}

/**
 * profitMonths' statement, given the frozen months. `fromClose`: a frozen month's labour, hours and common cost are
 * what the close froze (project_month_cost, one row per project-month rather than every log); false when the close
 * itself figures them, from the logs' frozen costAmount and the rules.
 */
function profitMonthsSql(s: ProfitSelection, frozen: Frozen, fromClose = true): SQL {
  const from = firstDayOf(s);
  const to = lastDayOf(s.toYm);
  const closed = fromClose ? frozen.months : [];
  const frozenLabour = fromClose
    ? sql`select project_id, ym, labor_cost as cost, hours from project_month_cost
           where project_id in (select id from prj) and ${inMonths(sql`ym`, closed)} and ym between ${s.fromYm ?? '1900-01'} and ${s.toYm}`
    : sql`select project_id, ym, cost, hours from (${frozenLabourLogs(s, frozen.ranges)}) f`;
  return sql`with ${prjCte(s)},
      lab as (select project_id, ym, sum(cost) as cost, sum(hours) as hours
                from (${frozenLabour} union all select project_id, ym, cost, hours from (${liveLabourLogs(s, frozen.ranges)}) l) x
               group by project_id, ym),
      rev as (select sl.project_id, sl.ym, sum(sl.amount) as amount from sales_ledger sl
               where sl.deleted_yn = 'N' and sl.ym between ${s.fromYm ?? '1900-01'} and ${s.toYm} and sl.project_id in (select id from prj) group by sl.project_id, sl.ym),
      dir as (select dc.project_id, ${monthOfDay(sql`dc.cost_date`)} as ym, sum(dc.supply_amount) as amount from direct_cost dc
               where dc.deleted_yn = 'N' and dc.status = 'CONFIRMED' and dc.cost_date between ${from} and ${to} and dc.project_id in (select id from prj) group by 1, 2),
      keys as (select project_id, ym from lab union select project_id, ym from rev union select project_id, ym from dir),
      pm as (select k.project_id, k.ym, coalesce(r.amount, 0) as revenue, coalesce(l.cost, 0) as labor, coalesce(l.hours, 0) as hours, coalesce(d.amount, 0) as direct
               from keys k left join lab l on l.project_id = k.project_id and l.ym = k.ym
               left join rev r on r.project_id = k.project_id and r.ym = k.ym
               left join dir d on d.project_id = k.project_id and d.ym = k.ym),
      cc as (select pm.project_id, pm.ym,
                    sum(floor(case ru.basis when 'HOURS' then pm.hours * ru.rate_pct
                                            when 'LABOR_COST' then pm.labor * ru.rate_pct / 100
                                            when 'DIRECT_COST' then pm.direct * ru.rate_pct / 100
                                            else pm.revenue * ru.rate_pct / 100 end)) as amount
               from pm join prj on prj.id = pm.project_id and prj.common_cost_yn = 'Y' and not ${inMonths(sql`pm.ym`, closed)}
               cross join lateral (
                 select distinct on (r.code) r.basis, r.rate_pct from common_cost_rate r
                  where r.deleted_yn = 'N'
                    and r.valid_from <= (to_date(pm.ym, 'YYYY-MM') + interval '1 month' - interval '1 day')::date
                    and (r.valid_to is null or r.valid_to >= (to_date(pm.ym, 'YYYY-MM') + interval '1 month' - interval '1 day')::date)
                    and (r.dept_id is null or r.dept_id = prj.owner_dept_id) and (r.project_type_id is null or r.project_type_id = prj.project_type_id)
                  -- one rule per code: the most specific (department, then type) where a general one also applies
                  order by r.code, (r.dept_id is not null) desc, (r.project_type_id is not null) desc) ru
              group by pm.project_id, pm.ym)
    select pm.project_id, pm.ym, pm.revenue, pm.labor, pm.hours, pm.direct, coalesce(cc.amount, fc.common_cost, 0) as common
      from pm left join cc on cc.project_id = pm.project_id and cc.ym = pm.ym
      left join project_month_cost fc on fc.project_id = pm.project_id and fc.ym = pm.ym and ${inMonths(sql`fc.ym`, closed)}
      order by pm.project_id, pm.ym`;
}

/**
 * Freezes the project-months of firstYm..lastYm (DOMAIN §6, at CLOSING and again at CLOSED, after the logs' labour):
 * each project's frozen labour and hours, and its common cost from the rules on them, become project_month_cost.
 * Returns Σ labour and Σ common cost.
 */
export async function freezeProjectMonths(tx: Executor, firstYm: string, lastYm: string): Promise<{ laborCost: number; commonCost: number }> {
  await thawProjectMonths(tx, firstYm, lastYm);
  const months: string[] = [];
  for (let ym = firstYm; ym <= lastYm; ym = nextYm(ym)) months.push(ym);
  const all: ProfitSelection = { projects: sql`true`, fromYm: firstYm, toYm: lastYm, provisional: false };
  const [row] = await rowsOf<{ labor: string | null; common: string | null }>(
    tx,
    sql`with f as (insert into project_month_cost (ym, project_id, labor_cost, hours, common_cost)
                   select ym, project_id, labor, hours, common from (${profitMonthsSql(all, { ranges: rangesOf(months), months }, false)}) m
                    where labor <> 0 or hours <> 0 or common <> 0
                   returning labor_cost, common_cost)
        select sum(labor_cost) as labor, sum(common_cost) as common from f`,
  );
  return { laborCost: Number(row?.labor ?? 0), commonCost: Number(row?.common ?? 0) };
}

/** Drops the frozen project-months of firstYm..lastYm (a close called off, a month reopened). */
export async function thawProjectMonths(tx: Executor, firstYm: string, lastYm: string): Promise<void> {
  await tx.execute(sql`delete from project_month_cost where ym between ${firstYm} and ${lastYm}`);
}

/** Σ frozen common cost by month of firstYm..lastYm. */
export async function frozenCommonByMonth(db: Executor, firstYm: string, lastYm: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ ym: string; total: string }>(db, sql`select ym, sum(common_cost) as total from project_month_cost where ym between ${firstYm} and ${lastYm} group by ym`);
  return new Map(rows.map((r) => [r.ym, Number(r.total)]));
}

/** A person's hours and labour cost on one project over [fromYm, toYm]. */
export async function profitPeople(db: Executor, s: ProfitSelection, fromYm: string): Promise<{ userId: number; userName: string; deptName: string | null; hours: number; laborCost: number }[]> {
  const rows = await rowsOf<{ user_id: string; user_name: string; dept_name: string | null; hours: string; cost: string }>(
    db,
    sql`with ${prjCte(s)}
      select u.id as user_id, u.name as user_name, d.name as dept_name, sum(x.hours) as hours, sum(x.cost) as cost
        from (${labourLogs(s, (await frozenUpTo(db, s.toYm)).ranges)}) x join app_user u on u.id = x.user_id left join department d on d.id = u.dept_id
       where x.ym >= ${fromYm}
       group by u.id, u.name, d.name
       order by sum(x.hours) desc, u.name`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), userName: r.user_name, deptName: r.dept_name, hours: Number(r.hours), laborCost: Number(r.cost) }));
}

/** The selected projects with their labels, budgets and Σ contract krwSupplyAmount (ordered contracts). */
export async function profitProjects(db: Executor, projects: SQL): Promise<ProfitProjectInfo[]> {
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select p.id, p.project_no, p.name, p.status, p.project_type_id, pt.name as type_name, p.customer_id, cu.name as customer_name,
               p.pm_user_id, u.name as pm_name, p.owner_dept_id, d.name as dept_name, p.budget_labor, p.budget_hours, p.budget_direct,
               (select coalesce(sum(c.krw_supply_amount), 0) from contract c where c.project_id = p.id and c.deleted_yn = 'N' and c.status in (${ordered})) as contract_amount
          from project p join project_type pt on pt.id = p.project_type_id
          left join customer cu on cu.id = p.customer_id left join app_user u on u.id = p.pm_user_id left join department d on d.id = p.owner_dept_id
         where ${projects}`,
  );
  const n = (v: string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    projectNo: r.project_no!,
    name: r.name!,
    status: r.status!,
    projectTypeId: Number(r.project_type_id),
    projectTypeName: r.type_name!,
    customerId: n(r.customer_id),
    customerName: r.customer_name,
    pmUserId: Number(r.pm_user_id),
    pmName: r.pm_name,
    ownerDeptId: n(r.owner_dept_id),
    ownerDeptName: r.dept_name,
    budgetLabor: n(r.budget_labor),
    budgetHours: n(r.budget_hours),
    budgetDirect: n(r.budget_direct),
    contractAmount: Number(r.contract_amount),
  }));
}
