import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { appUser, auditHistory, contract, customer, department, marketSegment, salesLedger, salesPlan } from '../../../src/db/schema';
import { attainment } from '../../../src/modules/crm/salesPlan/service';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

const YEAR = 2030;
let t: TestApp;
const tokens: Record<string, string> = {};
let sal1: number;
let sal2: number;
let lead: number;
let rep: number;

type Row = { keyId: number; name: string; months: { month: number; version: number | null; orderTarget: number; salesTarget: number; orderActual: number; orderAttainment: number | null; salesActual: number | null; status: string | null; revisionNo: number | null; baselineOrderTarget: number | null }[]; total: { orderTarget: number; orderActual: number } };

before(async () => {
  t = await buildTestApp();
  for (const u of ['admin', 'sales.lead', 'sales', 'ceo', 'dev']) tokens[u] = (await login(t.app, u)).access_token;
  const depts = await t.app.db.select({ id: department.id, code: department.code }).from(department);
  sal1 = depts.find((d) => d.code === 'SAL-1')!.id;
  sal2 = depts.find((d) => d.code === 'SAL-2')!.id;
  const users = await t.app.db.select({ id: appUser.id, username: appUser.username }).from(appUser);
  lead = users.find((u) => u.username === 'sales.lead')!.id;
  rep = users.find((u) => u.username === 'sales')!.id;
  const [c] = await t.app.db.select({ id: customer.id }).from(customer).orderBy(asc(customer.id)).limit(1);
  const contractOf = (no: string, status: 'ACTIVE' | 'DRAFT' | 'COMPLETED', date: string, amount: number, owner: number, dept: number) => ({
    contractNo: no,
    title: `테스트 계약 ${no}`,
    customerId: c.id,
    contractType: 'SUPPLY',
    contractDate: date,
    startDate: date,
    endDate: `${YEAR}-12-31`,
    supplyAmount: String(amount),
    krwSupplyAmount: amount,
    status,
    ownerUserId: owner,
    ownerDeptId: dept,
  });
  await t.app.db.insert(contract).values([
    contractOf('CT-T-1', 'ACTIVE', `${YEAR}-03-05`, 30_000_000, lead, sal1),
    contractOf('CT-T-2', 'COMPLETED', `${YEAR}-03-20`, 15_000_000, rep, sal1),
    contractOf('CT-T-3', 'DRAFT', `${YEAR}-03-21`, 99_000_000, lead, sal1),
    contractOf('CT-T-4', 'ACTIVE', `${YEAR}-03-22`, 7_000_000, lead, sal2),
  ]);
  const [ct2] = await t.app.db.select({ id: contract.id }).from(contract).where(eq(contract.contractNo, 'CT-T-2'));
  // Recognised sales: one row on the rep's contract, a minus amendment, a manual row of another team.
  await t.app.db.insert(salesLedger).values([
    { ym: `${YEAR}-03`, sourceType: 'MANUAL', customerId: c.id, contractId: ct2.id, deptId: sal1, amount: 12_000_000, note: '테스트' },
    { ym: `${YEAR}-03`, sourceType: 'ADJUSTMENT', customerId: c.id, contractId: ct2.id, deptId: sal1, amount: -2_000_000, note: '테스트' },
    { ym: `${YEAR}-04`, sourceType: 'MANUAL', customerId: c.id, contractId: null, deptId: sal2, amount: 5_000_000, note: '테스트' },
  ]);
});
after(() => t.close());

const grid = async (user: string, dimension: 'DEPT' | 'USER' | 'SEGMENT') => {
  const res = await get(t.app, `/api/sales-plan?year=${YEAR}&dimension=${dimension}`, tokens[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { status: string; revisionNo: number; salesActualsAvailable: boolean; canConfirm: boolean; rows: Row[]; warnings: { deptId: number; month: number; measure: string; deptTarget: number; userSum: number }[] };
};
const save = (user: string, body: unknown) => send(t.app, 'POST', '/api/sales-plan/bulk', tokens[user], body);

describe('sales plan', () => {
  test('attainment is actual ÷ target × 100 to 1 decimal, null without target', () => {
    assert.equal(attainment(45_000_000, 40_000_000), 112.5);
    assert.equal(attainment(1, 3), 33.3);
    assert.equal(attainment(5, 0), null);
    assert.equal(attainment(null, 10), null);
  });

  test('rows follow the caller’s scope; order actuals count ACTIVE-or-later contracts of the dept subtree by month', async () => {
    const g = await grid('sales.lead', 'DEPT');
    assert.deepEqual(g.rows.map((r) => r.keyId), [sal1]);
    assert.equal(g.status, 'NONE');
    assert.equal(g.salesActualsAvailable, true);
    assert.equal(g.rows[0].months[2].orderActual, 45_000_000);
    // Σ SalesLedger of the team's subtree by month, amendments netted.
    assert.equal(g.rows[0].months[2].salesActual, 10_000_000);
    assert.equal(g.rows[0].months[3].salesActual, 0);
    assert.equal(g.rows[0].total.orderActual, 45_000_000);
    const all = await grid('ceo', 'DEPT');
    assert.ok(all.rows.some((r) => r.keyId === sal2));
    assert.equal(all.rows.find((r) => r.keyId === sal2)!.months[2].orderActual, 7_000_000);
    // Sales teams (with actuals or plans) come first.
    assert.ok(all.rows.findIndex((r) => r.keyId === sal1) < all.rows.findIndex((r) => r.name === '인사팀'));
    const people = await grid('sales.lead', 'USER');
    assert.equal(people.rows.find((r) => r.keyId === rep)!.months[2].orderActual, 15_000_000);
    // A person's sales: rows of their contracts (no invoice behind these test rows).
    assert.equal(people.rows.find((r) => r.keyId === rep)!.months[2].salesActual, 10_000_000);
    assert.equal((await get(t.app, `/api/sales-plan?year=${YEAR}&dimension=DEPT`, tokens.dev)).statusCode, 403);
  });

  test('saving the changed cells creates DRAFT cells and computes attainment', async () => {
    const res = await save('sales.lead', { year: YEAR, dimension: 'DEPT', rows: [{ keyId: sal1, cells: [{ month: 3, orderTarget: 40_000_000, salesTarget: 30_000_000, version: null }, { month: 4, orderTarget: 10_000_000, version: null }] }] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result, { created: 2, updated: 0, revised: 0 });
    const g = await grid('sales.lead', 'DEPT');
    const march = g.rows[0].months[2];
    assert.equal(march.orderTarget, 40_000_000);
    assert.equal(march.orderAttainment, 112.5);
    assert.equal(march.status, 'DRAFT');
    assert.equal(g.rows[0].total.orderTarget, 50_000_000);
    assert.equal(g.status, 'DRAFT');
    const audits = await t.app.db.select().from(auditHistory).where(eq(auditHistory.entityType, 'SALES_PLAN'));
    assert.equal(audits.length, 2);
  });

  test('per-cell errors and out-of-scope rows come back as rows; nothing is saved', async () => {
    const res = await save('sales.lead', {
      year: YEAR,
      dimension: 'DEPT',
      rows: [
        { keyId: sal1, cells: [{ month: 5, orderTarget: -1, version: null }, { month: 6, salesTarget: 1.5, version: null }] },
        { keyId: sal2, cells: [{ month: 5, orderTarget: 1, version: null }] },
      ],
    });
    assert.equal(res.statusCode, 400);
    const rows = res.json().rows as { key: string; fields: Record<string, string> }[];
    assert.equal(rows.find((r) => r.key === String(sal1))!.fields['orderTarget.5'], '목표는 0 이상의 원 단위 정수로 입력해 주세요.');
    assert.ok(rows.find((r) => r.key === String(sal1))!.fields['salesTarget.6']);
    assert.equal(rows.find((r) => r.key === String(sal2))!.fields._row, '내 부서 범위 밖의 대상입니다.');
    const g = await grid('sales.lead', 'DEPT');
    assert.equal(g.rows[0].months[4].orderTarget, 0);
  });

  test('a stale cell version gets 409 and the whole batch loses nothing', async () => {
    const g = await grid('sales.lead', 'DEPT');
    const march = g.rows[0].months[2];
    assert.equal((await save('sales.lead', { year: YEAR, dimension: 'DEPT', rows: [{ keyId: sal1, cells: [{ month: 3, orderTarget: 41_000_000, version: march.version }] }] })).statusCode, 200);
    const stale = await save('sales.lead', {
      year: YEAR,
      dimension: 'DEPT',
      rows: [{ keyId: sal1, cells: [{ month: 7, orderTarget: 5_000_000, version: null }, { month: 3, orderTarget: 99_000_000, version: march.version }] }],
    });
    assert.equal(stale.statusCode, 409);
    const after = await grid('sales.lead', 'DEPT');
    assert.equal(after.rows[0].months[2].orderTarget, 41_000_000);
    assert.equal(after.rows[0].months[6].orderTarget, 0);
  });

  test('only SALES_PLAN_ADMIN confirms; an edit after CONFIRMED adds a revision and keeps rev 0', async () => {
    assert.equal((await send(t.app, 'POST', '/api/sales-plan/confirm', tokens['sales.lead'], { year: YEAR, dimension: 'DEPT' })).statusCode, 403);
    const confirmed = await send(t.app, 'POST', '/api/sales-plan/confirm', tokens.ceo, { year: YEAR, dimension: 'DEPT' });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().result.confirmed, 2);
    assert.equal((await send(t.app, 'POST', '/api/sales-plan/confirm', tokens.ceo, { year: YEAR, dimension: 'DEPT' })).statusCode, 409);
    let g = await grid('sales.lead', 'DEPT');
    assert.equal(g.status, 'CONFIRMED');
    const march = g.rows[0].months[2];
    const res = await save('sales.lead', { year: YEAR, dimension: 'DEPT', rows: [{ keyId: sal1, cells: [{ month: 3, orderTarget: 50_000_000, version: march.version }] }] });
    assert.deepEqual(res.json().result, { created: 0, updated: 0, revised: 1 });
    g = await grid('sales.lead', 'DEPT');
    assert.equal(g.status, 'DRAFT');
    assert.equal(g.revisionNo, 1);
    assert.equal(g.rows[0].months[2].orderTarget, 50_000_000);
    assert.equal(g.rows[0].months[2].revisionNo, 1);
    assert.equal(g.rows[0].months[2].baselineOrderTarget, 41_000_000);
    const revisions = await t.app.db.select().from(salesPlan).where(and(eq(salesPlan.keyId, sal1), eq(salesPlan.ym, `${YEAR}-03`)));
    assert.deepEqual(revisions.map((r) => [r.revisionNo, r.status, r.orderTarget]).sort(), [[0, 'CONFIRMED', 41_000_000], [1, 'DRAFT', 50_000_000]]);
  });

  test('Σ USER targets of a department that differ from its DEPT target are warned about', async () => {
    const people = await grid('sales.lead', 'USER');
    const cells = (keyId: number, amount: number) => ({ keyId, cells: [{ month: 3, orderTarget: amount, version: people.rows.find((r) => r.keyId === keyId)!.months[2].version }] });
    assert.equal((await save('sales.lead', { year: YEAR, dimension: 'USER', rows: [cells(lead, 30_000_000), cells(rep, 20_000_000)] })).statusCode, 200);
    let g = await grid('sales.lead', 'USER');
    assert.ok(!g.warnings.some((w) => w.month === 3 && w.measure === 'ORDER'), JSON.stringify(g.warnings));
    const again = await grid('sales.lead', 'USER');
    await save('sales.lead', { year: YEAR, dimension: 'USER', rows: [{ keyId: rep, cells: [{ month: 3, orderTarget: 5_000_000, version: again.rows.find((r) => r.keyId === rep)!.months[2].version }] }] });
    g = await grid('sales.lead', 'DEPT');
    const w = g.warnings.find((x) => x.month === 3 && x.measure === 'ORDER' && x.deptId === sal1);
    assert.deepEqual(w && [w.deptTarget, w.userSum], [50_000_000, 35_000_000]);
  });

  test('SEGMENT rows are the live markets and segments; actuals come from the customers of the segment', async () => {
    const [market] = await t.app.db.insert(marketSegment).values({ code: 'PLAN-MKT', name: '계획 시험 시장' }).returning();
    const [segment] = await t.app.db.insert(marketSegment).values({ code: 'PLAN-SEG', name: '계획 시험 세그먼트', parentId: market.id }).returning();
    const [c] = await t.app.db.select({ id: customer.id }).from(customer).orderBy(asc(customer.id)).limit(1);
    await t.app.db.update(customer).set({ segmentId: segment.id }).where(eq(customer.id, c.id));
    const g = await grid('sales.lead', 'SEGMENT');
    const seeded = await t.app.db.select({ id: marketSegment.id }).from(marketSegment).where(eq(marketSegment.deletedYn, 'N'));
    assert.equal(g.rows.length, seeded.length);
    const marketIndex = g.rows.findIndex((r) => r.keyId === market.id);
    assert.equal(g.rows[marketIndex + 1].keyId, segment.id, 'a market is followed by its segments');
    for (const keyId of [segment.id, market.id]) {
      const row = g.rows.find((r) => r.keyId === keyId)!;
      // Orders: ACTIVE and COMPLETED contracts of the customer in March (any owner), never the DRAFT.
      assert.equal(row.months[2].orderActual, 52_000_000);
      // Sales: the customer's ledger rows, the minus adjustment included.
      assert.equal(row.months[2].salesActual, 10_000_000);
      assert.equal(row.months[3].salesActual, 5_000_000);
    }
    const other = g.rows.find((r) => r.keyId !== market.id && r.keyId !== segment.id)!;
    assert.equal(other.months[2].orderActual, 0);
  });

  test('SEGMENT targets save against the segment, count toward attainment and confirm', async () => {
    const [segment] = await t.app.db.select({ id: marketSegment.id }).from(marketSegment).where(eq(marketSegment.code, 'PLAN-SEG'));
    const before = await grid('sales.lead', 'SEGMENT');
    const version = before.rows.find((r) => r.keyId === segment.id)!.months[2].version;
    const res = await save('sales.lead', { year: YEAR, dimension: 'SEGMENT', rows: [{ keyId: segment.id, cells: [{ month: 3, orderTarget: 40_000_000, salesTarget: 8_000_000, version }] }] });
    assert.equal(res.statusCode, 200, res.body);
    const [stored] = await t.app.db.select().from(salesPlan).where(and(eq(salesPlan.dimension, 'SEGMENT'), eq(salesPlan.keyId, segment.id)));
    assert.deepEqual([stored.segmentId, stored.deptId, stored.userId, stored.ym], [segment.id, null, null, `${YEAR}-03`]);
    const g = await grid('sales.lead', 'SEGMENT');
    const march = g.rows.find((r) => r.keyId === segment.id)!.months[2];
    assert.deepEqual([march.orderTarget, march.orderActual, march.orderAttainment], [40_000_000, 52_000_000, 130]);
    const unknown = await save('sales.lead', { year: YEAR, dimension: 'SEGMENT', rows: [{ keyId: 99999999, cells: [{ month: 1, orderTarget: 1, version: null }] }] });
    assert.equal(unknown.statusCode, 400);
    const confirmed = await send(t.app, 'POST', '/api/sales-plan/confirm', tokens.ceo, { year: YEAR, dimension: 'SEGMENT' });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().result.confirmed, 1);
  });
});
