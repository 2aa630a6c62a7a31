import type { BondDashboard, LeadDashboard, SalesAnalysis, SalesDashboard } from '../api/dashboardApi';

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

export const leadData: LeadDashboard = {
  period: { fromYm: '2026-01', toYm: '2026-12' },
  cards: {
    openCount: { value: 42, link: '/lead?categoryList=OPEN&fromDate=2026-01-01&toDate=2026-12-31' },
    pipelineAmount: { value: 1_250_000_000, link: '/lead?categoryList=OPEN' },
    weightedAmount: { value: 480_000_000, link: '/lead?categoryList=OPEN' },
    winRateCount: { value: 31.3, won: 10, lost: 22, link: '/lead?categoryList=WON,LOST' },
    winRateAmount: { value: 28.4, won: 300_000_000, lost: 756_000_000, link: '/lead?categoryList=WON,LOST' },
    avgDealAmount: { value: 30_000_000, link: '/lead?categoryList=WON' },
    cycleDays: { value: 64.5, link: '/lead?categoryList=WON' },
  },
  funnel: [{ stageId: 1, name: '신규', category: 'OPEN', count: 12, amount: 100_000_000, weightedAmount: 10_000_000, link: '/lead?stageIdList=1' }],
  conversion: [{ stageId: 1, name: '신규', category: 'OPEN', reached: 12, toNextPct: null }],
  pipelineTrend: months.map((ym) => ({ ym, count: 3, amount: 10_000_000, weightedAmount: 2_000_000 })),
  weightedByCloseMonth: months.map((ym) => ({ ym, amount: 0, weightedAmount: 1_000_000, orderTarget: 2_000_000, coveragePct: 50, link: `/lead?fromDate=${ym}-01` })),
  lostReasons: [{ code: 'PRICE', label: '가격', count: 5, amount: 50_000_000, link: '/lead?categoryList=LOST' }],
  sources: [{ code: 'REFERRAL', label: '소개', count: 9, amount: 1, won: 2, lost: 2, winRate: 50, link: '/lead?sourceList=REFERRAL' }],
  stale: {
    total: 1,
    rows: [{ id: 77, leadNo: 'L-2026-0077', title: 'MES 고도화', customerName: '(주)한빛정밀', stageName: '제안', ownerName: '이하늘', expectedAmount: 55_000_000, stageChangedAt: '2026-05-01T09:00:00.000+09:00', idleDays: 45, link: '/lead/77' }],
  },
};

export const emptyLead: LeadDashboard = {
  ...leadData,
  cards: { ...leadData.cards, openCount: { value: 0, link: '/lead' } },
  funnel: leadData.funnel.map((f) => ({ ...f, count: 0 })),
  conversion: leadData.conversion.map((c) => ({ ...c, reached: 0 })),
  pipelineTrend: [],
  weightedByCloseMonth: [],
  lostReasons: [],
  sources: [],
  stale: { total: 0, rows: [] },
};

export const salesData: SalesDashboard = {
  period: { fromYm: '2026-01', toYm: '2026-12' },
  dimension: 'DEPT',
  cards: {
    orderAmount: { value: 2_340_000_000, target: 3_000_000_000, attainmentPct: 78, lastYear: 2_000_000_000, yoyPct: 17, link: '/contract?statusList=ACTIVE&fromDate=2026-01-01' },
    salesAmount: { value: 1_560_000_000, target: 2_000_000_000, attainmentPct: 78, lastYear: 1_000_000_000, yoyPct: 56, link: '/taxinvoice?direction=SALES' },
    backlog: { value: 870_000_000, contracts: 12, link: '/contract?statusList=ACTIVE' },
    ytd: { fromYm: '2026-01', toYm: '2026-12', orderAmount: 2_340_000_000, orderTarget: 3_000_000_000, orderAttainmentPct: 78, salesAmount: 1_560_000_000, salesTarget: 2_000_000_000, salesAttainmentPct: 78, link: '/contract' },
  },
  monthly: months.map((ym) => ({ ym, orderAmount: 1, orderTarget: 1, orderAttainmentPct: 100, salesAmount: 1, salesTarget: 1, salesAttainmentPct: 100, orderLastYear: 0, salesLastYear: 0, link: '/contract' })),
  topCustomers: [{ customerId: 5, name: '(주)한빛정밀', orderAmount: 500_000_000, salesAmount: 320_000_000, link: '/customer/5' }],
  byKey: [{ keyId: 3, name: '영업1팀', parentName: null, orderAmount: 1, orderTarget: 1, orderAttainmentPct: 100, salesAmount: 1, salesTarget: 1, salesAttainmentPct: 100, link: '/contract?deptId=3' }],
};

const ordered = '/contract?statusList=ACTIVE%2CCOMPLETED%2CEXPIRED%2CRENEWED%2CTERMINATED&fromDate=2026-01-01&toDate=2026-12-31';
export const salesBySegment: SalesDashboard = {
  ...salesData,
  dimension: 'SEGMENT',
  byKey: [
    { keyId: 12, name: '정밀가공', parentName: '제조', orderAmount: 1_500_000_000, orderTarget: 2_500_000_000, orderAttainmentPct: 60, salesAmount: 600_000_000, salesTarget: 1_200_000_000, salesAttainmentPct: 50, link: `${ordered}&segmentId=12` },
    { keyId: null, name: '미지정', parentName: null, orderAmount: 300_000_000, orderTarget: 0, orderAttainmentPct: null, salesAmount: 800_000_000, salesTarget: 0, salesAttainmentPct: null, link: `${ordered}&noSegmentYn=Y` },
    { keyId: 20, name: '공공', parentName: null, orderAmount: 700_000_000, orderTarget: 0, orderAttainmentPct: null, salesAmount: 200_000_000, salesTarget: 400_000_000, salesAttainmentPct: 50, link: `${ordered}&segmentId=20` },
  ],
};

export const bondData: BondDashboard = {
  asOf: '2026-11-26',
  period: { fromYm: '2026-01', toYm: '2026-12' },
  cards: {
    arBalance: { value: 1_770_000_000, link: '/dashboard/bond?view=receivables' },
    overdueBalance: { value: 300_000_000, count: 7, pctOfAr: 16.9, link: '/dashboard/bond?view=receivables&overdueYn=Y' },
    dueNext30: { value: 55_000_000, count: 2, link: '/dashboard/bond?view=receivables&bucket=NOT_DUE' },
    dsoDays: { value: 80.5, billed90: 1_980_000_000 },
    collectionRate: { value: 42.1, ym: '2026-11', collected: 1, base: 2 },
  },
  aging: (['NOT_DUE', 'D1_30', 'D31_60', 'D61_90', 'D90_PLUS'] as const).map((bucket) => ({ bucket, amount: 1_000_000, count: 1, link: `/dashboard/bond?view=receivables&bucket=${bucket}` })),
  topOverdue: [{ customerId: 9, name: '대성테크', overdueAmount: 120_000_000, receivables: 3, maxOverdueDays: 95, link: '/dashboard/bond?view=receivables&customerId=9&overdueYn=Y' }],
  trend: months.map((ym) => ({ ym, openingBalance: 1, billedAmount: 1, collectedAmount: 1, closingBalance: 1, collectionRatePct: 50 })),
};

export const analysisData: SalesAnalysis = {
  period: { fromYm: '2026-01', toYm: '2026-12' },
  compare: { year: 2025, fromYm: '2025-01', toYm: '2025-12' },
  dimension: 'INDUSTRY',
  cards: { salesAmount: { value: 2_848_000_000, compareAmount: 2_856_000_000, growthPct: -0.3, link: '/taxinvoice' }, customerCount: { value: 85 }, top5SharePct: { value: 21.1, amount: 601_000_000 } },
  bySegment: [{ code: '3', label: '스마트팩토리', amount: 900_000_000, compareAmount: 700_000_000, sharePct: 31.6, growthPct: 28.6, link: '/taxinvoice?direction=SALES&fromDate=2026-01-01&toDate=2026-12-31&segmentId=3' }],
  byIndustry: [{ code: 'MANUFACTURING', label: '제조업', amount: 1_200_000_000, compareAmount: 1_000_000_000, sharePct: 42.1, growthPct: 20, link: '/taxinvoice?direction=SALES&fromDate=2026-01-01&toDate=2026-12-31&industryCode=MANUFACTURING' }],
  byGrade: [{ code: 'A', label: 'A등급', amount: 1, compareAmount: 0, sharePct: 100, growthPct: null, link: '/taxinvoice?direction=SALES&fromDate=2026-01-01&toDate=2026-12-31&gradeList=A' }],
  byContractType: [],
  abc: [
    { abc: 'A', customers: 44, amount: 2_282_000_000, sharePct: 80.1 },
    { abc: 'B', customers: 24, amount: 428_000_000, sharePct: 15 },
    { abc: 'C', customers: 17, amount: 137_000_000, sharePct: 4.8 },
  ],
  customers: [{ customerId: 5, name: '(주)한빛정밀', amount: 150_000_000, abc: 'A', cumulativePct: 5.3, link: '/taxinvoice?customerId=5' }],
  newVsExisting: { since: '2026-01-01', new: { customers: 4, amount: 120_000_000, sharePct: 4.2 }, existing: { customers: 81, amount: 2_728_000_000, sharePct: 95.8 } },
  heatmap: { months: ['2026-01', '2026-02'], rows: [{ code: 'MANUFACTURING', label: '제조업', values: [300_000_000, 0] }] },
};
