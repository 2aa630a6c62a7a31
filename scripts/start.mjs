#!/usr/bin/env node
// `npm start`: install, build what changed, then run the api (embedded PGlite with
// demo data), the host and every remote, each on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, ROOT, buildStale, install, log, mustRun, pnpm, waitForHttp, writeRuntimeConfig } from './lib.mjs';

const started = Date.now();
install();
mustRun('빌드', await buildStale());
writeRuntimeConfig(path.join(ROOT, 'host/dist'));

const children = [];
function launch(label, cmd, args, options = {}) {
  // Each child leads its own process group, so stopping reaches what it started too (pnpm → tsx → node).
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options, env: { ...process.env, ...options.env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[두레] ${label}이(가) 종료되었습니다 (code ${code ?? signal}). 모두 종료합니다.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const [cmd, ...pre] = pnpm();
launch('api', cmd, [...pre, '--filter', '@dure/api', 'start'], { env: { PORT: String(API_PORT) } });
for (const app of APPS) {
  const args = ['tools/serve/serve.mjs', '--dir', `${app.dir}/dist`, '--port', String(app.port)];
  launch(app.name, process.execPath, app.kind === 'host' ? [...args, '--spa'] : [...args, '--cors']);
}

await waitForHttp(`http://localhost:${API_PORT}/dure.crm/health`);
for (const app of APPS) await waitForHttp(`http://localhost:${app.port}/${app.kind === 'host' ? '' : 'mf-manifest.json'}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
log(`준비 완료 (${seconds}초). 브라우저에서 http://localhost:${APPS[0].port} 을 여세요. 관리자 admin / ${process.env.DEMO_PASSWORD ?? 'admin1234!'}`);
