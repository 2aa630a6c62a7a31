import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { department, projectType } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { exportedSheet } from '../../helpers/xlsxExport';

let t: TestApp;
let writer: string;
let reader: string;
let plain: string;
let dept: number;
let rnd: number;
let build: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  await makeUser(t.app, 'ccr.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_WRITE', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ']);
  await makeUser(t.app, 'ccr.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ']);
  await makeUser(t.app, 'ccr.plain', 'MGT-FIN', ['ROLE_USER']);
  [writer, reader, plain] = await Promise.all(['ccr.writer', 'ccr.reader', 'ccr.plain'].map(async (u) => (await login(t.app, u)).access_token));
  [{ id: dept }] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'MGT-FIN'));
  [{ id: rnd }] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'RND'));
  [{ id: build }] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'BUILD'));
});
after(() => t.close());

const add = (body: Record<string, unknown>, token = writer) => send(t.app, 'POST', '/api/common-cost-rate', token, { code: 'T_OVH', name: '테스트 공통비', basis: 'LABOR_COST', ratePct: '15', ...body });

describe('common cost rates', () => {
  test('required fields, rate > 0 with 4 decimals, only project types bearing common cost; writers only', async () => {
    let res = await send(t.app, 'POST', '/api/common-cost-rate', writer, { validFrom: '2010-01-01' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json().fields).sort(), ['basis', 'code', 'name', 'ratePct']);
    res = await add({ ratePct: '0', validFrom: '2010-01-01' });
    assert.equal(res.json().fields.ratePct, API_MESSAGES.commonRateValue);
    res = await add({ ratePct: '1.23456', validFrom: '2010-01-01' });
    assert.equal(res.json().fields.ratePct, API_MESSAGES.commonRateValue);
    res = await add({ projectTypeId: build, validFrom: '2010-01-01' });
    assert.equal(res.json().fields.projectTypeId, API_MESSAGES.commonRateProjectTypeUnknown);
    res = await add({ code: 'bad code', validFrom: '2010-01-01' });
    assert.equal(res.json().fields.code, API_MESSAGES.commonRateCodeFormat);
    res = await add({ validFrom: '2010-01-01' }, reader);
    assert.equal(res.statusCode, 403);
    assert.equal((await get(t.app, '/api/common-cost-rate', plain)).statusCode, 403);
    res = await add({ ratePct: 12.3456, deptId: dept, projectTypeId: rnd, validFrom: '2010-01-01' });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual([res.json().result.ratePct, res.json().result.projectTypeName, res.json().result.code], [12.3456, '연구개발', 'T_OVH']);
  });

  test('no overlap per (code, dept, type); other scopes are free; a new open rule closes the previous; concurrent inserts: one wins', async () => {
    const first = (await add({ code: 'T_OV2', validFrom: '2010-01-01' })).json().result;
    // Same code, another department or type: its own timeline.
    assert.equal((await add({ code: 'T_OV2', deptId: dept, validFrom: '2010-03-01' })).statusCode, 201);
    assert.equal((await add({ code: 'T_OV2', projectTypeId: rnd, validFrom: '2010-03-01' })).statusCode, 201);
    let res = await add({ code: 'T_OV2', validFrom: '2010-05-01', ratePct: 18 });
    assert.equal(res.statusCode, 201, res.body);
    const closed = (await get(t.app, `/api/common-cost-rate/${first.id}`, reader)).json().result;
    assert.equal(closed.validTo, '2010-04-30');
    res = await add({ code: 'T_OV2', validFrom: '2010-04-30', validTo: '2010-04-30' });
    assert.equal(res.json().fields.validFrom, API_MESSAGES.commonRateOverlap);
    res = await send(t.app, 'PUT', `/api/common-cost-rate/${first.id}`, writer, { validTo: '2010-05-01', version: closed.version });
    assert.equal(res.json().fields.validFrom, API_MESSAGES.commonRateOverlap);
    res = await send(t.app, 'PUT', `/api/common-cost-rate/${first.id}`, writer, { name: '바뀐 이름', version: closed.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/common-cost-rate/${first.id}`, writer, { name: '늦은 수정', version: closed.version });
    assert.equal(res.statusCode, 409);
    const both = await Promise.all([add({ code: 'T_RACE', validFrom: '2010-01-01', validTo: '2010-06-30' }), add({ code: 'T_RACE', validFrom: '2010-06-01', validTo: '2010-12-31' })]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [201, 400]);
    const list = (await get(t.app, '/api/common-cost-rate?keyword=t_ov2&onDate=2010-04-30&size=50', reader)).json().result;
    assert.equal(list.totalElements, 3);
    const sheet = await exportedSheet(t, '/api/common-cost-rate/export.xlsx?keyword=T_OV2&onDate=2010-04-30', reader, '공통비율');
    assert.equal(sheet.rows.length, 3);
    const removed = (await get(t.app, `/api/common-cost-rate/${first.id}`, reader)).json().result;
    assert.equal((await send(t.app, 'DELETE', `/api/common-cost-rate/${first.id}?version=${removed.version}`, writer)).statusCode, 200);
    assert.equal((await get(t.app, `/api/common-cost-rate/${first.id}`, reader)).statusCode, 404);
  });
});
