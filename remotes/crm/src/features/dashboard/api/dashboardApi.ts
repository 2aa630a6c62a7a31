import { http } from '@dure/shared';

/** A figure with the list behind it (`link`: host route with query, DOMAIN §10 drill-down). */
export type Figure = { value: number | null; link?: string };
export type Linked = { link: string };

export type LeadDashboard = {
  period: { fromYm: string; toYm: string };
  cards: {
    openCount: Figure;
    pipelineAmount: Figure;
    weightedAmount: Figure;
    winRateCount: Figure & { won: number; lost: number };
    winRateAmount: Figure & { won: number; lost: number };
    avgDealAmount: Figure;
    cycleDays: Figure;
  };
  funnel: ({ stageId: number; name: string; category: 'OPEN' | 'WON' | 'LOST'; count: number; amount: number; weightedAmount: number } & Linked)[];
  conversion: { stageId: number; name: string; category: string; reached: number; toNextPct: number | null }[];
  pipelineTrend: { ym: string; count: number; amount: number; weightedAmount: number }[];
  weightedByCloseMonth: ({ ym: string; amount: number; weightedAmount: number; orderTarget: number; coveragePct: number | null } & Linked)[];
  lostReasons: ({ code: string | null; label: string; count: number; amount: number } & Linked)[];
  sources: ({ code: string; label: string; count: number; amount: number; won: number; lost: number; winRate: number | null } & Linked)[];
  stale: { total: number; rows: ({ id: number; leadNo: string; title: string; customerName: string | null; stageName: string; ownerName: string | null; expectedAmount: number; stageChangedAt: string; idleDays: number } & Linked)[] };
};

type Measure = Figure & { target: number; attainmentPct: number | null; lastYear: number; yoyPct: number | null };
export type SalesDimension = 'DEPT' | 'USER' | 'SEGMENT';
export type SalesDashboard = {
  period: { fromYm: string; toYm: string };
  dimension: SalesDimension;
  cards: {
    orderAmount: Measure;
    salesAmount: Measure;
    backlog: Figure & { contracts: number };
    ytd: { fromYm: string; toYm: string; orderAmount: number; orderTarget: number; orderAttainmentPct: number | null; salesAmount: number; salesTarget: number; salesAttainmentPct: number | null; link: string };
  };
  monthly: ({ ym: string; orderAmount: number; orderTarget: number; orderAttainmentPct: number | null; salesAmount: number; salesTarget: number; salesAttainmentPct: number | null; orderLastYear: number; salesLastYear: number } & Linked)[];
  topCustomers: ({ customerId: number; name: string; orderAmount: number; salesAmount: number } & Linked)[];
  /** keyId null: the 미지정 row (customers without a segment); parentName: the market of a segment row. */
  byKey: ({ keyId: number | null; name: string; parentName: string | null; orderAmount: number; orderTarget: number; orderAttainmentPct: number | null; salesAmount: number; salesTarget: number; salesAttainmentPct: number | null } & Linked)[];
};

export type Breakdown = { code: string | null; label: string; amount: number; compareAmount: number; sharePct: number | null; growthPct: number | null } & Linked;
export type AnalysisDimension = 'SEGMENT' | 'INDUSTRY' | 'GRADE' | 'CONTRACT_TYPE';
export type SalesAnalysis = {
  period: { fromYm: string; toYm: string };
  compare: { year: number; fromYm: string; toYm: string };
  dimension: AnalysisDimension;
  cards: { salesAmount: Figure & { compareAmount: number; growthPct: number | null }; customerCount: Figure; top5SharePct: Figure & { amount: number } };
  bySegment: Breakdown[];
  byIndustry: Breakdown[];
  byGrade: Breakdown[];
  byContractType: Breakdown[];
  abc: { abc: 'A' | 'B' | 'C'; customers: number; amount: number; sharePct: number | null }[];
  customers: ({ customerId: number; name: string; amount: number; abc: 'A' | 'B' | 'C'; cumulativePct: number | null } & Linked)[];
  newVsExisting: { since: string; new: { customers: number; amount: number; sharePct: number | null }; existing: { customers: number; amount: number; sharePct: number | null } };
  heatmap: { months: string[]; rows: { code: string | null; label: string; values: number[] }[] };
};

export type AgingBucket = 'NOT_DUE' | 'D1_30' | 'D31_60' | 'D61_90' | 'D90_PLUS';
export type BondDashboard = {
  asOf: string;
  period: { fromYm: string; toYm: string };
  cards: {
    arBalance: Figure;
    overdueBalance: Figure & { count: number; pctOfAr: number | null };
    dueNext30: Figure & { count: number };
    dsoDays: Figure & { billed90: number };
    collectionRate: Figure & { ym: string; collected: number; base: number };
  };
  aging: ({ bucket: AgingBucket; amount: number; count: number } & Linked)[];
  topOverdue: ({ customerId: number; name: string; overdueAmount: number; receivables: number; maxOverdueDays: number } & Linked)[];
  trend: { ym: string; openingBalance: number; billedAmount: number; collectedAmount: number; closingBalance: number; collectionRatePct: number | null }[];
};

export type ReceivableRow = {
  id: number;
  customerId: number;
  customerName: string | null;
  invoiceNo: string | null;
  taxInvoiceId: number;
  billDate: string;
  dueDate: string;
  amount: number;
  balance: number;
  overdueDays: number;
  agingBucket: AgingBucket;
  status: string;
};

export type Params = Record<string, string | number | undefined>;
const clean = (p: Params) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
const fetchResult = <T>(path: string, params: Params) => http.get(path, { searchParams: clean(params) }).json<{ result: T }>().then((r) => r.result);

export const dashboardApi = {
  lead: (p: Params) => fetchResult<LeadDashboard>('api/dashboard/lead', p),
  sales: (p: Params) => fetchResult<SalesDashboard>('api/dashboard/sales', p),
  salesAnalysis: (p: Params) => fetchResult<SalesAnalysis>('api/dashboard/sales-analysis', p),
  bond: (p: Params) => fetchResult<BondDashboard>('api/dashboard/bond', p),
  receivables: (p: Params) => fetchResult<{ content: ReceivableRow[]; totalElements: number }>('api/receivable', p),
  codes: (group: string) => http.get(`api/common-code/${group}`).json<{ result: { code: string; label: string }[] }>().then((r) => r.result),
};
