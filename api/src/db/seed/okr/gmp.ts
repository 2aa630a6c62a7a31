import type { GmpStatus } from '@dure/shared/contracts/okr/gmp';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { kstDate } from '../../../lib/time';
import type { Executor } from '../../database';
import { gmpNode, marketSegment, salesPlan } from '../../schema';

const EOK = 100_000_000;
const CHEONMAN = 10_000_000;

type Item = { title: string; status: GmpStatus; due: string };
type Initiative = Item & { offering: string; actions: Item[] };

/** Two initiatives of every segment's plan, each with two actions (due dates as MM-DD of the plan's year). */
const INITIATIVES: Initiative[] = [
  {
    title: '대표 고객 레퍼런스 확보',
    offering: '표준 패키지 + 도입 컨설팅',
    status: 'IN_PROGRESS',
    due: '06-30',
    actions: [
      { title: '도입 사례집 제작', status: 'DONE', due: '03-31' },
      { title: '핵심 고객 3곳 공동 발표', status: 'IN_PROGRESS', due: '06-30' },
    ],
  },
  {
    title: '파트너 채널 확대',
    offering: '파트너 재판매 라이선스',
    status: 'PLANNED',
    due: '11-30',
    actions: [
      { title: '파트너 교육 프로그램 운영', status: 'PLANNED', due: '09-30' },
      { title: '공동 세미나 2회 개최', status: 'PLANNED', due: '11-30' },
    ],
  },
];

/**
 * This year's GMP of every seeded segment (DOMAIN §11): a plan whose target is the segment's sales plan
 * total, its initiatives and actions. The segment's SEGMENT sales plan (crm, 15% of SOM spread over the
 * months, CONFIRMED) is seeded with it when the segment has none. The second segment's plan aims 10%
 * higher than its sales plan, so the tree shows its warning. Segments that already have a plan for the
 * year are left alone, so a second run adds nothing.
 */
export async function seedGmp(tx: Executor, now: Date): Promise<{ gmpNodes: number; segmentSalesPlans: number }> {
  const year = Number(kstDate(now).slice(0, 4));
  const segments = await tx
    .select({ id: marketSegment.id, name: marketSegment.name, som: marketSegment.som, ownerUserId: marketSegment.ownerUserId, ownerDeptId: marketSegment.ownerDeptId })
    .from(marketSegment)
    .where(and(eq(marketSegment.deletedYn, 'N'), isNotNull(marketSegment.parentId)))
    .orderBy(asc(marketSegment.code));
  let gmpNodes = 0;
  let segmentSalesPlans = 0;
  for (const [index, s] of segments.entries()) {
    const [{ n }] = await tx.select({ n: count() }).from(gmpNode).where(and(eq(gmpNode.segmentId, s.id), eq(gmpNode.year, year)));
    if (n > 0) continue;
    const [{ planned }] = await tx
      .select({ planned: count() })
      .from(salesPlan)
      .where(and(eq(salesPlan.dimension, 'SEGMENT'), eq(salesPlan.keyId, s.id), sql`${salesPlan.ym} like ${`${year}-%`}`));
    // 15% of SOM, in whole 천만원 a month.
    const monthly = Math.max(1, Math.round(((s.som ?? 10 * EOK) * 0.15) / 12 / CHEONMAN)) * CHEONMAN;
    if (planned === 0) {
      const confirmedAt = new Date(Date.parse(`${year - 1}-12-26T10:00:00+09:00`));
      await tx.insert(salesPlan).values(
        Array.from({ length: 12 }, (_, i) => ({
          ym: `${year}-${String(i + 1).padStart(2, '0')}`,
          dimension: 'SEGMENT' as const,
          keyId: s.id,
          segmentId: s.id,
          orderTarget: Math.round((monthly * 1.1) / CHEONMAN) * CHEONMAN,
          salesTarget: monthly,
          status: 'CONFIRMED' as const,
          revisionNo: 0,
          confirmedAt,
          createdAt: confirmedAt,
          updatedAt: confirmedAt,
        })),
      );
      segmentSalesPlans += 12;
    }
    const owner = { ownerUserId: s.ownerUserId, ownerDeptId: s.ownerDeptId, segmentId: s.id, year };
    const target = index === 1 ? Math.round((monthly * 12 * 1.1) / CHEONMAN) * CHEONMAN : monthly * 12;
    const [plan] = await tx
      .insert(gmpNode)
      .values({
        ...owner,
        type: 'PLAN',
        title: `${year}년 ${s.name} 시장 공략`,
        valueProposition: `${s.name} 고객의 업무 시간을 줄이고 데이터를 한곳에 모읍니다.`,
        channels: '직접 영업, 파트너, 세미나',
        targetRevenue: target,
        dueDate: `${year}-12-31`,
        status: 'IN_PROGRESS',
      })
      .returning({ id: gmpNode.id });
    gmpNodes++;
    for (const [i, initiative] of INITIATIVES.entries()) {
      const [parent] = await tx
        .insert(gmpNode)
        .values({
          ...owner,
          type: 'INITIATIVE',
          parentId: plan.id,
          title: initiative.title,
          offering: initiative.offering,
          targetRevenue: Math.round((target * (i === 0 ? 0.6 : 0.4)) / CHEONMAN) * CHEONMAN,
          dueDate: `${year}-${initiative.due}`,
          status: initiative.status,
          sortOrder: i,
        })
        .returning({ id: gmpNode.id });
      gmpNodes++;
      await tx.insert(gmpNode).values(initiative.actions.map((a, j) => ({ ...owner, type: 'ACTION' as const, parentId: parent.id, title: a.title, dueDate: `${year}-${a.due}`, status: a.status, sortOrder: j })));
      gmpNodes += initiative.actions.length;
    }
  }
  return { gmpNodes, segmentSalesPlans };
}
