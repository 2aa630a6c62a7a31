/**
 * Runs the api test suite twice: on PGlite (in memory, fresh per file) and on
 * PostgreSQL (TEST_DATABASE_URL; each file creates and drops its own database).
 * `node scripts/test.mjs [test files…]`. Without a reachable PostgreSQL the second
 * run is skipped, unless CI=true, where that is a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const concurrency = process.env.TEST_CONCURRENCY || '2';
const ci = process.env.CI === 'true';

function testFiles() {
  const requested = process.argv.slice(2);
  if (requested.length > 0) return requested;
  return fs
    .readdirSync(path.join(apiDir, 'test'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('test', file))
    .sort();
}

function node(args, env) {
  return spawnSync(process.execPath, args, { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function runSuite(label, env) {
  console.log(`\n# ── ${label} ──`);
  return node(['--import', 'tsx', '--test', '--test-reporter=tap', `--test-concurrency=${concurrency}`, ...testFiles()], env);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// A migrated PGlite cluster every test file starts from (saves initialising one per file).
const snapshot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-test-')), 'pglite.tar');
const snapshotOk = node(['--import', 'tsx', 'test/helpers/pgliteSnapshot.ts', snapshot]) === 0;
const pgliteStatus = runSuite('PGlite', { TEST_DB: 'pglite', PGLITE_SNAPSHOT: snapshotOk ? snapshot : '' });
fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });

if (!(await postgresReachable())) {
  if (ci) {
    console.error(`\nPostgreSQL(${new URL(databaseUrl).host})에 연결할 수 없습니다. CI에서는 PostgreSQL 테스트를 건너뛸 수 없습니다.`);
    process.exit(1);
  }
  console.log('\nPostgreSQL에 연결할 수 없어 PostgreSQL 테스트를 건너뜁니다 (PGlite 테스트는 실행됨)');
  process.exit(pgliteStatus);
}

const postgresStatus = runSuite(`PostgreSQL (${new URL(databaseUrl).host})`, { TEST_DB: 'postgres', TEST_DATABASE_URL: databaseUrl });
process.exit(pgliteStatus || postgresStatus);
