import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../database';
import { type SegmentPriority, appUser, customer, department, lead, marketSegment } from '../../schema';

type PlannedSegment = {
  code: string;
  name: string;
  priority: SegmentPriority;
  /** 억 원 (100,000,000 won). */
  tam: number;
  sam: number;
  som: number;
  growth: number;
  description: string;
  /** Which demo customers belong here (industry, business item, name). */
  matches?: (c: { customerType: string; industryCode: string | null; bizItem: string | null; name: string }) => boolean;
};

type PlannedMarket = PlannedSegment & { segments: PlannedSegment[] };

const EOK = 100_000_000;

/** Markets and their segments (DOMAIN §5 MarketSegment) for a Korean B2B SI / solution company. */
const MARKETS: PlannedMarket[] = [
  {
    code: 'MFG',
    name: '제조',
    priority: 'CORE',
    tam: 52_000,
    sam: 3_800,
    som: 260,
    growth: 7.5,
    description: '<p>국내 중견·중소 제조기업의 생산·품질·설비 디지털 전환 시장.</p>',
    segments: [
      {
        code: 'MFG-SMART',
        name: '스마트팩토리',
        priority: 'CORE',
        tam: 28_000,
        sam: 1_900,
        som: 140,
        growth: 11.2,
        description: '<p>MES·생산 모니터링 구축 수요. 정부 스마트공장 보급사업과 연계한 <strong>중견 제조사</strong>가 주 고객.</p>',
        matches: (c) => c.industryCode === 'MANUFACTURING' && ['정밀기계', '산업기계'].includes(c.bizItem ?? ''),
      },
      {
        code: 'MFG-AUTO',
        name: '설비 자동화',
        priority: 'GROWTH',
        tam: 16_000,
        sam: 1_200,
        som: 80,
        growth: 6.4,
        description: '<p>전자부품·화학 공정의 설비 데이터 수집, 예지보전, 공정 자동화 연동.</p>',
        matches: (c) => c.industryCode === 'MANUFACTURING' && ['전자부품', '화학제품'].includes(c.bizItem ?? ''),
      },
      {
        code: 'MFG-MED',
        name: '의료기기 품질관리',
        priority: 'EXPLORE',
        tam: 4_500,
        sam: 350,
        som: 20,
        growth: 9.8,
        description: '<p>GMP·밸리데이션 대응 품질문서·이력관리 시스템.</p>',
        matches: (c) => c.industryCode === 'HEALTHCARE',
      },
    ],
  },
  {
    code: 'PUB',
    name: '공공',
    priority: 'GROWTH',
    tam: 41_000,
    sam: 2_600,
    som: 150,
    growth: 4.1,
    description: '<p>중앙행정기관·지자체·공공기관의 정보화 사업 (조달 입찰 중심).</p>',
    segments: [
      {
        code: 'PUB-LOCAL',
        name: '지자체',
        priority: 'GROWTH',
        tam: 12_000,
        sam: 800,
        som: 50,
        growth: 3.2,
        description: '<p>시·군·구청 행정 업무 시스템 고도화와 유지보수.</p>',
        matches: (c) => c.customerType === 'PUBLIC' && /(구청|시청|군청|교육청)/.test(c.name),
      },
      {
        code: 'PUB-AGENCY',
        name: '공공기관',
        priority: 'CORE',
        tam: 21_000,
        sam: 1_400,
        som: 80,
        growth: 4.6,
        description: '<p>공사·공단·진흥원 등 준정부기관의 업무 시스템 구축.</p>',
        matches: (c) => c.customerType === 'PUBLIC',
      },
    ],
  },
  {
    code: 'ICT',
    name: '정보통신',
    priority: 'GROWTH',
    tam: 36_000,
    sam: 2_100,
    som: 120,
    growth: 8.3,
    description: '<p>소프트웨어 기업·SI 사업자와의 협력 및 재판매 시장.</p>',
    segments: [
      {
        code: 'ICT-SI',
        name: '시스템 통합',
        priority: 'GROWTH',
        tam: 20_000,
        sam: 1_200,
        som: 70,
        growth: 6.9,
        description: '<p>대형 SI 사업의 하도급·공동수급 파트너.</p>',
        matches: (c) => c.industryCode === 'IT' && c.bizItem === '시스템 통합',
      },
      {
        code: 'ICT-SW',
        name: '소프트웨어 기업',
        priority: 'EXPLORE',
        tam: 14_000,
        sam: 800,
        som: 45,
        growth: 10.5,
        description: '<p>SaaS·패키지 소프트웨어 기업의 내부 업무 시스템.</p>',
        matches: (c) => c.industryCode === 'IT',
      },
    ],
  },
  {
    code: 'DIST',
    name: '유통·물류',
    priority: 'EXPLORE',
    tam: 30_000,
    sam: 1_500,
    som: 70,
    growth: 5.2,
    description: '<p>도소매·무역·물류 기업의 주문·재고·배송 관리.</p>',
    segments: [
      {
        code: 'DIST-TRADE',
        name: '도소매·무역',
        priority: 'GROWTH',
        tam: 17_000,
        sam: 900,
        som: 40,
        growth: 4.4,
        description: '<p>수출입 무역상사와 도매 유통사의 영업·재고 관리.</p>',
        matches: (c) => c.industryCode === 'WHOLESALE',
      },
      {
        code: 'DIST-LOGIS',
        name: '물류',
        priority: 'EXPLORE',
        tam: 11_000,
        sam: 500,
        som: 25,
        growth: 7.1,
        description: '<p>3PL·창고 운영사의 WMS·배차 연동.</p>',
        matches: (c) => c.bizItem === '물류',
      },
    ],
  },
];

/**
 * Demo market segments owned by the marketing team, with the demo customers assigned by
 * industry and their leads following their customer. Seeds only when there are no segments
 * at all, so a second run (or segments an admin later removed) adds nothing.
 */
export async function seedSegments(tx: Executor): Promise<{ segments: number; segmentCustomers: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(marketSegment);
  if (n > 0) return { segments: 0, segmentCustomers: 0 };
  const [team] = await tx.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-MKT'));
  if (!team) return { segments: 0, segmentCustomers: 0 };
  const [owner] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.deptId, team.id), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id))
    .limit(1);
  const base = { ownerDeptId: team.id, ownerUserId: owner?.id ?? null };
  const row = (s: PlannedSegment, parentId: number | null) => ({
    ...base,
    code: s.code,
    name: s.name,
    parentId,
    priority: s.priority,
    description: s.description,
    tam: s.tam * EOK,
    sam: s.sam * EOK,
    som: s.som * EOK,
    growthRatePct: s.growth.toFixed(2),
  });
  const leaves: { id: number; matches: NonNullable<PlannedSegment['matches']> }[] = [];
  let segments = 0;
  for (const market of MARKETS) {
    const [m] = await tx.insert(marketSegment).values(row(market, null)).returning({ id: marketSegment.id });
    segments++;
    for (const s of market.segments) {
      const [inserted] = await tx.insert(marketSegment).values(row(s, m.id)).returning({ id: marketSegment.id });
      segments++;
      if (s.matches) leaves.push({ id: inserted.id, matches: s.matches });
    }
  }
  const customers = await tx
    .select({ id: customer.id, customerType: customer.customerType, industryCode: customer.industryCode, bizItem: customer.bizItem, name: customer.name })
    .from(customer)
    .where(eq(customer.deletedYn, 'N'))
    .orderBy(asc(customer.id));
  const bySegment = new Map<number, number[]>();
  for (const c of customers) {
    const leaf = leaves.find((l) => l.matches(c));
    if (leaf) bySegment.set(leaf.id, [...(bySegment.get(leaf.id) ?? []), c.id]);
  }
  let assigned = 0;
  for (const [segmentId, ids] of bySegment) {
    await tx.update(customer).set({ segmentId }).where(inArray(customer.id, ids));
    assigned += ids.length;
  }
  // Leads take their customer's segment (prospects without a customer stay unassigned).
  await tx
    .update(lead)
    .set({ segmentId: sql`(select c.segment_id from customer c where c.id = ${lead.customerId})` })
    .where(isNotNull(lead.customerId));
  return { segments, segmentCustomers: assigned };
}
