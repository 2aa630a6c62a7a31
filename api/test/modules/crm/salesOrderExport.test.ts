import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, signIn } from '../../helpers/users';
import { assertRefused, exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

let t: TestApp;
let admin: TestUser;
let sales: TestUser;
let dev: TestUser;

before(async () => {
  t = await buildTestApp();
  [admin, sales, dev] = await Promise.all(['admin', 'sales', 'dev'].map((u) => signIn(t, u)));
});
after(() => t.close());

const HEADERS = ['수주번호', '수주일', '납기 요청일', '고객사', '상태', '공급가액', '부가세', '합계', '출하율(%)', '청구율(%)', '담당자', '소유부서'];
const column = (name: string) => HEADERS.indexOf(name);
const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/sales-order/export.xlsx${query}`, user.token, '수주');
const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/sales-order?size=100${query}`, user.token)).json().result;

test('the download is an .xlsx named in Korean with the Korean header row and the orders of the list, in its order', async () => {
  const { res, header, rows } = await exported('', admin);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=sales_orders_\d{8}\.xlsx; filename\*=UTF-8''%EC%88%98%EC%A3%BC_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = await listed('', admin);
  assert.ok(list.content.length > 0 && rows.length >= list.content.length);
  assert.deepEqual(
    rows.slice(0, list.content.length).map((r) => r[column('수주번호')]),
    list.content.map((o: { orderNo: string }) => o.orderNo),
  );
});

test('the list’s filters apply', async () => {
  const { status, customerId } = (await listed('', admin)).content[0] as { status: keyof typeof SalesOrderStatus.labels; customerId: number };
  const some = await exported(`?statusList=${status}&customerId=${customerId}`, admin);
  const list = await listed(`&statusList=${status}&customerId=${customerId}`, admin);
  assert.equal(some.rows.length, list.totalElements);
  assert.ok(some.rows.length > 0 && some.rows.every((r) => r[column('상태')] === SalesOrderStatus.labels[status]));
  assert.ok(some.rows.length < (await exported('', admin)).rows.length);
});

test('a sales rep exports only the orders in their data scope, as their list shows them', async () => {
  const mine = await exported('', sales);
  const all = await exported('', admin);
  const list = await listed('', sales);
  assert.equal(mine.rows.length, list.totalElements);
  assert.ok(mine.rows.length < all.rows.length);
});

test('a bad query answers 400 before any file is sent; no CRM role answers 403; each export is audited', async () => {
  for (const query of ['?statusList=draft', '?customerId=0', '?sort=password,desc', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/sales-order/export.xlsx${query}`, admin.token);
  assert.equal((await get(t.app, '/api/sales-order/export.xlsx', dev.token)).statusCode, 403);
  const { rows } = await exported('?statusList=CONFIRMED', sales);
  assert.deepEqual(await lastExportAudit(t, 'SALES_ORDER'), { filters: { statusList: 'CONFIRMED' }, rows: rows.length });
});
