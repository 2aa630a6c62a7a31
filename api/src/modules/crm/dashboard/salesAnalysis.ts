import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@dure/shared/messages';
import type { AbcClass, AnalysisDimension, SalesAnalysis, SalesAnalysisQuery } from '@dure/shared/contracts/crm/dashboard';
import { type Executor, rowsOf } from '../../../db/database';
import type { ScopeCaller } from '../../../lib/dataScope';
import { validationError } from '../../../lib/httpErrors';
import { ISSUED_STATES } from '../taxInvoice/view';
import { ORDERED_CONTRACT_STATUSES } from '../salesPlan/orderActuals';
import { addMonths, drill, idList, lastDay, num, pct, periodOf, rowFilterOf } from '../../../lib/dashboard';
import { UNASSIGNED_LABEL, listParams } from './filters';
import { contractType, customerGrade, customerIndustry, customerSegment } from './keys';
import { ledgerFrom, ledgerWhere } from './sales';

/**
 * The tax invoice list's filter for one breakdown row: the invoices whose buyer (or contract) has that
 * key, or none for the 미지정 row, by the same expressions the facts are grouped by (./keys).
 * The breakdowns are those available today (ANALYSIS_DIMENSION): product category and margin need
 * Product and ProjectProfit (mes / cost modules, not built yet); contract type stands in for project type.
 */
const rowFilter: Record<AnalysisDimension, (code: string | null) => Record<string, string | undefined>> = {
  SEGMENT: (code) => (code === null ? { noSegmentYn: 'Y' } : { segmentId: code }),
  INDUSTRY: (code) => (code === null ? { noIndustryYn: 'Y' } : { industryCode: code }),
  GRADE: (code) => (code === null ? { noGradeYn: 'Y' } : { gradeList: code }),
  CONTRACT_TYPE: (code) => (code === null ? { noContractYn: 'Y' } : { contractTypeList: code }),
};

/** ABC class by cumulative share of 매출: a customer is A while the share before it is below 80 %, B below 95 %, else C. */
export function abcClass(cumulativeBefore: number): AbcClass {
  if (cumulativeBefore < 80) return 'A';
  if (cumulativeBefore < 95) return 'B';
  return 'C';
}

const NEW_CUSTOMER_MONTHS = 12;
const ordered = sql.join(ORDERED_CONTRACT_STATUSES.map((s) => sql`${s}`), sql`, `);

type Fact = { ym: string; customerId: number; customerName: string; segment: string | null; industry: string | null; grade: string | null; contractType: string | null; amount: number };

/**
 * 매출 분석 (DOMAIN §10), over SalesLedger (매출) of the period and of the same months in
 * compareYear (default: the year before). New customer = first ACTIVE-or-later contract
 * within the 12 months up to the period end. Every breakdown row drills into the issued SALES
 * invoices behind it (a ledger row per invoice, ym = its writeDate month); a MANUAL or
 * ADJUSTMENT ledger row has no invoice, so it counts in the figure but is not in that list.
 */
export async function salesAnalysis(db: Executor, caller: ScopeCaller, query: SalesAnalysisQuery, now: Date): Promise<SalesAnalysis> {
  const period = periodOf(query, now);
  const dimension = query.dimension ?? 'INDUSTRY';
  const fromYear = Number(period.fromYm.slice(0, 4));
  const compareYear = query.compareYear ?? fromYear - 1;
  if (compareYear === fromYear) throw validationError({ compareYear: API_MESSAGES.fieldChoice });
  const shift = (compareYear - fromYear) * 12;
  const cmpFrom = addMonths(period.fromYm, shift);
  const cmpTo = addMonths(period.toYm, shift);
  const f = await rowFilterOf(db, caller, query, 'DASHBOARD_SALES_ANALYSIS', 'CONTRACT');

  const [factRows, labels] = await Promise.all([
    rowsOf<{ ym: string; customer_id: string; name: string; segment: string | null; industry: string | null; grade: string | null; contract_type: string | null; amount: string }>(
      db,
      sql`select sl.ym, sl.customer_id, cu.name, ${customerSegment}::text as segment, ${customerIndustry} as industry, ${customerGrade} as grade, ${contractType} as contract_type, sum(sl.amount) as amount
          from ${ledgerFrom} where ${ledgerWhere(f)} and (sl.ym between ${period.fromYm} and ${period.toYm} or sl.ym between ${cmpFrom} and ${cmpTo})
          group by sl.ym, sl.customer_id, cu.name, ${customerSegment}, ${customerIndustry}, ${customerGrade}, ${contractType}`,
    ),
    rowsOf<{ group_code: string; code: string; label: string }>(
      db,
      sql`select group_code, code, label from common_code where group_code in ('INDUSTRY', 'CONTRACT_TYPE') and deleted_yn = 'N'
          union all select 'SEGMENT', id::text, name from market_segment`,
    ),
  ]);
  const facts: Fact[] = factRows.map((r) => ({
    ym: r.ym,
    customerId: Number(r.customer_id),
    customerName: r.name,
    segment: r.segment,
    industry: r.industry,
    grade: r.grade,
    contractType: r.contract_type,
    amount: num(r.amount),
  }));
  const current = facts.filter((x) => x.ym >= period.fromYm && x.ym <= period.toYm);
  const compare = facts.filter((x) => x.ym >= cmpFrom && x.ym <= cmpTo);
  const total = current.reduce((a, x) => a + x.amount, 0);
  const compareTotal = compare.reduce((a, x) => a + x.amount, 0);

  const label = (dim: AnalysisDimension, code: string | null): string => {
    if (code === null) return UNASSIGNED_LABEL;
    if (dim === 'GRADE') return `${code}등급`;
    return labels.find((l) => l.group_code === dim && l.code === code)?.label ?? code;
  };
  const KEYS: Record<AnalysisDimension, (x: Fact) => string | null> = { SEGMENT: (x) => x.segment, INDUSTRY: (x) => x.industry, GRADE: (x) => x.grade, CONTRACT_TYPE: (x) => x.contractType };
  const keyOf = (dim: AnalysisDimension, x: Fact) => KEYS[dim](x);
  /** The issued SALES invoices of the period under the dashboard's filters: the ledger's automatic rows (DOMAIN §4 SalesLedger). */
  const invoices = (extra: Record<string, string | number | undefined>) =>
    drill('/taxinvoice', { direction: 'SALES', statusList: ISSUED_STATES.join(','), fromDate: period.fromDate, toDate: period.toDate, ...listParams(query), ...extra });

  const by = (dim: AnalysisDimension) => {
    const groups = new Map<string | null, { amount: number; compareAmount: number }>();
    for (const [list, field] of [[current, 'amount'], [compare, 'compareAmount']] as const)
      for (const x of list) {
        const g = groups.get(keyOf(dim, x)) ?? { amount: 0, compareAmount: 0 };
        g[field] += x.amount;
        groups.set(keyOf(dim, x), g);
      }
    return [...groups]
      .map(([code, g]) => ({
        code,
        label: label(dim, code),
        amount: g.amount,
        compareAmount: g.compareAmount,
        sharePct: pct(g.amount, total),
        growthPct: g.compareAmount === 0 ? null : Math.round(((g.amount - g.compareAmount) * 1000) / Math.abs(g.compareAmount)) / 10,
        link: invoices(rowFilter[dim](code)),
      }))
      .sort((a, b) => b.amount - a.amount || String(a.code).localeCompare(String(b.code)));
  };

  const perCustomer = new Map<number, { name: string; amount: number }>();
  for (const x of current) {
    const c = perCustomer.get(x.customerId) ?? { name: x.customerName, amount: 0 };
    c.amount += x.amount;
    perCustomer.set(x.customerId, c);
  }
  const ranked = [...perCustomer].map(([customerId, c]) => ({ customerId, ...c })).filter((c) => c.amount > 0).sort((a, b) => b.amount - a.amount || a.customerId - b.customerId);
  const positive = ranked.reduce((a, c) => a + c.amount, 0);
  let cumulative = 0;
  const classed = ranked.map((c) => {
    const cls = abcClass(positive === 0 ? 100 : (cumulative * 100) / positive);
    cumulative += c.amount;
    return { ...c, abc: cls, cumulativePct: pct(cumulative, positive), link: invoices({ customerId: c.customerId }) };
  });
  const abc = (['A', 'B', 'C'] as const).map((cls) => {
    const members = classed.filter((c) => c.abc === cls);
    const amount = members.reduce((a, c) => a + c.amount, 0);
    return { abc: cls, customers: members.length, amount, sharePct: pct(amount, positive) };
  });
  const top5 = classed.slice(0, 5).reduce((a, c) => a + c.amount, 0);

  const ids = [...perCustomer.keys()];
  const firstContracts =
    ids.length === 0
      ? []
      : await rowsOf<{ customer_id: string; first: string }>(
          db,
          sql`select customer_id, min(contract_date)::text as first from contract where deleted_yn = 'N' and status in (${ordered}) and customer_id in (${idList(ids)}) group by customer_id`,
        );
  const newSince = `${addMonths(period.toYm, -NEW_CUSTOMER_MONTHS + 1)}-01`;
  const isNew = new Set(firstContracts.filter((r) => r.first.slice(0, 10) >= newSince && r.first.slice(0, 10) <= lastDay(period.toYm)).map((r) => Number(r.customer_id)));
  const split = (fresh: boolean) => {
    const members = [...perCustomer].filter(([id]) => isNew.has(id) === fresh);
    const amount = members.reduce((a, [, c]) => a + c.amount, 0);
    return { customers: members.length, amount, sharePct: pct(amount, total) };
  };

  const rows = by(dimension);
  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    compare: { year: compareYear, fromYm: cmpFrom, toYm: cmpTo },
    dimension,
    cards: {
      salesAmount: { value: total, compareAmount: compareTotal, growthPct: compareTotal === 0 ? null : Math.round(((total - compareTotal) * 1000) / Math.abs(compareTotal)) / 10, link: invoices({}) },
      customerCount: { value: perCustomer.size },
      top5SharePct: { value: pct(top5, positive), amount: top5 },
    },
    bySegment: by('SEGMENT'),
    byIndustry: by('INDUSTRY'),
    byGrade: by('GRADE'),
    byContractType: by('CONTRACT_TYPE'),
    abc,
    customers: classed.slice(0, 30),
    newVsExisting: { since: newSince, new: split(true), existing: split(false) },
    heatmap: {
      months: period.months,
      rows: rows.map((r) => ({
        code: r.code,
        label: r.label,
        values: period.months.map((ym) => current.filter((x) => x.ym === ym && keyOf(dimension, x) === r.code).reduce((a, x) => a + x.amount, 0)),
      })),
    },
  };
}
