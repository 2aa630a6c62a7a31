import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { MULTIPART_ROUTES, rawForm } from './helpers/forms';
import { SESSION_ENDING } from './helpers/routeSchemas';
import { BASE, type TestApp, bearer, buildTestApp } from './helpers/testApp';
import { type TestUser, signIn } from './helpers/users';

// The outside probe's odd inputs (issue 14) against every route, as a super admin: a 4xx in Korean, never a 500.
let t: TestApp;
let admin: TestUser;

before(async () => {
  t = await buildTestApp({ crm: false });
  admin = await signIn(t, 'admin');
});
after(() => t.close());

const HANGUL = /[가-힣]/;
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

const ODD_QUERIES = [
  'keyword=%00',
  'keyword=a%00b',
  'keyword=%ED%A0%80',
  'keyword=%ED%B0%80x',
  'keyword=%C0%80',
  'page=99999999999999999999',
  'page=18446744073709551616&size=100',
  'page=1e308',
  'size=1e308',
  'id=1e308&customerId=1e308&deptId=99999999999999999999&userId=-0',
  'sort=constructor,asc',
  'sort=__proto__',
  'sort=toString,desc',
  'sort=a.b.c.d',
  'fromDate=9999-99-99&toDate=0000-00-00&from=275760-09-14&to=1e308',
  'year=99999999999&month=1e308&version=1e308',
];

const ODD_VALUES: unknown[] = [`a${NUL}b`, NUL, `x${LONE_SURROGATE}y`, '\udfff', 1e308, 2 ** 64, -1e308, 1e20];

/** A body that puts one odd value in every field name the write routes take. */
function oddBody(value: unknown): Record<string, unknown> {
  const fields = ['name', 'title', 'content', 'body', 'memo', 'description', 'code', 'label', 'keyword', 'reason', 'subject', 'email', 'path', 'listKey'];
  const ids = ['id', 'customerId', 'leadId', 'contractId', 'ownerUserId', 'deptId', 'userId', 'targetId', 'parentId', 'contactId', 'version', 'amount', 'page'];
  return Object.fromEntries([...fields, ...ids].map((f) => [f, value]));
}

const routes = () => t.app.accessTable.filter((r) => !SESSION_ENDING.test(r.url));
const concrete = (url: string, id: string) => url.replace(/:\w+/g, id);

async function expectNo500(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: method as 'GET', url, headers: { ...bearer(admin.token), ...headers }, payload: payload as string });
  const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 100) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) failures.push(label);
  else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json();
    if (!HANGUL.test(body.message ?? body.error_description ?? '')) failures.push(`no Korean message: ${label}`);
  }
  return res.statusCode;
}

/** Every odd answer of a test, reported together. */
let failures: string[] = [];
beforeEach(() => {
  failures = [];
});
afterEach(async () => {
  assert.deepEqual(failures, []);
  // Still signed in: every request above reached its route, not a 401.
  assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/api/user/me`, headers: bearer(admin.token) })).statusCode, 200);
});

test('odd query strings on every GET route: NUL, lone surrogates, numbers beyond 64 bits, 1e308, odd sort keys', async () => {
  for (const route of routes().filter((r) => r.method === 'GET')) {
    for (const query of ODD_QUERIES) await expectNo500('GET', `${concrete(route.url, '1')}?${query}`);
  }
});

test('odd path ids: beyond 64 bits, 1e308, NUL', async () => {
  for (const route of routes().filter((r) => r.url.includes(':'))) {
    for (const id of ['99999999999999999999', '1e308', '%00', '18446744073709551616', '-9223372036854775809']) {
      await expectNo500(route.method, concrete(route.url, id), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    }
  }
});

test('odd JSON bodies on every write route: NUL and lone surrogates in text, huge numbers in ids', async () => {
  for (const route of routes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
    for (const value of ODD_VALUES) {
      await expectNo500(route.method, concrete(route.url, '1'), JSON.stringify(oddBody(value)), { 'content-type': 'application/json' });
    }
  }
});

test('a NUL or a lone surrogate in text answers 400 with a Korean message', async () => {
  for (const query of ['keyword=%00', 'keyword=a%00']) {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/api/customer?${query}`, headers: bearer(admin.token) });
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json().message, HANGUL);
  }
  const body = await t.app.inject({
    method: 'POST',
    url: `${BASE}/api/department`,
    headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    payload: `{"name":"a\\u0000b","code":"NUL-1"}`,
  });
  assert.equal(body.statusCode, 400, body.body);
  const surrogate = await t.app.inject({
    method: 'POST',
    url: `${BASE}/api/department`,
    headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    payload: `{"name":"a\\ud800b","code":"SUR-1"}`,
  });
  assert.equal(surrogate.statusCode, 400, surrogate.body);
  const big = await t.app.inject({ method: 'GET', url: `${BASE}/api/customer?page=99999999999999999999`, headers: bearer(admin.token) });
  assert.equal(big.statusCode, 400, big.body);
});

test('a NUL or a lone surrogate in a multipart text field, field name or file name answers 400 naming the field', async () => {
  const sent: string[] = [];
  for (const route of MULTIPART_ROUTES) {
    const { field: fileField, ...file } = route.file;
    for (const bad of [`a${NUL}b`, NUL, `x${LONE_SURROGATE}y`, '\udfff']) {
      const forms = [
        ...route.fields.map((field) => ({ field, parts: [{ name: field, value: bad }, { name: fileField, ...file }] })),
        { field: fileField, parts: [{ name: fileField, ...file, filename: `견적${bad}.pdf` }] },
        { field: `memo${bad}`, parts: [{ name: `memo${bad}`, value: '메모' }, { name: fileField, ...file }] },
      ];
      for (const { field, parts } of forms) {
        const form = rawForm(parts);
        const res = await t.app.inject({ method: route.method, url: `${BASE}${route.path}`, headers: { ...bearer(admin.token), ...form.headers }, payload: form.payload });
        const body = res.json();
        if (res.statusCode !== 400 || body.message !== API_MESSAGES.validation || body.fields?.[field] !== API_MESSAGES.fieldBadCharacter) {
          failures.push(`${route.method} ${route.path} ${JSON.stringify(field)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        sent.push(field);
      }
    }
  }
  assert.ok(sent.length > 100, `forms: ${sent.length}`);
});

test('oversized bodies answer 413 in Korean', async () => {
  const huge = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });
  for (const route of routes().filter((r) => r.method === 'POST').slice(0, 10)) {
    const status = await expectNo500('POST', concrete(route.url, '1'), huge, { 'content-type': 'application/json' });
    assert.ok(status === 413 || status === 404 || status === 403 || status === 400, `${route.url} → ${status}`);
  }
});
