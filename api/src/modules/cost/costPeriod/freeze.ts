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
 */
export function ratedLogsBetween(from: string, to: string, statuses: readonly WorkLogStatus[], where: SQL = sql`true`): SQL {
  const statusList = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`
    select g.id, g.user_id, g.project_id, g.work_date, g.task_activity_id, g.hours, g.category, g.job_grade,
      (select lr.hourly_rate from labor_cost_rate lr
        where lr.deleted_yn = 'N' and lr.valid_from <= g.work_date and (lr.valid_to is null or lr.valid_to >= g.work_date)
          and (lr.task_activity_id is null or lr.task_activity_id = g.task_activity_id)
          and ((lr.basis = 'USER' and lr.user_id = g.user_id) or (lr.basis = 'JOB_GRADE' and lr.job_grade = g.job_grade))
        order by (lr.basis = 'USER') desc, (lr.task_activity_id is not null) desc
        limit 1) as rate
    from (
      select wl.id, wl.user_id, wl.project_id, wl.work_date, wl.task_activity_id, wl.hours, ta.category,
        coalesce(
          (select h.new_value from user_hr_history h where h.user_id = wl.user_id and h.field = 'jobGrade' and h.effective_date <= wl.work_date order by h.effective_date desc, h.id desc limit 1),
          (select h.old_value from user_hr_history h where h.user_id = wl.user_id and h.field = 'jobGrade' and h.effective_date > wl.work_date order by h.effective_date asc, h.id asc limit 1),
          (select uh.job_grade from user_hr uh where uh.user_id = wl.user_id)) as job_grade
      from work_log wl join task_activity ta on ta.id = wl.task_activity_id
      where wl.deleted_yn = 'N' and wl.work_date >= ${from} and wl.work_date <= ${to} and wl.status in (${statusList}) and ${where}
    ) g`;
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
