// The skeleton script writes a new remote from the template and adds it to the apps list and the compose
// file; it runs here on a temporary copy of the files it reads, so no remote is left in the repository.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readApps } from '../apps.mjs';
import { createRemote, remoteNamesOf } from '../new-remote.mjs';
import { renderCompose } from '../write-compose.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const listed = readApps(repo);
const freePort = Math.max(...listed.flatMap((a) => [a.port, a.e2ePort])) + 1;
let root;

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dure-new-remote-'));
  for (const file of ['apps.json', 'docker-compose.yml', 'host/package.json']) cpSync(path.join(repo, file), path.join(root, file));
  // A page table whose remotes are the listed ones and two not built yet.
  mkdirSync(path.join(root, 'shared/src/access'), { recursive: true });
  const names = [...listed.map((a) => a.name), 'sample', 'other'];
  writeFileSync(path.join(root, 'shared/src/access/pages.ts'), `export type RemoteName = ${names.map((n) => `'${n}'`).join(' | ')};\n`);
});
after(() => rmSync(root, { recursive: true, force: true }));

test("the page table's remote names are read from its RemoteName union", () => {
  const names = remoteNamesOf(readFileSync(path.join(repo, 'shared/src/access/pages.ts'), 'utf8'));
  for (const app of listed) assert.ok(names.includes(app.name), app.name);
});

test('creates a remote with every template file, listed in apps.json and served by compose', () => {
  createRemote(root, { name: 'sample', port: freePort });

  const files = ['package.json', 'webpack.config.cjs', 'tsconfig.json', 'jest.config.cjs', 'src/index.ts', 'src/bootstrap.tsx', 'src/routes.tsx', 'src/globals.d.ts'];
  for (const file of files) assert.ok(existsSync(path.join(root, 'remotes/sample', file)), file);
  const read = (file) => readFileSync(path.join(root, 'remotes/sample', file), 'utf8');
  assert.match(read('src/routes.tsx'), /defineRemoteRoutes\('sample', \{\}\)/);
  assert.match(read('src/routes.tsx'), /export const \{ routes, sharedVersion \} = defineRemoteRoutes/);
  assert.match(read('src/bootstrap.tsx'), /startStandalone\(routes\)/);
  assert.match(read('webpack.config.cjs'), /name: 'sample'/);

  // The shared libraries are pinned to the host's versions, so the singletons match.
  const pkg = JSON.parse(read('package.json'));
  const host = JSON.parse(readFileSync(path.join(repo, 'host/package.json'), 'utf8'));
  assert.equal(pkg.name, '@dure/remote-sample');
  for (const dep of ['react', 'react-dom', 'antd', 'jotai', 'dayjs', '@ant-design/pro-components', '@tanstack/react-query']) assert.equal(pkg.dependencies[dep], host.dependencies[dep], dep);
  assert.equal(pkg.dependencies['@dure/shared'], 'workspace:*');

  const apps = readApps(root);
  assert.deepEqual(apps, [...listed, { name: 'sample', kind: 'remote', dir: 'remotes/sample', port: freePort, e2ePort: freePort + 100 }]);
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  assert.equal(compose, renderCompose(apps));
  assert.match(compose, new RegExp(`APP: sample\\n[^]*?- "${freePort}:80"`));
});

test('refuses, writing nothing, a name already listed, a name the page table does not know, and a port in use', () => {
  const before = readFileSync(path.join(root, 'apps.json'), 'utf8');
  assert.throws(() => createRemote(root, { name: 'sample', port: freePort + 1 }), /sample 리모트가 이미 있습니다/);
  assert.throws(() => createRemote(root, { name: 'billing', port: freePort + 1 }), /RemoteName에 없습니다/);
  assert.throws(() => createRemote(root, { name: 'other', port: listed[1].port }), new RegExp(`포트 ${listed[1].port}`));
  assert.ok(!existsSync(path.join(root, 'remotes/billing')) && !existsSync(path.join(root, 'remotes/other')));
  assert.equal(readFileSync(path.join(root, 'apps.json'), 'utf8'), before);
});
