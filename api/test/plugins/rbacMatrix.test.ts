/**
 * The RBAC matrix generated from `app.accessTable`: every route × every role
 * family, expected answers computed from the declared rule with the server's own
 * expansion (stored composites and the level hierarchy). Then the data scope of
 * the user list (DOMAIN §1.3).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AREAS, type Area, isRole } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { appUser, department, userExtraDept } from '../../src/db/schema';
import { authoritiesOf } from '../../src/modules/auth/token/authorities';
import { type AccessRule, allows } from '../../src/plugins/rbac';
import { makeUser } from '../helpers/forms';
import { BASE, type TestApp, bearer, buildTestApp, get, login } from '../helpers/testApp';
import { invalidateOwners } from '../../src/modules/auth/token/invalidation';

/**
 * A request with this header is answered 204 right after the app's own access check: the rule of every route is
 * asked of every role family without running 30,000 handlers (the handlers run after, for the families they serve).
 */
const GATE_ONLY = 'x-rbac-gate-only';

let t: TestApp;
before(async () => {
  t = await buildTestApp({
    crm: false,
    beforeReady: (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (request.headers[GATE_ONLY]) return reply.code(204).send();
      }),
  });
});
after(() => t.close());

/** Path parameters that name nothing, so allowed calls end in 400/404 and change no data. */
const concrete = (url: string) => url.replace(':id', '999999').replace(':code', 'ROLE_NO_SUCH').replace(':pageId', 'NoSuchPage').replace(/:\w+/g, '999999');

const areaOf = (role: string): Area | null => {
  const match = /^ROLE_(.+?)(?:_(READ|WRITE|ADMIN))?$/.exec(role);
  if (!match) return null;
  if (match[1] in AREAS) return match[1] as Area;
  return role.replace(/^ROLE_/, '') in AREAS ? (role.replace(/^ROLE_/, '') as Area) : null;
};

type Family = { name: string; grants: string[] };

/** ROLE_USER only, ROLE_SUPER, and for every role a rule names: its area's base/_READ/_WRITE/_ADMIN, or the role itself. */
function familiesFor(table: AccessRule[]): Family[] {
  const families = new Map<string, Family>([
    ['user', { name: 'user', grants: ['ROLE_USER'] }],
    ['super', { name: 'super', grants: ['ROLE_USER', 'ROLE_SUPER'] }],
  ]);
  for (const role of table.flatMap((r) => r.roles)) {
    const area = areaOf(role);
    const codes = area ? [`ROLE_${area}`, `ROLE_${area}_READ`, `ROLE_${area}_WRITE`, `ROLE_${area}_ADMIN`] : [role];
    for (const code of codes) families.set(code, { name: code, grants: ['ROLE_USER', code] });
  }
  return [...families.values()];
}

function expectedClass(rule: AccessRule, authorities: ReadonlySet<string>): 'allowed' | 403 {
  if (rule.access === 'authenticated') return 'allowed';
  if (rule.access === 'roles') return allows({ roles: rule.roles }, authorities) ? 'allowed' : 403;
  throw new Error(`${rule.method} ${rule.url}: no expectation for access "${String(rule.access)}"`);
}

describe('RBAC matrix from app.accessTable', () => {
  test('every route declares a known rule', () => {
    for (const rule of t.app.accessTable) {
      assert.ok(['public', 'authenticated', 'roles'].includes(rule.access), `${rule.method} ${rule.url}`);
      if (rule.access === 'roles') assert.ok(rule.roles.length > 0 && rule.roles.every(isRole), `${rule.method} ${rule.url}`);
    }
    const urls = t.app.accessTable.map((r) => `${r.method} ${r.url}`);
    for (const route of ['GET /dure.crm/api/user/info', 'PUT /dure.crm/api/user/info/:id/status', 'POST /dure.crm/api/auth/user', 'GET /dure.crm/api/auth/consistency', 'PUT /dure.crm/api/department/:id/members', 'GET /dure.crm/api/leave', 'POST /dure.crm/api/leave', 'PUT /dure.crm/api/leave/:id/approve', 'PUT /dure.crm/api/leave/:id/reject', 'PUT /dure.crm/api/leave/:id/cancel', 'GET /dure.crm/api/leave/pending']) {
      assert.ok(urls.includes(route), route);
    }
  });

  test('an app with an undeclared route refuses to start', async () => {
    const app = await buildApp({ config: t.config, connection: t.app.connection, lazySchemas: true });
    // The rbac plugin refuses the route as it is added (or at the latest when the app gets ready).
    await assert.rejects(async () => {
      app.get(`${BASE}/api/throwaway`, async () => ({ result: 1 }));
      await app.ready();
    }, /no access declaration/);
    await app.close().catch(() => {});
  });

  test('anonymous → 401 on every non-public route; each family gets 403 exactly when the rule denies it', async () => {
    const table = t.app.accessTable.filter((r) => r.access !== 'public');
    for (const rule of table) {
      const res = await t.app.inject({ method: rule.method as 'GET', url: concrete(rule.url), payload: rule.method === 'GET' ? undefined : {} });
      assert.equal(res.statusCode, 401, `anonymous ${rule.method} ${rule.url}`);
    }
    const families = familiesFor(table);
    assert.ok(families.length >= 20, `${families.length} families`);
    const signedIn = new Map<string, { username: string; token: string; authorities: Set<string> }>();
    for (const [i, family] of families.entries()) {
      const username = `rbac.f${i}`;
      const userId = await makeUser(t.app, username, 'RND-QA', family.grants);
      const authorities = new Set<string>(await authoritiesOf(t.app.db, userId, t.clock()));
      signedIn.set(family.name, { username, token: (await login(t.app, username)).access_token, authorities });
    }
    const call = (rule: AccessRule, token: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: rule.method as 'GET', url: concrete(rule.url), headers: { ...bearer(token), ...headers }, payload: rule.method === 'GET' ? undefined : {} });

    // The rule of every route for every family, answered where the app answers it (204 from the probe, else the app's 403).
    let checked = 0;
    for (const family of families) {
      const { token, authorities } = signedIn.get(family.name)!;
      for (const rule of table) {
        const res = await call(rule, token, { [GATE_ONLY]: '1' });
        const expected = expectedClass(rule, authorities) === 'allowed' ? 204 : 403;
        assert.equal(res.statusCode, expected, `${family.name} ${rule.method} ${rule.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        checked++;
      }
    }
    assert.equal(checked, families.length * table.length);

    // Past the gate, the handler itself: for every family a role rule lets in, and for ROLE_USER alone and ROLE_SUPER on
    // the routes open to every signed-in user, it neither refuses the caller nor fails (the nameless ids end in 400/404).
    for (const rule of table) {
      const callers = rule.access === 'authenticated' ? ['user', 'super'] : families.filter((f) => expectedClass(rule, signedIn.get(f.name)!.authorities) === 'allowed').map((f) => f.name);
      assert.ok(callers.length > 0, `${rule.method} ${rule.url}: no family passes`);
      for (const name of callers) {
        const caller = signedIn.get(name)!;
        const res = await call(rule, caller.token);
        const label = `${name} ${rule.method} ${rule.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        assert.ok(![401, 403].includes(res.statusCode), label);
        assert.ok(res.statusCode < 500, label);
        if (rule.url.endsWith('/revoke/token')) caller.token = (await login(t.app, caller.username)).access_token;
      }
    }
  });
});

describe('data scope of the user list (DOMAIN §1.3)', () => {
  const deptId = async (code: string) => (await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, code)))[0].id;
  const usersIn = async (codes: string[]) => {
    const ids = await Promise.all(codes.map(deptId));
    return (await t.app.db.select({ id: appUser.id }).from(appUser).where(inArray(appUser.deptId, ids))).map((r) => r.id).sort((a, b) => a - b);
  };
  const listIds = async (token: string) => {
    const page = (await get(t.app, '/api/user/info?size=100', token)).json().result;
    return (page.content as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
  };

  test('USER_HR_READ in a team sees that team only; other ids are 404, never 403', async () => {
    await makeUser(t.app, 'scope.team', 'SAL-1', ['ROLE_USER', 'ROLE_USER_HR_READ']);
    const token = (await login(t.app, 'scope.team')).access_token;
    assert.deepEqual(await listIds(token), await usersIn(['SAL-1']));
    const [outsider] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'admin'));
    const hidden = await get(t.app, `/api/user/info/${outsider.id}`, token);
    assert.equal(hidden.statusCode, 404);
    assert.equal(hidden.json().message, API_MESSAGES.userNotFound);
    const [insider] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'sales'));
    const shown = await get(t.app, `/api/user/info/${insider.id}`, token);
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.json().result.mobile.includes('*'), false);
  });

  test('a division reader sees the subtree; 겸직 widens the scope', async () => {
    const id = await makeUser(t.app, 'scope.division', 'SAL', ['ROLE_USER', 'ROLE_USER_HR_READ']);
    const token = (await login(t.app, 'scope.division')).access_token;
    assert.deepEqual(await listIds(token), await usersIn(['SAL', 'SAL-1', 'SAL-2', 'SAL-MKT']));
    await t.app.db.insert(userExtraDept).values({ userId: id, deptId: await deptId('MGT-HR') });
    await invalidateOwners(t.app.db, 'all');
    assert.deepEqual(await listIds(token), await usersIn(['SAL', 'SAL-1', 'SAL-2', 'SAL-MKT', 'MGT-HR']));
  });

  test('ROLE_USER_HR_ADMIN and ROLE_ADMIN see everyone', async () => {
    for (const [username, grants] of [['scope.admin', ['ROLE_USER', 'ROLE_USER_HR_ADMIN']], ['scope.sysadmin', ['ROLE_USER', 'ROLE_ADMIN']]] as const) {
      await makeUser(t.app, username, 'RND-QA', [...grants]);
      const all = (await t.app.db.select({ id: appUser.id }).from(appUser)).length;
      const token = (await login(t.app, username)).access_token;
      const page = (await get(t.app, '/api/user/info?size=1', token)).json().result;
      assert.equal(page.totalElements, all, username);
    }
  });
});
