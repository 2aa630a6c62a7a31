#!/usr/bin/env node
// Static server for a built host (single-page fallback) or remote (CORS, its own origin).
// Usage: serve.mjs --dir <dist> --port <n> [--spa] [--cors]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    // Re-read files on every request, so a test can redeploy into the served folder.
    watch: { type: 'boolean', default: false },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve.mjs --dir <dist> --port <n> [--spa] [--cors]');
  process.exit(2);
}

// Only content-hashed files (`name.<8+ hex>.ext`, the build's [contenthash:8]) are cached for good.
// Everything else — index.html and the in-app paths answered with it (/login, /customer/53), main.js,
// remoteEntry.js, service and push workers, runtime config — is revalidated, so a redeploy shows at
// the next reload. sirv hands the requested path, not the fallback file, to setHeaders.
const HASHED = /\.[0-9a-f]{8,}\.[A-Za-z0-9]+$/;

/** Origins of the remotes the host loads (remotes.json of the deploy, read per page so a redeploy counts). */
function remoteOrigins() {
  try {
    const remotes = JSON.parse(readFileSync(path.join(values.dir, 'remotes.json'), 'utf8'));
    return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  } catch {
    return [];
  }
}

/** The host's pages: scripts only from itself and its remotes, no plugins, no <base>, never framed. */
const pagePolicy = () => ["script-src 'self' " + remoteOrigins().join(' '), "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"].map((d) => d.trim()).join('; ');
const isPage = (pathname) => pathname === '/' || pathname.endsWith('.html') || !path.posix.basename(pathname).includes('.');

const assets = sirv(values.dir, {
  single: values.spa,
  dev: values.watch,
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (pathname.endsWith('/sw.js')) res.setHeader('Service-Worker-Allowed', '/');
    if (values.spa && isPage(pathname)) res.setHeader('Content-Security-Policy', pagePolicy());
  },
});

const server = http.createServer((req, res) => {
  if (values.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
  }
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`[serve] ${values.dir} → http://localhost:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
