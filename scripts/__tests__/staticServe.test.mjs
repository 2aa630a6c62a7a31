// The static server of tools/serve with real requests: entry documents are revalidated, only content-hashed files cached for good.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'dure-serve-'));
const port = 41000 + Math.floor(Math.random() * 5000);
let server;

before(async () => {
  mkdirSync(path.join(dir, 'chunks'));
  const files = ['index.html', 'main.js', 'remoteEntry.js', 'sw.js', 'firebase-messaging-sw.js', 'chunks/123.a1b2c3d4.js', 'main.0f1e2d3c.css', 'config.json'];
  for (const file of files) writeFileSync(path.join(dir, file), file.endsWith('.html') ? '<!doctype html><title>두레</title>' : '{}');
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ crm: 'http://localhost:3001/mf-manifest.json', admin: 'https://admin.dure.example/v2/mf-manifest.json' }));
  server = spawn(process.execPath, [path.join(root, 'tools/serve/serve.mjs'), '--dir', dir, '--port', String(port), '--spa'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('[serve]') && resolve());
    server.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
  });
});
after(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const cacheOf = async (pathname) => {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
  assert.equal(res.status, 200, pathname);
  return res.headers.get('cache-control');
};

test('in-app paths that fall back to index.html, and every entry document, are no-cache', async () => {
  for (const pathname of ['/', '/login', '/myhome', '/customer/53', '/customer/53?tab=leads', '/index.html', '/main.js', '/remoteEntry.js', '/sw.js', '/firebase-messaging-sw.js', '/config.json']) {
    assert.equal(await cacheOf(pathname), 'no-cache', pathname);
  }
});

test('only content-hashed files are immutable', async () => {
  for (const pathname of ['/chunks/123.a1b2c3d4.js', '/main.0f1e2d3c.css']) {
    assert.equal(await cacheOf(pathname), 'public, max-age=31536000, immutable', pathname);
  }
});

test('every page of the host carries the CSP with its remotes, and every answer the referrer and sniffing rules', async () => {
  for (const pathname of ['/', '/login', '/customer/53', '/index.html']) {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
    assert.equal(
      res.headers.get('content-security-policy'),
      "script-src 'self' http://localhost:3001 https://admin.dure.example; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      pathname,
    );
  }
  for (const pathname of ['/login', '/chunks/123.a1b2c3d4.js', '/remoteEntry.js']) {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', pathname);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', pathname);
  }
});
