// Copies a built app into e2e/.run (so tests can redeploy it without touching the
// repo's build) and serves it; the host copy gets the e2e runtime config.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApps } from '../../scripts/apps.mjs';
import { writeRuntimeConfig } from '../../scripts/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const [name, apiPort] = process.argv.slice(2);
// Every app on its e2e port of apps.json, the host wired to the remotes there.
const apps = readApps(repo).map((a) => ({ ...a, port: a.e2ePort }));
const app = apps.find((a) => a.name === name);
if (!app) throw new Error(`${name} is not an app of apps.json`);
const source = path.join(repo, app.dir, 'dist');
const target = path.join(repo, 'e2e/.run', app.name);
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
// Timestamps kept: tools/serve sends the build's compressed copies only while they are not older than their file.
cpSync(source, target, { recursive: true, preserveTimestamps: true });
// Push on, with made-up Firebase settings: nothing here reaches Google; tests deliver pushes through DevTools.
process.env.PUSH_CONFIG ??= JSON.stringify({
  vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  firebase: { apiKey: 'e2e-api-key', projectId: 'dure-e2e', messagingSenderId: '1234567890', appId: '1:1234567890:web:e2e' },
});
if (app.kind === 'host') writeRuntimeConfig(target, { apiPort: Number(apiPort), remotes: apps.filter((a) => a.kind === 'remote') });
const hostOrigin = `http://localhost:${apps.find((a) => a.kind === 'host').port}`;
const mode = app.kind === 'host' ? ['--spa'] : ['--cors', '--allow-origin', hostOrigin];
const args = [path.join(repo, 'tools/serve/serve.mjs'), '--dir', target, '--port', String(app.port), '--watch', ...mode];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
