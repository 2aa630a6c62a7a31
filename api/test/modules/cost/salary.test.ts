// @pglite: masking, read audits, the upload's per-row checks and the closed-month lock run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MAX_SALARY_AMOUNT } from '@dure/shared/contracts/cost/salary';
import { appUser, auditHistory, costPeriod, salary, userHr } from '../../../src/db/schema';
import { seedSalaryDemo } from '../../../src/db/seed/salary';
import { fill } from '../../../src/lib/messages';
import { makeUser, sendForm } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

let t: TestApp;
let finance: string;
let hr: string;
let reader: string;
let deptReader: string;
let plain: string;
let adminOnly: string;
let workerA: number;
let workerB: number;
let outsider: number;

const HEADERS = ['사번', '아이디', '귀속월', '기본급', '수당', '연장근로수당', '상여', '4대보험 회사부담', '퇴직급여충당'];

/** A payroll .xlsx: the header row and the given rows, as a person would type them. */
async function payroll(rows: (string | number | null)[][], headers = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('급여');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = async (path: '/api/salary/upload/preview' | '/api/salary/upload', rows: (string | number | null)[][], token = finance, headers?: string[]) =>
  sendForm(t.app, 'POST', path, token, {}, { field: 'file', filename: '급여.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await payroll(rows, headers) });

async function auditsSince(id: number) {
  return t.app.db
    .select()
    .from(auditHistory)
    .where(and(eq(auditHistory.entityType, 'SALARY'), gt(auditHistory.id, id)))
    .orderBy(auditHistory.id);
}
async function lastAuditId() {
  const [row] = await t.app.db.select({ id: auditHistory.id }).from(auditHistory).orderBy(desc(auditHistory.id)).limit(1);
  return row?.id ?? 0;
}

before(async () => {
  t = await buildTestApp({ crm: false });
  // The demo seeded the 24 months before this one for everyone with HR details (DOMAIN §11), each total the sum of its parts.
  const demo = await t.app.db.select().from(salary);
  const [{ people }] = await t.app.db.select({ people: count() }).from(userHr);
  assert.equal(new Set(demo.map((s) => s.ym)).size, 24);
  assert.equal(demo.length, 24 * people);
  assert.ok(demo.every((s) => s.totalCost === s.basePay + s.allowances + s.overtimePay + s.bonus + s.employerInsurance + s.severanceAccrual && s.basePay > 0));
  assert.deepEqual(await seedSalaryDemo(t.app.db, { now: t.clock() }), { salaries: 0 });
  // The whole company's totals run past one row's limit: the list still answers them (the demo finance sees every department).
  const all = await get(t.app, '/api/salary', (await login(t.app, 'finance')).access_token);
  assert.equal(all.statusCode, 200, all.body);
  const sum = demo.reduce((a, s) => a + s.totalCost, 0);
  assert.ok(sum > MAX_SALARY_AMOUNT);
  assert.deepEqual([all.json().result.totals.count, all.json().result.totals.totalCost], [demo.length, sum]);
  // The file owns the salary table from here on: the demo's rows are removed.
  await t.app.db.delete(salary);
  workerA = await makeUser(t.app, 'pay.a', 'MGT-FIN', ['ROLE_USER']);
  workerB = await makeUser(t.app, 'pay.b', 'MGT-FIN', ['ROLE_USER']);
  outsider = await makeUser(t.app, 'pay.sales', 'SAL-1', ['ROLE_USER']);
  await t.app.db.insert(userHr).values([
    { userId: workerA, employeeNo: 'PAY-0001', hireDate: '2015-03-02', jobGrade: 'MANAGER' },
    { userId: workerB, employeeNo: 'PAY-0002', hireDate: '2018-03-02', jobGrade: 'STAFF' },
  ]);
  await makeUser(t.app, 'pay.reader', 'MGT', ['ROLE_USER', 'ROLE_SALARY_MANAGEMENT_ADMIN']);
  await makeUser(t.app, 'pay.dept', 'MGT-FIN', ['ROLE_USER', 'ROLE_SALARY_MANAGEMENT_READ']);
  await makeUser(t.app, 'pay.plain', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_ADMIN']);
  await makeUser(t.app, 'pay.admin', 'MGT-IT', ['ROLE_USER', 'ROLE_ADMIN']);
  [finance, hr, reader, deptReader, plain, adminOnly] = await Promise.all(['finance', 'hr', 'pay.reader', 'pay.dept', 'pay.plain', 'pay.admin'].map(async (u) => (await login(t.app, u)).access_token));
  await t.app.db.insert(costPeriod).values({ ym: '2031-02', status: 'CLOSED', closedAt: t.app.clock() });
});
after(() => t.close());

describe('salary upload', () => {
  test('template headers are required; preview reports each row with Korean errors and saves nothing', async () => {
    let res = await upload('/api/salary/upload/preview', [['PAY-0001', '', '2031-01', 1, 1, 1, 1, 1, 1]], finance, ['이름', '귀속월', '기본급']);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /사번 또는 아이디.*수당.*연장근로수당/);
    res = await upload('/api/salary/upload/preview', [
      ['PAY-0001', '', '2031-01', '3,000,000', 200000, 100000, 0, 330000, ''],
      ['', 'pay.b', '2031.1', 2400000, 0, 0, 1200000, 250000, 300000],
      ['NOPE-9', '', '2031-01', 1, 1, 1, 1, 1, 1],
      ['PAY-0002', '', '2031-13', -5, '많음', 1.5, '', 1, 1],
      ['', 'pay.a', '2031-01', 1, 1, 1, 1, 1, 1],
      ['PAY-0001', '', '2031-02', 1, 1, 1, 1, 1, 1],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const { rows, counts } = res.json().result;
    assert.deepEqual(counts, { valid: 2, error: 4, replaces: 0 });
    assert.deepEqual(rows.map((r: { rowNo: number }) => r.rowNo), [2, 3, 4, 5, 6, 7]);
    // 퇴직급여충당 blank → (3,000,000 + 200,000 + 100,000 + 0) ÷ 12 floored; totalCost = Σ.
    assert.deepEqual(rows[0].amounts, { basePay: 3000000, allowances: 200000, overtimePay: 100000, bonus: 0, employerInsurance: 330000, severanceAccrual: 275000, totalCost: 3905000 });
    assert.deepEqual([rows[1].userId, rows[1].ym, rows[1].amounts.severanceAccrual], [workerB, '2031-01', 300000]);
    assert.equal(rows[2].errors.employeeNo, API_MESSAGES.salaryUploadUserUnknown);
    assert.deepEqual(rows[3].errors, {
      ym: API_MESSAGES.salaryUploadMonth,
      basePay: API_MESSAGES.salaryUploadNegative,
      allowances: API_MESSAGES.salaryUploadNumber,
      overtimePay: API_MESSAGES.salaryUploadNumber,
      bonus: API_MESSAGES.salaryUploadRequired,
    });
    assert.equal(rows[3].amounts, null);
    assert.equal(rows[4].errors.username, fill(API_MESSAGES.salaryUploadDuplicate, { row: 2 }));
    assert.equal(rows[5].errors.ym, fill(API_MESSAGES.monthClosedSalary, { ym: '2031-02' }));
    assert.equal((await t.app.db.select().from(salary)).length, 0);
  });

  test('commit saves only the good rows in one go; a second upload replaces the person-month with its version bumped; writers only', async () => {
    const rows = [
      ['PAY-0001', '', '2031-01', 3000000, 200000, 100000, 0, 330000, ''],
      ['', 'pay.b', '2031-01', 2400000, 0, 0, 1200000, 250000, 300000],
      ['PAY-0002', '', '2031-01', 'x', 1, 1, 1, 1, 1],
      ['', 'pay.sales', '2031-01', 1000, 0, 0, 0, 0, 0],
    ];
    assert.equal((await upload('/api/salary/upload', rows, plain)).statusCode, 403);
    assert.equal((await upload('/api/salary/upload', rows, hr)).statusCode, 403);
    let res = await upload('/api/salary/upload', rows);
    assert.equal(res.statusCode, 200, res.body);
    let result = res.json().result;
    assert.deepEqual([result.created, result.updated, result.skipped], [3, 0, 1]);
    assert.deepEqual(result.rejected.map((r: { rowNo: number }) => r.rowNo), [4]);
    const saved = await t.app.db.select().from(salary).orderBy(salary.id);
    assert.deepEqual(
      saved.map((s) => [s.userId, s.ym, s.totalCost, s.version]),
      [
        [workerA, '2031-01', 3905000, 0],
        [workerB, '2031-01', 4150000, 0],
        [outsider, '2031-01', 1000, 0],
      ],
    );
    res = await upload('/api/salary/upload/preview', [['PAY-0001', '', '2031-01', 3100000, 200000, 100000, 0, 330000, 300000]]);
    assert.deepEqual(res.json().result.counts, { valid: 1, error: 0, replaces: 1 });
    res = await upload('/api/salary/upload', [['PAY-0001', '', '2031-01', 3100000, 200000, 100000, 0, 330000, 300000], ['bad', '', '', '', '', '', '', '', '']]);
    result = res.json().result;
    assert.deepEqual([result.created, result.updated, result.skipped], [0, 1, 1]);
    const [replaced] = await t.app.db.select().from(salary).where(eq(salary.userId, workerA));
    assert.deepEqual([replaced.basePay, replaced.totalCost, replaced.version], [3100000, 4030000, 1]);
    // Nothing valid → 400, nothing written; an empty sheet and a non-spreadsheet are 400 too.
    res = await upload('/api/salary/upload', [['NOPE', '', '2031-01', 1, 1, 1, 1, 1, 1]]);
    assert.deepEqual([res.statusCode, res.json().message], [400, API_MESSAGES.salaryUploadNothing]);
    res = await upload('/api/salary/upload/preview', []);
    assert.deepEqual([res.statusCode, res.json().message], [400, API_MESSAGES.importEmpty]);
    res = await sendForm(t.app, 'POST', '/api/salary/upload/preview', finance, {}, { field: 'file', filename: '급여.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF') });
    assert.equal(res.statusCode, 400);
    res = await upload('/api/salary/upload/preview', Array.from({ length: 1001 }, () => ['PAY-0001', '', '2031-01', 1, 1, 1, 1, 1, 1]));
    assert.deepEqual([res.statusCode, res.json().message], [400, API_MESSAGES.importTooMany]);
  });
});

describe('salary rows', () => {
  test('list filters, totals and data scope: SALARY_READ sees its department subtree, ADMIN org-wide', async () => {
    let res = await get(t.app, '/api/salary?fromYm=2031-01&toYm=2031-01&sort=totalCost,desc', reader);
    assert.equal(res.statusCode, 200, res.body);
    let page = res.json().result;
    assert.deepEqual(page.content.map((r: { userId: number }) => r.userId), [workerB, workerA, outsider]);
    assert.deepEqual([page.totals.count, page.totals.totalCost, page.totals.maskedYn], [3, 4150000 + 4030000 + 1000, 'N']);
    assert.equal(page.content[0].employeeNo, 'PAY-0002');
    res = await get(t.app, '/api/salary?keyword=pay-0001', reader);
    assert.deepEqual(res.json().result.content.map((r: { userId: number }) => r.userId), [workerA]);
    const [fin] = await t.app.db.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, workerA));
    res = await get(t.app, `/api/salary?deptId=${fin.deptId}`, reader);
    assert.equal(res.json().result.totalElements, 2);
    // The department reader (경영지원 재무) sees neither the sales person's row nor its amounts in the totals.
    page = (await get(t.app, '/api/salary', deptReader)).json().result;
    assert.deepEqual(page.content.map((r: { userId: number }) => r.userId).sort(), [workerA, workerB].sort());
    assert.equal(page.totals.totalCost, 4150000 + 4030000);
    const other = (await t.app.db.select().from(salary).where(eq(salary.userId, outsider)))[0];
    assert.equal((await get(t.app, `/api/salary/${other.id}`, deptReader)).statusCode, 404);
    assert.equal((await get(t.app, '/api/salary?fromYm=2031-02&toYm=2031-01', reader)).statusCode, 400);
    assert.equal((await get(t.app, '/api/salary', plain)).statusCode, 403);
  });

  test('ADMIN and HR_ADMIN without SALARY_MANAGEMENT_READ: every amount null + maskedYn Y in list, detail, export and history; reads audited', async () => {
    const [row] = await t.app.db.select().from(salary).where(eq(salary.userId, workerA));
    for (const token of [hr, adminOnly]) {
      const start = await lastAuditId();
      const page = (await get(t.app, '/api/salary?fromYm=2031-01&sort=basePay,desc', token)).json().result;
      assert.equal(page.content.length, 3);
      for (const r of page.content) assert.deepEqual([r.basePay, r.bonus, r.severanceAccrual, r.totalCost, r.maskedYn], [null, null, null, null, 'Y']);
      assert.deepEqual([page.totals.count, page.totals.totalCost, page.totals.maskedYn], [3, null, 'Y']);
      const detail = (await get(t.app, `/api/salary/${row.id}`, token)).json().result;
      assert.deepEqual([detail.userId, detail.basePay, detail.totalCost, detail.maskedYn], [workerA, null, null, 'Y']);
      const sheet = await exportedSheet(t, '/api/salary/export.xlsx?fromYm=2031-01', token, '급여');
      const amountColumns = ['기본급(원)', '상여(원)', '총 인건비(원)'].map((h) => sheet.header.indexOf(h));
      assert.ok(amountColumns.every((c) => c >= 0));
      assert.ok(sheet.rows.length === 3 && sheet.rows.every((r) => amountColumns.every((c) => r[c] === '비공개')));
      const history = (await get(t.app, `/api/history/SALARY/${row.id}`, token)).json().result.content;
      const changes = history.flatMap((h: { changes: { field: string; new: unknown; old: unknown }[] }) => h.changes);
      const base = changes.filter((c: { field: string }) => c.field === 'basePay');
      assert.ok(base.length >= 1);
      for (const c of base) assert.ok(![c.old, c.new].some((v) => typeof v === 'number' || /\d/.test(String(v ?? ''))), JSON.stringify(c));
      assert.equal((await send(t.app, 'PUT', `/api/salary/${row.id}`, token, { basePay: 1, allowances: 0, overtimePay: 0, bonus: 0, employerInsurance: 0, version: row.version })).statusCode, 403);
      // Four reads, four audit rows: list, detail, history (VIEW_SENSITIVE) and the export (EXPORT).
      const audits = await auditsSince(start);
      assert.deepEqual(audits.map((a) => a.action), ['VIEW_SENSITIVE', 'VIEW_SENSITIVE', 'EXPORT', 'VIEW_SENSITIVE']);
      assert.deepEqual(audits.map((a) => a.entityId), [null, row.id, null, row.id]);
      assert.ok(audits.every((a) => a.actorId !== null));
    }
    assert.equal((await lastExportAudit(t, 'SALARY')).rows, 3);
    // With the role: the values themselves, in the history too.
    const shown = (await get(t.app, `/api/history/SALARY/${row.id}`, reader)).json().result.content;
    const base = shown.flatMap((h: { changes: { field: string; new: unknown }[] }) => h.changes).find((c: { field: string }) => c.field === 'basePay');
    assert.equal(base.new, 3100000);
    const detail = (await get(t.app, `/api/salary/${row.id}`, finance)).json().result;
    assert.deepEqual([detail.basePay, detail.maskedYn], [3100000, 'N']);
  });

  test('edit one row: totalCost and blank severance computed, stale version → 409; delete asks for the version; CLOSED months refuse both', async () => {
    const [row] = await t.app.db.select().from(salary).where(eq(salary.userId, workerB));
    const body = { basePay: 2400000, allowances: 120000, overtimePay: 0, bonus: 0, employerInsurance: 250000, severanceAccrual: null, version: row.version };
    let res = await send(t.app, 'PUT', `/api/salary/${row.id}`, finance, body);
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.deepEqual([saved.severanceAccrual, saved.totalCost, saved.version], [210000, 2980000, row.version + 1]);
    res = await send(t.app, 'PUT', `/api/salary/${row.id}`, finance, { ...body, basePay: 1 });
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'PUT', `/api/salary/${row.id}`, finance, { ...body, basePay: -1, version: saved.version });
    assert.equal(res.statusCode, 400);
    assert.equal((await send(t.app, 'DELETE', `/api/salary/${row.id}?version=${row.version}`, finance)).statusCode, 409);

    // Close 2031-01: the rows of the month are locked (lockedYn), edits, deletes and uploads refused.
    await t.app.db.insert(costPeriod).values({ ym: '2031-01', status: 'CLOSED', closedAt: t.app.clock() });
    const locked = (await get(t.app, `/api/salary/${row.id}`, finance)).json().result;
    assert.equal(locked.lockedYn, 'Y');
    res = await send(t.app, 'PUT', `/api/salary/${row.id}`, finance, { ...body, version: locked.version });
    assert.deepEqual([res.statusCode, res.json().message], [409, fill(API_MESSAGES.monthClosedSalary, { ym: '2031-01' })]);
    res = await send(t.app, 'DELETE', `/api/salary/${row.id}?version=${locked.version}`, finance);
    assert.equal(res.statusCode, 409);
    res = await upload('/api/salary/upload/preview', [['PAY-0002', '', '2031-01', 1, 1, 1, 1, 1, 1]]);
    assert.equal(res.json().result.rows[0].errors.ym, fill(API_MESSAGES.monthClosedSalary, { ym: '2031-01' }));
    await t.app.db.delete(costPeriod).where(eq(costPeriod.ym, '2031-01'));

    assert.equal((await send(t.app, 'DELETE', `/api/salary/${row.id}?version=${locked.version}`, deptReader)).statusCode, 403);
    res = await send(t.app, 'DELETE', `/api/salary/${row.id}?version=${locked.version}`, finance);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await get(t.app, `/api/salary/${row.id}`, finance)).statusCode, 404);
    // The person-month is free again: an upload creates a new row.
    res = await upload('/api/salary/upload', [['PAY-0002', '', '2031-01', 1, 1, 1, 1, 1, '']]);
    assert.deepEqual([res.json().result.created, res.json().result.updated], [1, 0]);
  });
});
