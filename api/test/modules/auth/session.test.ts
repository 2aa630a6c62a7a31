import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { appUser } from '../../../src/db/schema';
import { DEMO_PASSWORD, type TestApp, buildTestApp, get, login, refresh, tokenRequest } from '../../helpers/testApp';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ crm: false });
});
after(() => t.close());

const me = (token: string) => get(t.app, '/api/user/me', token);

describe('refresh-token rotation', () => {
  test('a refresh returns a new working pair and retires the old refresh token', async () => {
    const first = await login(t.app, 'pm');
    const res = await refresh(t.app, first.refresh_token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const second = res.json();
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(second.token_type, 'bearer');
    assert.equal(second.scope, 'read_profile');
    assert.equal((await me(second.access_token)).statusCode, 200);
    // The next rotation works from the new refresh token.
    assert.equal((await refresh(t.app, second.refresh_token)).statusCode, 200);
  });

  test('concurrent refreshes with one token within the grace window all get valid pairs', async () => {
    const pair = await login(t.app, 'sales.lead');
    const answers = await Promise.all([refresh(t.app, pair.refresh_token), refresh(t.app, pair.refresh_token), refresh(t.app, pair.refresh_token)]);
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    const tokens = answers.map((a) => a.json().access_token);
    assert.equal(new Set(tokens).size, 3);
    for (const token of tokens) assert.equal((await me(token)).statusCode, 200);
    t.clock.advance(t.config.oauth.refreshGraceSeconds - 5);
    assert.equal((await refresh(t.app, pair.refresh_token)).statusCode, 200, 'still inside the grace window');
  });

  test('reuse after the grace window revokes the whole login family', async () => {
    const first = await login(t.app, 'finance');
    const second = (await refresh(t.app, first.refresh_token)).json();
    t.clock.advance(t.config.oauth.refreshGraceSeconds + 1);
    const reuse = await refresh(t.app, first.refresh_token);
    assert.equal(reuse.statusCode, 400);
    assert.deepEqual(reuse.json(), { error: 'invalid_grant', error_description: API_MESSAGES.invalidRefresh });
    // The tokens issued from the stolen chain stop working too.
    assert.equal((await me(second.access_token)).statusCode, 401);
    assert.equal((await me(first.access_token)).statusCode, 401);
    assert.equal((await refresh(t.app, second.refresh_token)).statusCode, 400);
  });

  test('other logins of the same user are not affected by a family revocation', async () => {
    const a = await login(t.app, 'mes');
    const b = await login(t.app, 'mes');
    await refresh(t.app, a.refresh_token);
    t.clock.advance(t.config.oauth.refreshGraceSeconds + 1);
    await refresh(t.app, a.refresh_token);
    assert.equal((await me(b.access_token)).statusCode, 200);
  });

  test('unknown and expired refresh tokens → invalid_grant', async () => {
    assert.equal((await refresh(t.app, 'not-a-refresh-token')).json().error, 'invalid_grant');
    const pair = await login(t.app, 'ops');
    t.clock.advance(t.config.oauth.refreshTokenTtlSeconds + 1);
    const expired = await refresh(t.app, pair.refresh_token);
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().error, 'invalid_grant');
  });

  test('an access token is refused after it expires', async () => {
    const pair = await login(t.app, 'dev');
    assert.equal((await me(pair.access_token)).statusCode, 200);
    t.clock.advance(t.config.oauth.accessTokenTtlSeconds + 1);
    const res = await me(pair.access_token);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'invalid_token');
    // …and the refresh token still gets a new one.
    const renewed = await refresh(t.app, pair.refresh_token);
    assert.equal(renewed.statusCode, 200);
    assert.equal((await me(renewed.json().access_token)).statusCode, 200);
  });
});

describe('GET /api/user/revoke/token', () => {
  test('revokes the access token and its refresh token at once', async () => {
    const pair = await login(t.app, 'hr');
    const res = await get(t.app, '/api/user/revoke/token', pair.access_token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { result: true });
    const after = await me(pair.access_token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().error, 'invalid_token');
    assert.equal((await refresh(t.app, pair.refresh_token)).json().error, 'invalid_grant');
    assert.equal((await get(t.app, '/api/user/revoke/token', pair.access_token)).statusCode, 401);
  });
});

describe('users who are not ACTIVE', () => {
  test('cannot log in (correct password → accountInactive), refresh, or use a live token', async () => {
    const username = 'dev';
    const pair = await login(t.app, username);
    await t.app.db.update(appUser).set({ status: 'LOCKED' }).where(eq(appUser.username, username));
    await invalidateOwners(t.app.db, 'all');

    assert.equal((await me(pair.access_token)).statusCode, 401);
    const res = await refresh(t.app, pair.refresh_token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'invalid_grant', error_description: API_MESSAGES.accountInactive });

    const right = await tokenRequest(t.app, { grant_type: 'password', username, password: DEMO_PASSWORD, scope: 'read_profile' }, { ip: '10.7.0.1' });
    assert.deepEqual(right.json(), { error: 'invalid_grant', error_description: API_MESSAGES.accountInactive });
    // A wrong password does not reveal the account state.
    const wrong = await tokenRequest(t.app, { grant_type: 'password', username, password: 'wrong-password', scope: 'read_profile' }, { ip: '10.7.0.2' });
    assert.deepEqual(wrong.json(), { error: 'invalid_grant', error_description: API_MESSAGES.badCredentials });

    await t.app.db.update(appUser).set({ status: 'ACTIVE' }).where(eq(appUser.username, username));
    await invalidateOwners(t.app.db, 'all');
  });
});
