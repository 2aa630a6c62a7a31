import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { appUser } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, login } from '../../helpers/testApp';
import type { UserSummary } from '@dure/shared/contracts/user/directory';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

type Person = UserSummary;

let t: TestApp;
let staffToken: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  staffToken = (await login(t.app, 'dev')).access_token;
});
after(() => t.close());

describe('staff directory', () => {
  test('any signed-in user finds active colleagues by name or login id, without contact or HR data', async () => {
    const res = await get(t.app, '/api/user/directory?keyword=sales&size=10', staffToken);
    assert.equal(res.statusCode, 200);
    const people: Person[] = res.json().result.content;
    assert.ok(people.some((p) => p.username === 'sales'));
    for (const p of people) assert.deepEqual(Object.keys(p).sort(), ['deptId', 'deptName', 'id', 'name', 'username']);
  });

  test('retired people are not offered', async () => {
    await t.app.db.update(appUser).set({ status: 'RETIRED' }).where(eq(appUser.username, 'ops'));
    await invalidateOwners(t.app.db, 'all');
    const people: Person[] = (await get(t.app, '/api/user/directory?keyword=ops', staffToken)).json().result.content;
    assert.equal(people.some((p) => p.username === 'ops'), false);
  });

  test('one person by id names a picker value, retired people included (a filter kept in an old link)', async () => {
    const [ops] = await t.app.db.select({ id: appUser.id, status: appUser.status }).from(appUser).where(eq(appUser.username, 'ops'));
    assert.equal(ops.status, 'RETIRED');
    const people: Person[] = (await get(t.app, `/api/user/directory?id=${ops.id}`, staffToken)).json().result.content;
    assert.deepEqual(people.map((p) => p.username), ['ops']);
    assert.equal((await get(t.app, '/api/user/directory?id=999999', staffToken)).json().result.totalElements, 0);
    assert.equal((await get(t.app, '/api/user/directory?id=0', staffToken)).statusCode, 400);
  });

  test('LIKE wildcards in the keyword match literally', async () => {
    const res = await get(t.app, `/api/user/directory?keyword=${encodeURIComponent('%')}`, staffToken);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().result.totalElements, 0);
  });

  test('needs a signed-in user; bad paging is a 400, not a 500', async () => {
    assert.equal((await get(t.app, '/api/user/directory')).statusCode, 401);
    assert.equal((await get(t.app, '/api/user/directory?size=500', staffToken)).statusCode, 400);
    assert.equal((await get(t.app, '/api/user/directory?deptId=abc', staffToken)).statusCode, 400);
  });
});
