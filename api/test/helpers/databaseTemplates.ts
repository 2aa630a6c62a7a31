/**
 * Prepares, once per test run, the databases every test file starts from, so no file pays for
 * migrations, reference data and the demo seed (which hashes 70 passwords and writes the CRM history).
 *
 *   node --import tsx test/helpers/databaseTemplates.ts postgres <server url> <name prefix>
 *   node --import tsx test/helpers/databaseTemplates.ts pglite <output folder>
 *
 * PostgreSQL: one database per variant, which test files clone with `CREATE DATABASE … TEMPLATE`.
 * PGlite: one data-folder tarball per variant, which test files load. Either way it prints the
 * environment (JSON) that `buildTestApp` reads. The seed's "now" is the moment the templates are
 * made; test clocks start later in the same run, as they did after a seed made at the file's start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type DatabaseConfig, MIGRATIONS_DIR, loadConfig } from '../../src/config';
import { loadPglite } from '../../src/db/connect';
import { DEMO_PASSWORD, TEMPLATE_VARIANTS, type TemplateVariant, templateEnvName } from './templateVariants';

async function prepare(database: DatabaseConfig, variant: TemplateVariant): Promise<void> {
  const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-template-'));
  const app = await buildApp({
    config: { ...loadConfig({}), database, seedDemo: variant !== 'empty', demoPassword: DEMO_PASSWORD, fileDir },
    crmDemo: variant === 'full',
    lazySchemas: true,
  });
  await app.close();
  fs.rmSync(fileDir, { recursive: true, force: true });
}

async function postgresTemplates(serverUrl: string, prefix: string): Promise<Record<string, string>> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const env: Record<string, string> = {};
    for (const variant of TEMPLATE_VARIANTS) {
      const name = `${prefix}_${variant}`;
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      env[templateEnvName(variant)] = name;
    }
    await Promise.all(
      TEMPLATE_VARIANTS.map((variant) => {
        const url = new URL(serverUrl);
        url.pathname = `/${env[templateEnvName(variant)]}`;
        return prepare({ kind: 'postgres', url: url.toString() }, variant);
      }),
    );
    return env;
  } finally {
    await admin.end();
  }
}

async function pgliteTemplates(outDir: string): Promise<Record<string, string>> {
  fs.mkdirSync(outDir, { recursive: true });
  const migrated = path.join(outDir, 'migrated.tar');
  const { PGlite, extensions, drizzle, migrate } = await loadPglite();
  const client = await PGlite.create({ extensions });
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  fs.writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  const env: Record<string, string> = {};
  // One at a time: PGlite holds a whole cluster in memory (~1 GB at its peak while it starts).
  for (const variant of TEMPLATE_VARIANTS) {
    const dataDir = fs.mkdtempSync(path.join(outDir, `${variant}-`));
    await prepare({ kind: 'pglite', dataDir, snapshot: migrated }, variant);
    const reopened = await PGlite.create({ dataDir, extensions });
    const file = path.join(outDir, `${variant}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await reopened.dumpDataDir('none')).arrayBuffer()));
    await reopened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    env[templateEnvName(variant)] = file;
  }
  return env;
}

const [kind, ...args] = process.argv.slice(2);
const env = kind === 'postgres' ? await postgresTemplates(args[0], args[1]) : kind === 'pglite' ? await pgliteTemplates(args[0]) : null;
if (!env) throw new Error('usage: databaseTemplates.ts postgres <server url> <prefix> | pglite <output folder>');
process.stdout.write(`${JSON.stringify(env)}\n`);
