import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE, type TestApp, bearer, buildTestApp } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

/** Bad input to every record-toolkit route never gives a 500 and always a Korean message. */
let t: TestApp;
let admin: TestUser;
let staff: TestUser;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, staff] = await signInAll(t, ['admin', 'dev']);
});
after(() => t.close());

const PREFIXES = ['history', 'share', 'bookmark', 'comment', 'activity', 'action-item', 'skill', 'saved-view', 'table-setting'];
const PARAMS = ['1', '0', '-1', 'abc', '%00', '..%2F..', '9'.repeat(30), encodeURIComponent('부서'), 'DEPARTMENT', '1.5', '%27%20or%201%3D1'];
const BODIES: unknown[] = [
  undefined,
  {},
  [],
  { title: { $gt: '' }, body: ['<p>x</p>'], version: '0', ids: 'all', columns: {}, state: null },
  { version: -1, granteeType: 'USER', granteeId: 1e30, permission: 'READ', status: 'DONE', title: 'x', label: 'x', path: '/x', listKey: 'a', name: 'n', state: {} },
  { version: 1.5, granteeId: '1; drop table share', targetType: '\u0000', targetId: 0, body: '\u0000<p>\ud800</p>' },
];
const QUERIES = ['', '?page=-1&size=abc', '?size=1000000&page=1e9', '?version=1e309&sort=;drop', '?listKey[]=a&targetType=DEPARTMENT', '?keyword=%25%5F%5C&statusList=,,,'];

describe('access declarations', () => {
  test('every toolkit route is declared authenticated (record-level checks inside)', () => {
    const routes = t.app.accessTable.filter((r) => PREFIXES.some((p) => r.url.startsWith(`${BASE}/api/${p}`)));
    assert.equal(routes.length, 28);
    for (const r of routes) assert.equal(r.access, 'authenticated', `${r.method} ${r.url}`);
  });
});

describe('fuzzing the record toolkit routes', () => {
  test('no 500s, JSON errors with a message', async () => {
    const routes = t.app.accessTable.filter((r) => PREFIXES.some((p) => r.url.startsWith(`${BASE}/api/${p}`)));
    assert.ok(routes.length >= 25, `routes: ${routes.length}`);
    let requests = 0;
    for (const route of routes) {
      for (const param of PARAMS) {
        const url = route.url.replace(/:\w+/g, param);
        for (const [i, body] of (route.method === 'GET' ? [undefined] : BODIES).entries()) {
          for (const query of i === 0 ? QUERIES : ['']) {
            for (const user of [admin, staff]) {
              const res = await t.app.inject({ method: route.method as 'GET', url: `${url}${query}`, headers: bearer(user.token), payload: body as object });
              requests++;
              const label = `${route.method} ${url}${query} ${JSON.stringify(body)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
              assert.ok(res.statusCode < 500, label);
              if (res.statusCode >= 400) assert.equal(typeof res.json().message, 'string', label);
            }
          }
        }
      }
    }
    assert.ok(requests > 1000);
  });
});
