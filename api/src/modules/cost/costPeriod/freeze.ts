import type { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { monthRange } from './months';

/**
 * The work logs of a month with the rate in force on each one's day, set-based (one statement for the month, not a
 * lookup per row). It is `rateOf(user, workDate, activity)` of costRate/laborRate.ts written as SQL — the same
 * lookup order USER+activity → USER → JOB_GRADE+activity → JOB_GRADE, the grade as of the day from UserHrHistory
 * (newest change on or before it, else the old value of the first later change, else the current grade) — and the
 * close test checks both agree row by row. rate is null where none applies (rateOf's 0 + rateMissing).
 */
export function ratedLogs(ym: string, statuses: readonly WorkLogStatus[]): SQL {
  const [from, to] = monthRange(ym);
  return ratedLogsBetween(from, to, statuses);
}

/**
 * ratedLogs over the days [from, to], narrowed by `where` (a condition on the work log `wl`, e.g. the projects of a
 * profit filter); the rows also carry project_id.
 *
 * Joins, not a lookup per log, so a year of a million logs is one pass: a person's grade history becomes spans
 * (one per change day: the day's last new value, and the next change day's first old value for a day whose new value
 * is empty), and the rates (never overlapping per key, by the table's exclusion constraint) join on their key and
 * validity, one join per step of the lookup order.
 */
export function ratedLogsBetween(from: string, to: string, statuses: readonly WorkLogStatus[], where: SQL = sql`true`): SQL {
  const statusList = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const rate = (alias: string, key: SQL) => {
    const r = sql.raw(alias);
    return sql`left join labor_cost_rate ${r} on ${r}.deleted_yn = 'N' and ${key} and ${r}.valid_from <= g.work_date and (${r}.valid_to is null or ${r}.valid_to >= g.work_date)`;
  };
  return sql`
    with grade_day as (
      select h.user_id, h.effective_date as eff,
             (array_agg(h.new_value order by h.id desc))[1] as new_last,
             (array_agg(h.old_value order by h.id asc))[1] as old_first
        from user_hr_history h where h.field = 'jobGrade' group by h.user_id, h.effective_date),
    grade_span as (
      select d.user_id, d.eff, lead(d.eff) over w as next_eff, d.new_last, lead(d.old_first) over w as next_old,
             row_number() over w as n, d.old_first
        from grade_day d window w as (partition by d.user_id order by d.eff))
    select g.id, g.user_id, g.project_id, g.work_date, g.task_activity_id, g.hours, g.category, g.job_grade,
           coalesce(r1.hourly_rate, r2.hourly_rate, r3.hourly_rate, r4.hourly_rate) as rate
    from (
      select wl.id, wl.user_id, wl.project_id, wl.work_date, wl.task_activity_id, wl.hours, ta.category,
        case when s.user_id is not null then coalesce(s.new_last, s.next_old, uh.job_grade) else coalesce(f.old_first, uh.job_grade) end as job_grade
      from work_log wl join task_activity ta on ta.id = wl.task_activity_id
        left join user_hr uh on uh.user_id = wl.user_id
        left join grade_span s on s.user_id = wl.user_id and s.eff <= wl.work_date and (s.next_eff is null or wl.work_date < s.next_eff)
        left join grade_span f on f.user_id = wl.user_id and f.n = 1 and wl.work_date < f.eff
      where wl.deleted_yn = 'N' and wl.work_date >= ${from} and wl.work_date <= ${to} and wl.status in (${statusList}) and ${where}
    ) g
    ${rate('r1', sql`r1.basis = 'USER' and r1.user_id = g.user_id and r1.task_activity_id = g.task_activity_id`)}
    ${rate('r2', sql`r2.basis = 'USER' and r2.user_id = g.user_id and r2.task_activity_id is null`)}
    ${rate('r3', sql`r3.basis = 'JOB_GRADE' and r3.job_grade = g.job_grade and r3.task_activity_id = g.task_activity_id`)}
    ${rate('r4', sql`r4.basis = 'JOB_GRADE' and r4.job_grade = g.job_grade and r4.task_activity_id is null`)}`;
}

/**
 * Freezes the labour cost of a month (DOMAIN §6, at CLOSING and again at CLOSED): every APPROVED log's costAmount =
 * floor(hours × rate), 0 for LEAVE activities and where no rate applies; every other log of the month has none.
 * Returns the number of approved logs and Σ costAmount.
 */
export async function freezeLaborCost(tx: Executor, ym: string): Promise<{ logs: number; laborCost: number }> {
  await freezeLaborCostOfMonths(tx, ym, ym);
  return frozenTotals(tx, ym);
}

/** freezeLaborCost of every month firstYm..lastYm in one pass (the demo seed's year of closed months). */
export async function freezeLaborCostOfMonths(tx: Executor, firstYm: string, lastYm: string): Promise<void> {
  const from = monthRange(firstYm)[0];
  const to = monthRange(lastYm)[1];
  await tx.execute(sql`
    with r as (${ratedLogsBetween(from, to, ['APPROVED'])})
    update work_log w set cost_amount = case when r.category = 'LEAVE' then 0 else floor(r.hours * coalesce(r.rate, 0))::bigint end
    from r where w.id = r.id`);
  await tx.execute(sql`update work_log set cost_amount = null where work_date >= ${from} and work_date <= ${to} and (status <> 'APPROVED' or deleted_yn = 'Y') and cost_amount is not null`);
}

/** Drops the frozen amounts of a month (cancelled close, reopen): an open month's labour cost is computed live. */
export async function thawLaborCost(tx: Executor, ym: string): Promise<void> {
  const [from, to] = monthRange(ym);
  await tx.execute(sql`update work_log set cost_amount = null where work_date >= ${from} and work_date <= ${to} and cost_amount is not null`);
}

export async function frozenTotals(tx: Executor, ym: string): Promise<{ logs: number; laborCost: number }> {
  const [from, to] = monthRange(ym);
  const [row] = await rowsOf<{ logs: string | number; labor: string | number | null }>(
    tx,
    sql`select count(*) as logs, sum(cost_amount) as labor from work_log
      where deleted_yn = 'N' and status = 'APPROVED' and work_date >= ${from} and work_date <= ${to}`,
  );
  return { logs: Number(row?.logs ?? 0), laborCost: Number(row?.labor ?? 0) };
}
