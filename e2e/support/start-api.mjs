// Starts the api for one e2e run on a fresh database with the demo seed: PostgreSQL (the production
// database) when TEST_DATABASE_URL's server answers, else a new embedded PGlite folder.
// E2E_DB=pglite forces the embedded one.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const [port, hostPort] = process.argv.slice(2);
// Browser sessions saved by support/fixtures.ts belong to the database about to be replaced.
rmSync(path.join(repo, 'e2e/.run/sessions'), { recursive: true, force: true });

/** A new, empty PostgreSQL database for this run (the previous run's is dropped), or null when there is no server. */
async function freshPostgres() {
  if (process.env.E2E_DB === 'pglite') return null;
  const pg = createRequire(path.join(repo, 'api/package.json'))('pg');
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dure_e2e_${port}`;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } catch {
    console.log('[e2e] PostgreSQL에 연결할 수 없어 내장 PGlite로 api를 띄웁니다.');
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = await freshPostgres();
const dataDir = path.join(repo, 'e2e/.run/pglite');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    CORS_ORIGINS: `http://localhost:${hostPort},http://127.0.0.1:${hostPort}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
