/**
 * CRM list and OKR benchmark (DESIGN §5, issue 16): seeds BENCH_CUSTOMERS (100,000) customers and BENCH_LEADS
 * (300,000) leads, and a BENCH_PEOPLE (500) person organisation's OKR: BENCH_GOALS (5,000) goals, BENCH_KRS (20,000)
 * key results, BENCH_CHECKINS (200,000) check-ins and BENCH_PROJECTS (2,000) projects with their members and milestones, and BENCH_WORKLOGS
 * (1,000,000) work logs over 40 projects (bulkSeedWorklog); then measures `/api/user/me` (every route change asks it), the customer
 * list, the lead search, the sales dashboard endpoint, the objective tree, the goal list, the project list, the work-log management list
 * and the grid save (writes.ts) on PostgreSQL and on PGlite, each beside a bare Fastify
 * answering the same bytes in the same run, with the api's CPU time per request:
 *   - latency: p50/p99 with requests arriving at BENCH_RATE per second (default 50), the goal's figure;
 *   - throughput: requests per second with BENCH_CONNECTIONS (default 10) connections back to back,
 *     and the p50/p99 those connections see while saturating the server;
 *   each endpoint first gets WARMUP_SECONDS of unmeasured load.
 *   pnpm --filter @dure/api bench            (BENCH_DURATION seconds per measurement, default 10)
 * BENCH_TARGETS (`postgres`, `pglite` or both, comma-separated; default both) and BENCH_ONLY (a regular expression
 * matched against each endpoint's label and path) narrow a run, e.g. to repeat one list's CPU figure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { atFixedRate } from './arrivals';
import { LIST_CPU_GOAL_MS, WRITE_SLOTS, isList, p99GoalOf, selectedEndpoints, selectedWrites } from './endpoints';
import { prepareSlots, restoreSlots, savesAtFixedRate, savesSaturated } from './writes';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE = '/dure.crm';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const env = {
  BENCH_CUSTOMERS: process.env.BENCH_CUSTOMERS ?? '100000',
  BENCH_LEADS: process.env.BENCH_LEADS ?? '300000',
  BENCH_PEOPLE: process.env.BENCH_PEOPLE ?? '500',
  BENCH_GOALS: process.env.BENCH_GOALS ?? '5000',
  BENCH_KRS: process.env.BENCH_KRS ?? '20000',
  BENCH_CHECKINS: process.env.BENCH_CHECKINS ?? '200000',
  BENCH_PROJECTS: process.env.BENCH_PROJECTS ?? '2000',
  BENCH_WORKLOGS: process.env.BENCH_WORKLOGS ?? '1000000',
};
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 50);
const WARMUP_SECONDS = 2;

const targets = new Set((process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim().toLowerCase()));
const measured = selectedEndpoints();
const writes = selectedWrites();

type Server = { port: number; periodId: number | null; teamGoalId: number | null; child: ChildProcess };

function startServer(args: string[], extraEnv: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts'), ...args], {
    env: { ...process.env, ...env, ...extraEnv, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve({ ...JSON.parse(line), child });
    });
  });
}

async function token(port: number, username: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${BASE}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: process.env.DEMO_PASSWORD ?? 'admin1234!', grant_type: 'password', scope: 'read_profile' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

type Figures = { p50: number; p99: number; rps: number; satP50: number; satP99: number; cpuMs: number; errors: number | string };
type Row = { target: string; endpoint: string; baseRps: number; cpuGoal: number | null; p99Goal: number } & Figures;

/** User + system CPU time the server process has used so far, in ms: its own process.cpuUsage(), asked over IPC. */
function cpuMsOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message: { cpu: NodeJS.CpuUsage }) => resolve((message.cpu.user + message.cpu.system) / 1000));
    child.send('cpu');
  });
}

async function measure(url: string, headers: Record<string, string>, server: ChildProcess): Promise<Figures> {
  // Warm-up, unmeasured: the first requests after start pay for JIT compilation and cold caches.
  await autocannon({ url, headers, connections, duration: WARMUP_SECONDS });
  const paced = await atFixedRate(url, headers, rate, duration);
  const cpuBefore = await cpuMsOf(server);
  const saturated = await autocannon({ url, headers, connections, duration });
  return {
    p50: paced.p50,
    p99: paced.p99,
    rps: saturated.requests.average,
    satP50: saturated.latency.p50,
    satP99: saturated.latency.p99,
    cpuMs: ((await cpuMsOf(server)) - cpuBefore) / Math.max(1, saturated.requests.total),
    errors: paced.errors + saturated.errors + saturated.non2xx,
  };
}

const failed = (errors: string): Figures => ({ p50: NaN, p99: NaN, rps: NaN, satP50: NaN, satP99: NaN, cpuMs: NaN, errors });

async function benchApi(target: string, extraEnv: Record<string, string>, baseline: Server, rows: Row[]) {
  console.error(`[bench] ${target}: starting the api with ${env.BENCH_CUSTOMERS} customers, ${env.BENCH_LEADS} leads, ${env.BENCH_GOALS} goals, ${env.BENCH_KRS} KRs, ${env.BENCH_CHECKINS} check-ins, ${env.BENCH_PROJECTS} projects…`);
  const { port, periodId, teamGoalId, child } = await startServer(['api'], extraEnv);
  try {
    const tokens = new Map<string, string>();
    for (const [n, [endpoint, template, user]] of measured) {
      const p = template.replace(':periodId', String(periodId)).replace(':teamGoalId', String(teamGoalId));
      if (!tokens.has(user)) tokens.set(user, await token(port, user));
      const url = `http://127.0.0.1:${port}${BASE}${p}`;
      const headers = { authorization: `Bearer ${tokens.get(user)}` };
      const probe = await fetch(url, { headers });
      if (!probe.ok) {
        rows.push({ target, endpoint, baseRps: NaN, cpuGoal: null, p99Goal: p99GoalOf(p), ...failed(`HTTP ${probe.status}`) });
        continue;
      }
      const body = await probe.text();
      await fetch(`http://127.0.0.1:${baseline.port}/bodies/${n}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
      const base = await measure(`http://127.0.0.1:${baseline.port}/echo/${n}`, {}, baseline.child);
      const r = await measure(url, headers, child);
      rows.push({ target, endpoint, baseRps: base.rps, cpuGoal: isList(p) ? LIST_CPU_GOAL_MS : null, p99Goal: p99GoalOf(p), ...r });
      console.error(`[bench] ${target} ${endpoint}: ${r.rps.toFixed(0)} req/s saturated vs ${base.rps.toFixed(0)} bare (${body.length} B), ${r.cpuMs.toFixed(2)} ms CPU/request`);
    }
    for (const [endpoint, p, prefix] of writes) {
      const url = `http://127.0.0.1:${port}${BASE}${p}`;
      const slotTokens = await Promise.all(Array.from({ length: WRITE_SLOTS }, (_, k) => token(port, `${prefix}${k + 1}`)));
      const slots = await prepareSlots(url, slotTokens);
      try {
        await savesSaturated(url, slots, WARMUP_SECONDS);
        const paced = await savesAtFixedRate(url, slots, rate, duration);
        const cpuBefore = await cpuMsOf(child);
        const saturated = await savesSaturated(url, slots, duration);
        const cpuMs = ((await cpuMsOf(child)) - cpuBefore) / Math.max(1, saturated.requests);
        const r = { p50: paced.p50, p99: paced.p99, rps: saturated.requests / duration, satP50: saturated.p50, satP99: saturated.p99, cpuMs, errors: paced.errors + saturated.errors };
        rows.push({ target, endpoint, baseRps: NaN, cpuGoal: null, p99Goal: p99GoalOf(p), ...r });
        console.error(`[bench] ${target} ${endpoint}: ${r.rps.toFixed(0)} saves/s saturated over ${WRITE_SLOTS} weeks, ${r.cpuMs.toFixed(2)} ms CPU/save`);
      } finally {
        await restoreSlots(url, slots);
      }
    }
  } finally {
    child.kill();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `dure_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rows: Row[] = [];
const baseline = await startServer(['baseline'], {});
try {
  const database = targets.has('postgres') ? await postgresDatabase() : null;
  if (database) {
    try {
      await benchApi('PostgreSQL', { BENCH_DB: 'postgres', BENCH_URL: database.url }, baseline, rows);
    } finally {
      await database.drop();
    }
  } else if (targets.has('postgres')) console.error(`[bench] PostgreSQL (${PG_URL}) is not reachable: not measured.`);
  if (targets.has('pglite')) await benchApi('PGlite', { BENCH_DB: 'pglite' }, baseline, rows);
} finally {
  baseline.child.kill();
}

const percent = (part: number, whole: number) => (Number.isFinite(part) && Number.isFinite(whole) ? `${((part / whole) * 100).toFixed(1)}%` : '-');
console.log(`\nCRM·OKR·업무일지 벤치마크 — 고객사 ${env.BENCH_CUSTOMERS}, 리드 ${env.BENCH_LEADS}, 직원 ${env.BENCH_PEOPLE}, 목표 ${env.BENCH_GOALS}, 핵심결과 ${env.BENCH_KRS}, 체크인 ${env.BENCH_CHECKINS}, 프로젝트 ${env.BENCH_PROJECTS}, 업무일지 ${env.BENCH_WORKLOGS}, 측정마다 ${duration}초`);
console.log(`지연: 초당 ${rate}건이 일정하게 도착할 때(도착 예정 시각부터 잼) · 처리량: 동시 연결 ${connections}개가 쉬지 않고 보낼 때(그때의 지연도 함께)`);
console.log(`기준: 같은 바이트를 메모리에서 답하는 Fastify, 같은 실행에서 엔드포인트마다 측정 · CPU: 포화 측정 동안 api 프로세스 자신의 process.cpuUsage() 증가분 ÷ 요청 수 (부하 생성기 제외; PGlite는 DB가 같은 프로세스라 DB 시간 포함)`);
console.log(`| 대상 | 엔드포인트 | p50 ms | p99 ms | p99 목표 | 요청/초 (포화) | 기준 요청/초 | 기준 대비 | CPU ms/요청 | CPU 목표 | 포화 p50 ms | 포화 p99 ms | 오류 |`);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
for (const r of rows) {
  const flag = r.target === 'PostgreSQL' && !(r.p99 <= r.p99Goal) ? ' ⚠' : '';
  const cpuGoal = r.cpuGoal === null ? '-' : `≤ ${r.cpuGoal}${r.cpuMs <= r.cpuGoal ? '' : ' ⚠'}`;
  console.log(
    `| ${r.target} | ${r.endpoint} | ${r.p50} | ${r.p99}${flag} | ≤ ${r.p99Goal} | ${fixed(r.rps)} | ${fixed(r.baseRps)} | ${percent(r.rps, r.baseRps)} | ${fixed(r.cpuMs, 2)} | ${cpuGoal} | ${r.satP50} | ${r.satP99} | ${r.errors} |`,
  );
}
console.log(`(p99 목표: PostgreSQL에서 목표 트리 300 ms, 그 밖의 엔드포인트 100 ms 이하, 초당 ${rate}건에서; ⚠ = 초과, 오류 = 비 2xx 또는 연결 오류 수, HTTP nnn = 측정 전 확인 요청이 실패해 측정하지 않음)`);
console.log(`(CPU 목표: 목록 엔드포인트의 api CPU ${LIST_CPU_GOAL_MS} ms/요청 이하 — 3.5 ms의 절반; ⚠ = 초과)`);
console.log('(/api/user/me 목표: 기준 대비 PostgreSQL 35% 이상, PGlite 15% 이상)');
if (writes.length > 0) console.log(`(업무일지 저장: ${WRITE_SLOTS}명이 저마다 지난주(작성 중)를 두 표 사이에서 번갈아 저장 — 버전은 앞 저장의 답; 요청/초 = ${WRITE_SLOTS}개 주를 쉬지 않고 저장할 때; 기준 없음; 끝나면 처음 표로 되돌림)`);
