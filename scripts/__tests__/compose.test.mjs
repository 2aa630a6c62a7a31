// docker-compose.yml cannot read apps.json, so it is generated from it; this fails while the two disagree,
// and checks the stack it describes holds together (what `docker compose config` checks, and more).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readApps } from '../apps.mjs';
import { API_INSTANCES, renderCompose } from '../write-compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = readApps(root);
const compose = parse(renderCompose(apps), { merge: true });

test('docker-compose.yml is the one written from apps.json (run node scripts/write-compose.mjs after editing the list)', () => {
  assert.equal(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), renderCompose(apps));
});

test('docker compose parses the file (docker compose v2, else docker-compose v1; skipped where neither is installed)', (t) => {
  const v2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  const command = v2 ? ['docker', 'compose'] : spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0 ? ['docker-compose'] : null;
  if (!command) {
    t.skip('neither docker compose nor docker-compose is installed: the structure checks below stand in for it');
    return;
  }
  const result = spawnSync(command[0], [...command.slice(1), '-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});

test('each web app is its own nginx image on its listed port, knowing every public origin', () => {
  for (const app of apps) {
    const service = compose.services[app.name];
    assert.equal(service.build.dockerfile, 'deploy/web.Dockerfile');
    assert.equal(service.build.args.APP, app.name);
    assert.deepEqual(service.ports, [`${app.port}:80`]);
    const origins = JSON.parse(service.build.args.PUBLIC_ORIGINS);
    assert.deepEqual(Object.keys(origins).sort(), ['api', ...apps.map((a) => a.name)].sort());
    assert.match(origins[app.name], new RegExp(`PUBLIC_${app.name.toUpperCase()}_URL:-http://localhost:${app.port}}$`));
    assert.match(compose.services.api1.environment.CORS_ORIGINS, new RegExp(`http://localhost:${app.port}}`));
  }
});

test('two compiled api instances on PostgreSQL behind one nginx, every one waiting for what it needs to be healthy', () => {
  const { services } = compose;
  for (const name of API_INSTANCES) {
    assert.equal(services[name].build.dockerfile, 'api/Dockerfile');
    assert.equal(services[name].depends_on.postgres.condition, 'service_healthy');
    assert.match(services[name].environment.DATABASE_URL, /@postgres:5432\//);
    assert.deepEqual(services[name].volumes, ['files:/data/files'], 'both instances see the same uploaded files');
    assert.equal(services[name].ports, undefined, 'reached only through the api nginx');
  }
  assert.equal(services.api.build.args.UPSTREAMS, API_INSTANCES.map((n) => `${n}:8090`).join(' '));
  assert.deepEqual(Object.keys(services.api.depends_on).sort(), [...API_INSTANCES].sort());
  assert.ok(services.postgres.healthcheck.test, 'PostgreSQL has a health check');
  // Every other service's health check is in its image (HEALTHCHECK), and every file it builds from exists.
  for (const [name, service] of Object.entries(services)) {
    for (const dependency of Object.keys(service.depends_on ?? {})) assert.ok(services[dependency], `${name} depends on ${dependency}`);
    if (!service.build) continue;
    const dockerfile = readFileSync(path.join(root, service.build.dockerfile), 'utf8');
    assert.match(dockerfile, /^HEALTHCHECK /m, `${service.build.dockerfile} checks its health`);
    for (const arg of Object.keys(service.build.args ?? {})) assert.match(dockerfile, new RegExp(`^ARG ${arg}\\b`, 'm'), `${service.build.dockerfile} takes ${arg}`);
  }
  const published = Object.values(services).flatMap((s) => (s.ports ?? []).map((p) => p.split(':')[0]));
  assert.equal(new Set(published).size, published.length, 'no host port published twice');
  assert.ok(existsSync(path.join(root, '.dockerignore')), 'node_modules and builds stay out of the build context');
});

test('names, ports and e2e ports are unique, and the host is listed once, first', () => {
  for (const key of ['name', 'dir', 'port', 'e2ePort']) assert.equal(new Set(apps.map((a) => a[key])).size, apps.length, key);
  assert.deepEqual(apps.map((a) => a.kind === 'host'), apps.map((_, i) => i === 0));
});
