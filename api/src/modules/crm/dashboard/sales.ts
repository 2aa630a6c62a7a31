import { type SQL, sql } from 'drizzle-orm';
import type { SalesDashboard, SalesDashboardQuery, SalesDimension } from '@dure/shared/contracts/crm/dashboard';
import { type Executor, rowsOf } from '../../../db/database';
import type { ScopeCaller } from '../../../lib/dataScope';
import { ISSUED_STATES } from '../taxInvoice/view';
import { ORDERED_CONTRACT_STATUSES } from '../salesPlan/orderActuals';
import { segmentParentName } from '../../okr/segment/view';
import { customerSegment } from './keys';
import { type RowFilter, addMonths, drill, idList, lastDay, num, pct, periodOf, rowCondition, rowFilterOf } from '../../../lib/dashboard';
import { UNASSIGNED_LABEL, listParams, planTargets } from './filters';


const TOP_CUSTOMERS = 10;
const ordered = sql.join(ORDERED_CONTRACT_STATUSES.map((s) => sql`${s}`), sql`, `);
const issued = sql.join(ISSUED_STATES.map((s) => sql`${s}`), sql`, `);
export const CONTRACT_ORDERED_LIST = ORDERED_CONTRACT_STATUSES.join(',');

/** 수주: contracts ACTIVE-or-later (DOMAIN §4 SalesPlan), scoped by their owner. */
export const contractWhere = (f: RowFilter): SQL =>
  sql`c.deleted_yn = 'N' and c.status in (${ordered}) and ${rowCondition(f, sql`c.owner_dept_id`, sql`c.owner_user_id`)}`;
/**
 * 매출: SalesLedger rows, scoped by their department; the owner is the contract's owner,
 * else the customer's (a manual row may have no contract). Needs `cu` (customer) and `c` (contract) joined.
 */
export const ledgerFrom = sql`sales_ledger sl join customer cu on cu.id = sl.customer_id left join contract c on c.id = sl.contract_id`;
export const ledgerWhere = (f: RowFilter): SQL =>
  sql`sl.deleted_yn = 'N' and ${rowCondition(f, sql`sl.dept_id`, sql`coalesce(c.owner_user_id, cu.owner_user_id)`)}`;

/**
 * 매출 대시보드 (DOMAIN §10): 수주 = Σ krwSupplyAmount by contractDate, 매출 = Σ SalesLedger
 * by ym, against the sales plan; computed live (the rm.SalesFact read model is not needed
 * at this volume: every query is a grouped scan on the date indexes).
 */
export async function salesDashboard(db: Executor, caller: ScopeCaller, query: SalesDashboardQuery, now: Date): Promise<SalesDashboard> {
  const period = periodOf(query, now);
  const dimension = query.dimension ?? 'DEPT';
  const f = await rowFilterOf(db, caller, query, 'DASHBOARD_SALES', 'CONTRACT');
  const toYear = period.toYm.slice(0, 4);
  const ytdFrom = `${toYear}-01`;
  const lastYearFrom = addMonths(period.fromYm, -12);
  const rangeFrom = lastYearFrom < ytdFrom ? lastYearFrom : ytdFrom;
  const cw = contractWhere(f);
  const lw = ledgerWhere(f);

  const [orderRows, salesRows, targets, [backlog], top, byKey] = await Promise.all([
    rowsOf<{ ym: string; amount: string; n: string }>(
      db,
      sql`select to_char(c.contract_date, 'YYYY-MM') as ym, sum(c.krw_supply_amount) as amount, count(*) as n from contract c
          where ${cw} and c.contract_date between ${`${rangeFrom}-01`} and ${period.toDate} group by 1`,
    ),
    rowsOf<{ ym: string; amount: string }>(db, sql`select sl.ym, sum(sl.amount) as amount from ${ledgerFrom} where ${lw} and sl.ym between ${rangeFrom} and ${period.toYm} group by sl.ym`),
    planTargets(db, f, rangeFrom < period.fromYm ? rangeFrom : period.fromYm, period.toYm),
    rowsOf<{ amount: string; n: string }>(
      db,
      sql`select coalesce(sum(c.krw_supply_amount - (select coalesce(sum(t.supply_amount), 0) from tax_invoice t
                   where t.contract_id = c.id and t.direction = 'SALES' and t.deleted_yn = 'N' and t.status in (${issued}))), 0) as amount, count(*) as n
          from contract c where ${cw} and c.status = 'ACTIVE'`,
    ),
    rowsOf<{ id: string; name: string; orders: string; sales: string }>(
      db,
      sql`with o as (select c.customer_id, sum(c.krw_supply_amount) as amount from contract c where ${cw} and c.contract_date between ${period.fromDate} and ${period.toDate} group by c.customer_id),
               s as (select sl.customer_id, sum(sl.amount) as amount from ${ledgerFrom} where ${lw} and sl.ym between ${period.fromYm} and ${period.toYm} group by sl.customer_id)
          select k.id, k.name, coalesce(o.amount, 0) as orders, coalesce(s.amount, 0) as sales
          from customer k left join o on o.customer_id = k.id left join s on s.customer_id = k.id
          where k.id in (select customer_id from o union select customer_id from s)
          order by coalesce(s.amount, 0) desc, coalesce(o.amount, 0) desc, k.id limit ${TOP_CUSTOMERS}`,
    ),
    breakdown(db, f, dimension, period.fromYm, period.toYm, period.fromDate, period.toDate),
  ]);

  const orderBy = new Map(orderRows.map((r) => [r.ym, num(r.amount)]));
  const salesBy = new Map(salesRows.map((r) => [r.ym, num(r.amount)]));
  const sum = (m: Map<string, number>, from: string, to: string) => [...m].filter(([ym]) => ym >= from && ym <= to).reduce((a, [, v]) => a + v, 0);
  const targetSum = (key: 'orderTarget' | 'salesTarget', from: string, to: string) => [...targets].filter(([ym]) => ym >= from && ym <= to).reduce((a, [, v]) => a + v[key], 0);
  const orders = sum(orderBy, period.fromYm, period.toYm);
  const sales = sum(salesBy, period.fromYm, period.toYm);
  const lastYearTo = addMonths(period.toYm, -12);
  const ordersLastYear = sum(orderBy, lastYearFrom, lastYearTo);
  const salesLastYear = sum(salesBy, lastYearFrom, lastYearTo);
  const orderTarget = targetSum('orderTarget', period.fromYm, period.toYm);
  const salesTarget = targetSum('salesTarget', period.fromYm, period.toYm);
  const yoy = (now_: number, last: number) => (last === 0 ? null : Math.round(((now_ - last) * 1000) / Math.abs(last)) / 10);
  const contracts = (from: string, to: string, extra: Record<string, string | number | undefined> = {}) =>
    drill('/contract', { statusList: CONTRACT_ORDERED_LIST, fromDate: from, toDate: to, ...listParams(query), ...extra });
  const invoices = (from: string, to: string, extra: Record<string, string | number | undefined> = {}) =>
    drill('/taxinvoice', { direction: 'SALES', statusList: ISSUED_STATES.join(','), fromDate: from, toDate: to, ...listParams(query), ...extra });
  const ytdOrders = sum(orderBy, ytdFrom, period.toYm);
  const ytdSales = sum(salesBy, ytdFrom, period.toYm);
  const ytdOrderTarget = targetSum('orderTarget', ytdFrom, period.toYm);
  const ytdSalesTarget = targetSum('salesTarget', ytdFrom, period.toYm);

  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    dimension,
    cards: {
      orderAmount: { value: orders, target: orderTarget, attainmentPct: pct(orders, orderTarget), lastYear: ordersLastYear, yoyPct: yoy(orders, ordersLastYear), link: contracts(period.fromDate, period.toDate) },
      salesAmount: { value: sales, target: salesTarget, attainmentPct: pct(sales, salesTarget), lastYear: salesLastYear, yoyPct: yoy(sales, salesLastYear), link: invoices(period.fromDate, period.toDate) },
      backlog: { value: num(backlog.amount), contracts: num(backlog.n), link: drill('/contract', { statusList: 'ACTIVE', ...listParams(query) }) },
      ytd: {
        fromYm: ytdFrom,
        toYm: period.toYm,
        orderAmount: ytdOrders,
        orderTarget: ytdOrderTarget,
        orderAttainmentPct: pct(ytdOrders, ytdOrderTarget),
        salesAmount: ytdSales,
        salesTarget: ytdSalesTarget,
        salesAttainmentPct: pct(ytdSales, ytdSalesTarget),
        link: contracts(`${ytdFrom}-01`, period.toDate),
      },
    },
    monthly: period.months.map((ym) => {
      const o = orderBy.get(ym) ?? 0;
      const s = salesBy.get(ym) ?? 0;
      const t = targets.get(ym) ?? { orderTarget: 0, salesTarget: 0 };
      return {
        ym,
        orderAmount: o,
        orderTarget: t.orderTarget,
        orderAttainmentPct: pct(o, t.orderTarget),
        salesAmount: s,
        salesTarget: t.salesTarget,
        salesAttainmentPct: pct(s, t.salesTarget),
        orderLastYear: orderBy.get(addMonths(ym, -12)) ?? 0,
        salesLastYear: salesBy.get(addMonths(ym, -12)) ?? 0,
        link: contracts(`${ym}-01`, lastDay(ym)),
      };
    }),
    topCustomers: top.map((r) => ({ customerId: Number(r.id), name: r.name, orderAmount: num(r.orders), salesAmount: num(r.sales), link: `/customer/${r.id}` })),
    byKey: byKey.map((r) => ({ ...r, link: contracts(period.fromDate, period.toDate, keyFilter[dimension](r.keyId)) })),
  };
}

/** The contract list's filter for one row of the breakdown. */
const keyFilter: Record<SalesDimension, (keyId: number | null) => Record<string, string | number | undefined>> = {
  DEPT: (keyId) => ({ deptId: keyId ?? undefined }),
  USER: (keyId) => ({ ownerUserId: keyId ?? undefined }),
  SEGMENT: (keyId) => (keyId === null ? { noSegmentYn: 'Y' } : { segmentId: keyId }),
};

/**
 * What a breakdown row is keyed by, for contracts (`c`) and ledger rows (`sl`), each with its customer `cu`;
 * the table naming the key; whether records without a key make a 미지정 row (a segment is optional on a
 * customer, so the SEGMENT rows add up to the totals).
 */
const BREAKDOWN_KEYS: Record<SalesDimension, { order: SQL; sales: SQL; names: SQL; parentName: SQL; unassigned: boolean }> = {
  DEPT: { order: sql`c.owner_dept_id`, sales: sql`sl.dept_id`, names: sql`department`, parentName: sql`null`, unassigned: false },
  USER: { order: sql`c.owner_user_id`, sales: sql`coalesce(c.owner_user_id, cu.owner_user_id)`, names: sql`app_user`, parentName: sql`null`, unassigned: false },
  SEGMENT: { order: customerSegment, sales: customerSegment, names: sql`market_segment`, parentName: segmentParentName(sql`k.key`), unassigned: true },
};

/**
 * 수주 / 매출 and their targets per department (the owner department itself), person or market
 * segment (the customer's own, a market not adding up its segments), each against its SalesPlan rows.
 */
async function breakdown(db: Executor, f: RowFilter, dimension: SalesDimension, fromYm: string, toYm: string, fromDate: string, toDate: string) {
  const cw = contractWhere(f);
  const lw = ledgerWhere(f);
  const { order: orderKey, sales: salesKey, names, parentName, unassigned } = BREAKDOWN_KEYS[dimension];
  const keyed = (key: SQL) => (unassigned ? sql`true` : sql`${key} is not null`);
  const rows = await rowsOf<{ key: string | null; name: string | null; parent_name: string | null; orders: string; sales: string }>(
    db,
    sql`with o as (select ${orderKey} as key, sum(c.krw_supply_amount) as amount from contract c join customer cu on cu.id = c.customer_id
                   where ${cw} and c.contract_date between ${fromDate} and ${toDate} and ${keyed(orderKey)} group by 1),
             s as (select ${salesKey} as key, sum(sl.amount) as amount from ${ledgerFrom} where ${lw} and sl.ym between ${fromYm} and ${toYm} and ${keyed(salesKey)} group by 1),
             k as (select key from o union select key from s)
        select k.key, n.name, ${parentName} as parent_name, coalesce(o.amount, 0) as orders, coalesce(s.amount, 0) as sales
        from k left join ${names} n on n.id = k.key left join o on o.key is not distinct from k.key left join s on s.key is not distinct from k.key
        order by coalesce(s.amount, 0) + coalesce(o.amount, 0) desc, k.key`,
  );
  const keys = rows.filter((r) => r.key !== null).map((r) => Number(r.key));
  const targets =
    keys.length === 0
      ? []
      : await rowsOf<{ key_id: string; order_target: string; sales_target: string }>(
          db,
          sql`select p.key_id, sum(p.order_target) as order_target, sum(p.sales_target) as sales_target from sales_plan p
              where p.deleted_yn = 'N' and p.dimension = ${dimension} and p.key_id in (${idList(keys)}) and p.ym between ${fromYm} and ${toYm}
                and p.revision_no = (select max(q.revision_no) from sales_plan q where q.deleted_yn = 'N' and q.dimension = p.dimension and q.key_id = p.key_id and q.ym = p.ym)
              group by p.key_id`,
        );
  return rows.map((r) => {
    const t = r.key === null ? undefined : targets.find((x) => Number(x.key_id) === Number(r.key));
    const orders = num(r.orders);
    const sales = num(r.sales);
    return {
      /** null: the 미지정 row (customers without a segment). */
      keyId: r.key === null ? null : Number(r.key),
      name: r.key === null ? UNASSIGNED_LABEL : (r.name ?? '-'),
      /** The market of a segment row, for its "market › segment" label. */
      parentName: r.parent_name,
      orderAmount: orders,
      orderTarget: num(t?.order_target),
      orderAttainmentPct: pct(orders, num(t?.order_target)),
      salesAmount: sales,
      salesTarget: num(t?.sales_target),
      salesAttainmentPct: pct(sales, num(t?.sales_target)),
    };
  });
}
