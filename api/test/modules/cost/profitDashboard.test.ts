import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { commonCostRate, contract, costAccount, customer, directCost, laborCostRate, project, projectType, salesLedger, taskActivity, userHr, workLog } from '../../../src/db/schema';
import { deptIdOf, makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login } from '../../helpers/testApp';

/**
 * 손익 대시보드 (DOMAIN §10 profit) on a hand example of March and April 2011 (the file owns the year and the rate
 * table). Rate: STAFF 10,000 원/h; common cost: 10% of labour on type PDT.
 *   A (DLV-1, PM pd.a, PDT): revenue 1,000,000 (03) + 500,000 (04); labour 10 h (03) + 5 h (04) = 150,000; direct
 *     200,000 (04); common 10,000 + 5,000 → operating 1,135,000, margin 75.7; budgets 300,000 / 30 h / 400,000 → 50%
 *     each; contract 2,000,000 → backlog 500,000
 *   B (DLV-2, PM pd.pm, PDT): revenue 100,000 (04); labour 2 h = 20,000 (04); common 2,000 → 78,000, margin 78.0
 *   D (DLV-1, PM pd.pm, PDX without common cost): revenue 400,000 (03); direct 500,000 (03) → −100,000, margin −25.0;
 *     direct budget 250,000 → burn 200%
 *   I (DLV-1, internal type): revenue 999,999 (04), left out as in the list
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
    ['pd.finance', 'MGT-FIN', ['ROLE_USER', 'ROLE_DASHBOARD_PROFIT_READ', 'ROLE_PROJECT_PROFIT_ADMIN']],
    ['pd.viewer', 'DLV-1', ['ROLE_USER', 'ROLE_DASHBOARD_PROFIT_READ']],
    ['pd.lister', 'DLV-1', ['ROLE_USER', 'ROLE_PROJECT_PROFIT_READ']],
    ['pd.a', 'DLV-1', ['ROLE_USER']],
    ['pd.pm', 'DLV-2', ['ROLE_USER']],
  ];
  for (const [name, dept, grants] of users) id[name] = await makeUser(t.app, name, dept, grants);
  for (const [name] of users) tok[name] = (await login(t.app, name)).access_token;
  await db.insert(userHr).values([
    { userId: id['pd.a'], employeeNo: 'PD-0001', hireDate: '2005-03-02', jobGrade: 'STAFF' },
    { userId: id['pd.pm'], employeeNo: 'PD-0002', hireDate: '2005-03-02', jobGrade: 'STAFF' },
  ]);
  id.dlv1 = await deptIdOf(t.app, 'DLV-1');
  id.dlv2 = await deptIdOf(t.app, 'DLV-2');

  const type = async (code: string, billableYn: 'Y' | 'N', commonCostYn: 'Y' | 'N') =>
    (await db.insert(projectType).values({ code, name: `유형 ${code}`, billableYn, commonCostYn }).returning({ id: projectType.id }))[0].id;
  id.pdt = await type('PDT', 'Y', 'Y');
  id.pdx = await type('PDX', 'Y', 'N');
  id.internal = await type('PDI', 'N', 'N');
  const dates = { startDate: '2011-01-01', endDate: '2011-12-31', status: 'IN_PROGRESS' as const };
  const make = async (no: string, projectTypeId: number, pm: string, ownerDeptId: number, budgets: Partial<typeof project.$inferInsert> = {}) =>
    (await db.insert(project).values({ projectNo: no, name: `손익 ${no}`, projectTypeId, pmUserId: id[pm], ownerDeptId, ...dates, ...budgets }).returning({ id: project.id }))[0].id;
  id.A = await make('PRJ-PD-A', id.pdt, 'pd.a', id.dlv1, { budgetLabor: 300_000, budgetHours: '30', budgetDirect: 400_000 });
  id.B = await make('PRJ-PD-B', id.pdt, 'pd.pm', id.dlv2);
  id.D = await make('PRJ-PD-D', id.pdx, 'pd.pm', id.dlv1, { budgetDirect: 250_000 });
  id.I = await make('PRJ-PD-I', id.internal, 'pd.a', id.dlv1);

  const [work] = await db.insert(taskActivity).values({ code: 'PD_WORK', name: '개발', category: 'PROJECT', billableYn: 'Y' }).returning({ id: taskActivity.id });
  await db.insert(laborCostRate).values({ basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 10_000, validFrom: '2011-01-01', ...stamp });
  const log = (user: string, projectId: number, workDate: string, hours: string) => db.insert(workLog).values({ userId: id[user], workDate, projectId, taskActivityId: work.id, hours, status: 'APPROVED', ...stamp });
  await log('pd.a', id.A, '2011-03-10', '10.00');
  await log('pd.a', id.A, '2011-04-12', '5.00');
  await log('pd.pm', id.B, '2011-04-13', '2.00');

  const [account] = await db.insert(costAccount).values({ code: 'PD-OUT', name: '외주비', category: 'OUTSOURCING', directYn: 'Y' }).returning({ id: costAccount.id });
  const cost = (projectId: number, costDate: string, supplyAmount: number) =>
    db.insert(directCost).values({ projectId, costAccountId: account.id, costDate, description: '외주', supplyAmount, status: 'CONFIRMED', ownerDeptId: id.dlv1, ...stamp });
  await cost(id.A, '2011-04-05', 200_000);
  await cost(id.D, '2011-03-05', 500_000);

  const [cust] = await db.insert(customer).values({ customerNo: 'C-PD01', name: '대시보드고객', nameKey: '대시보드고객', customerType: 'CORPORATION', ...stamp }).returning({ id: customer.id });
  const sale = (projectId: number, ym: string, amount: number) => db.insert(salesLedger).values({ ym, sourceType: 'MANUAL', customerId: cust.id, projectId, deptId: id.dlv1, amount, ...stamp });
  await sale(id.A, '2011-03', 1_000_000);
  await sale(id.A, '2011-04', 500_000);
  await sale(id.B, '2011-04', 100_000);
  await sale(id.D, '2011-03', 400_000);
  await sale(id.I, '2011-04', 999_999);
  await db.insert(contract).values({
    contractNo: 'CT-PD-01',
    title: '손익 A 계약',
    customerId: cust.id,
    projectId: id.A,
    contractType: 'SI',
    contractDate: '2011-01-10',
    startDate: '2011-01-10',
    endDate: '2011-12-31',
    supplyAmount: '2000000',
    krwSupplyAmount: 2_000_000,
    status: 'ACTIVE',
    ...stamp,
  });
  await db.insert(commonCostRate).values({ code: 'PD1', name: '관리비', basis: 'LABOR_COST', ratePct: '10', projectTypeId: id.pdt, validFrom: '2011-01-01', ...stamp });
});
after(() => t.close());

type Row = Record<string, number | string | null>;
type Dashboard = {
  period: { fromYm: string; toYm: string };
  projects: number;
  cards: Record<string, { value: number | null; link: string; contractAmount?: number }>;
  byMonth: Row[];
  top: Row[];
  bottom: Row[];
  burn: Row[];
  backlog: Row[];
};
async function dashboard(user: string, query: string): Promise<Dashboard> {
  const res = await get(t.app, `/api/dashboard/profit?${query}`, tok[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
}
async function listRows(user: string, query: string): Promise<Row[]> {
  const res = await get(t.app, `/api/project-profit?${query}&size=100`, tok[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.content;
}
const FIGURES = ['revenue', 'laborCost', 'directCost', 'commonCost', 'operatingProfit'] as const;
const cardValues = (d: Dashboard) => Object.fromEntries([...FIGURES, 'marginPct', 'backlog'].map((k) => [k, d.cards[k].value]));
/** The cards as the sums of the list's rows (the margin from the summed profit and revenue). */
function sumsOf(rows: Row[]) {
  const sum = (k: string) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const s: Record<string, number | null> = Object.fromEntries([...FIGURES, 'backlog'].map((k) => [k, sum(k)]));
  s.marginPct = s.revenue === 0 ? null : Math.round((s.operatingProfit! * 1000) / s.revenue!) / 10;
  return s;
}
const ids = (rows: Row[]) => rows.map((r) => r.projectId);

describe('profit dashboard figures', () => {
  test('the cards of the hand example, equal to the sums of the project-profit rows', async () => {
    const d = await dashboard('pd.finance', P);
    assert.deepEqual(d.period, { fromYm: '2011-03', toYm: '2011-04' });
    assert.equal(d.projects, 3);
    assert.deepEqual(cardValues(d), { revenue: 2_000_000, laborCost: 170_000, directCost: 700_000, commonCost: 17_000, operatingProfit: 1_113_000, marginPct: 55.7, backlog: 500_000 + -100_000 + -400_000 });
    assert.equal(d.cards.backlog.contractAmount, 2_000_000);
    assert.deepEqual(cardValues(d), sumsOf(await listRows('pd.finance', P)));
  });

  test('the months: each figure by month, summing to the cards', async () => {
    const d = await dashboard('pd.finance', P);
    assert.deepEqual(
      d.byMonth.map((m) => [m.ym, m.revenue, m.laborCost, m.directCost, m.commonCost, m.operatingProfit, m.marginPct]),
      [
        ['2011-03', 1_400_000, 100_000, 500_000, 10_000, 790_000, 56.4],
        ['2011-04', 600_000, 70_000, 200_000, 7_000, 323_000, 53.8],
      ],
    );
    for (const k of FIGURES) assert.equal(d.byMonth.reduce((a, m) => a + (m[k] as number), 0), d.cards[k].value, k);
    const empty = await dashboard('pd.finance', 'fromYm=2011-06&toYm=2011-07');
    assert.deepEqual(empty.byMonth.map((m) => [m.ym, m.revenue, m.marginPct]), [['2011-06', 0, null], ['2011-07', 0, null]]);
    assert.deepEqual([empty.top, empty.bottom], [[], []]);
  });

  test('top and bottom by margin (projects with revenue), burn against budget, backlog; rows and cards drill into /project/profit', async () => {
    const d = await dashboard('pd.finance', `${P}&projectTypeId=${id.pdt}`);
    assert.deepEqual(d.top.map((r) => [r.projectId, r.marginPct]), [[id.B, 78], [id.A, 75.7]]);
    const all = await dashboard('pd.finance', P);
    assert.deepEqual(all.top.map((r) => [r.projectId, r.marginPct]), [[id.B, 78], [id.A, 75.7], [id.D, -25]]);
    assert.deepEqual(ids(all.bottom), [id.D, id.A, id.B]);
    assert.deepEqual(
      all.burn.map((r) => [r.projectId, r.laborBurnPct, r.hoursBurnPct, r.directBurnPct]),
      [
        [id.D, null, null, 200],
        [id.A, 50, 50, 50],
      ],
    );
    assert.deepEqual(all.backlog.map((r) => [r.projectId, r.contractAmount, r.cumRevenue, r.backlog]), [[id.A, 2_000_000, 1_500_000, 500_000]]);
    assert.equal(all.top[1].link, '/project/profit?fromYm=2011-03&toYm=2011-04&keyword=PRJ-PD-A');
    const filtered = await dashboard('pd.finance', `${P}&deptId=${id.dlv1}&pmUserId=${id['pd.pm']}`);
    assert.equal(filtered.cards.revenue.link, `/project/profit?fromYm=2011-03&toYm=2011-04&deptId=${id.dlv1}&pmUserId=${id['pd.pm']}&sort=revenue%2Cdesc`);
    assert.deepEqual(ids(filtered.top), [id.D]);
  });

  test('each filter gives the sums of the list under the same filter', async () => {
    for (const q of [`deptId=${id.dlv1}`, `deptId=${id.dlv2}`, `projectTypeId=${id.pdx}`, `pmUserId=${id['pd.pm']}`, `deptId=${id.dlv1}&projectTypeId=${id.pdt}`, 'fromYm=2011-04&toYm=2011-04']) {
      const query = q.startsWith('fromYm') ? q : `${P}&${q}`;
      const d = await dashboard('pd.finance', query);
      const rows = await listRows('pd.finance', query);
      assert.deepEqual(cardValues(d), sumsOf(rows), q);
      assert.equal(d.projects, rows.length, q);
    }
    assert.deepEqual(cardValues(await dashboard('pd.finance', `${P}&deptId=${id.dlv2}`)), { revenue: 100_000, laborCost: 20_000, directCost: 0, commonCost: 2_000, operatingProfit: 78_000, marginPct: 78, backlog: -100_000 });
  });
});

describe('profit dashboard access', () => {
  test('DASHBOARD_PROFIT_READ counts the projects of its department subtree only (like PROJECT_PROFIT_READ in the list)', async () => {
    const d = await dashboard('pd.viewer', P);
    assert.equal(d.projects, 2);
    assert.deepEqual(cardValues(d), sumsOf(await listRows('pd.lister', P)));
    assert.deepEqual(cardValues(d), cardValues(await dashboard('pd.finance', `${P}&deptId=${id.dlv1}`)));
    assert.ok(!ids(d.top).includes(id.B));
    assert.equal((await dashboard('pd.viewer', `${P}&deptId=${id.dlv2}`)).projects, 0);
  });

  test('without DASHBOARD_PROFIT_READ 403, in Korean', async () => {
    for (const user of ['pd.lister', 'pd.a']) {
      const res = await get(t.app, `/api/dashboard/profit?${P}`, tok[user]);
      assert.equal(res.statusCode, 403, user);
      assert.match(res.json().message, /권한/);
    }
  });

  test('bad filters are 400 with a Korean message', async () => {
    for (const q of ['fromYm=2011-13', 'fromYm=2011-05&toYm=2011-04', 'fromYm=2000-01&toYm=2011-04', 'deptId=999999', 'deptId=abc', 'pmUserId=x']) {
      const res = await get(t.app, `/api/dashboard/profit?${q}`, tok['pd.finance']);
      assert.equal(res.statusCode, 400, q);
      assert.match(res.json().message, /[가-힣]/, q);
    }
  });
});
