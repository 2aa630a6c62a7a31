import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

const HEADERS = ['계약번호', '계약명', '고객사', '계약유형', '상태', '계약일', '시작일', '종료일', '통화', '공급가액(계약통화)', '원화공급가', '부가세', '합계', '담당자', '소유부서'];
const column = (name: string) => HEADERS.indexOf(name);
const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/contract/export.xlsx${query}`, user.token, '계약');
const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/contract?size=100${query}`, user.token)).json().result;

test('the download is an .xlsx named in Korean with the Korean header row and the contracts of the list, in its order', async () => {
  const { res, header, rows } = await exported('', admin);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=contracts_\d{8}\.xlsx; filename\*=UTF-8''%EA%B3%84%EC%95%BD_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = await listed('', admin);
  assert.ok(list.content.length > 0 && rows.length >= list.content.length);
  assert.deepEqual(
    rows.slice(0, list.content.length).map((r) => r[column('계약번호')]),
    list.content.map((c: { contractNo: string }) => c.contractNo),
  );
});

test('the list’s filters apply', async () => {
  const active = await exported('?statusList=ACTIVE', admin);
  const list = await listed('&statusList=ACTIVE', admin);
  assert.equal(active.rows.length, list.totalElements);
  assert.ok(active.rows.length > 0 && active.rows.every((r) => r[column('상태')] === '진행중'));
  const all = await exported('', admin);
  assert.ok(active.rows.length < all.rows.length);
});

test('a user sees in the file only the contracts in their data scope, as their list shows them', async () => {
  const mine = await exported('', sales);
  const all = await exported('', admin);
  const list = await listed('', sales);
  assert.equal(mine.rows.length, list.totalElements);
  assert.ok(mine.rows.length < all.rows.length);
  assert.equal((await exported('', dev)).rows.length, (await listed('', dev)).totalElements);
});

test('a bad query answers 400 before any file is sent; signed out answers 401; each export is audited', async () => {
  for (const query of ['?statusList=active', '?customerId=0', '?expiringWithinDays=-1', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/contract/export.xlsx${query}`, admin.token);
  assert.equal((await get(t.app, '/api/contract/export.xlsx')).statusCode, 401);
  const { rows } = await exported('?statusList=ACTIVE', sales);
  assert.deepEqual(await lastExportAudit(t, 'CONTRACT'), { filters: { statusList: 'ACTIVE' }, rows: rows.length });
});
