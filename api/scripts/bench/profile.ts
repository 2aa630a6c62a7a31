/**
 * CPU profile of the bench's list endpoints' requests only (after start-up and warm-up), in process:
 *   BENCH_URL=postgres://…/db node --import tsx scripts/bench/profile.ts
 * On the demo seed, or with PROFILE_BULK=1 on the bench's volume (BENCH_CUSTOMERS, BENCH_LEADS; inserted once,
 * a database that already holds it is reused). BENCH_ONLY narrows the endpoints as in the bench; PROFILE_REQUESTS
 * per endpoint (default 400). Logging as in the bench (pino's stream, to /dev/null). Writes PROFILE_DIR/list-<n>.cpuprofile
 * (default /tmp) for Chrome DevTools and prints the CPU time per request.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { rowsOf } from '../../src/db/database';
import { bulkSeed } from './bulkSeed';
import { isList, selectedEndpoints } from './endpoints';

const BASE = '/dure.crm';
const requests = Number(process.env.PROFILE_REQUESTS ?? 400);
const base = loadConfig({});
const app = await buildApp({
  config: { ...base, database: { kind: 'postgres', url: process.env.BENCH_URL! }, seedDemo: true },
  logger: { level: base.logLevel, file: '/dev/null' },
});
if (process.env.PROFILE_BULK) {
  const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
  const [{ n }] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from customer`);
  if (n < customers) await bulkSeed(app.db, { customers, leads: Number(process.env.BENCH_LEADS ?? 300_000) });
}

const tokens = new Map<string, string>();
async function headersOf(username: string) {
  if (!tokens.has(username)) {
    const login = await app.inject({
      method: 'POST',
      url: `${BASE}/oauth/token`,
      headers: { authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: process.env.DEMO_PASSWORD ?? 'admin1234!', grant_type: 'password', scope: 'read_profile' }).toString(),
    });
    tokens.set(username, login.json().access_token);
  }
  return { authorization: `Bearer ${tokens.get(username)}` };
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
for (const [n, [label, url, user]] of selectedEndpoints()) {
  if (!isList(url)) continue;
  const headers = await headersOf(user);
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: BASE + url, headers });
  await session.post('Profiler.start');
  const before = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const res = await app.inject({ method: 'GET', url: BASE + url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(before);
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(`${process.env.PROFILE_DIR ?? '/tmp'}/list-${n}.cpuprofile`, JSON.stringify(profile));
  console.log(`${label} (${user}): ${((used.user + used.system) / 1000 / requests).toFixed(2)} ms CPU/request (in-process, no network, profiler on)`);
}
await app.close();
