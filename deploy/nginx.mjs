#!/usr/bin/env node
// nginx configuration of the production stack, written from apps.json and the header policy that
// tools/serve follows in development (tools/serve/policy.mjs): one server per web app (static files,
// precompressed gzip and brotli, the cache rules, the host's single-page fallback and CSP, the remotes'
// CORS) and one in front of the api instances. Node built-ins only.
//
//   node deploy/nginx.mjs web <app> --root <dir> [--listen 80] [--host-origin <url>]   (the host's CSP is read from <dir>/config.json, remotes.json)
//   node deploy/nginx.mjs api --upstream api1:8090 --upstream api2:8090 [--listen 8090]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readApps } from '../scripts/apps.mjs';
import { HASHED_FILE, IMMUTABLE, REVALIDATE, SECURITY_HEADERS, contentSecurityPolicy, corsHeaders, readRuntime } from '../tools/serve/policy.mjs';

/** Debian's module package libnginx-mod-http-brotli-static: serves the `.br` files written at build time. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const COMPRESSIBLE = 'text/css application/javascript application/json application/manifest+json image/svg+xml';

const quote = (value) => `"${String(value).replace(/(["\\])/g, '\\$1')}"`;
const headerLines = (headers) => Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);

/**
 * One web app's server.
 * @param {{ app: { name: string, kind: 'host' | 'remote' }, root: string, listen: string | number, hostOrigin?: string, runtime?: ReturnType<typeof readRuntime> }} o
 *   `runtime`: the host's api and remote addresses (its CSP); `hostOrigin`: the origin a remote lets load it.
 */
export function webServer({ app, root, listen, hostOrigin, runtime }) {
  const host = app.kind === 'host';
  if (!host && !hostOrigin) throw new Error(`${app.name}: a remote needs the host origin for CORS`);
  const headers = [
    ...headerLines(SECURITY_HEADERS),
    // Variables from the maps of httpBlock(): an empty value sends no header.
    '    add_header Cache-Control $dure_cache_control always;',
    '    add_header Service-Worker-Allowed $dure_sw_allowed always;',
    ...(host ? [`    add_header Content-Security-Policy $dure_csp_${app.name} always;`] : headerLines(corsHeaders(hostOrigin))),
  ];
  const maps = host
    ? [`map $sent_http_content_type $dure_csp_${app.name} {`, `    ~^text/html ${quote(contentSecurityPolicy(runtime ?? readRuntime(root)))};`, '    default "";', '}']
    : [];
  return [
    ...maps,
    `# ${app.name} (${host ? 'host: single-page fallback, CSP' : `remote: CORS for ${hostOrigin}`})`,
    'server {',
    `    listen ${listen};`,
    '    server_name _;',
    `    root ${root};`,
    ...headers,
    '    location = /healthz {',
    '        access_log off;',
    '        return 204;',
    '    }',
    // A missing file with an extension (an old chunk) is a 404, never the page in its place.
    '    location ~ "\\.\\w+$" {',
    '        try_files $uri =404;',
    '    }',
    '    location / {',
    `        try_files $uri ${host ? '/index.html' : '=404'};`,
    '    }',
    '}',
  ].join('\n');
}

/** nginx in front of the api instances: round robin, the next instance when one is down. */
export function apiProxyServer({ listen, upstreams }) {
  return [
    'upstream dure_api {',
    ...upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`),
    '    keepalive 16;',
    '}',
    '# api: the instances behind one address',
    'server {',
    `    listen ${listen};`,
    '    server_name _;',
    // Above the api's own limits (20 MB files): the api answers the Korean message, not nginx.
    '    client_max_body_size 64m;',
    '    location / {',
    '        proxy_pass http://dure_api;',
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        proxy_next_upstream error timeout http_502 http_503;',
    '        proxy_read_timeout 300s;',
    '    }',
    '}',
  ].join('\n');
}

/**
 * The whole nginx.conf around the servers.
 * @param {{ servers: string[], brotli?: boolean, pidFile?: string, accessLog?: string, tempDir?: string }} o
 *   `tempDir`: nginx's buffers there instead of /var/lib/nginx (a test run by a user other than root).
 */
export function nginxConf({ servers, brotli = true, pidFile = '/run/nginx.pid', accessLog = '/dev/stdout', tempDir }) {
  const temp = tempDir ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(tempDir, kind)};\n`).join('') : '';
  return `# Written by deploy/nginx.mjs (header policy: tools/serve/policy.mjs).
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes auto;
pid ${pidFile};
error_log stderr warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    types {
        application/manifest+json webmanifest;
    }
    default_type application/octet-stream;
    access_log ${accessLog};
${temp}    sendfile on;
    server_tokens off;
    etag on;
    gzip on;
    gzip_vary on;
    gzip_min_length 1024;
    gzip_types ${COMPRESSIBLE};
    gzip_static on;
${brotli ? '    brotli_static on;\n' : ''}
    map $uri $dure_cache_control {
        ${quote(`~${HASHED_FILE}`)} ${quote(IMMUTABLE)};
        default ${quote(REVALIDATE)};
    }
    map $uri $dure_sw_allowed {
        /sw.js /;
        default "";
    }

${servers.join('\n\n').replace(/^(?=.)/gm, '    ')}
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' }, listen: { type: 'string' }, 'host-origin': { type: 'string' }, upstream: { type: 'string', multiple: true } },
  });
  const [kind, name] = positionals;
  let server;
  if (kind === 'api') server = apiProxyServer({ listen: values.listen ?? '8090', upstreams: values.upstream ?? [] });
  else if (kind === 'web') {
    const app = readApps(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')).find((a) => a.name === name);
    if (!app || !values.root) throw new Error('usage: nginx.mjs web <app of apps.json> --root <dir> [--listen 80] [--host-origin <url>]');
    server = webServer({ app, root: values.root, listen: values.listen ?? '80', hostOrigin: values['host-origin'] });
  } else throw new Error('usage: nginx.mjs web <app> --root <dir> | nginx.mjs api --upstream <host:port>…');
  process.stdout.write(nginxConf({ servers: [server] }));
}
