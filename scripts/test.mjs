#!/usr/bin/env node
// `npm test`: install everything, then run every suite — unit (Jest), types with the build, api on
// PostgreSQL and PGlite, and Playwright end to end in Debian's Chromium — and print each stage's seconds.
//
//   npm test                        everything
//   npm test -- --remote crm        one remote: its Jest project, its build (with the host) and its journeys
//   npm test -- --stage jest,api-pg  some stages: install, lint, jest, build, api-pg, api-pglite, e2e
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, ROOT, buildStale, install, log, pnpm, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const STAGES = ['install', 'lint', 'jest', 'build', 'api-pg', 'api-pglite', 'e2e'];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const remote = option('remote');
if (remote && !REMOTES.some((a) => a.name === remote)) {
  console.error(`[두레] --remote ${remote}: 리모트 이름은 ${REMOTES.map((a) => a.name).join(', ')} 중 하나입니다.`);
  process.exit(2);
}
// One remote's run leaves the api suites out: they test the api as a whole.
const chosen = new Set(option('stage')?.split(',') ?? (remote ? ['install', 'lint', 'jest', 'build', 'e2e'] : STAGES));
for (const stage of chosen) if (!STAGES.includes(stage)) throw new Error(`unknown stage ${stage}: ${STAGES.join(', ')}`);

/** Debian packages the suites run: Chromium for the journeys, nginx (with its brotli module) for the production web config. */
const SYSTEM_PACKAGES = [
  { file: CHROMIUM, packages: ['chromium', 'fonts-nanum'] },
  { file: '/usr/sbin/nginx', packages: ['nginx'] },
  { file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', packages: ['libnginx-mod-http-brotli-static'] },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.file)).flatMap((p) => p.packages);
  if (missing.length === 0) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`[두레] ${missing.join(', ')} 이(가) 없습니다. 'sudo apt-get install -y ${missing.join(' ')}' 후 다시 실행해 주세요.`);
    // nginx is checked by its own test (skipped outside CI); the journeys cannot run without Chromium.
    return existsSync(CHROMIUM) ? 0 : 1;
  }
  log(`Debian 패키지 설치: ${missing.join(', ')} (Playwright 브라우저 다운로드는 사용하지 않음)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return 1;
  return run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

/** Runs pnpm with these arguments without blocking, so two stages' commands can share the machine. */
function pnpmAsync(args, env = {}) {
  const [cmd, ...pre] = pnpm();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...pre, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Failed and flaky tests, named, for the lines after the closing table (a CI log is read from its end). */
const tail = [];
const flaky = [];
const flakyFile = path.join(ROOT, '.test-flaky.txt');
rmSync(flakyFile, { force: true });

function e2eReport() {
  const file = path.join(ROOT, 'e2e/.run/results.json');
  if (!existsSync(file)) return { failed: [], flaky: [] };
  const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
  const walk = (suite, titles = []) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((t) => ({ title: [...titles, spec.title].join(' › '), file: spec.file, line: spec.line, test: t }))),
    ...(suite.suites ?? []).flatMap((s) => walk(s, s.title && !s.title.endsWith('.ts') ? [...titles, s.title] : titles)),
  ];
  const tests = (JSON.parse(readFileSync(file, 'utf8')).suites ?? []).flatMap((s) => walk(s));
  const name = (t) => `${t.file}:${t.line} › ${t.title}${t.test.projectName ? ` [${t.test.projectName}]` : ''}`;
  const failed = tests.filter((t) => t.test.status === 'unexpected');
  const lines = [];
  for (const t of failed) {
    const result = t.test.results.at(-1);
    lines.push(`✘ ${name(t)}`);
    const message = strip(result?.error?.message ?? result?.errors?.[0]?.message ?? '');
    lines.push(...message.split('\n').filter((l) => l.trim()).slice(0, 6).map((l) => `    ${l.slice(0, 160)}`));
    const at = result?.error?.location;
    if (at) lines.push(`    at ${at.file.replace(/^.*\/e2e\//, 'e2e/')}:${at.line}`);
  }
  return { failed: lines, flaky: tests.filter((t) => t.test.status === 'flaky').map((t) => `e2e ${name(t)}`) };
}

const jestArgs = ['exec', 'jest', '--ci', ...(remote ? ['--selectProjects', `@dure/remote-${remote}`] : [])];
const buildApps = remote ? ['host', remote] : APPS.map((a) => a.name);

const stages = [
  [
    'install',
    '설치 (pnpm, chromium, nginx)',
    () => {
      install();
      return ensureSystemPackages();
    },
  ],
  ['lint', '린트와 경계 규칙 (oxlint, dependency-cruiser)', () => run(process.execPath, ['scripts/lint.mjs'])],
  ['jest', '단위 테스트 (Jest, 모든 패키지 한 번에)', () => pnpmAsync(jestArgs)],
  [
    'build',
    '타입 검사 + 빌드 (tsc --noEmit, webpack)',
    async () => {
      // The native compiler and webpack's swc loader each leave a core idle much of the time: run them side by side.
      const [types, build] = await Promise.all([pnpmAsync(['-r', '--parallel', 'typecheck']), buildStale(buildApps)]);
      return types || build;
    },
  ],
  ['api-pg', 'API 테스트 (PostgreSQL, 전체)', () => pnpmAsync(['--filter', '@dure/api', 'test', '--db', 'postgres'], { TEST_FLAKY_REPORT: flakyFile })],
  ['api-pglite', 'API 테스트 (PGlite, 방언 차이)', () => pnpmAsync(['--filter', '@dure/api', 'test', '--db', 'pglite'], { TEST_FLAKY_REPORT: flakyFile })],
  [
    'e2e',
    'E2E (nginx 설정, Playwright, Chromium)',
    async () => {
      // Journeys run against the current sources even when the build stage was not chosen (a no-op when it ran).
      const built = await buildStale(buildApps);
      if (built !== 0) return built;
      // The production nginx configuration against these builds: a few seconds.
      const nginx = run(process.execPath, ['--test', 'deploy/__tests__/']);
      rmSync(path.join(ROOT, 'e2e/.run/results.json'), { force: true });
      const status = await pnpmAsync(['--filter', '@dure/e2e', 'test', ...(remote ? ['--project', remote] : [])]);
      const report = e2eReport();
      tail.push(...(report.failed.length ? ['', '── E2E 실패 (마지막 시도) ──', ...report.failed] : []));
      flaky.push(...report.flaky);
      return status || nginx;
    },
  ],
];

const started = Date.now();
const results = [];
for (const [id, label, fn] of stages) {
  if (!chosen.has(id)) continue;
  log(`▶ ${label}`);
  const began = Date.now();
  const status = await fn();
  const seconds = (Date.now() - began) / 1000;
  results.push({ id, label, status, seconds });
  log(`${status === 0 ? '✔' : '✘'} ${label} (${seconds.toFixed(0)}초)`);
  if (id === 'install' && status !== 0) break;
}

if (existsSync(flakyFile)) flaky.unshift(...readFileSync(flakyFile, 'utf8').split('\n').filter(Boolean));
rmSync(flakyFile, { force: true });
const failed = results.filter((r) => r.status !== 0);
const total = (Date.now() - started) / 1000;
console.log('\n── 결과 ──');
console.log(`${'단계'.padEnd(12)} ${'결과'.padEnd(5)} ${'초'.padStart(6)}  내용`);
for (const r of results) console.log(`${r.id.padEnd(12)} ${(r.status === 0 ? 'PASS' : 'FAIL').padEnd(5)} ${r.seconds.toFixed(0).padStart(6)}  ${r.label}`);
console.log(`${'total'.padEnd(12)} ${(failed.length ? 'FAIL' : 'PASS').padEnd(5)} ${total.toFixed(0).padStart(6)}  (${(total / 60).toFixed(1)}분)`);
if (flaky.length > 0) console.log(`\n── 불안정한 테스트 (실패 후 재시도에서 통과: 고쳐야 함) ──\n${flaky.map((n) => `~ ${n}`).join('\n')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
for (const line of tail) console.log(line);
process.exit(failed.length === 0 ? 0 : 1);
