import { type SQL, sql } from 'drizzle-orm';
import { AGING_BUCKET, type AgingBucket } from '@dure/shared/contracts/crm/receivable';
import type { BondDashboard, BondDashboardQuery } from '@dure/shared/contracts/crm/dashboard';
import { type Executor, rowsOf } from '../../../db/database';
import type { ScopeCaller } from '../../../lib/dataScope';
import { addDays, kstDate } from '../../../lib/time';
import { addMonths, drill, kstDay, monthsBetween, num, pct, periodOf, rowCondition, rowFilterOf } from '../../../lib/dashboard';

const TOP_OVERDUE = 10;
const TREND_MONTHS = 12;
const DSO_DAYS = 90;
const balance = sql`(r.amount - r.collected_amount - r.offset_amount - r.written_off_amount)`;

/** Aging bucket of a receivable as of `today` (same rule as the receivable list). */
const bucketSql = (today: string): SQL => {
  const overdue = sql`(case when ${balance} > 0 then greatest(0, ${today}::date - r.due_date) else 0 end)`;
  return sql`(case when ${overdue} = 0 then 'NOT_DUE' when ${overdue} <= 30 then 'D1_30' when ${overdue} <= 60 then 'D31_60' when ${overdue} <= 90 then 'D61_90' else 'D90_PLUS' end)`;
};

/**
 * 채권 현황 (DOMAIN §10): balances and aging as of today; DSO over the last 90 days;
 * the monthly collection rate and trend from receivables (billed), collection
 * allocations (collected, reversals negative) and write-offs, so the AR at any month
 * start can be rebuilt without a snapshot table (rm.ArAging is not needed).
 * The bucket filter narrows the overdue table and the receivable list, not the totals.
 */
export async function bondDashboard(db: Executor, caller: ScopeCaller, query: BondDashboardQuery, now: Date): Promise<BondDashboard> {
  const period = periodOf(query, now);
  const today = kstDate(now);
  const thisYm = today.slice(0, 7);
  const f = await rowFilterOf(db, caller, query, 'DASHBOARD_BOND', 'DASHBOARD_BOND');
  const parts = [sql`r.deleted_yn = 'N'`, rowCondition(f, sql`r.owner_dept_id`, sql`r.owner_user_id`)];
  if (query.customerId) parts.push(sql`r.customer_id = ${query.customerId}`);
  const w = sql.join(parts, sql` and `);
  const open = sql`${balance} > 0`;
  const overdue = sql`${open} and r.due_date < ${today}::date`;
  const bucket = bucketSql(today);
  const endYm = period.toYm < thisYm ? period.toYm : thisYm;
  const months = monthsBetween(addMonths(endYm, -(TREND_MONTHS - 1)), endYm);
  const billedSince = addDays(today, -(DSO_DAYS - 1));
  const in30 = addDays(today, 30);

  const [[cards], aging, top, billed, collected, writtenOff] = await Promise.all([
    rowsOf<Record<string, string | null>>(
      db,
      sql`select coalesce(sum(${balance}), 0) as ar,
                 coalesce(sum(${balance}) filter (where ${overdue}), 0) as overdue,
                 count(*) filter (where ${overdue}) as overdue_count,
                 coalesce(sum(${balance}) filter (where ${open} and r.due_date between ${today}::date and ${in30}::date), 0) as due30,
                 count(*) filter (where ${open} and r.due_date between ${today}::date and ${in30}::date) as due30_count,
                 coalesce(sum(r.amount) filter (where r.bill_date between ${billedSince}::date and ${today}::date), 0) as billed90
          from receivable r where ${w}`,
    ),
    rowsOf<{ bucket: AgingBucket; amount: string; n: string }>(db, sql`select ${bucket} as bucket, sum(${balance}) as amount, count(*) as n from receivable r where ${w} and ${open} group by 1`),
    rowsOf<{ id: string; name: string; amount: string; n: string; max_days: string; oldest_due: string }>(
      db,
      sql`select cu.id, cu.name, sum(${balance}) as amount, count(*) as n, max(${today}::date - r.due_date) as max_days
          from receivable r join customer cu on cu.id = r.customer_id
          where ${w} and ${overdue} ${query.bucket ? sql`and ${bucket} = ${query.bucket}` : sql``}
          group by cu.id, cu.name order by sum(${balance}) desc, cu.id limit ${TOP_OVERDUE}`,
    ),
    rowsOf<{ ym: string; amount: string }>(db, sql`select to_char(r.bill_date, 'YYYY-MM') as ym, sum(r.amount) as amount from receivable r where ${w} group by 1`),
    rowsOf<{ ym: string; amount: string }>(
      db,
      sql`select to_char(co.collected_date, 'YYYY-MM') as ym, sum(a.amount) as amount
          from collection_allocation a join collection co on co.id = a.collection_id join receivable r on r.id = a.receivable_id
          where ${w} and co.deleted_yn = 'N' group by 1`,
    ),
    rowsOf<{ ym: string; amount: string }>(
      db,
      sql`select to_char(${kstDay(sql`r.written_off_at`)}, 'YYYY-MM') as ym, sum(r.written_off_amount) as amount from receivable r where ${w} and r.written_off_at is not null group by 1`,
    ),
  ]);

  const ar = num(cards.ar);
  const overdueAmount = num(cards.overdue);
  const billed90 = num(cards.billed90);
  const monthly = (rows: { ym: string; amount: string }[]) => new Map(rows.map((r) => [r.ym, num(r.amount)]));
  const billedBy = monthly(billed);
  const collectedBy = monthly(collected);
  const writtenBy = monthly(writtenOff);
  /** AR at the start of `ym` = billed − collected − written off in every earlier month. */
  const openingOf = (ym: string) => {
    let total = 0;
    for (const [m, v] of billedBy) if (m < ym) total += v;
    for (const [m, v] of collectedBy) if (m < ym) total -= v;
    for (const [m, v] of writtenBy) if (m < ym) total -= v;
    return total;
  };
  const trend = months.map((ym) => {
    const opening = openingOf(ym);
    const b = billedBy.get(ym) ?? 0;
    const c = collectedBy.get(ym) ?? 0;
    return { ym, openingBalance: opening, billedAmount: b, collectedAmount: c, closingBalance: openingOf(addMonths(ym, 1)), collectionRatePct: pct(c, opening + b) };
  });
  const current = trend[trend.length - 1];
  const list = (extra: Record<string, string | number | undefined>) => drill('/dashboard/bond', { customerId: query.customerId, deptId: query.deptId, ownerUserId: query.ownerUserId, ...extra });

  return {
    asOf: today,
    period: { fromYm: period.fromYm, toYm: period.toYm },
    cards: {
      arBalance: { value: ar, link: list({ view: 'receivables' }) },
      overdueBalance: { value: overdueAmount, count: num(cards.overdue_count), pctOfAr: pct(overdueAmount, ar), link: list({ view: 'receivables', overdueYn: 'Y' }) },
      dueNext30: { value: num(cards.due30), count: num(cards.due30_count), link: list({ view: 'receivables', bucket: 'NOT_DUE' }) },
      dsoDays: { value: billed90 > 0 ? Math.round((ar * DSO_DAYS * 10) / billed90) / 10 : null, billed90 },
      collectionRate: { ym: current.ym, value: current.collectionRatePct, collected: current.collectedAmount, base: current.openingBalance + current.billedAmount },
    },
    aging: AGING_BUCKET.codes.map((b) => {
      const row = aging.find((r) => r.bucket === b);
      return { bucket: b, amount: num(row?.amount), count: num(row?.n), link: list({ view: 'receivables', bucket: b }) };
    }),
    topOverdue: top.map((r) => ({ customerId: Number(r.id), name: r.name, overdueAmount: num(r.amount), receivables: num(r.n), maxOverdueDays: num(r.max_days), link: list({ view: 'receivables', customerId: Number(r.id), overdueYn: 'Y' }) })),
    trend,
  };
}
