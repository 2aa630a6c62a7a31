#!/usr/bin/env node
// `npm run lint` (and the lint stage of `npm test`): oxlint over every package, the layering rules of
// .dependency-cruiser.cjs over every app's sources, the fixture test that shows those rules catch a breach, and the
// tests of the apps list (docker-compose.yml written from it, the new-remote skeleton, a remote's deploy and rollback) and of
// the static server's header policy.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, run, runPnpm } from './lib.mjs';

const remotes = readdirSync(path.join(ROOT, 'remotes')).map((name) => `remotes/${name}/src`).filter((dir) => existsSync(path.join(ROOT, dir)));
const checks = [
  ['oxlint', () => runPnpm(['exec', 'oxlint', '--deny-warnings', 'host', 'shared', 'remotes', 'api', 'e2e', 'tools', 'scripts', 'deploy'])],
  ['dependency-cruiser', () => runPnpm(['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', 'host/src', 'shared/src', ...remotes, 'api/src', 'api/test', 'e2e'])],
  ['경계 규칙 픽스처', () => run(process.execPath, ['--test', 'tools/boundaries/'])],
  ['앱 목록 (apps.json, docker-compose, 리모트 뼈대)', () => run(process.execPath, ['--test', 'scripts/__tests__/'])],
  ['정적 서버 헤더 정책 (캐시, CSP, CORS)', () => run(process.execPath, ['--test', 'tools/serve/__tests__/'])],
];
let failed = 0;
for (const [label, check] of checks) {
  const status = check();
  if (status !== 0) {
    failed++;
    log(`✘ ${label}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
