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

const HEADERS = ['일시', '활동유형', '상태', '제목', '고객번호', '고객사', '고객 담당자', '장소', '소요(분)', '결과', '관련 리드', '다음 액션 일시', '다음 액션', '영업 담당', '부서', '동행자'];
const column = (name: string) => HEADERS.indexOf(name);
const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/crm-record/export.xlsx${query}`, user.token, '영업활동');
const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/crm-record?size=100${query}`, user.token)).json().result;

test('the download is an .xlsx named in Korean with the Korean header row and the activities of the list, in its order', async () => {
  const { res, header, rows } = await exported('', admin);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=crm_records_\d{8}\.xlsx; filename\*=UTF-8''%EC%98%81%EC%97%85%ED%99%9C%EB%8F%99_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = await listed('', admin);
  assert.ok(list.content.length > 0 && rows.length >= list.content.length);
  assert.deepEqual(
    rows.slice(0, list.content.length).map((r) => r[column('제목')]),
    list.content.map((r: { subject: string }) => r.subject),
  );
});

test('the list’s filters and order apply', async () => {
  const done = await exported('?statusList=DONE&sort=subject,asc', admin);
  const list = await listed('&statusList=DONE&sort=subject,asc', admin);
  assert.ok(done.rows.length >= list.totalElements, 'a capped count is a lower bound');
  assert.ok(done.rows.length > 0 && done.rows.every((r) => r[column('상태')] === '완료'));
  assert.deepEqual(
    done.rows.slice(0, list.content.length).map((r) => r[column('제목')]),
    list.content.map((r: { subject: string }) => r.subject),
  );
  const first = list.content[0] as { customerId: number; customerName: string };
  const ofCustomer = await exported(`?customerId=${first.customerId}`, admin);
  assert.ok(ofCustomer.rows.length > 0 && ofCustomer.rows.every((r) => r[column('고객사')] === first.customerName));
});

test('a sales rep exports only the activities in their data scope, as their list shows them', async () => {
  const mine = await exported('', sales);
  const all = await exported('', admin);
  const list = await listed('', sales);
  assert.equal(list.totalCappedYn, 'N');
  assert.equal(mine.rows.length, list.totalElements);
  assert.ok(mine.rows.length > 0 && mine.rows.length < all.rows.length);
});

test('a bad query answers 400 before any file is sent; no CRM role answers 403; each export is audited', async () => {
  for (const query of ['?statusList=done', '?sort=password,desc', '?customerId=0', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/crm-record/export.xlsx${query}`, admin.token);
  assert.equal((await get(t.app, '/api/crm-record/export.xlsx', dev.token)).statusCode, 403);
  const { rows } = await exported('?outcomeList=POSITIVE', sales);
  assert.deepEqual(await lastExportAudit(t, 'CRM_RECORD'), { filters: { outcomeList: 'POSITIVE' }, rows: rows.length });
});
