import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { auditHistory, costPeriod, customer, department, project, projectType, salesLedger } from '../../../src/db/schema';
import { fill } from '../../../src/lib/messages';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

/**
 * 매출 실적 (DOMAIN §4 SalesLedger): manual and adjustment rows, auto rows re-allocatable only, the CostPeriod
 * lock, optimistic locking and bulk allocation of 미배정 rows. The file owns the years 2011–2012.
 */
let t: TestApp;
const tok = { writer: '', reader: '', other: '', plain: '', closer: '' };
const ids = { customer: 0, otherCustomer: 0, project: 0, project2: 0, fin: 0, sal: 0 };
const OPEN = '2012-03';
const CLOSED = '2011-05';

type Row = { id: number; ym: string; sourceType: string; amount: number; projectId: number | null; deptId: number; version: number; closedYn: string; note: string | null; customerId: number; foreignAmount: number | null };

async function deptId(code: string) {
  const [d] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, code));
  return d.id;
}

async function addCustomer(name: string, bizRegNo: string) {
  const [row] = await t.app.db
    .insert(customer)
    .values({ customerNo: `C-8${bizRegNo.slice(-5)}`, name, nameKey: name, customerType: 'CORPORATION', bizRegNo, ceoName: '박대표', status: 'ACTIVE', paymentTermDays: 30, ownerDeptId: ids.fin })
    .returning({ id: customer.id });
  return row.id;
}

before(async () => {
  t = await buildTestApp({ crm: false });
  ids.fin = await deptId('MGT-FIN');
  ids.sal = await deptId('SAL-1');
  const writer = await makeUser(t.app, 'sl.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_MED_SALES_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'sl.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_MED_SALES_MANAGEMENT_READ']);
  await makeUser(t.app, 'sl.other', 'SAL-1', ['ROLE_USER', 'ROLE_MED_SALES_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'sl.plain', 'MGT-FIN', ['ROLE_USER']);
  await makeUser(t.app, 'sl.closer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_READ']);
  for (const key of ['writer', 'reader', 'other', 'plain', 'closer'] as const) tok[key] = (await login(t.app, `sl.${key}`)).access_token;
  ids.customer = await addCustomer('(주)실적정밀', '1208813578');
  ids.otherCustomer = await addCustomer('(주)실적상사', '2148699993');
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).limit(1);
  const base = { projectTypeId: type.id, pmUserId: writer, startDate: '2011-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' as const };
  [{ id: ids.project }, { id: ids.project2 }] = await t.app.db
    .insert(project)
    .values([
      { ...base, projectNo: 'PRJ-SL-001', name: '실적 배정 A' },
      { ...base, projectNo: 'PRJ-SL-002', name: '실적 배정 B' },
    ])
    .returning({ id: project.id });
  await t.app.db.insert(costPeriod).values({ ym: CLOSED, status: 'CLOSED', closedAt: t.app.clock() });
});
after(() => t.close());

const manual = (body: Record<string, unknown> = {}, token = tok.writer) =>
  send(t.app, 'POST', '/api/sales-ledger', token, { ym: OPEN, customerId: ids.customer, deptId: ids.fin, amount: 1_500_000, note: '유지보수 선매출', ...body });
const created = async (body: Record<string, unknown> = {}): Promise<Row> => {
  const res = await manual(body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
};
/** A TAX_INVOICE row as issuing an invoice writes it (no invoice needed for the ledger's own rules). */
async function autoRow(ym: string): Promise<Row> {
  const [row] = await t.app.db
    .insert(salesLedger)
    .values({ ym, sourceType: 'TAX_INVOICE', customerId: ids.customer, deptId: ids.fin, amount: 2_000_000 })
    .returning({ id: salesLedger.id });
  return (await get(t.app, `/api/sales-ledger/${row.id}`, tok.writer)).json().result;
}

describe('sales ledger', () => {
  test('manual rows: KRW as given, foreign amount × rate ÷ quote unit truncated, Korean field errors', async () => {
    const krw = await created();
    assert.equal(krw.sourceType, 'MANUAL');
    assert.equal(krw.amount, 1_500_000);
    assert.equal(krw.closedYn, 'N');
    const usd = await created({ amount: undefined, currencyCode: 'USD', foreignAmount: 100.5, exchangeRate: 1350.25 });
    assert.equal(usd.amount, 135_700, 'floor(100.50 × 1,350.25)');
    assert.equal(usd.foreignAmount, 100.5);
    const jpy = await created({ amount: undefined, currencyCode: 'JPY', foreignAmount: -10_000, exchangeRate: 912.35 });
    assert.equal(jpy.amount, -91_235, 'a negative foreign amount keeps its sign; JPY is quoted per 100');
    const bad = await manual({ amount: 0, contractId: null, projectId: 999_999 });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fields.amount, API_MESSAGES.salesLedgerAmountRequired);
    assert.equal(bad.json().fields.projectId, API_MESSAGES.salesLedgerProjectNotFound);
    const noRate = await manual({ amount: undefined, currencyCode: 'USD', foreignAmount: 10 });
    assert.equal(noRate.json().fields.exchangeRate, API_MESSAGES.salesLedgerRateRequired);
    const outside = await manual({ deptId: ids.sal });
    assert.equal(outside.statusCode, 400, 'a WRITE user books only in the departments of his scope');
    assert.equal(outside.json().fields.deptId, API_MESSAGES.salesLedgerDeptOutOfScope);
  });

  test('every write of a CLOSED month is refused with 409 and the month named', async () => {
    const message = fill(API_MESSAGES.salesLedgerMonthClosed, { ym: CLOSED });
    const res = await manual({ ym: CLOSED });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, message);
    const auto = await autoRow(CLOSED);
    assert.equal(auto.closedYn, 'Y');
    const moved = await send(t.app, 'PUT', `/api/sales-ledger/${auto.id}/allocation`, tok.writer, { projectId: ids.project, deptId: ids.fin, version: auto.version });
    assert.equal(moved.statusCode, 409);
    assert.equal(moved.json().message, message);
    const row = await created();
    const intoClosed = await send(t.app, 'PUT', `/api/sales-ledger/${row.id}`, tok.writer, { ym: CLOSED, customerId: ids.customer, deptId: ids.fin, amount: 10, version: row.version });
    assert.equal(intoClosed.statusCode, 409, 'nor may a row move into a closed month');
    const adjust = await send(t.app, 'POST', '/api/sales-ledger/adjustment', tok.writer, { adjustedId: auto.id, ym: CLOSED, amount: -1000, note: '단가 정정' });
    assert.equal(adjust.statusCode, 409);
    const bulk = await send(t.app, 'POST', '/api/sales-ledger/allocation', tok.writer, { projectId: ids.project, rows: [{ id: auto.id, version: auto.version }] });
    assert.equal(bulk.statusCode, 409);
  });

  test('auto rows take only project and department; stale versions get 409', async () => {
    const auto = await autoRow(OPEN);
    const edit = await send(t.app, 'PUT', `/api/sales-ledger/${auto.id}`, tok.writer, { ym: OPEN, customerId: ids.otherCustomer, deptId: ids.fin, amount: 1, version: auto.version });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, API_MESSAGES.salesLedgerAutoReadOnly);
    assert.equal((await send(t.app, 'DELETE', `/api/sales-ledger/${auto.id}?version=${auto.version}`, tok.writer)).statusCode, 409);
    const moved = await send(t.app, 'PUT', `/api/sales-ledger/${auto.id}/allocation`, tok.writer, { projectId: ids.project, deptId: ids.fin, version: auto.version });
    assert.equal(moved.statusCode, 200, moved.body);
    const after: Row = moved.json().result;
    assert.deepEqual([after.projectId, after.amount, after.customerId, after.version], [ids.project, 2_000_000, ids.customer, auto.version + 1]);
    const stale = await send(t.app, 'PUT', `/api/sales-ledger/${auto.id}/allocation`, tok.writer, { projectId: null, deptId: ids.fin, version: auto.version });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const row = await created();
    const ok = await send(t.app, 'PUT', `/api/sales-ledger/${row.id}`, tok.writer, { ym: OPEN, customerId: ids.customer, deptId: ids.fin, amount: 777, version: row.version });
    assert.equal(ok.json().result.amount, 777);
    assert.equal((await send(t.app, 'PUT', `/api/sales-ledger/${row.id}`, tok.writer, { ym: OPEN, customerId: ids.customer, deptId: ids.fin, amount: 778, version: row.version })).statusCode, 409);
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'SALES_LEDGER'), eq(auditHistory.entityId, auto.id), eq(auditHistory.action, 'UPDATE')));
    assert.deepEqual(audit.changes, [{ field: 'projectId', old: null, new: ids.project }]);
  });

  test('adjustments reference a row, need a reason and take its customer; referenced rows stay', async () => {
    const auto = await autoRow(OPEN);
    const noReason = await send(t.app, 'POST', '/api/sales-ledger/adjustment', tok.writer, { adjustedId: auto.id, ym: OPEN, amount: -300_000, note: ' ' });
    assert.equal(noReason.statusCode, 400);
    assert.equal(noReason.json().fields.note, API_MESSAGES.salesLedgerReasonRequired);
    const res = await send(t.app, 'POST', '/api/sales-ledger/adjustment', tok.writer, { adjustedId: auto.id, ym: OPEN, amount: -300_000, note: '납품 수량 감소' });
    assert.equal(res.statusCode, 201, res.body);
    const adj: Row & { adjustedId: number } = res.json().result;
    assert.deepEqual([adj.sourceType, adj.adjustedId, adj.customerId, adj.amount], ['ADJUSTMENT', auto.id, ids.customer, -300_000]);
    const ofAdj = await send(t.app, 'POST', '/api/sales-ledger/adjustment', tok.writer, { adjustedId: adj.id, ym: OPEN, amount: 1, note: '재조정' });
    assert.equal(ofAdj.json().fields.adjustedId, API_MESSAGES.salesLedgerAdjustTarget);
    const manualRow = await created();
    await send(t.app, 'POST', '/api/sales-ledger/adjustment', tok.writer, { adjustedId: manualRow.id, ym: OPEN, amount: 5, note: '끝전' });
    const del = await send(t.app, 'DELETE', `/api/sales-ledger/${manualRow.id}?version=${manualRow.version}`, tok.writer);
    assert.equal(del.statusCode, 409);
    assert.equal(del.json().message, API_MESSAGES.salesLedgerAdjustedInUse);
  });

  test('list filters (month range, 미배정, source, customer), totals over all matches, and bulk allocation', async () => {
    const a = await created({ ym: '2012-06', amount: 100 });
    const b = await created({ ym: '2012-06', amount: 200, customerId: ids.otherCustomer });
    await created({ ym: '2012-07', amount: 400, projectId: ids.project2 });
    const list = async (q: string) => (await get(t.app, `/api/sales-ledger?fromYm=2012-06&toYm=2012-07&${q}`, tok.writer)).json().result;
    const all = await list('size=1');
    assert.equal(all.totalElements, 3);
    assert.equal(all.content.length, 1);
    assert.deepEqual(all.totals, { amount: 700, unassignedAmount: 300, unassignedCount: 2 });
    const unassigned = await list('unassignedYn=Y&sort=amount,asc');
    assert.deepEqual(unassigned.content.map((r: Row) => r.id), [a.id, b.id]);
    assert.equal((await list(`customerId=${ids.otherCustomer}`)).totalElements, 1);
    assert.equal((await list('sourceTypeList=TAX_INVOICE')).totalElements, 0);
    assert.equal((await list(`projectId=${ids.project2}`)).totals.amount, 400);
    assert.equal((await get(t.app, '/api/sales-ledger?sourceTypeList=FOO', tok.writer)).statusCode, 400);
    assert.equal((await get(t.app, '/api/sales-ledger?fromYm=2012-07&toYm=2012-06', tok.writer)).statusCode, 400);

    const stale = await send(t.app, 'POST', '/api/sales-ledger/allocation', tok.writer, { projectId: ids.project, rows: [{ id: a.id, version: a.version }, { id: b.id, version: b.version + 1 }] });
    assert.equal(stale.statusCode, 409);
    assert.equal((await list('unassignedYn=Y')).totalElements, 2, 'all rows or none');
    const done = await send(t.app, 'POST', '/api/sales-ledger/allocation', tok.writer, { projectId: ids.project, rows: unassigned.content.map((r: Row) => ({ id: r.id, version: r.version })) });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().result.updated, 2);
    assert.equal((await list('unassignedYn=Y')).totalElements, 0);
    // The close checklist's 미배정 links land on this list filtered to the month's rows without a project.
    await created({ ym: '2012-08', amount: 50 });
    const checklist = (await get(t.app, '/api/cost-period/2012-08/checklist', tok.closer)).json().result;
    const item = checklist.items.find((i: { code: string }) => i.code === 'SALES_WITHOUT_PROJECT');
    assert.equal(item.count, 1);
    assert.match(item.links[0].href, /^\/med\/sales\/management\?fromYm=2012-08&toYm=2012-08&unassignedYn=Y&id=\d+$/);
    const xlsx = await get(t.app, '/api/sales-ledger/export.xlsx?fromYm=2012-06&toYm=2012-07', tok.reader);
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
  });

  test('roles and data scope: READ lists its departments, WRITE writes, others are refused', async () => {
    const row = await created({ ym: '2012-09' });
    assert.equal((await get(t.app, '/api/sales-ledger', tok.plain)).statusCode, 403);
    // Revenue goes to any live project: the ledger's picker lists them without project roles.
    const picked = (await get(t.app, '/api/sales-ledger/project-picker?keyword=PRJ-SL', tok.reader)).json().result;
    assert.deepEqual(picked.map((p: { projectNo: string }) => p.projectNo).sort(), ['PRJ-SL-001', 'PRJ-SL-002']);
    assert.equal((await get(t.app, '/api/project/picker?keyword=PRJ-SL', tok.reader)).json().result.length, 0, 'the project module’s own picker keeps its scope');
    assert.equal((await get(t.app, '/api/sales-ledger/project-picker', tok.plain)).statusCode, 403);
    assert.equal((await manual({}, tok.reader)).statusCode, 403);
    assert.equal((await get(t.app, `/api/sales-ledger/${row.id}`, tok.reader)).statusCode, 200);
    assert.equal((await get(t.app, `/api/sales-ledger/${row.id}`, tok.other)).statusCode, 404, 'another department’s row does not exist for SAL-1');
    const theirs = await get(t.app, '/api/sales-ledger?fromYm=2012-09&toYm=2012-09', tok.other);
    assert.equal(theirs.json().result.totalElements, 0);
    const del = await send(t.app, 'DELETE', `/api/sales-ledger/${row.id}?version=${row.version}`, tok.writer);
    assert.equal(del.statusCode, 200);
    assert.equal((await get(t.app, `/api/sales-ledger/${row.id}`, tok.writer)).statusCode, 404);
  });
});
