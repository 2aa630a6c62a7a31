// @pglite: the demo seed is part of every database, and the GSP seed picks its period with a join
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { GmpTree } from '@dure/shared/contracts/okr/gmp';
import type { GspTree } from '@dure/shared/contracts/okr/gsp';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { goal, keyResult, marketSegment, okrPeriod, strategyNode } from '../../../src/db/schema';
import { seedGmp } from '../../../src/db/seed/okr/gmp';
import { seedGspDemo } from '../../../src/db/seed/okr/gsp';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

/** The demo seed (DOMAIN §11) gives the GSP and GMP screens something to show on first start. */
let t: TestApp;
let ceo: TestUser;
let dev: TestUser;
before(async () => {
  t = await buildTestApp();
  [ceo, dev] = await signInAll(t, ['ceo', 'dev']);
});
after(() => t.close());

test('a GSP tree vision → themes → strategies in a current period, each strategy linking company goals of that period with key results', async () => {
  const today = kstDate(t.clock());
  const nodes = await t.app.db.select().from(strategyNode).where(eq(strategyNode.deletedYn, 'N')).orderBy(asc(strategyNode.id));
  const periodIds = [...new Set(nodes.map((n) => n.periodId))];
  assert.equal(periodIds.length, 1);
  const [period] = await t.app.db.select().from(okrPeriod).where(eq(okrPeriod.id, periodIds[0]));
  assert.ok(period.startDate <= today && period.endDate >= today && period.status === 'ACTIVE', JSON.stringify(period));

  const [vision, ...below] = nodes;
  assert.deepEqual([vision.type, vision.parentId], ['VISION', null]);
  const themes = below.filter((n) => n.type === 'THEME');
  const strategies = below.filter((n) => n.type === 'STRATEGY');
  assert.equal(themes.length + strategies.length, below.length);
  assert.ok(themes.length >= 2 && themes.every((n) => n.parentId === vision.id));
  assert.ok(themes.every((theme) => strategies.some((s) => s.parentId === theme.id)));
  assert.ok(strategies.every((s) => themes.some((theme) => theme.id === s.parentId)));

  const linked = [...new Set(strategies.flatMap((s) => s.goalIds.map(Number)))];
  assert.ok(strategies.every((s) => s.goalIds.length > 0));
  const goals = await t.app.db.select().from(goal).where(inArray(goal.id, linked));
  assert.equal(goals.length, linked.length);
  assert.ok(goals.every((g) => g.level === 'COMPANY' && g.periodId === period.id && g.deletedYn === 'N'), JSON.stringify(goals));
  const krs = await t.app.db.select({ goalId: keyResult.goalId, n: count() }).from(keyResult).where(and(inArray(keyResult.goalId, linked), eq(keyResult.deletedYn, 'N'))).groupBy(keyResult.goalId);
  assert.equal(krs.length, linked.length);

  // What a staff member sees on opening /gsp/tree: this tree, its strategies with goal and KR leaves.
  const res = await get(t.app, '/api/gsp/tree', dev.token);
  assert.equal(res.statusCode, 200, res.body);
  const seen: GspTree = res.json().result;
  assert.equal(seen.periodId, period.id);
  const seenStrategies = seen.nodes.filter((n) => n.type === 'STRATEGY');
  assert.equal(seenStrategies.length, strategies.length);
  assert.ok(seenStrategies.every((s) => s.goals.length > 0 && s.goals.every((g) => g.keyResults.length > 0)));

  assert.deepEqual(await seedGspDemo(t.app.db, { now: t.clock() }), { nodes: 0 });
});

test('this year’s GMP plan for every seeded segment with initiatives and actions (target, owner, due date, status); only the plan off its sales plan is flagged', async () => {
  const year = Number(kstDate(t.clock()).slice(0, 4));
  const segments = await t.app.db
    .select({ id: marketSegment.id, code: marketSegment.code })
    .from(marketSegment)
    .where(and(eq(marketSegment.deletedYn, 'N'), isNotNull(marketSegment.parentId)))
    .orderBy(asc(marketSegment.code));
  assert.ok(segments.length >= 2);
  const statuses = new Set<string>();
  for (const [index, s] of segments.entries()) {
    const res = await get(t.app, `/api/gmp/tree?segmentId=${s.id}&year=${year}`, ceo.token);
    assert.equal(res.statusCode, 200, res.body);
    const g: GmpTree = res.json().result;
    const byType = (type: string) => g.nodes.filter((n) => n.type === type);
    const [plan] = byType('PLAN');
    assert.equal(byType('PLAN').length, 1, s.code);
    assert.ok(plan.targetRevenue! > 0 && plan.ownerUserName && plan.dueDate?.startsWith(String(year)), JSON.stringify(plan));
    const initiatives = byType('INITIATIVE');
    assert.ok(initiatives.length >= 2 && initiatives.every((n) => n.parentId === plan.id && n.targetRevenue! > 0), s.code);
    const actions = byType('ACTION');
    assert.ok(initiatives.every((i) => actions.some((a) => a.parentId === i.id)), s.code);
    assert.ok(actions.every((a) => initiatives.some((i) => i.id === a.parentId) && a.dueDate && a.ownerUserName), s.code);
    assert.ok(g.salesPlanTotal !== null && g.salesPlanTotal > 0);
    assert.equal(plan.targetMismatch, index === 1, s.code);
    assert.ok(g.nodes.filter((n) => n.type !== 'PLAN').every((n) => !n.targetMismatch));
    for (const n of g.nodes) statuses.add(n.status);
  }
  // Across the segments the demo shows every status but DROPPED.
  assert.deepEqual([...statuses].sort(), ['DONE', 'IN_PROGRESS', 'PLANNED']);

  assert.deepEqual(await seedGmp(t.app.db, t.clock()), { gmpNodes: 0, segmentSalesPlans: 0 });
});
