// docker-compose.yml cannot read apps.json, so it is generated from it; this fails while the two disagree.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readApps } from '../apps.mjs';
import { renderCompose } from '../write-compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = readApps(root);

test('docker-compose.yml is the one written from apps.json (run node scripts/write-compose.mjs after editing the list)', () => {
  assert.equal(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), renderCompose(apps));
});

test('each app is served on its listed port, remotes with CORS, and the build knows every remote URL', () => {
  const compose = renderCompose(apps);
  for (const app of apps) {
    assert.match(compose, new RegExp(`--dir ${app.dir}/dist --port ${app.port} --host 0\\.0\\.0\\.0 ${app.kind === 'host' ? '--spa' : '--cors'}`));
    assert.match(compose, new RegExp(`CORS_ORIGINS: .*http://localhost:${app.port}\\b`));
  }
  for (const remote of apps.filter((a) => a.kind === 'remote')) assert.match(compose, new RegExp(`PUBLIC_${remote.name.toUpperCase()}_URL: .*:${remote.port}}`));
});

test('names, ports and e2e ports are unique, and the host is listed once, first', () => {
  for (const key of ['name', 'dir', 'port', 'e2ePort']) assert.equal(new Set(apps.map((a) => a[key])).size, apps.length, key);
  assert.deepEqual(apps.map((a) => a.kind === 'host'), apps.map((_, i) => i === 0));
});
