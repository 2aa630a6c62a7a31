/**
 * The api test suite. `node scripts/test.mjs [--db postgres|pglite] [test files…]`
 *
 * - PostgreSQL (the production database, TEST_DATABASE_URL): every test file, TEST_CONCURRENCY files
 *   at a time, each on its own database cloned from a template migrated and seeded once per run.
 * - PGlite (the embedded default): the files whose first line is an `// @pglite: <why>` comment —
 *   migrations and the demo seed from empty, the extensions and indexes the app relies on, the
 *   notification fan-out without LISTEN/NOTIFY, the per-module smoke test, and anything else whose
 *   SQL may differ there. With no reachable PostgreSQL (outside CI) every file runs on PGlite instead.
 *
 * Without --db both run. A file that fails is run once more; a test that fails and then passes is
 * reported as flaky by name (and the run still passes).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nodeBundleOptions } from './nodeBundle.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ci = process.env.CI === 'true';
const PGLITE_MARK = /^\/\/ @pglite: \S/;

const args = process.argv.slice(2);
const dbFlag = args.indexOf('--db');
const only = dbFlag >= 0 ? args.splice(dbFlag, 2)[1] : null;
if (only && !['postgres', 'pglite'].includes(only)) throw new Error(`--db ${only}: postgres or pglite`);

function allFiles() {
  if (args.length > 0) return args.map((file) => path.relative(apiDir, path.resolve(file)));
  return fs
    .readdirSync(path.join(apiDir, 'test'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('test', file))
    .sort()
    .sort((a, b) => Number(LONGEST.test(b)) - Number(LONGEST.test(a)));
}
/** The files that take longest (every route × every role, the fuzzers) start first, so no worker idles at the end. */
const LONGEST = /(rbacMatrix|routeFuzz|fuzz|salesFuzz)\.test\.ts$/;
const markedForPglite = (file) => PGLITE_MARK.test(fs.readFileSync(path.join(apiDir, file), 'utf8').split('\n', 1)[0]);

const concurrency = Number(process.env.TEST_CONCURRENCY || os.availableParallelism());

function node(args, env, stdio = 'inherit') {
  return spawnSync(process.execPath, args, { cwd: apiDir, stdio, encoding: 'utf8', env: { ...process.env, ...env } });
}

/**
 * Each test file bundled with the api code it imports (packages stay imports, as in the production build): a test
 * process then loads a few files instead of hundreds through the TypeScript loader, whose hooks cost about 3 s of
 * CPU per process on the 2-core machine. The bundles sit in a folder of api/ so that paths taken from
 * import.meta.url (the migrations folder) resolve as from src/. Answers the bundle of each source file.
 */
async function bundleTests(files) {
  const { build } = await import('esbuild');
  bundleDir = fs.mkdtempSync(path.join(apiDir, '.test-build-'));
  const names = new Map(files.map((file) => [file, file.replace(/\.test\.ts$/, '.test').split(path.sep).join('__')]));
  const result = await build({
    ...nodeBundleOptions(apiDir, { devDependencies: true }),
    entryPoints: Object.fromEntries([...names].map(([file, name]) => [name, file])),
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
  });
  if (result.errors.length > 0) throw new Error('bundling the api tests failed');
  return new Map([...names].map(([file, name]) => [file, path.join(bundleDir, `${name}.mjs`)]));
}
let bundleDir;
let bundles = new Map();

/** Runs the files; answers the failed tests by file (empty when all passed). */
function runFiles(files, env) {
  const summary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-run-')), 'summary.json');
  const sourceOf = new Map(files.map((file) => [bundles.get(file), file]));
  const result = node(
    [
      '--enable-source-maps',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${path.join(apiDir, 'scripts/fileSummary.mjs')}`,
      `--test-reporter-destination=${summary}`,
      `--test-concurrency=${concurrency}`,
      ...files.map((file) => bundles.get(file)),
    ],
    env,
  );
  const byFile = fs.existsSync(summary) ? JSON.parse(fs.readFileSync(summary, 'utf8') || '{}') : {};
  fs.rmSync(path.dirname(summary), { recursive: true, force: true });
  const failed = Object.fromEntries(Object.entries(byFile).filter(([, f]) => f.failed.length > 0).map(([file, f]) => [sourceOf.get(file) ?? path.relative(apiDir, file), f.failed]));
  // A crash before any report (a syntax error in a helper) fails every file.
  if (result.status !== 0 && Object.keys(failed).length === 0) return Object.fromEntries(files.map((f) => [f, ['(the run stopped before reporting)']]));
  return failed;
}

function templates(kind, ...params) {
  const result = node(['--import', 'tsx', 'test/helpers/databaseTemplates.ts', kind, ...params], {}, ['ignore', 'pipe', 'inherit']);
  if (result.status !== 0) throw new Error(`preparing the ${kind} templates failed`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** One database's run with a retry of failed files; answers { failed, flaky } as lists of "file › test". */
function suite(label, files, env) {
  console.log(`\n# ── ${label}: ${files.length} files ──`);
  const first = runFiles(files, env);
  const again = Object.keys(first);
  if (again.length === 0) return { failed: [], flaky: [] };
  console.log(`\n# ── ${label}: ${again.length} failed file(s) once more ──`);
  const second = runFiles(again, env);
  const names = (byFile) => Object.entries(byFile).flatMap(([file, tests]) => tests.map((t) => `${file} › ${t}`));
  const failedTwice = new Set(names(second));
  return { failed: [...failedTwice], flaky: names(first).filter((n) => !failedTwice.has(n)) };
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

/**
 * Drops the run's databases: the templates and every file's database (named `<prefix>_…`, TEST_DB_PREFIX). A drop waits for
 * a checkpoint; several at once share it, so they go out DROP_CONCURRENCY at a time.
 */
const DROP_CONCURRENCY = 8;
async function dropDatabases(names, prefix) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rows } = await admin.query('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
  await admin.end();
  const queue = [...new Set([...names, ...rows.map((r) => r.datname)])];
  const worker = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (let name = queue.shift(); name; name = queue.shift()) await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  await Promise.all(Array.from({ length: DROP_CONCURRENCY }, worker));
}

const files = allFiles();
const results = [];
const bundling = Date.now();
bundles = await bundleTests(files);
console.log(`# ${files.length} test files bundled in ${((Date.now() - bundling) / 1000).toFixed(1)} s`);
process.on('exit', () => fs.rmSync(bundleDir, { recursive: true, force: true }));
const postgres = await postgresReachable();

if (!postgres) {
  if (ci) {
    console.error(`\nPostgreSQL(${new URL(databaseUrl).host})에 연결할 수 없습니다. CI에서는 PostgreSQL 테스트를 건너뛸 수 없습니다.`);
    process.exit(1);
  }
  console.log(`\nPostgreSQL(${new URL(databaseUrl).host})에 연결할 수 없어 PostgreSQL 테스트를 건너뛰고, 모든 api 테스트를 PGlite에서 실행합니다.`);
}

if (postgres && only !== 'pglite') {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const env = templates('postgres', databaseUrl, `dure_tpl_${run}`);
  const filePrefix = `dure_t_${run}`;
  try {
    results.push(suite(`PostgreSQL (${new URL(databaseUrl).host})`, files, { ...env, TEST_DB: 'postgres', TEST_DATABASE_URL: databaseUrl, TEST_DB_PREFIX: filePrefix }));
  } finally {
    const dropping = Date.now();
    await dropDatabases(Object.values(env), filePrefix);
    console.log(`# the run's databases dropped in ${((Date.now() - dropping) / 1000).toFixed(1)} s`);
  }
}

if (only !== 'postgres') {
  const pgliteFiles = postgres ? files.filter(markedForPglite) : files;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-pglite-'));
  try {
    const env = templates('pglite', dir);
    results.push(suite('PGlite', pgliteFiles, { ...env, TEST_DB: 'pglite' }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const failed = results.flatMap((r) => r.failed);
const flaky = results.flatMap((r) => r.flaky);
// The root test runner collects flaky tests of every suite for its closing summary.
if (flaky.length > 0 && process.env.TEST_FLAKY_REPORT) fs.appendFileSync(process.env.TEST_FLAKY_REPORT, flaky.map((n) => `api ${n}\n`).join(''));
if (flaky.length > 0) console.log(`\n# flaky (failed, then passed on the retry):\n${flaky.map((n) => `#   ${n}`).join('\n')}`);
if (failed.length > 0) console.log(`\n# failed:\n${failed.map((n) => `#   ${n}`).join('\n')}`);
process.exit(failed.length > 0 ? 1 : 0);
