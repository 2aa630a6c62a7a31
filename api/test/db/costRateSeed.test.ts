import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { commonCostRate, userHr, userHrHistory } from '../../src/db/schema';
import { DEMO_GRADE_RATES, demoEarlierRate, demoRatePeriods, seedCostRateDemo } from '../../src/db/seed/costRate';
import { jobGradeOn, rateOf } from '../../src/modules/cost/costRate/laborRate';
import { addDays, kstDate } from '../../src/lib/time';
import { type TestApp, buildTestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ crm: false });
});
after(() => t.close());

test('demo rates: by grade with a mid-year change, common cost rules, promotions read as of the date; seeding again adds nothing', async () => {
  const db = t.app.db;
  const today = kstDate(t.clock());
  const { start, change } = demoRatePeriods(today);
  const [staff] = await db.select({ userId: userHr.userId }).from(userHr).where(eq(userHr.jobGrade, 'STAFF')).orderBy(asc(userHr.userId)).limit(1);
  assert.ok(staff);
  assert.deepEqual(await rateOf(db, staff.userId, addDays(change, -1), null), { hourlyRate: demoEarlierRate(DEMO_GRADE_RATES.STAFF), rule: 'JOB_GRADE', rateId: (await rateOf(db, staff.userId, start, null)).rateId, jobGrade: 'STAFF', rateMissing: false });
  assert.equal((await rateOf(db, staff.userId, change, null)).hourlyRate, 35_000);
  assert.equal((await rateOf(db, staff.userId, today, null)).hourlyRate, 35_000);
  const before = await rateOf(db, staff.userId, addDays(start, -1), null);
  assert.deepEqual([before.hourlyRate, before.rateMissing], [0, true]);

  const rules = await db.select({ code: commonCostRate.code, basis: commonCostRate.basis, ratePct: commonCostRate.ratePct }).from(commonCostRate);
  assert.ok(rules.some((r) => r.code === 'COMMON_LABOR' && r.basis === 'LABOR_COST' && Number(r.ratePct) === 15));
  assert.ok(rules.length >= 2);

  const promotions = await db.select().from(userHrHistory);
  for (const p of promotions) {
    assert.equal(await jobGradeOn(db, p.userId, addDays(p.effectiveDate, -1)), p.oldValue);
    assert.equal(await jobGradeOn(db, p.userId, p.effectiveDate), p.newValue);
  }
  assert.deepEqual(await seedCostRateDemo(db, { now: t.clock() }), { laborRates: 0, commonRates: 0, gradeChanges: 0 });
});
