import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { appUser, auditHistory } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, grant, signInAll } from '../../helpers/users';

let t: TestApp;
let hr: TestUser;
let sales: TestUser;
let dev: TestUser;

before(async () => {
  t = await buildTestApp({ crm: false });
  const [salesUser] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'sales'));
  // Read over USER_HR without the admin role: the caller's own department subtree.
  await grant(t, salesUser.id, 'ROLE_USER_HR_READ');
  [hr, sales, dev] = await signInAll(t, ['hr', 'sales', 'dev']);
});
after(() => t.close());

const HEADERS = ['사번', '이름', '아이디', '이메일', '소속부서', '직급', '직책', '고용형태', '상태', '입사일', '퇴사일'];
const column = (name: string) => HEADERS.indexOf(name);

/** The export's sheet as rows of cell values, header row first. */
async function exported(query: string, token: string) {
  const res = await get(t.app, `/api/user/info/export.xlsx${query}`, token);
  assert.equal(res.statusCode, 200, res.body);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('인사정보')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, header: rows[0], rows: rows.slice(1) };
}

test('the download is an .xlsx named in Korean with the Korean header row and every user of the list, in its order', async () => {
  const { res, header, rows } = await exported('', hr.token);
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(String(res.headers['content-disposition']), /^attachment; filename=users_\d{8}\.xlsx; filename\*=UTF-8''%EC%9D%B8%EC%82%AC%EC%A0%95%EB%B3%B4_\d{8}\.xlsx$/);
  assert.deepEqual(header, HEADERS);
  const list = (await get(t.app, '/api/user/info?size=100&sort=name,asc', hr.token)).json().result;
  assert.equal(rows.length, list.totalElements);
  assert.deepEqual(
    rows.map((r) => r[column('아이디')]),
    list.content.map((u: { username: string }) => u.username),
  );
  const hrRow = rows.find((r) => r[column('아이디')] === 'hr')!;
  assert.match(String(hrRow[column('사번')]), /^D\d{6}$/);
  assert.equal(hrRow[column('상태')], '재직');
  assert.match(String(hrRow[column('입사일')]), /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(rows.every((r) => ['사원', '주임', '대리', '과장', '차장', '부장', '이사', undefined, null].includes(r[column('직급')] as string)));
});

test('the list’s filters and order apply', async () => {
  const { rows } = await exported(`?keyword=${encodeURIComponent('박준혁')}`, hr.token);
  assert.deepEqual(rows.map((r) => r[column('아이디')]), ['sales.lead']);
  assert.equal((await exported('?statusList=LOCKED,RETIRED', hr.token)).rows.length, 0);
  assert.deepEqual((await exported('?authorityCode=ROLE_SUPER', hr.token)).rows.map((r) => r[column('아이디')]), ['admin']);
  const descending = (await exported('?sort=username,desc', hr.token)).rows.map((r) => String(r[column('아이디')]));
  assert.deepEqual(descending, [...descending].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
});

test('a reader of one department exports only the users in their data scope, as their list shows them', async () => {
  const mine = await exported('', sales.token);
  const list = (await get(t.app, '/api/user/info?size=100', sales.token)).json().result;
  assert.deepEqual(
    mine.rows.map((r) => r[column('아이디')]),
    list.content.map((u: { username: string }) => u.username),
  );
  assert.ok(mine.rows.length > 0 && mine.rows.length < (await exported('', hr.token)).rows.length);
});

test('a bad query answers 400 before any file is sent; no read role answers 403; each export is audited', async () => {
  for (const query of ['?statusList=GONE', '?sort=password,desc', '?deptId=abc', '?keyword=' + 'x'.repeat(101)]) {
    const res = await get(t.app, `/api/user/info/export.xlsx${query}`, hr.token);
    assert.equal(res.statusCode, 400, query);
    assert.match(String(res.headers['content-type']), /^application\/json/);
  }
  assert.equal((await get(t.app, '/api/user/info/export.xlsx', dev.token)).statusCode, 403);
  const { rows } = await exported('?statusList=ACTIVE&sort=name,desc', hr.token);
  const [audit] = await t.app.db
    .select()
    .from(auditHistory)
    .where(and(eq(auditHistory.entityType, 'USER'), eq(auditHistory.action, 'EXPORT')))
    .orderBy(desc(auditHistory.id))
    .limit(1);
  assert.equal(audit.actorId, hr.id);
  assert.deepEqual(audit.changes.find((c) => c.field === 'filters')?.new, { statusList: 'ACTIVE', sort: 'name,desc' });
  assert.equal(audit.changes.find((c) => c.field === 'rows')?.new, rows.length);
});
