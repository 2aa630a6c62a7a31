import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { BASE, type TestApp, bearer, buildTestApp, get, login } from './helpers/testApp';

let t: TestApp;
let token: string;
before(async () => {
  t = await buildTestApp({ crm: false });
  token = (await login(t.app, 'admin')).access_token;
});
after(() => t.close());

const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { ...bearer(token), 'content-type': contentType }, payload });

describe('bad requests never become 500', () => {
  test('malformed JSON → 400 in Korean', async () => {
    for (const payload of ['{bad', '{"code": "A",}', '[', '"unterminated', '{"__proto__": {"x": 1}}']) {
      const res = await post('/api/department', payload);
      assert.equal(res.statusCode, 400, payload);
      assert.equal(typeof res.json().message, 'string');
      assert.match(res.json().message, /[가-힣]/);
    }
    assert.equal((await post('/api/department', '')).statusCode, 400);
  });

  test('unsupported content type → 415; too large → 413', async () => {
    const text = await post('/api/department', '<code>A</code>', 'application/xml');
    assert.equal(text.statusCode, 415);
    assert.deepEqual(text.json(), { error: 'unsupported_media_type', message: API_MESSAGES.unsupportedMediaType });
    const big = await post('/api/department', JSON.stringify({ code: 'A', name: 'x'.repeat(1_100_000) }));
    assert.equal(big.statusCode, 413);
  });

  test('schema violations → 400 validation with Korean field messages', async () => {
    const res = await get(t.app, `/api/department?keyword=${'a'.repeat(101)}`, token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'validation', message: API_MESSAGES.validation, fields: { keyword: '100자 이하로 입력해 주세요.' } });
    const wrongType = await post('/api/department', JSON.stringify({ code: 5, name: '팀', parentId: 1 }));
    assert.deepEqual(wrongType.json().fields, { code: API_MESSAGES.fieldInvalid });
  });

  test('fuzzed bodies on every write route answer 4xx, never 5xx', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const atoms = [null, true, 0, -1, 1.5, 2 ** 53, -(2 ** 63), '', ' ', '가'.repeat(300), '\u0000', "'; drop table department; --", '../../etc', {}, [], { $gt: 1 }];
    const value = (depth: number): unknown => {
      const r = random();
      if (depth > 2 || r < 0.6) return atoms[Math.floor(random() * atoms.length)];
      if (r < 0.8) return Array.from({ length: 3 }, () => value(depth + 1));
      return Object.fromEntries(['code', 'name', 'parentId', 'version', 'level', 'sortOrder', 'leaderUserId', '__proto__', 'constructor'].map((k) => [k, value(depth + 1)]));
    };
    const writes = t.app.accessTable.filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && r.url.includes('/api/'));
    assert.ok(writes.length >= 4);
    for (let i = 0; i < 60; i++) {
      const rule = writes[i % writes.length];
      const body = value(0);
      const url = rule.url.replace(/:\w+/g, String(Math.floor(random() * 25)));
      const res = await t.app.inject({ method: rule.method as 'POST', url, headers: bearer(token), payload: JSON.stringify(body) ?? 'null', query: { version: String(value(2)) } });
      assert.ok(res.statusCode < 500, `${rule.method} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
    }
  });

  test('genuine faults → 500 with the generic Korean message, no stack or SQL', async () => {
    const app = await buildApp({ config: t.config, connection: t.app.connection, lazySchemas: true });
    app.get(`${BASE}/boom`, { config: { access: 'public' } }, async () => {
      await app.db.execute(sql`select * from no_such_table_secret`);
    });
    const res = await app.inject({ method: 'GET', url: `${BASE}/boom` });
    await app.close();
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { error: 'internal', message: API_MESSAGES.internal });
    assert.doesNotMatch(res.body, /no_such_table|select|stack/i);
  });
});

describe('unknown routes', () => {
  test('404 JSON in Korean, with or without a token', async () => {
    for (const url of ['/nope', `${BASE}/api/nope`, `${BASE}/api/department/1/nope`]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { error: 'not_found', message: API_MESSAGES.notFound });
    }
  });
});

describe('platform', () => {
  test('OpenAPI document is public and describes the routes with their access', async () => {
    const res = await get(t.app, '/openapi.json');
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/dure.crm/oauth/token'].post);
    const list = doc.paths['/dure.crm/api/department'].get;
    assert.deepEqual(list.security, [{ bearer: [] }]);
    assert.match(list.description, /ROLE_DEPARTMENT_READ/);
    assert.ok(doc.paths['/dure.crm/api/department/{id}/move'].put.requestBody);
  });

  test('health checks the database', async () => {
    const res = await get(t.app, '/health');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().result.status, 'UP');
  });

  test('security headers for a JSON api and a request id', async () => {
    const res = await get(t.app, '/health');
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.ok(res.headers['x-request-id']);
    const traced = await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { 'x-request-id': 'trace-123' } });
    assert.equal(traced.headers['x-request-id'], 'trace-123');
  });

  test('JSON answers, errors included, are never stored by a browser or proxy', async () => {
    for (const [path, auth] of [['/api/user/me', true], ['/api/department', true], ['/api/nothing-here', true], ['/api/user/me', false]] as const) {
      const res = await get(t.app, path, auth ? token : undefined);
      assert.match(String(res.headers['content-type']), /json/, path);
      assert.equal(res.headers['cache-control'], 'no-store', `${path} ${res.statusCode}`);
    }
  });

  test('CORS allows the configured web origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `${BASE}/api/department`,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-xsrf-token' },
      });
    const ok = await preflight('http://localhost:3000');
    assert.equal(ok.statusCode, 204);
    assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(ok.headers['access-control-allow-headers']), /X-XSRF-TOKEN/i);
    const other = await preflight('https://evil.example');
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const actual = await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { origin: 'http://127.0.0.1:3006' } });
    assert.equal(actual.headers['access-control-allow-origin'], 'http://127.0.0.1:3006');
    assert.match(String(actual.headers['access-control-expose-headers']), /Retry-After/);
  });
});
