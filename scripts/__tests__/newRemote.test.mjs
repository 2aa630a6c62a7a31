// The skeleton script writes a new remote from the template and adds it to the apps list and the compose
// file; it runs here on a temporary copy of the files it reads, so no remote is left in the repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readApps } from '../apps.mjs';
import { renderCompose } from '../write-compose.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let root;

const newRemote = (...args) => spawnSync(process.execPath, [path.join(repo, 'scripts/new-remote.mjs'), ...args, '--root', root], { encoding: 'utf8' });

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dure-new-remote-'));
  for (const file of ['apps.json', 'docker-compose.yml', 'host/package.json', 'shared/src/access/pages.ts']) cpSync(path.join(repo, file), path.join(root, file));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('creates a remote of the page table with every template file, listed in apps.json and served by compose', () => {
  const result = newRemote('okr', '3002');
  assert.equal(result.status, 0, result.stderr);

  const files = ['package.json', 'webpack.config.cjs', 'tsconfig.json', 'jest.config.cjs', 'src/index.ts', 'src/bootstrap.tsx', 'src/routes.tsx', 'src/globals.d.ts'];
  for (const file of files) assert.ok(existsSync(path.join(root, 'remotes/okr', file)), file);
  const read = (file) => readFileSync(path.join(root, 'remotes/okr', file), 'utf8');
  assert.match(read('src/routes.tsx'), /defineRemoteRoutes\('okr', \{\}\)/);
  assert.match(read('src/routes.tsx'), /SHARED_VERSION as sharedVersion/);
  assert.match(read('src/bootstrap.tsx'), /startStandalone\(routes\)/);
  assert.match(read('webpack.config.cjs'), /name: 'okr'/);

  // The shared libraries are pinned to the host's versions, so the singletons match.
  const pkg = JSON.parse(read('package.json'));
  const host = JSON.parse(readFileSync(path.join(repo, 'host/package.json'), 'utf8'));
  assert.equal(pkg.name, '@dure/remote-okr');
  for (const dep of ['react', 'react-dom', 'antd', 'jotai', 'dayjs']) assert.equal(pkg.dependencies[dep], host.dependencies[dep], dep);
  assert.equal(pkg.dependencies['@dure/shared'], 'workspace:*');

  const apps = readApps(root);
  assert.deepEqual(apps.at(-1), { name: 'okr', kind: 'remote', dir: 'remotes/okr', port: 3002, e2ePort: 3102 });
  assert.deepEqual(apps.slice(0, -1), readApps(repo));
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  assert.equal(compose, renderCompose(apps));
  assert.match(compose, /--dir remotes\/okr\/dist --port 3002/);
});

test('refuses a name already listed, a name the page table does not know, and a port in use', () => {
  const again = newRemote('okr', '3012');
  assert.notEqual(again.status, 0);
  assert.match(again.stderr, /okr 리모트가 이미 있습니다/);

  const unknown = newRemote('billing', '3012');
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.stderr, /RemoteName에 없습니다/);
  assert.ok(!existsSync(path.join(root, 'remotes/billing')));

  const busy = newRemote('mes', '3001');
  assert.notEqual(busy.status, 0);
  assert.match(busy.stderr, /포트 3001/);
  assert.equal(readApps(root).length, readApps(repo).length + 1);
});
