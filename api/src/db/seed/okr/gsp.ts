import { and, asc, eq } from 'drizzle-orm';
import { kstDate } from '../../../lib/time';
import { containingNarrowestFirst } from '../../../modules/okr/period/service';
import type { Database } from '../../database';
import { goal, okrPeriod, strategyNode } from '../../schema';

const VISION = { title: '고객의 디지털 전환을 이끄는 최고의 파트너', description: '<p>2030년까지 제조·공공 고객의 디지털 전환 1순위 파트너가 된다.</p>' };
const THEMES = [
  { title: '시장 확대', strategies: ['제조 세그먼트 집중 공략', '공공 시장 재진입'] },
  { title: '고객 가치 혁신', strategies: ['고객 성공 체계 구축', '핵심 제품 품질 향상'] },
];

/**
 * Demo GSP tree (DOMAIN §11) for the narrowest period containing today that holds COMPANY goals (the OKR seed sets
 * them in the current quarter, and a tree links only its own period's goals): one vision, two themes, two
 * strategies each; the COMPANY goals linked to the strategies in turn. Idempotent: a period that already has
 * nodes is left alone.
 */
export async function seedGspDemo(db: Database, options: { now: Date }): Promise<{ nodes: number }> {
  const today = kstDate(options.now);
  const holding = await db
    .selectDistinct({ id: okrPeriod.id, type: okrPeriod.type, startDate: okrPeriod.startDate, endDate: okrPeriod.endDate })
    .from(okrPeriod)
    .innerJoin(goal, and(eq(goal.periodId, okrPeriod.id), eq(goal.level, 'COMPANY'), eq(goal.deletedYn, 'N')))
    .where(eq(okrPeriod.deletedYn, 'N'));
  const [period] = containingNarrowestFirst(holding, today);
  if (!period) return { nodes: 0 };
  const [existing] = await db.select({ id: strategyNode.id }).from(strategyNode).where(eq(strategyNode.periodId, period.id)).limit(1);
  if (existing) return { nodes: 0 };
  const goals = await db
    .select({ id: goal.id })
    .from(goal)
    .where(and(eq(goal.periodId, period.id), eq(goal.level, 'COMPANY'), eq(goal.deletedYn, 'N')))
    .orderBy(asc(goal.id));
  const stamp = { createdAt: options.now, updatedAt: options.now };
  return db.transaction(async (tx) => {
    const [vision] = await tx.insert(strategyNode).values({ ...stamp, periodId: period.id, type: 'VISION', ...VISION, sortOrder: 0 }).returning({ id: strategyNode.id });
    let nodes = 1;
    let next = 0;
    for (const [t, theme] of THEMES.entries()) {
      const [row] = await tx.insert(strategyNode).values({ ...stamp, periodId: period.id, type: 'THEME', title: theme.title, parentId: vision.id, sortOrder: t }).returning({ id: strategyNode.id });
      nodes++;
      for (const [s, title] of theme.strategies.entries()) {
        const goalIds = goals.length > 0 ? [goals[next++ % goals.length].id] : [];
        await tx.insert(strategyNode).values({ ...stamp, periodId: period.id, type: 'STRATEGY', title, parentId: row.id, sortOrder: s, goalIds });
        nodes++;
      }
    }
    return { nodes };
  });
}
