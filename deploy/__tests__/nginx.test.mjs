// The generated nginx configuration, run by Debian's nginx against the built apps (run after the build, in the
// e2e stage of `npm test`): the single-page fallback, the cache rules, the CSP, CORS on a remote,
// precompressed gzip and brotli, and the api's two instances behind one address.
// Without nginx the test says so and skips, except in CI (CI=true), where scripts/test.mjs installs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readApps } from '../../scripts/apps.mjs';
import { writeRuntimeConfig } from '../../scripts/lib.mjs';
import { freePort, startAndWait } from '../../scripts/testing.mjs';
import { IMMUTABLE, contentSecurityPolicy, readRuntime } from '../../tools/serve/policy.mjs';
import { BROTLI_MODULE, apiProxyServer, nginxConf, webServer } from '../nginx.mjs';
import { precompress } from '../../tools/build/precompress.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
const ci = process.env.CI === 'true';
// A remote whose build is missing (a one-remote run builds the host and that remote only) is left out.
const apps = readApps(ROOT).filter((a) => existsSync(path.join(ROOT, a.dir, 'dist', a.kind === 'host' ? 'index.html' : 'remoteEntry.js')));
const hostApp = apps.find((a) => a.kind === 'host');
const missing = !NGINX ? 'nginx' : !existsSync(BROTLI_MODULE) ? 'libnginx-mod-http-brotli-static' : !hostApp ? 'the host build (npm run build)' : null;
if (missing) {
  const message = `${missing} is not installed here: the nginx configuration test is skipped (apt-get install nginx libnginx-mod-http-brotli-static)`;
  if (ci) throw new Error(message);
  console.log(`# ${message}`);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'dure-nginx-'));
const children = [];
const url = {};
let runtime;

/** A stand-in api instance answering its own name. */
function fakeApi(name) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => res.end(JSON.stringify({ instance: name, path: req.url })));
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const apis = [];

before(async () => {
  if (missing) return;
  // Started by root, nginx's workers run as nobody: they must be able to read the copies.
  chmodSync(work, 0o755);
  const ports = Object.fromEntries(await Promise.all([...apps.map((a) => a.name), 'api'].map(async (name) => [name, await freePort()])));
  for (const name of Object.keys(ports)) url[name] = `http://127.0.0.1:${ports[name]}`;
  const servers = [];
  for (const app of apps) {
    const root = path.join(work, app.name);
    cpSync(path.join(ROOT, app.dir, 'dist'), root, { recursive: true, filter: (source) => !source.endsWith('.map') });
    if (app.kind === 'host') {
      process.env.PUBLIC_API_HOST = url.api;
      process.env.PUSH_CONFIG = JSON.stringify({ vapidKey: 'k', firebase: { projectId: 'dure-test' } });
      writeRuntimeConfig(root, { remotes: apps.filter((a) => a.kind === 'remote').map((a) => ({ ...a, url: url[a.name] })) });
      runtime = readRuntime(root);
    }
    precompress(root, { quality: 4 });
    servers.push(webServer({ app, root, listen: `127.0.0.1:${ports[app.name]}`, hostOrigin: url.host }));
  }
  apis.push(await fakeApi('api1'), await fakeApi('api2'));
  servers.push(apiProxyServer({ listen: `127.0.0.1:${ports.api}`, upstreams: apis.map((s) => `127.0.0.1:${s.address().port}`) }));
  writeFileSync(path.join(work, 'nginx.conf'), nginxConf({ servers, pidFile: path.join(work, 'nginx.pid'), accessLog: 'off', tempDir: work }));
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  children.push(await startAndWait(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], `${url.host}/index.html`));
});

after(() => {
  for (const child of children) child.kill();
  for (const server of apis) server.close();
  rmSync(work, { recursive: true, force: true });
});

const skip = Boolean(missing) && `${missing} missing`;
const get = (address, headers = {}) => fetch(address, { headers });
/** A content-hashed file of a built app (webpack's chunks/<name>.<hash8>.js). */
const hashedChunk = (app) => `/chunks/${readdirSync(path.join(work, app.name, 'chunks')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))}`;

test('a deep link answers the host page, revalidated on every load, with the CSP of its runtime config', { skip }, async () => {
  for (const link of ['/customer/53', '/login', '/myhome', '/', '/index.html']) {
    const response = await get(url.host + link);
    assert.equal(response.status, 200, link);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.match(await response.text(), /<div id="root">/);
    assert.equal(response.headers.get('cache-control'), 'no-cache', link);
    assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy(runtime), link);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  }
  const csp = contentSecurityPolicy(runtime).split('; ');
  for (const remote of apps.filter((a) => a.kind === 'remote')) assert.ok(csp[1].split(' ').includes(url[remote.name]), `script-src allows ${remote.name}`);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) assert.ok(csp.includes(directive), directive);
});

test('entry documents are no-cache, content-hashed files immutable, and a missing file is a 404, not the page', { skip }, async () => {
  for (const file of ['/main.js', '/sw.js', '/firebase-messaging-sw.js', '/config.json', '/remotes.json', '/manifest.webmanifest']) {
    const response = await get(url.host + file);
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('cache-control'), 'no-cache', file);
    assert.equal(response.headers.get('content-security-policy'), null, `${file}: the CSP is for pages`);
  }
  assert.equal((await get(`${url.host}/sw.js`)).headers.get('service-worker-allowed'), '/');
  assert.equal((await get(`${url.host}/manifest.webmanifest`)).headers.get('content-type'), 'application/manifest+json');
  assert.equal((await get(url.host + hashedChunk(hostApp))).headers.get('cache-control'), IMMUTABLE);
  const stale = await get(`${url.host}/chunks/gone.0123abcd.js`);
  assert.equal(stale.status, 404);
});

test('a remote lets the host origin load it, with the same cache rules', { skip: skip || (apps.length < 2 && 'no remote built') }, async () => {
  for (const remote of apps.filter((a) => a.kind === 'remote')) {
    for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
      const response = await get(url[remote.name] + file, { Origin: url.host });
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('access-control-allow-origin'), url.host);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
    }
    assert.equal((await get(url[remote.name] + hashedChunk(remote))).headers.get('cache-control'), IMMUTABLE);
    assert.equal((await get(`${url[remote.name]}/customer/53`)).status, 404, 'no single-page fallback on a remote');
  }
});

test('scripts are sent brotli- or gzip-compressed as the browser accepts', { skip }, async () => {
  const plain = await (await get(`${url.host}/main.js`, { 'Accept-Encoding': 'identity' })).text();
  for (const encoding of ['br', 'gzip']) {
    const response = await get(`${url.host}/main.js`, { 'Accept-Encoding': encoding });
    assert.equal(response.headers.get('content-encoding'), encoding);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(await response.text(), plain, `${encoding} decodes to the same script`);
  }
});

test('the api address spreads requests over both instances and keeps answering when one is down', { skip }, async () => {
  const seen = new Set();
  for (let i = 0; i < 4; i++) seen.add((await (await get(`${url.api}/dure.crm/health`)).json()).instance);
  assert.deepEqual([...seen].sort(), ['api1', 'api2']);
  await new Promise((resolve) => {
    apis[0].close(resolve);
    apis[0].closeAllConnections();
  });
  for (let i = 0; i < 3; i++) {
    const response = await get(`${url.api}/dure.crm/health`);
    assert.equal(response.status, 200);
    assert.equal((await response.json()).instance, 'api2');
  }
});
