import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { BASE, CLIENT_BASIC, DEMO_PASSWORD, type TestApp, buildTestApp, get, login, tokenRequest } from '../../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ crm: false });
});
after(() => t.close());

const checkToken = (token: string, authorization = CLIENT_BASIC) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/oauth/check_token`,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

describe('POST /oauth/token, password grant', () => {
  test('issues an opaque bearer pair with no-store', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, scope: 'read_profile' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    assert.equal(body.token_type, 'bearer');
    assert.equal(body.scope, 'read_profile');
    assert.equal(body.expires_in, 1800);
    assert.match(body.access_token, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(body.access_token, body.refresh_token);
  });

  test('every login gets a new pair; username is case-insensitive; JSON bodies work too', async () => {
    const a = await login(t.app, 'admin');
    const b = await login(t.app, ' ADMIN ');
    assert.notEqual(a.access_token, b.access_token);
    const json = await t.app.inject({
      method: 'POST',
      url: `${BASE}/oauth/token`,
      headers: { authorization: CLIENT_BASIC },
      payload: { grant_type: 'password', username: 'dev', password: DEMO_PASSWORD, scope: 'read_profile' },
    });
    assert.equal(json.statusCode, 200);
  });

  test('stores only token hashes', async () => {
    const pair = await login(t.app, 'dev');
    const rows = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from oauth_token where access_token_hash = ${pair.access_token} or refresh_token_hash = ${pair.refresh_token}`,
    );
    assert.equal(rows[0].n, 0);
  });

  test('missing or wrong client → 401 invalid_client with WWW-Authenticate: Basic', async () => {
    const form = { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, scope: 'read_profile' };
    for (const authorization of ['', 'Basic ' + Buffer.from('dure-web:wrong').toString('base64'), 'Basic ' + Buffer.from('other:dure-web-secret').toString('base64'), 'Bearer x', 'Basic !!!']) {
      const res = await tokenRequest(t.app, form, { authorization });
      assert.equal(res.statusCode, 401, authorization);
      assert.equal(res.json().error, 'invalid_client');
      assert.equal(res.json().error_description, API_MESSAGES.invalidClient);
      assert.match(String(res.headers['www-authenticate']), /^Basic/);
    }
  });

  test('wrong password and unknown user get the identical answer', async () => {
    const wrong = await tokenRequest(t.app, { grant_type: 'password', username: 'sales', password: 'nope-nope', scope: 'read_profile' }, { ip: '10.9.0.1' });
    const unknown = await tokenRequest(t.app, { grant_type: 'password', username: 'nobody.here', password: 'nope-nope', scope: 'read_profile' }, { ip: '10.9.0.2' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(wrong.json(), { error: 'invalid_grant', error_description: API_MESSAGES.badCredentials });
    assert.deepEqual(unknown.json(), wrong.json());
  });

  test('unsupported grant type, bad scope and missing parameters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'client_credentials', scope: 'read_profile' }, 'unsupported_grant_type'],
      [{ grant_type: 'authorization_code', code: 'x' }, 'unsupported_grant_type'],
      [{ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, scope: 'write_everything' }, 'invalid_scope'],
      [{ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD, scope: 'read_profile admin' }, 'invalid_scope'],
      [{ grant_type: 'password', password: DEMO_PASSWORD, scope: 'read_profile' }, 'invalid_request'],
      [{ grant_type: 'password', username: 'admin', scope: 'read_profile' }, 'invalid_request'],
      [{ grant_type: 'refresh_token', scope: 'read_profile' }, 'invalid_request'],
      [{ username: 'admin', password: DEMO_PASSWORD }, 'invalid_request'],
    ];
    for (const [form, error] of cases) {
      const res = await tokenRequest(t.app, form);
      assert.equal(res.statusCode, 400, JSON.stringify(form));
      assert.equal(res.json().error, error, JSON.stringify(form));
      assert.equal(typeof res.json().error_description, 'string');
    }
  });

  test('a body that is no object or has repeated parameters is invalid_request, not 500', async () => {
    const repeated = await t.app.inject({
      method: 'POST',
      url: `${BASE}/oauth/token`,
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin&username=dev&password=x',
    });
    assert.equal(repeated.statusCode, 400);
    assert.equal(repeated.json().error, 'invalid_request');
    const array = await t.app.inject({ method: 'POST', url: `${BASE}/oauth/token`, headers: { authorization: CLIENT_BASIC }, payload: [1, 2] });
    assert.equal(array.statusCode, 400);
    const nonString = await t.app.inject({ method: 'POST', url: `${BASE}/oauth/token`, headers: { authorization: CLIENT_BASIC }, payload: { grant_type: 'password', username: 1, password: {} } });
    assert.equal(nonString.statusCode, 400);
    assert.equal(nonString.json().error, 'invalid_request');
  });

  test('logins and failed logins are audited', async () => {
    const rows = await rowsOf<{ action: string; n: number }>(
      t.app.db,
      sql`select action, count(*)::int as n from audit_history where entity_type = 'USER' and action in ('LOGIN', 'LOGIN_FAIL') group by action`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.action, r.n]));
    assert.ok(counts.LOGIN >= 3);
    assert.ok(counts.LOGIN_FAIL >= 2);
  });
});

describe('POST /oauth/check_token', () => {
  test('active token → Spring shape with expanded authorities', async () => {
    const pair = await login(t.app, 'sales');
    const res = await checkToken(pair.access_token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.active, true);
    assert.equal(body.user_name, 'sales');
    assert.equal(body.client_id, 'dure-web');
    assert.deepEqual(body.scope, ['read_profile']);
    assert.ok(Math.abs(body.exp - (Date.now() / 1000 + 1800)) < 30);
    for (const role of ['ROLE_USER', 'ROLE_CUSTOMER_READ', 'ROLE_CUSTOMER', 'ROLE_LEAD_WRITE', 'ROLE_LEAD_READ', 'ROLE_LEAD', 'ROLE_CRM_WRITE']) {
      assert.ok(body.authorities.includes(role), role);
    }
    assert.ok(!body.authorities.includes('ROLE_CUSTOMER_WRITE'));
  });

  test('needs client authentication', async () => {
    const pair = await login(t.app, 'dev');
    const res = await checkToken(pair.access_token, '');
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'invalid_client');
  });

  test('unknown and revoked tokens → 400 invalid_token', async () => {
    const unknown = await checkToken('not-a-token');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().error, 'invalid_token');
    assert.equal(unknown.json().error_description, API_MESSAGES.invalidToken);

    const pair = await login(t.app, 'dev');
    assert.equal((await get(t.app, '/api/user/revoke/token', pair.access_token)).statusCode, 200);
    const revoked = await checkToken(pair.access_token);
    assert.equal(revoked.statusCode, 400);
    assert.equal(revoked.json().error, 'invalid_token');
  });
});

describe('GET /api/user/me', () => {
  test('returns the signed-in user under result', async () => {
    const pair = await login(t.app, 'ceo');
    const res = await get(t.app, '/api/user/me', pair.access_token);
    assert.equal(res.statusCode, 200);
    const me = res.json().result;
    assert.equal(me.username, 'ceo');
    assert.equal(me.ceoYn, 'Y');
    assert.equal(me.deptName, '(주)두레솔루션');
    assert.equal(me.mustChangePassword, false);
    assert.match(me.lastLoginAt, /\+09:00$/);
    assert.equal(typeof me.id, 'number');
    assert.ok(!('passwordHash' in me));
  });
});
