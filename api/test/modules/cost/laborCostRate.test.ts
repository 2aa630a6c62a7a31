// @pglite: the btree_gist exclusion constraint (daterange overlap per key) and the grade-as-of-date lookup run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { laborCostRate, taskActivity, userHr, userHrHistory } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { exportedSheet } from '../../helpers/xlsxExport';

let t: TestApp;
let salaryWriter: string;
let writer: string;
let reader: string;
let plain: string;
let worker: number;
let activity: number;
let otherActivity: number;

// The file owns the rate table: the demo's grade rates are removed first (open-ended rows here would meet them).
const D = (s: string) => `2010-${s}`;

before(async () => {
  t = await buildTestApp({ crm: false });
  await t.app.db.delete(laborCostRate);
  await makeUser(t.app, 'rate.salary', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_WRITE', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ', 'ROLE_SALARY_MANAGEMENT_READ']);
  await makeUser(t.app, 'rate.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_WRITE', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ']);
  await makeUser(t.app, 'rate.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ']);
  await makeUser(t.app, 'rate.plain', 'MGT-FIN', ['ROLE_USER']);
  worker = await makeUser(t.app, 'rate.worker', 'MGT-FIN', ['ROLE_USER']);
  // 대리 until 2010-07-01, 과장 from then on (the current grade is the later one).
  await t.app.db.insert(userHr).values({ userId: worker, employeeNo: 'RATE-0001', hireDate: '2005-03-02', jobGrade: 'MANAGER' });
  await t.app.db.insert(userHrHistory).values({ userId: worker, field: 'jobGrade', effectiveDate: D('07-01'), oldValue: 'ASSISTANT_MANAGER', newValue: 'MANAGER' });
  [salaryWriter, writer, reader, plain] = await Promise.all(['rate.salary', 'rate.writer', 'rate.reader', 'rate.plain'].map(async (u) => (await login(t.app, u)).access_token));
  const acts = await t.app.db.select({ id: taskActivity.id, parentId: taskActivity.parentId }).from(taskActivity);
  const leaves = acts.filter((a) => a.parentId !== null);
  [activity, otherActivity] = [leaves[0].id, leaves[1].id];
});
after(() => t.close());

const add = (body: Record<string, unknown>, token = writer) => send(t.app, 'POST', '/api/labor-cost-rate', token, body);
const grade = (jobGrade: string, hourlyRate: number, validFrom: string, extra: Record<string, unknown> = {}) => add({ basis: 'JOB_GRADE', jobGrade, hourlyRate, validFrom, ...extra });
const lookup = async (date: string, act: number | null = null, token = salaryWriter) => {
  const res = await get(t.app, `/api/labor-cost-rate/lookup?userId=${worker}&date=${date}${act ? `&taskActivityId=${act}` : ''}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};

describe('labour cost rates', () => {
  test('hourlyRate > 0, a grade or a user by basis, validTo not before validFrom; only COMMON_COST_RATE writers', async () => {
    let res = await grade('STAFF', 0, D('01-01'));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.hourlyRate, API_MESSAGES.laborRateValue);
    res = await add({ basis: 'JOB_GRADE', hourlyRate: 30000, validFrom: D('01-01') });
    assert.equal(res.json().fields.jobGrade, API_MESSAGES.laborRateJobGradeRequired);
    res = await add({ basis: 'USER', hourlyRate: 30000, validFrom: D('01-01') }, salaryWriter);
    assert.equal(res.json().fields.userId, API_MESSAGES.laborRateUserRequired);
    res = await grade('STAFF', 30000, D('03-01'), { validTo: D('02-28') });
    assert.equal(res.json().fields.validTo, API_MESSAGES.rateValidRange);
    res = await grade('STAFF', 30000, D('01-01'), {}).then((r) => r);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await send(t.app, 'POST', '/api/labor-cost-rate', reader, { basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 1, validFrom: D('01-01') })).statusCode, 403);
    assert.equal((await get(t.app, '/api/labor-cost-rate', plain)).statusCode, 403);
    assert.equal((await get(t.app, `/api/labor-cost-rate/lookup?userId=${worker}&date=${D('01-01')}`, plain)).statusCode, 403);
  });

  test('a new open-ended row closes the previous open row at validFrom − 1; any other overlap is refused', async () => {
    const first = (await grade('SENIOR', 31000, D('01-01'))).json().result;
    const second = await grade('SENIOR', 33000, D('07-01'));
    assert.equal(second.statusCode, 201, second.body);
    const closed = (await get(t.app, `/api/labor-cost-rate/${first.id}`, reader)).json().result;
    assert.equal(closed.validTo, D('06-30'));
    assert.equal(closed.version, first.version + 1);
    // A bounded row inside a closed period, a row starting on the open row's first day, an earlier open row: refused.
    for (const body of [{ validFrom: D('03-01'), validTo: D('03-31') }, { validFrom: D('07-01') }, { validFrom: D('06-30'), validTo: D('06-30') }]) {
      const res = await grade('SENIOR', 40000, body.validFrom, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().fields.validFrom, API_MESSAGES.rateOverlap);
    }
    // Before the first row is free; the day after a bounded row too.
    assert.equal((await grade('SENIOR', 29000, '2009-01-01', { validTo: '2009-12-31' })).statusCode, 201);
    // Editing the closed row into the open one's period is refused; stale version → 409.
    let res = await send(t.app, 'PUT', `/api/labor-cost-rate/${first.id}`, writer, { validTo: D('07-01'), version: closed.version });
    assert.equal(res.json().fields.validFrom, API_MESSAGES.rateOverlap);
    res = await send(t.app, 'PUT', `/api/labor-cost-rate/${first.id}`, writer, { hourlyRate: 31500, version: closed.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/labor-cost-rate/${first.id}`, writer, { hourlyRate: 31600, version: closed.version });
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'PUT', `/api/labor-cost-rate/${first.id}`, writer, { jobGrade: 'STAFF', version: closed.version + 1 });
    assert.equal(res.json().fields.basis, API_MESSAGES.laborRateKeyImmutable);
  });

  test('concurrent inserts of overlapping rows: exactly one wins, the exclusion constraint refuses the other', async () => {
    const results = await Promise.all([grade('DIRECTOR', 90000, D('02-01'), { validTo: D('05-31') }), grade('DIRECTOR', 91000, D('03-01'), { validTo: D('08-31') })]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 400], results.map((r) => r.body).join('\n'));
    assert.equal(results.find((r) => r.statusCode === 400)!.json().fields.validFrom, API_MESSAGES.rateOverlap);
    // The constraint itself, bypassing the service's check.
    await assert.rejects(
      t.app.db.insert(laborCostRate).values({ basis: 'JOB_GRADE', jobGrade: 'DIRECTOR', hourlyRate: 1, validFrom: D('04-01'), validTo: D('04-02') }),
      (e: { cause?: { code?: string }; code?: string }) => (e.cause?.code ?? e.code) === '23P01',
    );
    const rows = await t.app.db.select().from(laborCostRate).where(eq(laborCostRate.jobGrade, 'DIRECTOR'));
    assert.equal(rows.filter((r) => r.validFrom.startsWith('2010')).length, 1);
  });

  test('lookup order USER+activity → USER → JOB_GRADE+activity → JOB_GRADE with the grade as of the date; boundaries; none → 0 + rateMissing', async () => {
    // Nothing yet for 대리 / 과장 in 2010 → missing.
    let r = await lookup(D('03-15'));
    assert.deepEqual([r.hourlyRate, r.rateMissingYn, r.rule, r.jobGrade], [0, 'Y', null, 'ASSISTANT_MANAGER']);
    assert.equal((await grade('ASSISTANT_MANAGER', 42000, D('01-01'), { validTo: D('06-30') })).statusCode, 201);
    assert.equal((await grade('MANAGER', 52000, D('01-01'))).statusCode, 201);
    // Grade as of the date: 대리 through 06-30, 과장 from 07-01 (history effective date).
    r = await lookup(D('06-30'));
    assert.deepEqual([r.hourlyRate, r.rule, r.jobGrade, r.rateMissingYn], [42000, 'JOB_GRADE', 'ASSISTANT_MANAGER', 'N']);
    r = await lookup(D('07-01'));
    assert.deepEqual([r.hourlyRate, r.rule, r.jobGrade], [52000, 'JOB_GRADE', 'MANAGER']);
    assert.equal((await grade('MANAGER', 60000, D('08-01'), { taskActivityId: activity, validTo: D('08-31') })).statusCode, 201);
    r = await lookup(D('08-01'), activity);
    assert.deepEqual([r.hourlyRate, r.rule], [60000, 'JOB_GRADE_ACTIVITY']);
    r = await lookup(D('08-01'), otherActivity);
    assert.deepEqual([r.hourlyRate, r.rule], [52000, 'JOB_GRADE'], 'another activity falls back to the grade rate');
    r = await lookup(D('09-01'), activity);
    assert.deepEqual([r.hourlyRate, r.rule], [52000, 'JOB_GRADE'], 'the day after validTo');
    let res = await add({ basis: 'USER', userId: worker, hourlyRate: 70000, validFrom: D('08-15') }, salaryWriter);
    assert.equal(res.statusCode, 201, res.body);
    r = await lookup(D('08-14'), activity);
    assert.deepEqual([r.hourlyRate, r.rule], [60000, 'JOB_GRADE_ACTIVITY'], 'the day before validFrom');
    r = await lookup(D('08-15'), activity);
    assert.deepEqual([r.hourlyRate, r.rule], [70000, 'USER']);
    res = await add({ basis: 'USER', userId: worker, taskActivityId: activity, hourlyRate: 80000, validFrom: D('08-20'), validTo: D('08-20') }, salaryWriter);
    assert.equal(res.statusCode, 201, res.body);
    r = await lookup(D('08-20'), activity);
    assert.deepEqual([r.hourlyRate, r.rule, r.rateId], [80000, 'USER_ACTIVITY', res.json().result.id]);
    r = await lookup(D('08-21'), activity);
    assert.equal(r.rule, 'USER');
    // A reader without SALARY_MANAGEMENT_READ sees which rule applied but not the person's rate.
    r = await lookup(D('08-20'), activity, reader);
    assert.deepEqual([r.hourlyRate, r.maskedYn, r.rule], [null, 'Y', 'USER_ACTIVITY']);
    r = await lookup(D('07-01'), null, reader);
    assert.deepEqual([r.hourlyRate, r.maskedYn], [52000, 'N']);
  });

  test('rows by person: masked in list, detail, export and history without SALARY_MANAGEMENT_READ; only salary readers write them', async () => {
    let res = await add({ basis: 'USER', userId: worker, hourlyRate: 1, validFrom: '2011-01-01' }, writer);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.laborRateMasked);
    const list = (await get(t.app, `/api/labor-cost-rate?basis=USER&userId=${worker}&size=50`, reader)).json().result.content;
    assert.ok(list.length >= 2);
    for (const row of list) assert.deepEqual([row.hourlyRate, row.maskedYn], [null, 'Y']);
    const seen = (await get(t.app, `/api/labor-cost-rate?basis=USER&userId=${worker}&size=50`, salaryWriter)).json().result.content;
    assert.ok(seen.every((row: { hourlyRate: number | null; maskedYn: string }) => row.hourlyRate !== null && row.maskedYn === 'N'));
    const id = list[0].id;
    const detail = (await get(t.app, `/api/labor-cost-rate/${id}`, reader)).json().result;
    assert.deepEqual([detail.hourlyRate, detail.maskedYn], [null, 'Y']);
    assert.equal((await send(t.app, 'PUT', `/api/labor-cost-rate/${id}`, writer, { hourlyRate: 5, version: detail.version })).statusCode, 403);
    const sheet = await exportedSheet(t, `/api/labor-cost-rate/export.xlsx?basis=USER&userId=${worker}`, reader, '인건비 단가');
    const rateColumn = sheet.header.indexOf('시간당 단가(원)');
    assert.ok(sheet.rows.length >= 2 && sheet.rows.every((row) => row[rateColumn] === '비공개'));
    const hidden = (await get(t.app, `/api/history/LABOR_COST_RATE_USER/${id}`, reader)).json().result.content;
    const hiddenRate = hidden.flatMap((h: { changes: { field: string; new: unknown }[] }) => h.changes).find((c: { field: string }) => c.field === 'hourlyRate');
    assert.ok(hiddenRate && hiddenRate.new !== null && typeof hiddenRate.new === 'string' && !/\d/.test(hiddenRate.new), JSON.stringify(hiddenRate));
    const shown = (await get(t.app, `/api/history/LABOR_COST_RATE_USER/${id}`, salaryWriter)).json().result.content;
    const shownRate = shown.flatMap((h: { changes: { field: string; new: unknown }[] }) => h.changes).find((c: { field: string }) => c.field === 'hourlyRate');
    assert.equal(typeof shownRate.new, 'number');
  });
});
