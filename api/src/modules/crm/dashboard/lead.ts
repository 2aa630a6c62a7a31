import { type SQL, sql } from 'drizzle-orm';
import type { LeadDashboard, LeadDashboardQuery } from '@dure/shared/contracts/crm/dashboard';
import type { StageCategory } from '@dure/shared/contracts/crm/leadStage';
import { type Executor, rowsOf } from '../../../db/database';
import type { ScopeCaller } from '../../../lib/dataScope';
import { toKst } from '../../../lib/time';
import { type Period, addMonths, drill, lastDay, monthStart, num, pct, periodOf, rowCondition, rowFilterOf } from '../../../lib/dashboard';
import { UNASSIGNED_LABEL, listParams, planTargets } from './filters';

const STALE_LIMIT = 20;

/**
 * 리드 대시보드 (DOMAIN §10). Period semantics: OPEN leads count when their expected
 * close date falls in the period (the lead list filters the same way, so drill-down
 * matches); WON / LOST leads when they were closed (wonAt / lostAt) in the period;
 * stage conversion takes the leads created in the period. Computed live over lead and
 * lead_stage_history (no nightly read model: these aggregates stay fast on the indexes).
 */
export async function leadDashboard(db: Executor, caller: ScopeCaller, query: LeadDashboardQuery, now: Date): Promise<LeadDashboard> {
  const period = periodOf(query, now);
  const f = await rowFilterOf(db, caller, query, 'DASHBOARD_LEAD', 'LEAD');
  const parts = [rowCondition(f, sql`l.owner_dept_id`, sql`l.owner_user_id`), sql`l.deleted_yn = 'N'`];
  if (query.source) parts.push(sql`l.source = ${query.source}`);
  if (query.segmentId) parts.push(sql`l.segment_id = ${query.segmentId}`);
  const w = sql.join(parts, sql` and `);
  const fd = period.fromDate;
  const td = period.toDate;
  const openInPeriod = sql`s.category = 'OPEN' and l.expected_close_date between ${fd} and ${td}`;
  const wonInPeriod = sql`s.category = 'WON' and l.won_at >= ${period.fromAt.toISOString()}::timestamptz and l.won_at < ${period.toAtExclusive.toISOString()}::timestamptz`;
  const lostInPeriod = sql`s.category = 'LOST' and l.lost_at >= ${period.fromAt.toISOString()}::timestamptz and l.lost_at < ${period.toAtExclusive.toISOString()}::timestamptz`;
  const inPeriod = sql`((${openInPeriod}) or (${wonInPeriod}) or (${lostInPeriod}))`;
  const list = { ...listParams(query), sourceList: query.source, segmentId: query.segmentId };
  const closeRange = { fromDate: fd, toDate: td };
  const closedRange = { closedFromDate: fd, closedToDate: td };
  /** Every lead counted in the period (inPeriod), as the lead list filters it. */
  const periodRange = { categoryList: 'OPEN,WON,LOST', periodFromDate: fd, periodToDate: td };

  const [cards, funnel, conversion, trend, byCloseMonth, targets, lostReasons, sources, stale] = await Promise.all([
    rowsOf<Record<string, string | null>>(
      db,
      sql`select count(*) filter (where ${openInPeriod}) as open_count,
                 coalesce(sum(l.expected_amount) filter (where ${openInPeriod}), 0) as pipeline,
                 coalesce(sum(l.weighted_amount) filter (where ${openInPeriod}), 0) as weighted,
                 count(*) filter (where ${wonInPeriod}) as won_count,
                 coalesce(sum(l.expected_amount) filter (where ${wonInPeriod}), 0) as won_amount,
                 count(*) filter (where ${lostInPeriod}) as lost_count,
                 coalesce(sum(l.expected_amount) filter (where ${lostInPeriod}), 0) as lost_amount,
                 avg(extract(epoch from (l.won_at - l.created_at))) filter (where ${wonInPeriod}) as cycle_seconds
          from lead l join lead_stage s on s.id = l.stage_id
          where ${w} and ${inPeriod}`,
    ),
    rowsOf<{ id: string; name: string; category: StageCategory; count: string; amount: string; weighted: string }>(
      db,
      sql`select s.id, s.name, s.category, count(l.id) as count, coalesce(sum(l.expected_amount), 0) as amount, coalesce(sum(l.weighted_amount), 0) as weighted
          from lead_stage s left join lead l on l.stage_id = s.id and ${w} and ${inPeriod}
          where s.deleted_yn = 'N'
          group by s.id, s.name, s.category, s.sort_order order by s.sort_order, s.id`,
    ),
    stageConversion(db, w, period),
    pipelineTrend(db, w, period, now),
    rowsOf<{ ym: string; amount: string; weighted: string }>(
      db,
      sql`select to_char(l.expected_close_date, 'YYYY-MM') as ym, sum(l.expected_amount) as amount, sum(l.weighted_amount) as weighted
          from lead l join lead_stage s on s.id = l.stage_id
          where ${w} and ${openInPeriod} group by 1`,
    ),
    planTargets(db, f, period.fromYm, period.toYm),
    rowsOf<{ code: string | null; label: string | null; count: string; amount: string }>(
      db,
      sql`select l.lost_reason as code, cc.label, count(*) as count, coalesce(sum(l.expected_amount), 0) as amount
          from lead l join lead_stage s on s.id = l.stage_id
          left join common_code cc on cc.group_code = 'LOST_REASON' and cc.code = l.lost_reason and cc.deleted_yn = 'N'
          where ${w} and ${lostInPeriod}
          group by l.lost_reason, cc.label order by count(*) desc, l.lost_reason`,
    ),
    rowsOf<{ code: string; label: string | null; count: string; won: string; lost: string; amount: string }>(
      db,
      sql`select l.source as code, cc.label, count(*) as count, count(*) filter (where ${wonInPeriod}) as won, count(*) filter (where ${lostInPeriod}) as lost,
                 coalesce(sum(l.expected_amount), 0) as amount
          from lead l join lead_stage s on s.id = l.stage_id
          left join common_code cc on cc.group_code = 'LEAD_SOURCE' and cc.code = l.source and cc.deleted_yn = 'N'
          where ${w} and ${inPeriod}
          group by l.source, cc.label order by count(*) desc, l.source`,
    ),
    staleLeads(db, w, now),
  ]);

  const c = cards[0];
  const wonCount = num(c.won_count);
  const lostCount = num(c.lost_count);
  const wonAmount = num(c.won_amount);
  const lostAmount = num(c.lost_amount);
  const leadList = (extra: Record<string, string | number | undefined>) => drill('/lead', { ...list, ...extra });
  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    cards: {
      openCount: { value: num(c.open_count), link: leadList({ categoryList: 'OPEN', ...closeRange }) },
      pipelineAmount: { value: num(c.pipeline), link: leadList({ categoryList: 'OPEN', ...closeRange }) },
      weightedAmount: { value: num(c.weighted), link: leadList({ categoryList: 'OPEN', ...closeRange }) },
      winRateCount: { value: pct(wonCount, wonCount + lostCount), won: wonCount, lost: lostCount, link: leadList({ categoryList: 'WON,LOST', ...closedRange }) },
      winRateAmount: { value: pct(wonAmount, wonAmount + lostAmount), won: wonAmount, lost: lostAmount, link: leadList({ categoryList: 'WON,LOST', ...closedRange }) },
      avgDealAmount: { value: wonCount > 0 ? Math.floor(wonAmount / wonCount) : null, link: leadList({ categoryList: 'WON', ...closedRange }) },
      cycleDays: { value: c.cycle_seconds === null ? null : Math.round(Number(c.cycle_seconds) / 8640) / 10, link: leadList({ categoryList: 'WON', ...closedRange }) },
    },
    funnel: funnel.map((s) => ({
      stageId: Number(s.id),
      name: s.name,
      category: s.category,
      count: num(s.count),
      amount: num(s.amount),
      weightedAmount: num(s.weighted),
      link: leadList({ stageIdList: Number(s.id), ...(s.category === 'OPEN' ? closeRange : closedRange) }),
    })),
    conversion,
    pipelineTrend: trend,
    weightedByCloseMonth: period.months.map((ym) => {
      const row = byCloseMonth.find((r) => r.ym === ym);
      const target = targets.get(ym)?.orderTarget ?? 0;
      const weighted = num(row?.weighted);
      return { ym, amount: num(row?.amount), weightedAmount: weighted, orderTarget: target, coveragePct: pct(weighted, target), link: leadList({ categoryList: 'OPEN', fromDate: `${ym}-01`, toDate: lastDay(ym) }) };
    }),
    lostReasons: lostReasons.map((r) => ({ code: r.code, label: r.label ?? r.code ?? UNASSIGNED_LABEL, count: num(r.count), amount: num(r.amount), link: leadList({ categoryList: 'LOST', ...(r.code === null ? { noLostReasonYn: 'Y' } : { lostReasonList: r.code }), ...closedRange }) })),
    sources: sources.map((r) => {
      const won = num(r.won);
      const lost = num(r.lost);
      return { code: r.code, label: r.label ?? r.code, count: num(r.count), amount: num(r.amount), won, lost, winRate: pct(won, won + lost), link: leadList({ sourceList: r.code, ...periodRange }) };
    }),
    stale,
  };
}

/**
 * Stage conversion = reached k+1 ÷ reached k over the OPEN and WON stages in order. A lead
 * has reached every stage up to the furthest one in its stage history (or its current
 * stage), so a deal that skipped a stage still counts as having passed it.
 */
async function stageConversion(db: Executor, w: SQL, period: Period) {
  const rows = await rowsOf<{ id: string; name: string; category: StageCategory; reached: string }>(
    db,
    sql`with reached as (
          select x.lead_id, max(x.sort_order) as furthest from (
            select l.id as lead_id, st.sort_order from lead l join lead_stage_history h on h.lead_id = l.id join lead_stage st on st.id = h.to_stage_id
            where ${w} and st.category <> 'LOST' and l.created_at >= ${period.fromAt.toISOString()}::timestamptz and l.created_at < ${period.toAtExclusive.toISOString()}::timestamptz
            union all
            select l.id, st.sort_order from lead l join lead_stage st on st.id = l.stage_id
            where ${w} and st.category <> 'LOST' and l.created_at >= ${period.fromAt.toISOString()}::timestamptz and l.created_at < ${period.toAtExclusive.toISOString()}::timestamptz
            union all
            select l.id, -1 from lead l
            where ${w} and l.created_at >= ${period.fromAt.toISOString()}::timestamptz and l.created_at < ${period.toAtExclusive.toISOString()}::timestamptz
          ) x group by x.lead_id)
        select s.id, s.name, s.category, count(r.lead_id) as reached
        from lead_stage s left join reached r on r.furthest >= s.sort_order
        where s.deleted_yn = 'N' and s.category <> 'LOST'
        group by s.id, s.name, s.category, s.sort_order order by s.sort_order, s.id`,
  );
  return rows.map((r, i) => {
    const reached = num(r.reached);
    const next = rows[i + 1];
    return { stageId: Number(r.id), name: r.name, category: r.category, reached, toNextPct: next ? pct(num(next.reached), reached) : null };
  });
}

/**
 * Month-end open pipeline from lead_stage_history: at each month end (today for the
 * running month) a lead counts with the stage, probability and amount of its last
 * history row before that instant, when that stage is OPEN.
 */
async function pipelineTrend(db: Executor, w: SQL, period: Period, now: Date) {
  const points = period.months
    .map((ym) => ({ ym, at: new Date(Math.min(monthStart(addMonths(ym, 1)).getTime(), now.getTime())) }))
    .filter((p) => monthStart(p.ym).getTime() <= now.getTime());
  if (points.length === 0) return [];
  const values = sql.join(points.map((p) => sql`(${p.ym}, ${p.at.toISOString()}::timestamptz)`), sql`, `);
  const rows = await rowsOf<{ ym: string; count: string; amount: string; weighted: string }>(
    db,
    sql`with h as (
          select h.lead_id, h.to_stage_id, h.probability, h.amount, h.at, lead(h.at) over (partition by h.lead_id order by h.at, h.id) as next_at
          from lead_stage_history h join lead l on l.id = h.lead_id where ${w}),
        m(ym, end_at) as (values ${values})
        select m.ym, count(x.lead_id) as count, coalesce(sum(x.amount), 0) as amount, coalesce(sum(floor(x.amount * x.probability / 100.0)), 0) as weighted
        from m left join (select h.* from h join lead_stage s on s.id = h.to_stage_id and s.category = 'OPEN') x
          on x.at < m.end_at and (x.next_at is null or x.next_at >= m.end_at)
        group by m.ym order by m.ym`,
  );
  return rows.map((r) => ({ ym: r.ym, count: num(r.count), amount: num(r.amount), weightedAmount: num(r.weighted) }));
}

/** OPEN leads unchanged for longer than their stage's staleDays (N-LEAD-STALE), longest idle first. */
async function staleLeads(db: Executor, w: SQL, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const idle = sql`l.stage_changed_at < ${at} - s.stale_days * interval '1 day'`;
  const [rows, [total]] = await Promise.all([
    rowsOf<{ id: string; lead_no: string; title: string; customer_name: string | null; stage_name: string; owner_name: string | null; expected_amount: string; stage_changed_at: Date | string; idle_days: string }>(
      db,
      sql`select l.id, l.lead_no, l.title, coalesce(c.name, l.prospect_company) as customer_name, s.name as stage_name, u.name as owner_name,
                 l.expected_amount, l.stage_changed_at, floor(extract(epoch from (${at} - l.stage_changed_at)) / 86400) as idle_days
          from lead l join lead_stage s on s.id = l.stage_id
          left join customer c on c.id = l.customer_id left join app_user u on u.id = l.owner_user_id
          where ${w} and s.category = 'OPEN' and s.stale_days > 0 and ${idle}
          order by l.stage_changed_at, l.id limit ${STALE_LIMIT}`,
    ),
    rowsOf<{ n: string }>(db, sql`select count(*) as n from lead l join lead_stage s on s.id = l.stage_id where ${w} and s.category = 'OPEN' and s.stale_days > 0 and ${idle}`),
  ]);
  return {
    total: num(total.n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      leadNo: r.lead_no,
      title: r.title,
      customerName: r.customer_name,
      stageName: r.stage_name,
      ownerName: r.owner_name,
      expectedAmount: num(r.expected_amount),
      stageChangedAt: toKst(new Date(r.stage_changed_at)),
      idleDays: num(r.idle_days),
      link: `/lead/${r.id}`,
    })),
  };
}
