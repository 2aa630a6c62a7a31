// Helpers shared by start.mjs, test.mjs and the size report. Node built-ins only:
// these run before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appsWithEnvPorts, readApps } from './apps.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Federated apps of apps.json, their build folders and ports (`<NAME>_PORT` overrides). */
export const APPS = appsWithEnvPorts(readApps(ROOT));
export const REMOTES = APPS.filter((a) => a.kind === 'remote');
export const API_PORT = Number(process.env.API_PORT ?? 8090);

export const log = (msg) => console.log(`\x1b[36m[두레]\x1b[0m ${msg}`);

let pnpmCommand;
/** pnpm at the pinned version: the global one when it matches, else through npx. */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  pnpmCommand = probe.status === 0 && probe.stdout.trim() === PNPM_VERSION ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCommand;
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpm();
  return run(cmd, [...pre, ...args], options);
}

export function mustRun(label, status) {
  if (status !== 0) {
    console.error(`\x1b[31m[두레] ${label} 실패 (exit ${status})\x1b[0m`);
    process.exit(status);
  }
}

export function install() {
  log(`의존성 설치 (pnpm ${PNPM_VERSION}, lockfile 고정)…`);
  mustRun('pnpm install', runPnpm(['install', '--frozen-lockfile', '--prefer-offline']));
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A hash of everything a front-end build reads, so an unchanged app is not rebuilt. */
export function sourceHash(appDir) {
  const hash = createHash('sha256');
  for (const dir of [appDir, 'shared/src', 'tools/build']) {
    for (const file of [...files(path.join(ROOT, dir))].sort()) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  hash.update(process.env.DURE_BUILD_ID ?? '');
  return hash.digest('hex');
}

const stampFile = (app) => path.join(ROOT, app.dir, 'dist', '.build-hash');

/** Builds the named apps (default: all) whose sources changed since their last build, in parallel; answers the exit status. */
export async function buildStale(names = APPS.map((a) => a.name)) {
  const stale = APPS.filter((app) => names.includes(app.name))
    .map((app) => ({ app, hash: sourceHash(app.dir) }))
    .filter(({ app, hash }) => !existsSync(stampFile(app)) || readFileSync(stampFile(app), 'utf8') !== hash);
  if (stale.length === 0) {
    log('빌드가 최신입니다 (host, 리모트 재빌드 생략).');
    return 0;
  }
  log(`빌드: ${stale.map(({ app }) => app.name).join(', ')}`);
  const [cmd, ...pre] = pnpm();
  const results = await Promise.all(
    stale.map(
      ({ app, hash }) =>
        new Promise((resolve) => {
          const child = spawn(cmd, [...pre, 'run', 'build'], { cwd: path.join(ROOT, app.dir), stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve({ app, hash, code, output }));
        }),
    ),
  );
  let status = 0;
  for (const { app, hash, code, output } of results) {
    if (code !== 0) {
      console.error(output);
      console.error(`\x1b[31m[두레] ${app.name} 빌드 실패 (exit ${code})\x1b[0m`);
      status = code ?? 1;
    } else writeFileSync(stampFile(app), hash);
  }
  return status;
}

/** Writes the host's runtime config for the given ports (api address, remote manifests). */
export function writeRuntimeConfig(hostDist, { apiPort = API_PORT, remotes = REMOTES } = {}) {
  const apiHost = process.env.PUBLIC_API_HOST ?? `http://localhost:${apiPort}`;
  writeFileSync(
    path.join(hostDist, 'config.json'),
    JSON.stringify(
      {
        apiHost,
        clientId: process.env.OAUTH_CLIENT_ID ?? 'dure-web',
        clientSecret: process.env.OAUTH_CLIENT_SECRET ?? 'dure-web-secret',
        // Browser push: {"vapidKey": "...", "firebase": {apiKey, projectId, messagingSenderId, appId}} from the Firebase console.
        ...(process.env.PUSH_CONFIG ? { push: JSON.parse(process.env.PUSH_CONFIG) } : {}),
        // Korean address search (주소 검색) where the network reaches it, e.g.
        // https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js; its origin joins the page's script-src.
        ...(process.env.POSTCODE_SCRIPT_URL ? { postcodeScript: process.env.POSTCODE_SCRIPT_URL } : {}),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(hostDist, 'remotes.json'),
    JSON.stringify(Object.fromEntries(remotes.map((r) => [r.name, `${r.url ?? `http://localhost:${r.port}`}/mf-manifest.json`])), null, 2),
  );
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
