import { type TProperties, Type } from 'typebox';
import { DateTime, Id, LocalDate, Nullable, type Static, Text, labelled } from '../common';
import { DashboardCount, DashboardPct, DashboardPeriod, DashboardYm, dashboardFigure, dashboardLinked } from '../dashboard';
import { STAGE_CATEGORY } from './leadStage';
import { AGING_BUCKET } from './receivable';

/** CRM dashboards (DOMAIN §10): figures computed live within the caller's data scope, each with the list behind it. */

export const SALES_DIMENSION = labelled({ DEPT: '부서별', USER: '담당자별', SEGMENT: '세그먼트별' }, '매출 대시보드 구분');
export type SalesDimension = (typeof SALES_DIMENSION.codes)[number];

export const ANALYSIS_DIMENSION = labelled({ INDUSTRY: '업종', SEGMENT: '시장 세그먼트', GRADE: '고객 등급', CONTRACT_TYPE: '계약유형' }, '매출 분석 기준');
export type AnalysisDimension = (typeof ANALYSIS_DIMENSION.codes)[number];

export const ABC_CLASS = labelled({ A: 'A', B: 'B', C: 'C' }, 'ABC 등급 (누적 80% / 95%)');
export type AbcClass = (typeof ABC_CLASS.codes)[number];

// ---------------------------------------------------------------- queries

const Ym = DashboardYm;

/** Filters every dashboard shares (DOMAIN §10 "Common"); the period defaults to this calendar year, at most 36 months. */
export const DashboardCommonQuery = {
  fromYm: Type.Optional(Ym),
  toYm: Type.Optional(Ym),
  deptId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
};
const CommonQuery = Type.Object(DashboardCommonQuery);
export type DashboardCommonQuery = Static<typeof CommonQuery>;

export const LeadDashboardQuery = Type.Object({ ...DashboardCommonQuery, source: Type.Optional(Text(40)), segmentId: Type.Optional(Id) });
export type LeadDashboardQuery = Static<typeof LeadDashboardQuery>;

export const SalesDashboardQuery = Type.Object({ ...DashboardCommonQuery, dimension: Type.Optional(SALES_DIMENSION.schema) });
export type SalesDashboardQuery = Static<typeof SalesDashboardQuery>;

export const SalesAnalysisQuery = Type.Object({
  ...DashboardCommonQuery,
  dimension: Type.Optional(ANALYSIS_DIMENSION.schema),
  compareYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: '비교 연도 (기본: 전년)' })),
});
export type SalesAnalysisQuery = Static<typeof SalesAnalysisQuery>;

export const BondDashboardQuery = Type.Object({ ...DashboardCommonQuery, customerId: Type.Optional(Id), bucket: Type.Optional(AGING_BUCKET.schema) });
export type BondDashboardQuery = Static<typeof BondDashboardQuery>;

// ---------------------------------------------------------------- views

const Money = Type.Integer();
const Count = DashboardCount;
const Pct = DashboardPct;
const Period = DashboardPeriod;

/** A figure: its value (null when it cannot be computed) and what else its card shows. */
const value = <P extends TProperties>(extra: P) => Type.Object({ value: Nullable(Type.Number()), ...extra });
const figure = dashboardFigure;
const linked = dashboardLinked;

export const LeadDashboard = Type.Object({
  period: Period,
  cards: Type.Object({
    openCount: figure(),
    pipelineAmount: figure(),
    weightedAmount: figure(),
    winRateCount: figure({ won: Count, lost: Count }),
    winRateAmount: figure({ won: Money, lost: Money }),
    avgDealAmount: figure(),
    cycleDays: figure(),
  }),
  funnel: Type.Array(linked({ stageId: Id, name: Type.String(), category: STAGE_CATEGORY.schema, count: Count, amount: Money, weightedAmount: Money })),
  conversion: Type.Array(Type.Object({ stageId: Id, name: Type.String(), category: STAGE_CATEGORY.schema, reached: Count, toNextPct: Pct })),
  pipelineTrend: Type.Array(Type.Object({ ym: Type.String(), count: Count, amount: Money, weightedAmount: Money })),
  weightedByCloseMonth: Type.Array(linked({ ym: Type.String(), amount: Money, weightedAmount: Money, orderTarget: Money, coveragePct: Pct })),
  /** code null: leads lost without a reason. */
  lostReasons: Type.Array(linked({ code: Nullable(Type.String()), label: Type.String(), count: Count, amount: Money })),
  sources: Type.Array(linked({ code: Type.String(), label: Type.String(), count: Count, amount: Money, won: Count, lost: Count, winRate: Pct })),
  stale: Type.Object({
    total: Count,
    rows: Type.Array(
      linked({
        id: Id,
        leadNo: Type.String(),
        title: Type.String(),
        customerName: Nullable(Type.String()),
        stageName: Type.String(),
        ownerName: Nullable(Type.String()),
        expectedAmount: Money,
        stageChangedAt: DateTime,
        idleDays: Count,
      }),
    ),
  }),
});
export type LeadDashboard = Static<typeof LeadDashboard>;

const Measure = figure({ target: Money, attainmentPct: Pct, lastYear: Money, yoyPct: Pct });
const Attainment = {
  orderAmount: Money,
  orderTarget: Money,
  orderAttainmentPct: Pct,
  salesAmount: Money,
  salesTarget: Money,
  salesAttainmentPct: Pct,
};

export const SalesDashboard = Type.Object({
  period: Period,
  dimension: SALES_DIMENSION.schema,
  cards: Type.Object({
    orderAmount: Measure,
    salesAmount: Measure,
    backlog: figure({ contracts: Count }),
    ytd: linked({ fromYm: Type.String(), toYm: Type.String(), ...Attainment }),
  }),
  monthly: Type.Array(linked({ ym: Type.String(), ...Attainment, orderLastYear: Money, salesLastYear: Money })),
  topCustomers: Type.Array(linked({ customerId: Id, name: Type.String(), orderAmount: Money, salesAmount: Money })),
  /** keyId null: the 미지정 row (customers without a segment); parentName: the market of a segment row. */
  byKey: Type.Array(linked({ keyId: Nullable(Id), name: Type.String(), parentName: Nullable(Type.String()), ...Attainment })),
});
export type SalesDashboard = Static<typeof SalesDashboard>;

/** One row of a 매출 breakdown: code null is the 미지정 row. */
export const Breakdown = linked({ code: Nullable(Type.String()), label: Type.String(), amount: Money, compareAmount: Money, sharePct: Pct, growthPct: Pct });
export type Breakdown = Static<typeof Breakdown>;
const Share = Type.Object({ customers: Count, amount: Money, sharePct: Pct });

export const SalesAnalysis = Type.Object({
  period: Period,
  compare: Type.Object({ year: Type.Integer(), fromYm: Type.String(), toYm: Type.String() }),
  dimension: ANALYSIS_DIMENSION.schema,
  cards: Type.Object({
    salesAmount: figure({ compareAmount: Money, growthPct: Pct }),
    customerCount: value({}),
    top5SharePct: value({ amount: Money }),
  }),
  bySegment: Type.Array(Breakdown),
  byIndustry: Type.Array(Breakdown),
  byGrade: Type.Array(Breakdown),
  byContractType: Type.Array(Breakdown),
  abc: Type.Array(Type.Object({ abc: ABC_CLASS.schema, customers: Count, amount: Money, sharePct: Pct })),
  customers: Type.Array(linked({ customerId: Id, name: Type.String(), amount: Money, abc: ABC_CLASS.schema, cumulativePct: Pct })),
  newVsExisting: Type.Object({ since: LocalDate, new: Share, existing: Share }),
  heatmap: Type.Object({
    months: Type.Array(Type.String()),
    rows: Type.Array(Type.Object({ code: Nullable(Type.String()), label: Type.String(), values: Type.Array(Money) })),
  }),
});
export type SalesAnalysis = Static<typeof SalesAnalysis>;

export const BondDashboard = Type.Object({
  asOf: LocalDate,
  period: Period,
  cards: Type.Object({
    arBalance: figure(),
    overdueBalance: figure({ count: Count, pctOfAr: Pct }),
    dueNext30: figure({ count: Count }),
    dsoDays: value({ billed90: Money }),
    collectionRate: value({ ym: Type.String(), collected: Money, base: Money }),
  }),
  aging: Type.Array(linked({ bucket: AGING_BUCKET.schema, amount: Money, count: Count })),
  topOverdue: Type.Array(linked({ customerId: Id, name: Type.String(), overdueAmount: Money, receivables: Count, maxOverdueDays: Type.Integer() })),
  trend: Type.Array(
    Type.Object({ ym: Type.String(), openingBalance: Money, billedAmount: Money, collectedAmount: Money, closingBalance: Money, collectionRatePct: Pct }),
  ),
});
export type BondDashboard = Static<typeof BondDashboard>;
