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

const HEADERS = ['리드번호', '리드명', '고객사', '단계', '확률(%)', '예상금액', '가중금액', '예상 계약일', '유입경로', '중요도', '담당자', '소유부서', '실주 사유', '계약번호'];
const column = (name: string) => HEADERS.indexOf(name);
const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/lead/export.xlsx${query}`, user.token, '리드');
const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/lead?size=100${query}`, user.token)).json().result;

test('the download is an .xlsx named in Korean with the Korean header row and the leads of the list, in its order, codes as labels', async () => {
  const { res, header, rows } = await exported('?sort=leadNo,asc', admin);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=leads_\d{8}\.xlsx; filename\*=UTF-8''%EB%A6%AC%EB%93%9C_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = await listed('&sort=leadNo,asc', admin);
  assert.ok(list.content.length > 0 && rows.length >= list.content.length);
  assert.deepEqual(
    rows.slice(0, list.content.length).map((r) => r[column('리드번호')]),
    list.content.map((l: { leadNo: string }) => l.leadNo),
  );
  const meta = (await get(t.app, '/api/lead/meta', admin.token)).json().result as { sources: { label: string }[] };
  const sourceLabels = new Set(meta.sources.map((s) => s.label));
  assert.ok(rows.every((r) => sourceLabels.has(String(r[column('유입경로')]))));
  assert.ok(rows.every((r) => ['높음', '보통', '낮음'].includes(String(r[column('중요도')]))));
});

test('the list’s filters apply', async () => {
  const high = await exported('?priorityList=HIGH&categoryList=OPEN', admin);
  const list = await listed('&priorityList=HIGH&categoryList=OPEN', admin);
  assert.equal(high.rows.length, list.totalElements);
  assert.ok(high.rows.length > 0 && high.rows.every((r) => r[column('중요도')] === '높음'));
  const all = await exported('', admin);
  assert.ok(high.rows.length < all.rows.length);
});

test('a sales rep exports only the leads in their data scope, as their list shows them', async () => {
  const mine = await exported('', sales);
  const all = await exported('', admin);
  const list = await listed('', sales);
  assert.equal(mine.rows.length, list.totalElements);
  assert.ok(mine.rows.length > 0 && mine.rows.length < all.rows.length);
});

test('a bad query answers 400 before any file is sent; no LEAD role answers 403; each export is audited', async () => {
  for (const query of ['?priorityList=high', '?stageIdList=a', '?ownerUserId=0', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/lead/export.xlsx${query}`, admin.token);
  assert.equal((await get(t.app, '/api/lead/export.xlsx', dev.token)).statusCode, 403);
  const { rows } = await exported('?priorityList=LOW', sales);
  assert.deepEqual(await lastExportAudit(t, 'LEAD'), { filters: { priorityList: 'LOW' }, rows: rows.length });
});
