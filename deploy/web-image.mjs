#!/usr/bin/env node
// The build step of deploy/web.Dockerfile: builds one web app of apps.json, gives the host its runtime
// config, precompresses the files and writes the app's nginx.conf, into <out>/html and <out>/nginx.conf.
//   PUBLIC_ORIGINS='{"api":"https://api.example","host":"https://dure.example","crm":"https://crm.example"}' \
//     node deploy/web-image.mjs <app> <out>
// An origin left out is the app's localhost address of apps.json (the api's is http://localhost:8090).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readApps } from '../scripts/apps.mjs';
import { API_PORT, ROOT, mustRun, runPnpm, writeRuntimeConfig } from '../scripts/lib.mjs';
import { readRuntime } from '../tools/serve/policy.mjs';
import { nginxConf, webServer } from './nginx.mjs';
import { precompress } from '../tools/build/precompress.mjs';

/** Where the runtime image serves the files from. */
export const WEB_ROOT = '/usr/share/nginx/html';

/** Every public origin: the api's and each app's, from PUBLIC_ORIGINS over the localhost defaults. */
export function publicOrigins(apps, json = '{}') {
  const given = JSON.parse(json || '{}');
  return { api: `http://localhost:${API_PORT}`, ...Object.fromEntries(apps.map((a) => [a.name, `http://localhost:${a.port}`])), ...given };
}

const [name, out] = process.argv.slice(2);
const apps = readApps(ROOT);
const app = apps.find((a) => a.name === name);
if (!app || !out) {
  console.error(`usage: web-image.mjs <${apps.map((a) => a.name).join('|')}> <out dir>`);
  process.exit(2);
}
const origins = publicOrigins(apps, process.env.PUBLIC_ORIGINS);
const host = apps.find((a) => a.kind === 'host');

mustRun(`${name} 빌드`, runPnpm(['--filter', `./${app.dir}`, 'run', 'build']));
const html = path.join(out, 'html');
mkdirSync(out, { recursive: true });
// Timestamps kept: the build's compressed copies stay newer than their files, so they are not written again.
cpSync(path.join(ROOT, app.dir, 'dist'), html, { recursive: true, preserveTimestamps: true });
if (app.kind === 'host') {
  process.env.PUBLIC_API_HOST = origins.api;
  writeRuntimeConfig(html, { remotes: apps.filter((a) => a.kind === 'remote').map((a) => ({ ...a, url: origins[a.name] })) });
}
// The build compressed its files; what was added since (the runtime config) is compressed here.
console.log(`[두레] ${name}: 빌드 뒤 미리 압축한 파일 ${precompress(html)}개`);
// The CSP is built from the config just written; the image serves these files from WEB_ROOT.
const server = webServer({ app, root: WEB_ROOT, listen: 80, hostOrigin: origins[host.name], runtime: readRuntime(html) });
writeFileSync(path.join(out, 'nginx.conf'), nginxConf({ servers: [server] }));
