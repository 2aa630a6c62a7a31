import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { appUser } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { DEMO_PASSWORD, type TestApp, buildTestApp, get, login, refresh, send, tokenRequest } from '../../helpers/testApp';

// A stolen session must not become the password, and a changed password ends the other sessions (issue 14).
let t: TestApp;
let hrToken: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  hrToken = (await login(t.app, 'hr')).access_token;
});
after(() => t.close());

const statusOf = async (id: number) => (await t.app.db.select({ status: appUser.status, version: appUser.version }).from(appUser).where(eq(appUser.id, id)))[0];
const check = (token: string, password: string) => send(t.app, 'POST', '/api/user/info/password/check', token, { password });
const change = (token: string, currentPassword: string, newPassword: string) => send(t.app, 'PUT', '/api/user/info/password', token, { currentPassword, newPassword });

describe('guessing the current password through a session', () => {
  test('the check answers the same for the current password as for any unused good one', async () => {
    await makeUser(t.app, 'guess.check', 'RND-QA', ['ROLE_USER']);
    const token = (await login(t.app, 'guess.check')).access_token;
    const current = await check(token, DEMO_PASSWORD);
    const other = await check(token, 'Unused-Pass-77');
    assert.equal(current.statusCode, 200);
    assert.deepEqual(current.json(), other.json());
    assert.deepEqual(current.json().result, { valid: true, errors: [] });
    // The rules that need no secret still answer.
    assert.deepEqual((await check(token, 'short')).json().result.valid, false);
  });

  test('wrong current passwords count like failed logins: the 5th locks the account and ends its sessions', async () => {
    const id = await makeUser(t.app, 'guess.change', 'RND-QA', ['ROLE_USER']);
    const token = (await login(t.app, 'guess.change')).access_token;
    for (let i = 0; i < 4; i++) {
      const wrong = await change(token, `Wrong-Guess-${i}`, 'Next-Pass-2025');
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().message, API_MESSAGES.currentPasswordWrong);
    }
    assert.equal((await statusOf(id)).status, 'ACTIVE');
    await change(token, 'Wrong-Guess-4', 'Next-Pass-2025');
    assert.equal((await statusOf(id)).status, 'LOCKED');
    assert.equal((await change(token, DEMO_PASSWORD, 'Next-Pass-2025')).statusCode, 401);
    const relogin = await tokenRequest(t.app, { grant_type: 'password', username: 'guess.change', password: DEMO_PASSWORD, scope: 'read_profile' });
    assert.notEqual(relogin.statusCode, 200);
  });

  test('failures through the session and at the login form add up to the same limit', async () => {
    await makeUser(t.app, 'guess.limit', 'RND-QA', ['ROLE_USER']);
    const token = (await login(t.app, 'guess.limit')).access_token;
    for (let i = 0; i < 4; i++) await change(token, `Wrong-Guess-${i}`, 'Next-Pass-2025');
    // Four failures through the session plus one at the login form reach the limit of five.
    await tokenRequest(t.app, { grant_type: 'password', username: 'guess.limit', password: 'nope', scope: 'read_profile' }, { ip: '10.88.0.1' });
    const limited = await change(token, DEMO_PASSWORD, 'Next-Pass-2025');
    assert.ok([401, 429].includes(limited.statusCode), `${limited.statusCode}`);
  });
});

describe('a password change ends the other sessions', () => {
  test('every other access and refresh token stops at once; the session that changed it stays', async () => {
    await makeUser(t.app, 'change.sessions', 'RND-QA', ['ROLE_USER']);
    const other = await login(t.app, 'change.sessions');
    const third = await login(t.app, 'change.sessions');
    const mine = await login(t.app, 'change.sessions');
    const res = await change(mine.access_token, DEMO_PASSWORD, 'Changed-Pass-2025');
    assert.equal(res.statusCode, 200, res.body);
    for (const pair of [other, third]) {
      assert.equal((await get(t.app, '/api/user/me', pair.access_token)).statusCode, 401);
      assert.notEqual((await refresh(t.app, pair.refresh_token)).statusCode, 200);
    }
    assert.equal((await get(t.app, '/api/user/me', mine.access_token)).statusCode, 200);
    assert.equal((await refresh(t.app, mine.refresh_token)).statusCode, 200);
  });
});

describe('unlocking', () => {
  test('an administrator reactivating a locked account clears its login limiter: the right password signs in at once', async () => {
    const id = await makeUser(t.app, 'unlock.me', 'RND-QA', ['ROLE_USER']);
    for (let i = 0; i < 5; i++) {
      await tokenRequest(t.app, { grant_type: 'password', username: 'unlock.me', password: 'wrong', scope: 'read_profile' }, { ip: `10.99.0.${i}` });
    }
    const locked = await statusOf(id);
    assert.equal(locked.status, 'LOCKED');
    const unlock = await send(t.app, 'PUT', `/api/user/info/${id}/status`, hrToken, { status: 'ACTIVE', version: locked.version });
    assert.equal(unlock.statusCode, 200, unlock.body);
    const res = await tokenRequest(t.app, { grant_type: 'password', username: 'unlock.me', password: DEMO_PASSWORD, scope: 'read_profile' }, { ip: '10.99.1.1' });
    assert.equal(res.statusCode, 200, res.body);
  });
});
