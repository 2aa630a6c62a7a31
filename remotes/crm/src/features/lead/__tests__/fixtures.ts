import type { Kanban, Lead, LeadMeta, Stage } from '../api/leadApi';

const stage = (id: number, code: string, name: string, category: Stage['category'], defaultProbability: number): Stage => ({
  id,
  code,
  name,
  category,
  sortOrder: id * 10,
  defaultProbability,
  staleDays: 30,
  activeYn: 'Y',
  version: 0,
  leadCount: 0,
});

export const meta: LeadMeta = {
  stages: [stage(1, 'NEW', '신규', 'OPEN', 10), stage(2, 'QUALIFIED', '검증', 'OPEN', 20), stage(3, 'PROPOSAL', '제안', 'OPEN', 40), stage(6, 'WON', '수주', 'WON', 100), stage(7, 'LOST', '실주', 'LOST', 0)],
  sources: [{ code: 'REFERRAL', label: '소개' }],
  lostReasons: [
    { code: 'PRICE', label: '가격' },
    { code: 'BUDGET', label: '예산 부족' },
  ],
  contractTypes: [{ code: 'SUPPLY', label: '공급' }],
};

export function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    leadNo: 'L-2026-0001',
    title: '2공장 MES 구축',
    customerId: 5,
    customerNo: 'C-000005',
    customerName: '(주)한빛정밀',
    contactId: null,
    contactName: null,
    prospectCompany: null,
    prospectName: null,
    prospectEmail: null,
    prospectPhone: null,
    source: 'REFERRAL',
    staleDays: 30,
    projectTypeId: null,
    projectTypeName: null,
    inquiryId: null,
    stageId: 1,
    stageName: '신규',
    stageCode: 'NEW',
    stageCategory: 'OPEN',
    probability: 10,
    expectedAmount: 30_000_000,
    weightedAmount: 3_000_000,
    expectedCloseDate: '2030-12-31',
    priority: 'NORMAL',
    segmentId: null,
    segmentName: null,
    segmentParentName: null,
    lostReason: null,
    lostNote: null,
    competitor: null,
    wonAt: null,
    lostAt: null,
    stageChangedAt: '2026-11-01T09:00:00.000+09:00',
    lastActivityAt: null,
    contractId: null,
    contractNo: null,
    ownerUserId: 3,
    ownerName: '박준혁',
    ownerDeptId: 7,
    ownerDeptName: '영업1팀',
    createdAt: '2026-11-01T09:00:00.000+09:00',
    updatedAt: '2026-11-01T09:00:00.000+09:00',
    version: 0,
    staleYn: 'N',
    closeOverdueYn: 'N',
    ...overrides,
  };
}

/** A board with the given cards in their stages' columns. */
export function board(cards: Lead[]): Kanban {
  return {
    closedDays: 90,
    columns: meta.stages.map((s) => {
      const mine = cards.filter((c) => c.stageId === s.id);
      return {
        stage: { id: s.id, code: s.code, name: s.name, category: s.category, defaultProbability: s.defaultProbability, activeYn: s.activeYn },
        count: mine.length,
        expectedAmount: mine.reduce((t, c) => t + c.expectedAmount, 0),
        weightedAmount: mine.reduce((t, c) => t + c.weightedAmount, 0),
        cards: mine,
        moreYn: 'N',
      };
    }),
  };
}
