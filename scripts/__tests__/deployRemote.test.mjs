// Publishing a remote makes a new release current without touching the host's files, and a rollback
// points back at the one before.
import assert from 'node:assert/strict';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { currentRelease, publish, releases, rollback } from '../deploy-remote.mjs';

const target = mkdtempSync(path.join(os.tmpdir(), 'dure-deploy-'));
after(() => rmSync(target, { recursive: true, force: true }));

/** A built-like remote whose entry names its version. */
function build(version) {
  const dist = path.join(target, `build-${version}`);
  mkdirSync(path.join(dist, 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* crm ${version} */${' '.repeat(2048)}`);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ version }));
  writeFileSync(path.join(dist, `chunks/routes.${version === 'v1' ? '11111111' : '22222222'}.js`), version);
  return dist;
}
const served = (file) => readFileSync(path.join(target, 'crm/current', file), 'utf8');

test('two publishes and a rollback: current serves each version in turn; the host is never touched', () => {
  const hostDir = path.join(target, 'host');
  mkdirSync(hostDir);
  writeFileSync(path.join(hostDir, 'remotes.json'), JSON.stringify({ crm: 'https://crm.example.test/mf-manifest.json' }));
  const hostBefore = statSync(path.join(hostDir, 'remotes.json'));

  const first = publish(target, 'crm', build('v1'), { compressQuality: 1 });
  assert.match(served('remoteEntry.js'), /crm v1/);
  const second = publish(target, 'crm', build('v2'), { compressQuality: 1 });
  assert.notEqual(first, second);
  assert.match(served('remoteEntry.js'), /crm v2/);
  assert.equal(JSON.parse(served('mf-manifest.json')).version, 'v2');
  assert.ok(lstatSync(path.join(target, 'crm/current')).isSymbolicLink());
  assert.deepEqual(releases(target, 'crm'), [first, second]);
  assert.ok(statSync(path.join(target, 'crm/current/remoteEntry.js.br')).size > 0, 'precompressed for nginx');

  assert.equal(rollback(target, 'crm'), first);
  assert.equal(currentRelease(target, 'crm'), first);
  assert.match(served('remoteEntry.js'), /crm v1/);
  assert.throws(() => rollback(target, 'crm'), /되돌릴 이전 배포가 없습니다/);

  const hostAfter = statSync(path.join(hostDir, 'remotes.json'));
  assert.equal(hostAfter.mtimeMs, hostBefore.mtimeMs);
  assert.deepEqual(JSON.parse(readFileSync(path.join(hostDir, 'remotes.json'), 'utf8')), { crm: 'https://crm.example.test/mf-manifest.json' });
});

test('a folder without remoteEntry.js is refused and nothing changes', () => {
  const before = currentRelease(target, 'crm');
  const empty = path.join(target, 'empty');
  mkdirSync(empty);
  assert.throws(() => publish(target, 'crm', empty), /remoteEntry\.js가 없습니다/);
  assert.equal(currentRelease(target, 'crm'), before);
});
