import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { like } from 'drizzle-orm';
import { department } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import type { Department } from '@dure/shared/contracts/admin/department';

type Dept = Department;

let t: TestApp;
let adminToken: string;
const sheet = (rows: unknown[], token = adminToken) => send(t.app, 'POST', '/api/department/bulk', token, { rows });
const list = async (): Promise<Dept[]> => (await get(t.app, '/api/department', adminToken)).json().result;
const countBulk = async () => (await t.app.db.select({ id: department.id }).from(department).where(like(department.code, 'BULK-%'))).length;

before(async () => {
  t = await buildTestApp({ crm: false });
  adminToken = (await login(t.app, 'admin')).access_token;
});
after(() => t.close());

describe('department spreadsheet save', () => {
  test('creates new rows under existing or same-sheet parents and updates existing rows, in one go', async () => {
    const [root] = await list();
    const sales = (await list()).find((d) => d.name === '영업본부')!;
    const res = await sheet([
      { key: 'a', code: 'BULK-T2', name: '벌크2팀', parentCode: 'BULK-T1' },
      { key: 'b', code: 'bulk-t1', name: '벌크1팀', parentCode: root.code, costCenterCode: 'CC-900' },
      { key: 'c', id: sales.id, version: sales.version, code: sales.code, name: sales.name, parentCode: root.code, costCenterCode: 'CC-100' },
    ]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result, { created: 2, updated: 1 });
    const after = await list();
    const t1 = after.find((d) => d.code === 'BULK-T1')!;
    assert.equal(after.find((d) => d.code === 'BULK-T2')!.parentId, t1.id);
    assert.equal(after.find((d) => d.id === sales.id)!.costCenterCode, 'CC-100');
  });

  test('one bad row and nothing is saved; every bad row is reported with Korean field messages', async () => {
    const before = await countBulk();
    const [root] = await list();
    const res = await sheet([
      { key: 'ok', code: 'BULK-OK', name: '정상팀', parentCode: root.code },
      { key: 'no-parent', code: 'BULK-X1', name: '고아팀', parentCode: 'NOPE-404' },
      { key: 'bad-code', code: '잘못된 코드', name: '코드오류팀', parentCode: root.code },
      { key: 'dup', code: 'BULK-OK', name: '중복팀', parentCode: root.code },
    ]);
    assert.equal(res.statusCode, 400);
    const body = res.json() as { message: string; rows: { key: string; fields: Record<string, string> }[] };
    assert.match(body.message, /3개/);
    const byKey = Object.fromEntries(body.rows.map((r) => [r.key, r.fields]));
    assert.equal(byKey['no-parent'].parentCode, '상위부서코드에 해당하는 부서가 없습니다.');
    assert.ok(byKey['bad-code'].code);
    assert.equal(byKey.dup.code, '이미 사용 중인 부서코드입니다.');
    assert.equal(byKey.ok, undefined);
    assert.equal(await countBulk(), before);
  });

  test('a stale version or a changed parent of an existing row is refused per row', async () => {
    const dept = (await list()).find((d) => d.code === 'BULK-T2')!;
    const [root] = await list();
    const res = await sheet([
      { key: 'stale', id: dept.id, version: dept.version + 5, code: dept.code, name: '새이름', parentCode: 'BULK-T1' },
      { key: 'moved', id: dept.id, version: dept.version, code: dept.code, name: dept.name, parentCode: root.code },
    ]);
    assert.equal(res.statusCode, 400);
    const rows = res.json().rows as { key: string; fields: Record<string, string> }[];
    assert.match(rows.find((r) => r.key === 'stale')!.fields._row, /다른 사용자가 먼저 수정했습니다/);
    assert.equal(rows.find((r) => r.key === 'moved')!.fields.parentCode, '기존 부서의 상위부서는 조직도에서 옮겨 주세요.');
    assert.equal((await list()).find((d) => d.id === dept.id)!.name, dept.name);
  });

  test('needs DEPARTMENT_WRITE; malformed sheets are 400, never 500', async () => {
    const dev = (await login(t.app, 'dev')).access_token;
    assert.equal((await sheet([{ key: 'x', code: 'BULK-Z', name: 'z', parentCode: 'DURE' }], dev)).statusCode, 403);
    assert.equal((await sheet([])).statusCode, 400);
    assert.equal((await send(t.app, 'POST', '/api/department/bulk', adminToken, { rows: 'nope' })).statusCode, 400);
    assert.equal((await sheet([{ key: 'x', id: 'abc', code: 1, name: null, parentCode: [] }])).statusCode, 400);
  });
});
