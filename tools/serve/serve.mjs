#!/usr/bin/env node
// Static server for a built host (single-page fallback, CSP) or remote (CORS, its own origin), with the
// header policy of policy.mjs (the production nginx answers the same).
// Usage: serve.mjs --dir <dist> --port <n> [--spa] [--cors [--allow-origin <host origin>]]
import { statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { SECURITY_HEADERS, cacheControl, contentSecurityPolicy, corsHeaders, readRuntime } from './policy.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    'allow-origin': { type: 'string', default: '*' },
    // Re-read files on every request, so a test can redeploy into the served folder.
    watch: { type: 'boolean', default: false },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve.mjs --dir <dist> --port <n> [--spa] [--cors [--allow-origin <origin>]]');
  process.exit(2);
}

// The build writes `.br` and `.gz` beside each compressible file (tools/build/precompress.mjs): sent as they
// are to a browser that accepts them, with Content-Encoding and Vary: Accept-Encoding.
const assets = sirv(values.dir, { single: values.spa, dev: values.watch, etag: true, brotli: true, gzip: true });

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * With --watch a test may rewrite a served file in place; its compressed copies, older than it now, would
 * send the old content, so that request is answered uncompressed instead.
 */
function skipStaleCompressed(req, pathname) {
  if (!values.watch || !req.headers['accept-encoding']) return;
  const file = path.join(values.dir, pathname);
  const original = mtime(file);
  if (original === null) return;
  if (['.br', '.gz'].some((ext) => (mtime(file + ext) ?? Infinity) < original)) delete req.headers['accept-encoding'];
}

/** The host's pages carry its CSP, built from the runtime config beside them (read per page: a test may rewrite it). */
function withCsp(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, headers) {
    if (String(headers?.['Content-Type'] ?? '').startsWith('text/html')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(readRuntime(values.dir)));
    return writeHead.apply(this, arguments);
  };
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (values.cors) {
    for (const [name, value] of Object.entries(corsHeaders(values['allow-origin']))) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
  }
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  res.setHeader('Cache-Control', cacheControl(pathname));
  if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
  if (values.spa) withCsp(res);
  skipStaleCompressed(req, pathname);
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`[serve] ${values.dir} → http://localhost:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
