// @pglite: the demo seed is part of every database
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { checkIn, goal, keyResult, okrPeriod } from '../../../src/db/schema';
import { seedOkrDemo } from '../../../src/db/seed/okr/goals';
import { kstDate } from '../../../src/lib/time';
import { rowsOf } from '../../../src/db/database';
import { expectedPctOn } from '@dure/shared/okr';
import { type TestApp, buildTestApp } from '../../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ crm: false });
});
after(() => t.close());

test('the OKR demo seed: this year’s periods, a goal tree for every department, every metric type, all three health states', async () => {
  const today = kstDate(t.clock());
  const periods = await t.app.db.select().from(okrPeriod);
  assert.deepEqual(periods.map((p) => p.code).sort(), [today.slice(0, 4), ...['H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'].map((s) => `${today.slice(0, 4)}-${s}`)].sort());
  const active = periods.filter((p) => p.status === 'ACTIVE');
  assert.deepEqual(active.map((p) => p.type).sort(), ['HALF', 'QUARTER', 'YEAR']);
  assert.ok(active.every((p) => p.startDate <= today && p.endDate >= today));
  const [{ goals }] = await t.app.db.select({ goals: count() }).from(goal);
  const [{ krs }] = await t.app.db.select({ krs: count() }).from(keyResult);
  const [{ checkIns }] = await t.app.db.select({ checkIns: count() }).from(checkIn);
  assert.ok(goals >= 130 && goals <= 170, `${goals} goals`);
  assert.ok(krs >= 350 && krs <= 450, `${krs} key results`);
  assert.ok(checkIns > krs, `${checkIns} check-ins`);
  const metrics = await t.app.db.selectDistinct({ m: keyResult.metricType }).from(keyResult);
  assert.deepEqual(metrics.map((m) => m.m).sort(), ['CURRENCY', 'MILESTONE', 'NUMBER', 'PERCENT']);
  const levels = await t.app.db.selectDistinct({ l: goal.level }).from(goal);
  assert.equal(levels.length, 4);
  // Every owner's goals weigh 100 in the period.
  const weights = await t.app.db.select({ owner: goal.ownerUserId, total: sql<number>`sum(${goal.weightPct})`.mapWith(Number) }).from(goal).groupBy(goal.ownerUserId);
  assert.ok(weights.every((w) => w.total === 100), JSON.stringify(weights.filter((w) => w.total !== 100)));
  // Every team has a team goal.
  const teams = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from department d where d.parent_id is not null and d.parent_id in (select id from department where parent_id is not null) and not exists (select 1 from goal g where g.dept_id = d.id and g.level = 'TEAM')`);
  assert.equal(Number(teams[0].n), 0);
  const again = await seedOkrDemo(t.app.db, { now: t.clock() });
  assert.deepEqual(again, { periods: 0, goals: 0, keyResults: 0, checkIns: 0 });
  const health = await t.app.db.selectDistinct({ h: keyResult.health }).from(keyResult).where(eq(keyResult.deletedYn, 'N'));
  // Once a few weeks of the quarter have passed the check-ins spread over the three states.
  const quarter = active.find((p) => p.type === 'QUARTER')!;
  if (expectedPctOn(quarter.startDate, quarter.endDate, today) >= 30) assert.equal(health.length, 3, JSON.stringify(health));
});
