import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, type TestApp, buildTestApp, login, send } from '../helpers/testApp';

// The request log and every other log line: no password, token, authorization or cookie, wherever a client put it.
const lines: string[] = [];
let t: TestApp;
let token: string;

before(async () => {
  t = await buildTestApp({ crm: false, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  token = (await login(t.app, 'sales')).access_token;
});
after(() => t.close());

const logged = () => lines.join('');

test('secrets in query strings, headers, bodies and logged objects never reach the log', async () => {
  const secrets = ['Query-Secret-1', 'Body-Secret-2', 'Json-Secret-3', 'Cookie-Secret-4', 'Object-Secret-5', 'Form-Secret-6', token];
  await t.app.inject({
    method: 'GET',
    url: `${BASE}/api/user/me?password=Query-Secret-1&refresh_token=Query-Secret-1&access_token=${token}&x=1`,
    headers: { authorization: `Bearer ${token}`, cookie: 'session=Cookie-Secret-4' },
  });
  await send(t.app, 'POST', '/api/user/info/password/check', token, { password: 'Body-Secret-2' });
  // A body that does not parse: the parse error quotes it, and Fastify logs the error's message.
  await t.app.inject({
    method: 'PUT',
    url: `${BASE}/api/user/info/password`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: '{"currentPassword":"Json-Secret-3", "newPassword": Json-Secret-3',
  });
  await t.app.inject({
    method: 'POST',
    url: `${BASE}/oauth/token?password=Form-Secret-6`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=sales&password=Form-Secret-6',
  });
  t.app.log.info({ user: { newPassword: 'Object-Secret-5', headers: { 'set-cookie': ['sid=Object-Secret-5'] } }, note: 'Authorization: Bearer Object-Secret-5' }, 'custom');
  t.app.log.error({ err: Object.assign(new Error('query failed: {"password":"Object-Secret-5"}'), { apiToken: 'Object-Secret-5' }) }, 'failed');
  t.app.log.warn('login with pwd=Object-Secret-5 failed');

  const log = logged();
  assert.match(log, /incoming request/, 'the request log is on');
  assert.match(log, /\/api\/user\/me\?password=\[REDACTED\]&refresh_token=\[REDACTED\]&access_token=\[REDACTED\]&x=1/);
  assert.match(log, /"message":"query failed: \{\\"password\\":\\"\[REDACTED\]\\"\}"/, 'the error is logged, redacted');
  for (const secret of secrets) assert.ok(!log.includes(secret), `the log holds ${secret.slice(0, 12)}…`);
});
