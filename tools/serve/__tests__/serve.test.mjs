// tools/serve answers with the header policy (policy.mjs), checked with real requests against a small built-like folder.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort, startAndWait } from '../../../scripts/testing.mjs';
import { IMMUTABLE } from '../policy.mjs';

const serve = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../serve.mjs');
const root = mkdtempSync(path.join(os.tmpdir(), 'dure-serve-'));
const servers = [];
let host;
let remote;
let watched;
const CHUNK = 'console.log("두레");\n'.repeat(200);

function writeTree(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

async function start(dir, ...flags) {
  const port = await freePort();
  servers.push(await startAndWait(process.execPath, [serve, '--dir', dir, '--port', String(port), ...flags], `http://127.0.0.1:${port}/`));
  return `http://127.0.0.1:${port}`;
}

before(async () => {
  writeTree(path.join(root, 'host'), {
    'index.html': '<!doctype html><title>두레</title>',
    'main.js': 'main',
    'chunks/login.1a2b3c4d.js': 'chunk',
    'sw.js': 'sw',
    'firebase-messaging-sw.js': 'push',
    'manifest.webmanifest': '{}',
    'config.json': JSON.stringify({ apiHost: 'https://api.example.test', push: { vapidKey: 'k' } }),
    'remotes.json': JSON.stringify({ crm: 'https://crm.example.test/mf-manifest.json', admin: 'https://admin.example.test:8443/mf-manifest.json' }),
  });
  writeTree(path.join(root, 'crm'), { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'chunks/routes.0f0f0f0f.js': 'chunk', 'main.0a0b0c0d.css': 'css' });
  // As the build writes them: compressed copies beside the file.
  const compressed = (name, content) => ({ [name]: content, [`${name}.br`]: zlib.brotliCompressSync(content), [`${name}.gz`]: zlib.gzipSync(content) });
  writeTree(path.join(root, 'crm'), compressed('chunks/page.1a1a1a1a.js', CHUNK));
  writeTree(path.join(root, 'watched'), compressed('remoteEntry.js', 'old entry'));
  [host, remote, watched] = await Promise.all([
    start(path.join(root, 'host'), '--spa'),
    start(path.join(root, 'crm'), '--cors', '--allow-origin', 'https://dure.example.test'),
    start(path.join(root, 'watched'), '--cors', '--watch'),
  ]);
});

after(() => {
  for (const server of servers) server.kill();
  rmSync(root, { recursive: true, force: true });
});

test('a deep link falls back to index.html, revalidated on every load and carrying the CSP and security headers', async () => {
  for (const link of ['/customer/53', '/login', '/myhome', '/']) {
    const response = await fetch(host + link);
    assert.equal(response.status, 200, link);
    assert.match(await response.text(), /<title>두레/);
    assert.equal(response.headers.get('cache-control'), 'no-cache', link);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const csp = response.headers.get('content-security-policy');
    assert.match(csp, /(^|; )script-src 'self' https:\/\/crm\.example\.test https:\/\/admin\.example\.test:8443(;|$)/);
    assert.match(csp, /(^|; )connect-src 'self' https:\/\/api\.example\.test https:\/\/crm\.example\.test https:\/\/admin\.example\.test:8443 https:\/\/firebaseinstallations\.googleapis\.com https:\/\/fcmregistrations\.googleapis\.com(;|$)/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) assert.ok(csp.split('; ').includes(directive), directive);
  }
});

test('entry documents are no-cache and only content-hashed files are immutable', async () => {
  for (const file of ['/index.html', '/main.js', '/sw.js', '/firebase-messaging-sw.js', '/manifest.webmanifest', '/config.json', '/remotes.json']) {
    assert.equal((await fetch(host + file)).headers.get('cache-control'), 'no-cache', file);
  }
  assert.equal((await fetch(`${host}/chunks/login.1a2b3c4d.js`)).headers.get('cache-control'), IMMUTABLE);
  const sw = await fetch(`${host}/sw.js`);
  assert.equal(sw.headers.get('service-worker-allowed'), '/');
  assert.equal(sw.headers.get('content-security-policy'), null, 'the CSP is for pages');
});

test('a remote answers with CORS for the host origin and the same cache rules', async () => {
  const entry = await fetch(`${remote}/remoteEntry.js`);
  assert.equal(entry.headers.get('access-control-allow-origin'), 'https://dure.example.test');
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${remote}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
  for (const file of ['/chunks/routes.0f0f0f0f.js', '/main.0a0b0c0d.css']) assert.equal((await fetch(remote + file)).headers.get('cache-control'), IMMUTABLE, file);
  assert.equal((await fetch(`${remote}/customer/53`)).status, 404, 'no single-page fallback on a remote');
});

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode): status, headers and raw body. */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a file the build precompressed is sent as brotli or gzip to a browser that accepts it, with the same cache rules', async () => {
  const url = `${remote}/chunks/page.1a1a1a1a.js`;
  const br = await get(url, 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.match(br.headers['content-type'], /javascript/);
  assert.equal(br.headers['cache-control'], IMMUTABLE);
  assert.equal(br.headers['access-control-allow-origin'], 'https://dure.example.test');
  assert.equal(zlib.brotliDecompressSync(br.body).toString(), CHUNK);
  assert.ok(br.body.length < CHUNK.length / 10);

  const gz = await get(url, 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.body).toString(), CHUNK);

  const plain = await get(url);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  assert.equal(plain.body.toString(), CHUNK);
});

test('with --watch, a file rewritten in place is sent uncompressed while its compressed copies are older than it', async () => {
  const file = path.join(root, 'watched', 'remoteEntry.js');
  assert.equal(zlib.brotliDecompressSync((await get(`${watched}/remoteEntry.js`, 'br')).body).toString(), 'old entry');
  writeFileSync(file, 'new entry');
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
  const response = await get(`${watched}/remoteEntry.js`, 'br');
  assert.equal(response.headers['content-encoding'], undefined);
  assert.equal(response.body.toString(), 'new entry');
});
