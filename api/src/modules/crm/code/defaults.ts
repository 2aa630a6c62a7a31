/**
 * Seed values of the CRM common-code groups (DOMAIN §4). Admins may add codes or
 * deactivate them; the sync only adds missing ones, never changes labels back.
 */
export const CRM_CODE_DEFAULTS: Record<string, readonly (readonly [code: string, label: string])[]> = {
  LEAD_SOURCE: [
    ['INBOUND_WEB', '웹 문의'],
    ['INBOUND_PHONE', '전화 문의'],
    ['INBOUND_EMAIL', '메일 문의'],
    ['EXHIBITION', '전시회'],
    ['REFERRAL', '소개'],
    ['PARTNER', '파트너'],
    ['OUTBOUND', '아웃바운드'],
    ['EXISTING', '기존 고객'],
  ],
  LOST_REASON: [
    ['PRICE', '가격'],
    ['COMPETITOR', '경쟁사 선정'],
    ['BUDGET', '예산 부족'],
    ['TIMING', '시기 연기'],
    ['NO_DECISION', '의사결정 없음'],
    ['REQUIREMENT', '요구사항 불일치'],
    ['ETC', '기타'],
  ],
  CRM_ACTIVITY_TYPE: [
    ['VISIT', '방문'],
    ['CALL', '전화'],
    ['MEETING', '미팅'],
    ['EMAIL', '이메일'],
  ],
  CONTRACT_TYPE: [
    ['SUPPLY', '공급'],
    ['SERVICE', '용역'],
    ['MAINTENANCE', '유지보수'],
    ['LICENSE', '라이선스'],
    ['SUBSCRIPTION', '구독'],
    ['UNIT_PRICE', '단가'],
  ],
  INDUSTRY: [
    ['MANUFACTURING', '제조업'],
    ['IT', '정보통신업'],
    ['WHOLESALE', '도소매업'],
    ['CONSTRUCTION', '건설업'],
    ['FINANCE', '금융업'],
    ['PUBLIC', '공공기관'],
    ['HEALTHCARE', '의료·보건'],
    ['EDUCATION', '교육'],
    ['ETC', '기타'],
  ],
};

/** Stages seeded when none exist (DOMAIN §4 LeadStage). */
export const LEAD_STAGE_DEFAULTS = [
  { code: 'NEW', name: '신규', category: 'OPEN', defaultProbability: 10, staleDays: 14 },
  { code: 'QUALIFIED', name: '검증', category: 'OPEN', defaultProbability: 20, staleDays: 21 },
  { code: 'PROPOSAL', name: '제안', category: 'OPEN', defaultProbability: 40, staleDays: 30 },
  { code: 'NEGOTIATION', name: '협상', category: 'OPEN', defaultProbability: 60, staleDays: 30 },
  { code: 'CONTRACTING', name: '계약진행', category: 'OPEN', defaultProbability: 80, staleDays: 21 },
  { code: 'WON', name: '수주', category: 'WON', defaultProbability: 100, staleDays: 0 },
  { code: 'LOST', name: '실주', category: 'LOST', defaultProbability: 0, staleDays: 0 },
] as const;
