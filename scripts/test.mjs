#!/usr/bin/env node
// `npm test`: install everything, then run every suite — unit (Jest), types, api on
// PGlite and PostgreSQL, and Playwright end to end in Debian's Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { buildStale, install, log, run, runPnpm } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`[두레] ${CHROMIUM} 이 없습니다. 'sudo apt-get install -y chromium fonts-nanum' 후 다시 실행해 주세요.`);
    process.exit(1);
  }
  log('Debian chromium 설치 (Playwright 브라우저 다운로드는 사용하지 않음)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-nanum'], { env }) !== 0) {
    console.error('[두레] chromium 설치 실패');
    process.exit(1);
  }
}

/** Lines printed after the results: each failed Playwright test's title and the first lines of its last error (a CI log is read from its end). */
const tail = [];

function e2eFailures() {
  const file = new URL('../e2e/.run/results.json', import.meta.url);
  if (!existsSync(file)) return [];
  const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
  const walk = (suite, titles = []) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((t) => t.results.filter((r) => r.status === 'failed' || r.status === 'timedOut').map((r) => ({ title: [...titles, spec.title].join(' › '), file: spec.file, line: spec.line, result: r }))),
    ),
    ...(suite.suites ?? []).flatMap((s) => walk(s, s.title && !s.title.endsWith('.ts') ? [...titles, s.title] : titles)),
  ];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const last = new Map((report.suites ?? []).flatMap((s) => walk(s)).map((f) => [`${f.file}:${f.line} › ${f.title}`, f]));
  if (last.size === 0) return [];
  const lines = ['', '── E2E 실패 (마지막 시도) ──'];
  for (const [name, f] of last) {
    lines.push(`✘ ${name}`);
    const message = strip(f.result.error?.message ?? f.result.errors?.[0]?.message ?? '');
    lines.push(...message.split('\n').filter((l) => l.trim()).slice(0, 6).map((l) => `    ${l.slice(0, 160)}`));
    const at = f.result.error?.location;
    if (at) lines.push(`    at ${at.file.replace(/^.*\/e2e\//, 'e2e/')}:${at.line}`);
  }
  return lines;
}

const started = Date.now();
install();
ensureChromium();

const suites = [
  ['단위 테스트 (Jest: shared, host, remotes)', () => runPnpm(['-r', '--filter', '@dure/shared', '--filter', '@dure/host', '--filter', './remotes/*', 'test'])],
  ['타입 검사 (tsc --noEmit)', () => runPnpm(['-r', 'typecheck'])],
  ['API 테스트 (PGlite, PostgreSQL)', () => runPnpm(['--filter', '@dure/api', 'test'])],
  [
    'E2E (Playwright, Chromium)',
    async () => {
      await buildStale();
      const status = runPnpm(['--filter', '@dure/e2e', 'test']);
      if (status !== 0) tail.push(...e2eFailures());
      return status;
    },
  ],
];

const results = [];
for (const [label, fn] of suites) {
  log(`▶ ${label}`);
  const status = await fn();
  results.push([label, status]);
  log(`${status === 0 ? '✔' : '✘'} ${label}`);
}

const failed = results.filter(([, s]) => s !== 0);
console.log('\n── 결과 ──');
for (const [label, status] of results) console.log(`${status === 0 ? 'PASS' : 'FAIL'}  ${label}`);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)}초)`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
for (const line of tail) console.log(line);
process.exit(failed.length === 0 ? 0 : 1);
