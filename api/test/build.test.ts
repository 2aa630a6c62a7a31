// @pglite: the compiled api (dist/server.js) started with plain `node` on an empty embedded data directory, as production runs it
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { freePort, startAndWait } from '../../scripts/testing.mjs';
import { API_DIR, BASE_PATH } from '../src/config';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-dist-'));
let server: { kill(): boolean } | undefined;
after(() => {
  server?.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

test(
  'the build answers a JavaScript server that node starts without a TypeScript loader: it migrates a new database and answers health',
  { skip: process.env.TEST_DB === 'postgres' && 'the PGlite suite runs it (one start is enough to prove the build)', timeout: 60_000 },
  async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: path.join(work, 'pglite'), FILE_DIR: path.join(work, 'files'), SEED_DEMO: 'false', DATABASE_URL: '', NODE_OPTIONS: '' };
    server = await startAndWait(process.execPath, [path.join(API_DIR, 'dist/server.js')], `http://127.0.0.1:${port}${BASE_PATH}/health`, { env, timeoutMs: 45_000 });
    const health = await fetch(`http://127.0.0.1:${port}${BASE_PATH}/health`);
    assert.equal(health.status, 200);
  },
);
