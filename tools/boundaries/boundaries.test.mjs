// The layering rules catch what they are written for: a fixture tree with one breach of each rule
// (and one allowed cross-feature import) is cruised with the repo's own .dependency-cruiser.cjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

const cruise = (outputType) =>
  spawnSync(
    path.join(repo, 'node_modules/.bin/depcruise'),
    ['--config', path.join(repo, '.dependency-cruiser.cjs'), '--output-type', outputType, 'remotes', 'api', 'shared', 'host'],
    { cwd: path.join(here, 'fixtures'), encoding: 'utf8' },
  );

test('every layering rule reports its breach in the fixture tree, and nothing else', () => {
  const violations = JSON.parse(cruise('json').stdout).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  assert.deepEqual(violations, [
    'api-no-screen-code: api/src/service.ts → remotes/alpha/src/features/orders/allowed.ts',
    'feature-public-file-only: remotes/alpha/src/features/orders/forbidden.ts → remotes/alpha/src/features/billing/total.ts',
    'host-knows-remotes-by-name: host/src/shell.ts → remotes/beta/src/betaOnly.ts',
    'no-remote-to-remote: remotes/alpha/src/features/orders/forbidden.ts → remotes/beta/src/betaOnly.ts',
    'remote-routing-through-shared: remotes/alpha/src/features/orders/forbidden.ts → react-router-dom',
    'shared-no-app: shared/src/contract.ts → api/src/service.ts',
  ]);
});

test('the check the test command runs fails on a breach', () => {
  const result = cruise('err');
  assert.notEqual(result.status, 0);
  assert.match(result.stdout, /6 dependency violations/);
});
