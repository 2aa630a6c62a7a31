import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expandAuthorities } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { appUser, userAuthority } from '../../src/db/schema';
import { invalidateOwners } from '../../src/modules/auth/token/invalidation';
import { BASE, CLIENT_BASIC, type TestApp, bearer, buildTestApp, get, login, send } from '../helpers/testApp';

let t: TestApp;
let staffUsername: string;
before(async () => {
  t = await buildTestApp({ crm: false });
  // A generated demo employee: ROLE_USER only.
  const [staff] = await t.app.db.select({ username: appUser.username }).from(appUser).where(like(appUser.username, 'kim.%')).limit(1);
  staffUsername = staff.username;
});
after(() => t.close());

async function authoritiesOf(username: string): Promise<string[]> {
  const pair = await login(t.app, username);
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/oauth/check_token`,
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${pair.access_token}`,
  });
  return res.json().authorities;
}

describe('route access declarations', () => {
  test('every route under /dure.crm is in the access table with a rule', () => {
    const table = t.app.accessTable;
    assert.ok(table.length >= 10);
    const find = (method: string, url: string) => table.find((r) => r.method === method && r.url === url);
    assert.equal(find('POST', '/dure.crm/oauth/token')?.access, 'public');
    assert.equal(find('GET', '/dure.crm/health')?.access, 'public');
    assert.equal(find('GET', '/dure.crm/api/user/me')?.access, 'authenticated');
    assert.deepEqual(find('GET', '/dure.crm/api/department')?.roles, ['ROLE_DEPARTMENT_READ']);
    assert.deepEqual(find('POST', '/dure.crm/api/department')?.roles, ['ROLE_DEPARTMENT_WRITE']);
  });

  async function startsWith(register: (app: FastifyInstance) => void): Promise<unknown> {
    const app = await buildApp({ config: t.config, connection: t.app.connection, lazySchemas: true });
    try {
      register(app);
      await app.ready();
      return null;
    } catch (error) {
      return error;
    } finally {
      await app.close().catch(() => {});
    }
  }

  test('an app with a route that declares no access fails to start', async () => {
    const error = await startsWith((app) => app.get(`${BASE}/api/undeclared`, async () => ({ result: 1 })));
    assert.ok(error instanceof Error);
    assert.match(error.message, /no access declaration/);
  });

  test('unknown roles or both forms at once are refused too', async () => {
    const unknownRole = await startsWith((app) => app.get(`${BASE}/api/x`, { config: { roles: ['ROLE_NOPE' as never] } }, async () => 1));
    assert.match(String(unknownRole), /unknown roles ROLE_NOPE/);
    const both = await startsWith((app) =>
      app.get(`${BASE}/api/y`, { config: { access: 'authenticated', roles: ['ROLE_USER'] } }, async () => 1),
    );
    assert.match(String(both), /either access or roles/);
  });

  test('a fully declared app starts (sanity check of the helper)', async () => {
    assert.equal(await startsWith((app) => app.get(`${BASE}/api/ok`, { config: { access: 'authenticated' } }, async () => 1)), null);
  });
});

describe('401 and 403 answers', () => {
  test('missing, malformed, unknown bearer → 401 invalid_token with WWW-Authenticate', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/api/user/me`, headers });
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.equal(res.headers['www-authenticate'], 'Bearer error="invalid_token"');
      const body = res.json();
      assert.equal(body.error, 'invalid_token');
      assert.equal(typeof body.error_description, 'string');
      assert.ok(([API_MESSAGES.unauthorized, API_MESSAGES.invalidToken] as string[]).includes(body.message));
    }
  });

  test('a signed-in user without the role → 403 with the Korean message', async () => {
    const pair = await login(t.app, staffUsername);
    const res = await get(t.app, '/api/department', pair.access_token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { error: 'forbidden', message: API_MESSAGES.forbidden });
  });
});

describe('authorities', () => {
  test('ROLE_SUPER expands to every area role; ROLE_USER is always present', async () => {
    const granted = await authoritiesOf('admin');
    for (const role of ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_HR_ADMIN', 'ROLE_DEPARTMENT_ADMIN', 'ROLE_SALARY_MANAGEMENT_READ', 'ROLE_LEAD']) {
      assert.ok(granted.includes(role), role);
    }
    assert.deepEqual(granted, expandAuthorities(['ROLE_SUPER', 'ROLE_USER']));
    assert.deepEqual(await authoritiesOf(staffUsername), ['ROLE_USER']);
  });

  test('composites expand on the server (BUSINESS_STRATEGY_ADMIN, ADMIN)', async () => {
    const ceo = await authoritiesOf('ceo');
    for (const role of ['ROLE_BUSINESS_STRATEGY_ADMIN', 'ROLE_GOAL_ADMIN', 'ROLE_GOAL_WRITE', 'ROLE_GOAL_READ', 'ROLE_GOAL', 'ROLE_SALES_PLAN_READ', 'ROLE_DASHBOARD_BOND_READ']) {
      assert.ok(ceo.includes(role), role);
    }
    assert.ok(!ceo.includes('ROLE_DEPARTMENT_READ'));
    const hr = await authoritiesOf('hr');
    for (const role of ['ROLE_DEPARTMENT_ADMIN', 'ROLE_DEPARTMENT_READ', 'ROLE_USER_HR_ADMIN', 'ROLE_EVALUATION_ADMIN']) assert.ok(hr.includes(role), role);
  });

  test('grants and revocations take effect on the next request with the same token; expired grants do not count', async () => {
    const pair = await login(t.app, staffUsername);
    const [user] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, staffUsername));
    assert.equal((await get(t.app, '/api/department', pair.access_token)).statusCode, 403);

    // Through the api, which tells every instance's token-owner cache (a bare database write would not).
    const admin = (await login(t.app, 'admin')).access_token;
    const given = await send(t.app, 'POST', '/api/auth/user', admin, { userId: user.id, authorityCode: 'ROLE_DEPARTMENT_READ' });
    assert.equal(given.statusCode, 201, given.body);
    assert.equal((await get(t.app, '/api/department', pair.access_token)).statusCode, 200);

    assert.equal((await send(t.app, 'DELETE', `/api/auth/user/${given.json().result.id}`, admin)).statusCode, 200);
    assert.equal((await get(t.app, '/api/department', pair.access_token)).statusCode, 403);

    await t.app.db.insert(userAuthority).values({ userId: user.id, authorityCode: 'ROLE_DEPARTMENT_READ', expiresAt: new Date(Date.now() - 1000) });
    await invalidateOwners(t.app.db, user.id);
    assert.equal((await get(t.app, '/api/department', pair.access_token)).statusCode, 403);
    await t.app.db.delete(userAuthority).where(and(eq(userAuthority.userId, user.id), eq(userAuthority.authorityCode, 'ROLE_DEPARTMENT_READ')));
  });
});

describe('RBAC matrix: every demo user × every route', () => {
  const concrete = (url: string) => url.replace(/:\w+/g, '1');

  test('401 without a token, 403 exactly when none of the route roles is held', async () => {
    const users = ['admin', 'ceo', 'hr', 'finance', 'sales.lead', 'sales', 'pm', 'dev', 'mes', 'ops', staffUsername];
    const table = t.app.accessTable;
    for (const rule of table) {
      const anonymous = await t.app.inject({ method: rule.method as 'GET', url: concrete(rule.url), payload: rule.method === 'GET' ? undefined : {} });
      if (rule.access === 'public') {
        // Public = no bearer token needed (the OAuth endpoints still authenticate the client).
        const bearerChallenge = String(anonymous.headers['www-authenticate'] ?? '').startsWith('Bearer');
        assert.ok(!bearerChallenge && anonymous.statusCode !== 403, `${rule.method} ${rule.url} is public`);
      }
      else assert.equal(anonymous.statusCode, 401, `${rule.method} ${rule.url} anonymous`);
    }
    for (const username of users) {
      const authorities = new Set(await authoritiesOf(username));
      let token = (await login(t.app, username)).access_token;
      for (const rule of table.filter((r) => r.access !== 'public')) {
        const allowed = rule.access === 'authenticated' || authorities.has('ROLE_SUPER') || rule.roles.some((r) => authorities.has(r));
        const res = await t.app.inject({
          method: rule.method as 'GET',
          url: concrete(rule.url),
          headers: bearer(token),
          payload: rule.method === 'GET' ? undefined : {},
        });
        const label = `${username} ${rule.method} ${rule.url} → ${res.statusCode}`;
        if (allowed) assert.ok(![401, 403].includes(res.statusCode), label);
        else assert.equal(res.statusCode, 403, label);
        assert.ok(res.statusCode < 500, label);
        // Logout revokes the token used; continue with a new one.
        if (rule.url.endsWith('/revoke/token')) token = (await login(t.app, username)).access_token;
      }
    }
  });
});
