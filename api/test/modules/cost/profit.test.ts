// @pglite: the read model's raw SQL (a lateral distinct-on rule lookup, month arithmetic, unions of aggregates) must give the same figures there
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  commonCostRate,
  contract,
  costAccount,
  costPeriod,
  customer,
  directCost,
  laborCostRate,
  project,
  projectMonthCost,
  projectType,
  salesLedger,
  taskActivity,
  userHr,
  userHrHistory,
  workLog,
} from '../../../src/db/schema';
import { rateOf } from '../../../src/modules/cost/costRate/laborRate';
import { ratedLogsBetween } from '../../../src/modules/cost/costPeriod/freeze';
import { freezeProjectMonths } from '../../../src/modules/cost/profit/months';
import { rowsOf } from '../../../src/db/database';
import { deptIdOf, makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

/**
 * 프로젝트 손익 (DOMAIN §6 ProjectProfit) on hand-built figures of March (CLOSED, labour frozen) and April 2011 (open,
 * labour at the live rate). The file owns the year 2011 and the rate table (the demo's rates are removed first).
 *
 * Project A (DLV-1, type PPT bearing common cost):
 *   labour March: one approved 10 h log frozen at 123,456 (the live rate would give 200,000)
 *   labour April: a 7.5 h × 20,000 = 150,000 (04-12) · a 7.75 h × 24,000 = 186,000 (04-18, the grade rate changed 04-15)
 *                 · a 2.25 h × 30,000 = 67,500 (activity-specific rate) · a 8 h LEAVE (nothing) · b 1.25 h × 33,333
 *                 = 41,666 (person rate, floored) → 445,166 over 18.75 h; 잠정 adds a's SUBMITTED 4 h × 24,000 = 96,000
 *   direct: March 500,000; April 300,000 − 50,000 (an adjustment row); a DRAFT row does not count
 *   revenue: March 2,000,000, April none (margin null); contract 5,000,000
 *   common: PP1 10% of labour (all of 2011) and PP2 500 원/h (from 04-30: in force on April's last day, not March's)
 *           March floor(12,345.6) = 12,345 (frozen by its close); April floor(44,516.6) + floor(9,375) = 53,891
 * Project B (DLV-2, PM pp.pm): b 2 h × 33,333 = 66,666; common floor(6,666.6) + 1,000 = 7,666.
 * Project C (DLV-1, internal type without common cost; listed only with includeInternalYn=Y): pp.c, 사원 until
 *   04-14 and 과장 from 04-15 (grade history; 과장 40,000), 2 h on 04-12 and 2 h on 04-18 → 40,000 + 80,000 = 120,000.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const id: Record<string, number> = {};
const P = 'fromYm=2011-03&toYm=2011-04';

before(async () => {
  t = await buildTestApp({ crm: false });
  const db = t.app.db;
  const stamp = { createdAt: t.app.clock(), updatedAt: t.app.clock() };
  await db.delete(laborCostRate);
  const users: [string, string, string[]][] = [
    ['pp.reader', 'DLV-1', ['ROLE_USER', 'ROLE_PROJECT_PROFIT_READ']],
    ['pp.finance', 'MGT-FIN', ['ROLE_USER', 'ROLE_PROJECT_PROFIT_ADMIN', 'ROLE_SALARY_MANAGEMENT_READ']],
    ['pp.closer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_WRITE']],
    ['pp.pm', 'DLV-2', ['ROLE_USER', 'ROLE_PROJECT']],
    ['pp.member', 'DLV-2', ['ROLE_USER', 'ROLE_PROJECT']],
    ['pp.plain', 'DLV-2', ['ROLE_USER']],
    ['pp.a', 'DLV-1', ['ROLE_USER']],
    ['pp.b', 'DLV-1', ['ROLE_USER']],
    ['pp.c', 'DLV-1', ['ROLE_USER']],
  ];
  for (const [name, dept, grants] of users) id[name] = await makeUser(t.app, name, dept, grants);
  for (const [name] of users) tok[name] = (await login(t.app, name)).access_token;
  await db.insert(userHr).values([
    { userId: id['pp.a'], employeeNo: 'PP-0001', hireDate: '2005-03-02', jobGrade: 'STAFF' },
    { userId: id['pp.b'], employeeNo: 'PP-0002', hireDate: '2005-03-02', jobGrade: 'MANAGER' },
    { userId: id['pp.c'], employeeNo: 'PP-0003', hireDate: '2005-03-02', jobGrade: 'MANAGER' },
  ]);
  await db.insert(userHrHistory).values({ userId: id['pp.c'], field: 'jobGrade', effectiveDate: '2011-04-15', oldValue: 'STAFF', newValue: 'MANAGER' });
  id.dlv1 = await deptIdOf(t.app, 'DLV-1');
  id.dlv2 = await deptIdOf(t.app, 'DLV-2');

  [{ id: id.type }] = await db.insert(projectType).values({ code: 'PPT', name: '손익 구축', billableYn: 'Y', commonCostYn: 'Y' }).returning({ id: projectType.id });
  [{ id: id.internal }] = await db.insert(projectType).values({ code: 'PPI', name: '손익 내부', billableYn: 'N', commonCostYn: 'N' }).returning({ id: projectType.id });
  const dates = { startDate: '2011-01-01', endDate: '2011-12-31', status: 'IN_PROGRESS' as const };
  [{ id: id.A }] = await db
    .insert(project)
    .values({ projectNo: 'PRJ-PP-001', name: '손익 A', projectTypeId: id.type, pmUserId: id['pp.a'], ownerDeptId: id.dlv1, budgetLabor: 1_000_000, budgetHours: '100', budgetDirect: 3_000_000, ...dates })
    .returning({ id: project.id });
  [{ id: id.B }] = await db.insert(project).values({ projectNo: 'PRJ-PP-002', name: '손익 B', projectTypeId: id.type, pmUserId: id['pp.pm'], ownerDeptId: id.dlv2, ...dates }).returning({ id: project.id });
  [{ id: id.C }] = await db.insert(project).values({ projectNo: 'PRJ-PP-003', name: '손익 C', projectTypeId: id.internal, pmUserId: id['pp.a'], ownerDeptId: id.dlv1, ...dates }).returning({ id: project.id });

  const activity = async (code: string, category: 'PROJECT' | 'LEAVE') => (await db.insert(taskActivity).values({ code, name: `유형 ${code}`, category, billableYn: 'Y' }).returning({ id: taskActivity.id }))[0].id;
  id.work = await activity('PP_WORK', 'PROJECT');
  id.special = await activity('PP_SPECIAL', 'PROJECT');
  id.leave = await activity('PP_LEAVE', 'LEAVE');
  await db.insert(laborCostRate).values([
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 20000, validFrom: '2011-01-01', validTo: '2011-04-14', ...stamp },
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 24000, validFrom: '2011-04-15', ...stamp },
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', taskActivityId: id.special, hourlyRate: 30000, validFrom: '2011-01-01', ...stamp },
    { basis: 'USER', userId: id['pp.b'], hourlyRate: 33333, validFrom: '2011-01-01', ...stamp },
    { basis: 'JOB_GRADE', jobGrade: 'MANAGER', hourlyRate: 40000, validFrom: '2011-01-01', ...stamp },
  ]);
  const log = (user: string, projectId: number, workDate: string, taskActivityId: number, hours: string, status: 'APPROVED' | 'SUBMITTED' = 'APPROVED', costAmount?: number) =>
    db.insert(workLog).values({ userId: id[user], workDate, projectId, taskActivityId, hours, status, costAmount, ...stamp });
  await log('pp.a', id.A, '2011-03-10', id.work, '10.00', 'APPROVED', 123456);
  await db.insert(costPeriod).values({ ym: '2011-03', status: 'CLOSED', ...stamp });
  await log('pp.a', id.A, '2011-04-12', id.work, '7.50');
  await log('pp.a', id.A, '2011-04-18', id.work, '7.75');
  await log('pp.a', id.A, '2011-04-19', id.special, '2.25');
  await log('pp.a', id.A, '2011-04-20', id.leave, '8.00');
  await log('pp.b', id.A, '2011-04-12', id.work, '1.25');
  await log('pp.a', id.A, '2011-04-21', id.work, '4.00', 'SUBMITTED');
  await log('pp.b', id.B, '2011-04-13', id.work, '2.00');
  await log('pp.c', id.C, '2011-04-12', id.work, '2.00');
  await log('pp.c', id.C, '2011-04-18', id.work, '2.00');

  const [account] = await db.insert(costAccount).values({ code: 'PP-OUT', name: '외주비', category: 'OUTSOURCING', directYn: 'Y' }).returning({ id: costAccount.id });
  const cost = (costDate: string, supplyAmount: number, status: 'DRAFT' | 'CONFIRMED', extra: Partial<typeof directCost.$inferInsert> = {}) =>
    db
      .insert(directCost)
      .values({ projectId: id.A, costAccountId: account.id, costDate, description: '외주', supplyAmount, status, ownerDeptId: id.dlv1, ...stamp, ...extra })
      .returning({ id: directCost.id });
  const [march] = await cost('2011-03-05', 500_000, 'CONFIRMED');
  await cost('2011-04-10', 300_000, 'CONFIRMED');
  await cost('2011-04-01', -50_000, 'CONFIRMED', { sourceType: 'ADJUSTMENT', adjustmentOfId: march.id });
  await cost('2011-04-11', 999, 'DRAFT');

  const [cust] = await db.insert(customer).values({ customerNo: 'C-PP01', name: '손익고객', nameKey: '손익고객', customerType: 'CORPORATION', ...stamp }).returning({ id: customer.id });
  await db.insert(salesLedger).values({ ym: '2011-03', sourceType: 'MANUAL', customerId: cust.id, projectId: id.A, deptId: id.dlv1, amount: 2_000_000, ...stamp });
  await db.insert(contract).values({
    contractNo: 'CT-PP-01',
    title: '손익 A 계약',
    customerId: cust.id,
    projectId: id.A,
    contractType: 'SI',
    contractDate: '2011-01-10',
    startDate: '2011-01-10',
    endDate: '2011-12-31',
    supplyAmount: '5000000',
    krwSupplyAmount: 5_000_000,
    status: 'ACTIVE',
    ...stamp,
  });
  await db.insert(commonCostRate).values([
    { code: 'PP1', name: '관리비', basis: 'LABOR_COST', ratePct: '10', projectTypeId: id.type, validFrom: '2011-01-01', ...stamp },
    { code: 'PP2', name: '시설비', basis: 'HOURS', ratePct: '500', validFrom: '2011-04-30', ...stamp },
    // Another department's rule does not apply to A.
    { code: 'PP3', name: '본부비', basis: 'REVENUE', ratePct: '50', deptId: id.dlv2, validFrom: '2011-01-01', ...stamp },
  ]);
  // March as its close froze it: the log's costAmount above, the common cost on it.
  await freezeProjectMonths(db, '2011-03', '2011-03');
});
after(() => t.close());

type Row = Record<string, number | string | null>;
async function list(user: string, query: string) {
  const res = await get(t.app, `/api/project-profit?${query}`, tok[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { content: Row[]; totalElements: number; totals: Row; byDept: Row[]; byType: Row[] };
}
const rowOf = (rows: Row[], projectId: number) => rows.find((r) => r.projectId === projectId);

describe('project profit figures', () => {
  test('project A over March (frozen) and April (live): revenue, labour, direct, common, profit, margin, burn, backlog', async () => {
    const page = await list('pp.finance', `${P}&sort=projectNo,asc`);
    const a = rowOf(page.content, id.A)!;
    assert.deepEqual(
      { revenue: a.revenue, laborCost: a.laborCost, directCost: a.directCost, commonCost: a.commonCost, grossProfit: a.grossProfit, operatingProfit: a.operatingProfit, marginPct: a.marginPct, hours: a.hours },
      { revenue: 2_000_000, laborCost: 123_456 + 445_166, directCost: 750_000, commonCost: 12_345 + 53_891, grossProfit: 681_378, operatingProfit: 615_142, marginPct: 30.8, hours: 28.75 },
    );
    assert.deepEqual(
      { contract: a.contractAmount, backlog: a.backlog, labor: a.laborBurnPct, hours: a.hoursBurnPct, direct: a.directBurnPct },
      { contract: 5_000_000, backlog: 3_000_000, labor: 56.9, hours: 28.8, direct: 25 },
    );
    const b = rowOf(page.content, id.B)!;
    assert.deepEqual([b.revenue, b.laborCost, b.commonCost, b.operatingProfit, b.marginPct, b.laborBurnPct], [0, 66_666, 7_666, -74_332, null, null]);
    assert.equal(rowOf(page.content, id.C), undefined, 'internal projects are left out by default');
    assert.deepEqual([page.totals.revenue, page.totals.laborCost, page.totals.commonCost, page.totals.operatingProfit], [2_000_000, 635_288, 73_902, 615_142 - 74_332]);
    const dept = new Map(page.byDept.map((d) => [d.id, [d.projects, d.laborCost, d.operatingProfit]]));
    assert.deepEqual([dept.get(id.dlv1), dept.get(id.dlv2)], [
      [1, 568_622, 615_142],
      [1, 66_666, -74_332],
    ]);
    assert.equal(page.byType.find((g) => g.id === id.type)!.projects, 2);
  });

  test('the drill-down: months (frozen March, live April, margin null at revenue 0), people with cost for salary readers', async () => {
    const res = await get(t.app, `/api/project-profit/${id.A}?${P}`, tok['pp.finance']);
    assert.equal(res.statusCode, 200, res.body);
    const d = res.json().result;
    assert.deepEqual(
      d.months.map((m: Row) => [m.ym, m.frozenYn, m.revenue, m.laborCost, m.directCost, m.commonCost, m.operatingProfit, m.marginPct]),
      [
        ['2011-03', 'Y', 2_000_000, 123_456, 500_000, 12_345, 1_364_199, 68.2],
        ['2011-04', 'N', 0, 445_166, 250_000, 53_891, -749_057, null],
      ],
    );
    assert.deepEqual(
      d.people.map((p: Row) => [p.userId, p.hours, p.laborCost, p.maskedYn]),
      [
        [id['pp.a'], 27.5, 123_456 + 150_000 + 186_000 + 67_500, 'N'],
        [id['pp.b'], 1.25, 41_666, 'N'],
      ],
    );
  });

  test('잠정 mode adds the submitted hours at the live rate (and their common cost)', async () => {
    const a = rowOf((await list('pp.finance', `${P}&provisionalYn=Y`)).content, id.A)!;
    assert.deepEqual([a.laborCost, a.hours, a.commonCost], [123_456 + 541_166, 32.75, 12_345 + 54_116 + 11_375]);
  });

  test('a period with only the closed month; filters by PM, type and internal projects', async () => {
    const march = rowOf((await list('pp.finance', 'fromYm=2011-03&toYm=2011-03')).content, id.A)!;
    assert.deepEqual([march.laborCost, march.commonCost, march.cumLaborCost, march.backlog], [123_456, 12_345, 123_456, 3_000_000]);
    assert.deepEqual((await list('pp.finance', `${P}&pmUserId=${id['pp.pm']}`)).content.map((r) => r.projectId), [id.B]);
    const internal = await list('pp.finance', `${P}&includeInternalYn=Y&projectTypeId=${id.internal}`);
    assert.deepEqual(internal.content.map((r) => [r.projectId, r.revenue, r.laborCost, r.marginPct]), [[id.C, 0, 120_000, null]]);
    const sorted = await list('pp.finance', `${P}&deptId=${id.dlv1}&sort=laborCost,desc&includeInternalYn=Y`);
    assert.deepEqual(sorted.content.map((r) => r.projectId), [id.A, id.C]);
  });
});

test('the set-based rate lookup agrees with rateOf on every log of the year (grade history, person and activity rates)', async () => {
  const rows = await rowsOf<{ user_id: string; work_date: string; task_activity_id: string; rate: string | null }>(
    t.app.db,
    sql`select user_id, to_char(work_date, 'YYYY-MM-DD') as work_date, task_activity_id, rate from (${ratedLogsBetween('2011-01-01', '2011-12-31', ['APPROVED', 'SUBMITTED'])}) r`,
  );
  assert.ok(rows.length >= 10);
  for (const r of rows) {
    const expected = await rateOf(t.app.db, Number(r.user_id), r.work_date, Number(r.task_activity_id));
    assert.equal(r.rate === null ? 0 : Number(r.rate), expected.hourlyRate, `${r.user_id} ${r.work_date}`);
  }
});

describe('project profit access', () => {
  test('PROJECT_PROFIT_READ sees its department subtree only; per-person cost masked without SALARY_MANAGEMENT_READ', async () => {
    const page = await list('pp.reader', `${P}&includeInternalYn=Y`);
    const mine = page.content.map((r) => r.projectId);
    assert.ok(mine.includes(id.A) && mine.includes(id.C));
    assert.ok(!mine.includes(id.B));
    assert.equal((await get(t.app, `/api/project-profit/${id.B}?${P}`, tok['pp.reader'])).statusCode, 404);
    const d = (await get(t.app, `/api/project-profit/${id.A}?${P}`, tok['pp.reader'])).json().result;
    assert.deepEqual(
      d.people.map((p: Row) => [p.hours, p.laborCost, p.maskedYn]),
      [
        [27.5, null, 'Y'],
        [1.25, null, 'Y'],
      ],
    );
    assert.equal(d.project.laborCost, 568_622, 'the project total is not a per-person figure');
  });

  test('a PM without the profit role sees their own projects only; a project member of none sees none; no role 403', async () => {
    assert.deepEqual((await list('pp.pm', P)).content.map((r) => r.projectId), [id.B]);
    assert.deepEqual((await list('pp.member', P)).content, []);
    assert.equal((await get(t.app, `/api/project-profit/${id.A}?${P}`, tok['pp.pm'])).statusCode, 404);
    for (const path of [`/api/project-profit?${P}`, `/api/project-profit/${id.A}?${P}`, `/api/project-profit/export.xlsx?${P}`]) {
      const res = await get(t.app, path, tok['pp.plain']);
      assert.equal(res.statusCode, 403, path);
      assert.match(res.json().message, /권한/);
    }
  });

  test('bad queries are 400 with a Korean message', async () => {
    for (const q of ['fromYm=2011-13', 'fromYm=2011-05&toYm=2011-04', 'sort=bogus,asc', 'statusList=NOPE', 'fromYm=2000-01&toYm=2011-04']) {
      const res = await get(t.app, `/api/project-profit?${q}`, tok['pp.finance']);
      assert.equal(res.statusCode, 400, q);
      assert.match(res.json().message, /[가-힣]/, q);
    }
  });

  test('the .xlsx export answers with the list’s rows', async () => {
    const res = await get(t.app, `/api/project-profit/export.xlsx?${P}`, tok['pp.reader']);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
  });
});

describe('the close freezes common cost (DOMAIN §6: CLOSING freezes log costAmount and common cost)', () => {
  const common = async () => {
    const page = await list('pp.finance', P);
    return [rowOf(page.content, id.A)!.commonCost, rowOf(page.content, id.B)!.commonCost];
  };
  const move = async (action: string) => {
    const version = (await get(t.app, '/api/cost-period/2011-04', tok['pp.closer'])).json().result.version;
    const res = await send(t.app, 'POST', `/api/cost-period/2011-04/${action}`, tok['pp.closer'], { version });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result;
  };
  const setPp1 = (ratePct: string) => t.app.db.update(commonCostRate).set({ ratePct }).where(eq(commonCostRate.code, 'PP1'));

  test('a rule changed after CLOSING leaves the month’s common cost; calling the close off prices it live again', async () => {
    const closing = await move('start-closing');
    assert.equal(closing.status, 'CLOSING');
    assert.equal(closing.frozenCommonCost, 53_891 + 7_666, 'the month’s frozen Σ on the close screen');
    const rows = await t.app.db.select().from(projectMonthCost).where(eq(projectMonthCost.ym, '2011-04'));
    assert.deepEqual(
      new Map(rows.map((r) => [r.projectId, [r.laborCost, Number(r.hours), r.commonCost]])),
      new Map([
        [id.A, [445_166, 18.75, 53_891]],
        [id.B, [66_666, 2, 7_666]],
        [id.C, [120_000, 4, 0]],
      ]),
    );
    try {
      await setPp1('20');
      assert.deepEqual(await common(), [12_345 + 53_891, 7_666], 'frozen: the new rate does not reach the closing month');
      const open = await move('cancel-closing');
      assert.equal(open.frozenCommonCost, null);
      // live again, at 20 % of labour: floor(89,033.2) + 9,375 for A; floor(13,333.2) + 1,000 for B
      assert.deepEqual(await common(), [12_345 + 89_033 + 9_375, 14_333]);
      assert.equal((await t.app.db.select().from(projectMonthCost).where(eq(projectMonthCost.ym, '2011-04'))).length, 0);
    } finally {
      await setPp1('10');
    }
  });
});
