import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { DEMO_PASSWORD, type TestApp, buildTestApp, tokenRequest } from '../../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ crm: false });
});
after(() => t.close());

const attempt = (username: string, password: string, ip: string) =>
  tokenRequest(t.app, { grant_type: 'password', username, password, scope: 'read_profile' }, { ip });

function assertLimited(res: Awaited<ReturnType<typeof attempt>>) {
  assert.equal(res.statusCode, 429, res.body);
  assert.deepEqual(res.json(), { error: 'too_many_requests', error_description: API_MESSAGES.tooManyAttempts });
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= t.config.loginLimits.windowSeconds, `Retry-After ${retryAfter}`);
}

describe('login rate limiting (persisted in the database)', () => {
  test('per account: 5 failures within the window block the next attempt, even with the right password', async () => {
    const max = t.config.loginLimits.maxFailuresPerUser;
    // Spread over IPs so only the per-account rule can trigger.
    for (let i = 0; i < max; i++) assert.equal((await attempt('sales', 'wrong', `10.1.0.${i + 1}`)).statusCode, 400);
    assertLimited(await attempt('sales', DEMO_PASSWORD, '10.1.1.1'));
    assertLimited(await attempt('SALES', 'wrong', '10.1.1.2'));
    // Other accounts are not affected.
    assert.equal((await attempt('pm', DEMO_PASSWORD, '10.1.1.3')).statusCode, 200);
  });

  test('the block lifts when the window has passed (the 5 failures also locked the account, DOMAIN §3)', async () => {
    t.clock.advance(t.config.loginLimits.windowSeconds + 1);
    const res = await attempt('sales', DEMO_PASSWORD, '10.1.2.1');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'invalid_grant', error_description: API_MESSAGES.accountInactive });
    // Another account whose failures stayed below the lock threshold gets in after the window.
    for (let i = 0; i < 3; i++) await attempt('pm', 'wrong', `10.1.3.${i + 1}`);
    assert.equal((await attempt('pm', DEMO_PASSWORD, '10.1.4.1')).statusCode, 200);
  });

  test('a successful login resets the per-account count', async () => {
    const max = t.config.loginLimits.maxFailuresPerUser;
    for (let i = 0; i < max - 1; i++) await attempt('mes', 'wrong', `10.2.0.${i + 1}`);
    assert.equal((await attempt('mes', DEMO_PASSWORD, '10.2.1.1')).statusCode, 200);
    for (let i = 0; i < max - 1; i++) assert.equal((await attempt('mes', 'wrong', `10.2.2.${i + 1}`)).statusCode, 400);
    assert.equal((await attempt('mes', DEMO_PASSWORD, '10.2.3.1')).statusCode, 200);
  });

  test('unknown usernames are limited exactly like real ones', async () => {
    const max = t.config.loginLimits.maxFailuresPerUser;
    const answers = [];
    for (let i = 0; i < max; i++) answers.push(await attempt('no.such.user', 'wrong', `10.3.0.${i + 1}`));
    for (const res of answers) assert.deepEqual(res.json(), { error: 'invalid_grant', error_description: API_MESSAGES.badCredentials });
    assertLimited(await attempt('no.such.user', 'wrong', '10.3.1.1'));
  });

  test('per IP: 20 failures over any usernames block that IP, for every account', async () => {
    const max = t.config.loginLimits.maxFailuresPerIp;
    const ip = '10.4.0.1';
    for (let i = 0; i < max; i++) assert.equal((await attempt(`guess${i}`, 'wrong', ip)).statusCode, 400);
    assertLimited(await attempt('admin', DEMO_PASSWORD, ip));
    assertLimited(await attempt('brand.new', 'x', ip));
    // Another IP still gets in.
    assert.equal((await attempt('admin', DEMO_PASSWORD, '10.4.0.2')).statusCode, 200);
  });
});
