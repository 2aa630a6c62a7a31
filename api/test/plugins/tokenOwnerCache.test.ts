import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Connection, connect } from '../../src/db/connect';
import { appUser, oauthToken, userAuthority } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { invalidateOwners } from '../../src/modules/auth/token/invalidation';
import { makeUser } from '../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../helpers/testApp';

// Authenticated requests read the token owner from a per-instance cache (issue 14); whatever ends a session or
// changes what it may do must take effect on the very next request, on this instance and on every other one.
let t: TestApp;
/** A second api instance on the same database; on PostgreSQL through its own pool, so invalidations travel by NOTIFY. */
let other: FastifyInstance;
let otherConnection: Connection | null = null;
let admin: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  if (t.config.database.kind === 'postgres') otherConnection = await connect(t.config.database);
  other = await buildApp({ config: t.config, clock: t.clock, connection: otherConnection ?? t.app.connection });
  await other.ready();
  admin = (await login(t.app, 'admin')).access_token;
});
after(async () => {
  await other.close();
  await otherConnection?.close();
  await t.close();
});

const me = (app: FastifyInstance, token: string) => get(app, '/api/user/me', token);
const versionOf = async (id: number) => (await t.app.db.select({ version: appUser.version }).from(appUser).where(eq(appUser.id, id)))[0].version;

/** Both instances answer 200 for the token (so both hold it in their cache). */
async function warm(token: string, path = '/api/user/me') {
  for (const app of [t.app, other]) assert.equal((await get(app, path, token)).statusCode, 200);
}

describe('token owner cache', () => {
  test('a repeated request is answered from the cache (keyed by the token hash), not from the database', async () => {
    await makeUser(t.app, 'cache.hit', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.hit');
    await warm(token);
    assert.ok(!JSON.stringify([...(t.app.tokenOwners as unknown as { entries: Map<string, unknown> }).entries.keys()]).includes(token));
    // A bare write that tells nobody is not seen: proof that the answer came from the cache, and why every write must invalidate.
    await t.app.db.update(oauthToken).set({ revokedAt: t.clock() }).where(eq(oauthToken.accessTokenHash, sha256Hex(token)));
    assert.equal((await me(t.app, token)).statusCode, 200);
    await invalidateOwners(t.app.db, (await me(t.app, token)).json().result.id);
    assert.equal((await me(t.app, token)).statusCode, 401);
  });

  test('logout on one instance: the token answers 401 at once on both', async () => {
    await makeUser(t.app, 'cache.logout', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.logout');
    await warm(token);
    assert.equal((await get(t.app, '/api/user/revoke/token', token)).statusCode, 200);
    assert.equal((await me(other, token)).statusCode, 401);
    assert.equal((await me(t.app, token)).statusCode, 401);
  });

  test('a password change on one instance ends the other sessions on every instance; the changing one goes on', async () => {
    await makeUser(t.app, 'cache.password', 'RND-QA', ['ROLE_USER']);
    const kept = (await login(t.app, 'cache.password')).access_token;
    const stolen = (await login(t.app, 'cache.password')).access_token;
    await warm(kept);
    await warm(stolen);
    const changed = await send(t.app, 'PUT', '/api/user/info/password', kept, { currentPassword: 'admin1234!', newPassword: 'Fresh-Pass-2026' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await me(other, stolen)).statusCode, 401);
    assert.equal((await me(t.app, stolen)).statusCode, 401);
    assert.equal((await me(other, kept)).statusCode, 200);
  });

  test('an administrator locking the account on one instance: 401 on the other', async () => {
    const id = await makeUser(t.app, 'cache.lock', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.lock');
    await warm(token);
    const locked = await send(t.app, 'PUT', `/api/user/info/${id}/status`, admin, { status: 'LOCKED', version: await versionOf(id) });
    assert.equal(locked.statusCode, 200, locked.body);
    assert.equal((await me(other, token)).statusCode, 401);
  });

  test('an administrator resetting the password on one instance: 401 on the other', async () => {
    const id = await makeUser(t.app, 'cache.reset', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.reset');
    await warm(token);
    const reset = await send(t.app, 'PUT', '/api/user/info/password/initialize', admin, { userId: id });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await me(other, token)).statusCode, 401);
  });

  test('a grant given or removed on one instance: the other answers 200 / 403 on the next request', async () => {
    const id = await makeUser(t.app, 'cache.grant', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.grant');
    for (const app of [t.app, other]) assert.equal((await get(app, '/api/department', token)).statusCode, 403);
    const given = await send(t.app, 'POST', '/api/auth/user', admin, { userId: id, authorityCode: 'ROLE_DEPARTMENT_READ' });
    assert.equal(given.statusCode, 201, given.body);
    await warm(token, '/api/department');
    assert.equal((await send(t.app, 'DELETE', `/api/auth/user/${given.json().result.id}`, admin)).statusCode, 200);
    assert.equal((await get(other, '/api/department', token)).statusCode, 403);
    assert.equal((await get(t.app, '/api/department', token)).statusCode, 403);
  });

  test('a grant that expires while its owner is cached stops counting at its end, with no write at all', async () => {
    const id = await makeUser(t.app, 'cache.expiry', 'RND-QA', ['ROLE_USER']);
    const { access_token: token } = await login(t.app, 'cache.expiry');
    // Well inside the cache's safety-net lifetime, so only the grant's own end can make the difference.
    await t.app.db.insert(userAuthority).values({ userId: id, authorityCode: 'ROLE_DEPARTMENT_READ', expiresAt: new Date(t.clock().getTime() + 10_000) });
    await warm(token, '/api/department');
    t.clock.advance(11);
    assert.equal((await get(other, '/api/department', token)).statusCode, 403);
    assert.equal((await get(t.app, '/api/department', token)).statusCode, 403);
  });

  test('a composite edited on one instance changes what every cached holder may do', async () => {
    const id = await makeUser(t.app, 'cache.composite', 'RND-QA', ['ROLE_USER']);
    const created = await send(t.app, 'POST', '/api/auth/code', admin, { code: 'ROLE_CACHE_TEST', name: '캐시 시험', includes: ['ROLE_LEAD_READ'] });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await send(t.app, 'POST', '/api/auth/user', admin, { userId: id, authorityCode: 'ROLE_CACHE_TEST' })).statusCode, 201);
    const { access_token: token } = await login(t.app, 'cache.composite');
    for (const app of [t.app, other]) assert.equal((await get(app, '/api/department', token)).statusCode, 403);
    const edited = await send(t.app, 'PUT', '/api/auth/code/ROLE_CACHE_TEST', admin, { name: '캐시 시험', includes: ['ROLE_LEAD_READ', 'ROLE_DEPARTMENT_READ'], version: created.json().result.version });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await get(other, '/api/department', token)).statusCode, 200);
    assert.equal((await get(t.app, '/api/department', token)).statusCode, 200);
  });
});
