import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditHistory, department } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let sales: TestUser;
let dev: TestUser;

before(async () => {
  t = await buildTestApp();
  [admin, sales, dev] = await signInAll(t, ['admin', 'sales', 'dev']);
});
after(() => t.close());

const HEADERS = ['고객번호', '고객사명', '고객유형', '사업자등록번호', '대표자', '업종', '세그먼트', '등급', '상태', '연락처', '주소', '담당자', '소유부서', '결제조건(일)', '여신한도'];

/** The export's sheet as rows of cell values, header row first. */
async function exported(path: string, token: string) {
  const res = await get(t.app, `/api/customer/export.xlsx${path}`, token);
  assert.equal(res.statusCode, 200, res.body);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('고객사')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, header: rows[0], rows: rows.slice(1) };
}

const column = (name: string) => HEADERS.indexOf(name);

test('the download is an .xlsx named in Korean (RFC 6266) with the Korean header row and the customers of the list', async () => {
  const { res, header, rows } = await exported('', admin.token);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=customers_\d{8}\.xlsx; filename\*=UTF-8''%EA%B3%A0%EA%B0%9D%EC%82%AC_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = (await get(t.app, '/api/customer?size=100&sort=name,asc', admin.token)).json().result;
  assert.ok(rows.length >= list.content.length && rows.length > 0);
  assert.deepEqual(
    rows.slice(0, list.content.length).map((r) => r[column('고객번호')]),
    list.content.map((c: { customerNo: string }) => c.customerNo),
  );
  assert.ok(rows.every((r) => ['잠재', '거래중', '휴면', '폐업'].includes(String(r[column('상태')]))));
});

test('the list’s filters and order apply', async () => {
  const created = await send(t.app, 'POST', '/api/customer', admin.token, { name: '엑셀내보내기 전용상사', customerType: 'OVERSEAS', grade: 'B', paymentTermDays: 45 });
  assert.equal(created.statusCode, 201, created.body);
  const { rows } = await exported(`?keyword=${encodeURIComponent('엑셀내보내기')}&gradeList=B&typeList=OVERSEAS`, admin.token);
  assert.equal(rows.length, 1);
  assert.equal(rows[0][column('고객사명')], '엑셀내보내기 전용상사');
  assert.equal(rows[0][column('고객유형')], '해외');
  assert.equal(rows[0][column('결제조건(일)')], 45);
  const none = await exported(`?keyword=${encodeURIComponent('엑셀내보내기')}&gradeList=A`, admin.token);
  assert.equal(none.rows.length, 0);
  const descending = (await exported('?sort=name,desc&statusList=PROSPECT,ACTIVE', admin.token)).rows.map((r) => String(r[column('고객사명')]));
  assert.deepEqual(descending, [...descending].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
});

test('a user of one department exports only the customers in their data scope, as their list shows them', async () => {
  const [sal1] = await t.app.db.select({ name: department.name }).from(department).where(eq(department.code, 'SAL-1'));
  const mine = await exported('', sales.token);
  const all = await exported('', admin.token);
  const list = (await get(t.app, '/api/customer?size=100', sales.token)).json().result;
  assert.equal(list.totalCappedYn, 'N');
  assert.equal(mine.rows.length, list.totalElements);
  assert.ok(mine.rows.length > 0 && mine.rows.length < all.rows.length);
  const salesName = (await get(t.app, '/api/user/me', sales.token)).json().result.name;
  assert.ok(mine.rows.every((r) => r[column('소유부서')] === sal1.name || r[column('담당자')] === salesName));
});

test('a bad query answers 400 before any file is sent; no read role answers 403; each export is audited', async () => {
  for (const query of ['?statusList=BOGUS', '?sort=password,desc', '?segmentId=0', '?keyword=' + 'x'.repeat(101)]) {
    const res = await get(t.app, `/api/customer/export.xlsx${query}`, admin.token);
    assert.equal(res.statusCode, 400, query);
    assert.match(String(res.headers['content-type']), /^application\/json/);
  }
  assert.equal((await get(t.app, '/api/customer/export.xlsx', dev.token)).statusCode, 403);
  await exported('?gradeList=B', sales.token);
  const [audit] = await t.app.db
    .select()
    .from(auditHistory)
    .where(and(eq(auditHistory.entityType, 'CUSTOMER'), eq(auditHistory.action, 'EXPORT')))
    .orderBy(desc(auditHistory.id))
    .limit(1);
  assert.deepEqual(audit.changes.find((c) => c.field === 'filters')?.new, { gradeList: 'B' });
});
