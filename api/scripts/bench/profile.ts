/**
 * CPU profile of the list endpoints' requests only (after start-up and warm-up), in process:
 *   BENCH_URL=postgres://…/db node --import tsx scripts/bench/profile.ts
 * (the demo seed; PROFILE_REQUESTS per endpoint, default 400). Writes PROFILE_DIR/<n>.cpuprofile (default /tmp)
 * for Chrome DevTools and prints the CPU time per request.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const BASE = '/dure.crm';
const requests = Number(process.env.PROFILE_REQUESTS ?? 400);
const app = await buildApp({ config: { ...loadConfig({}), database: { kind: 'postgres', url: process.env.BENCH_URL! }, seedDemo: true }, logger: false });
const login = await app.inject({
  method: 'POST',
  url: `${BASE}/oauth/token`,
  headers: { authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username: 'sales.lead', password: process.env.DEMO_PASSWORD ?? 'admin1234!', grant_type: 'password', scope: 'read_profile' }).toString(),
});
const headers = { authorization: `Bearer ${login.json().access_token}` };
const session = new Session();
session.connect();
await session.post('Profiler.enable');
for (const [n, url] of ['/api/customer?page=0&size=20&sort=name,asc', '/api/lead?page=0&size=20&keyword=ERP'].entries()) {
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: BASE + url, headers });
  await session.post('Profiler.start');
  const before = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const res = await app.inject({ method: 'GET', url: BASE + url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(before);
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(`${process.env.PROFILE_DIR ?? '/tmp'}/list-${n}.cpuprofile`, JSON.stringify(profile));
  console.log(`${url}: ${((used.user + used.system) / 1000 / requests).toFixed(2)} ms CPU/request (in-process, no network)`);
}
await app.close();
