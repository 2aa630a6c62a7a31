#!/usr/bin/env node
// `npm test`: install everything, then run every suite — unit (Jest), types, api on
// PGlite and PostgreSQL, and Playwright end to end in Debian's Chromium.
import { existsSync } from 'node:fs';
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
      return runPnpm(['--filter', '@dure/e2e', 'test']);
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
process.exit(failed.length === 0 ? 0 : 1);
