import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type Config, type DatabaseConfig, loadConfig } from '../../src/config';
import { DEMO_PASSWORD, type TemplateVariant, templateEnvName, variantOf } from './templateVariants';

export { DEMO_PASSWORD };
export const CLIENT_BASIC = `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`;
export const BASE = '/dure.crm';

/** A clock the test moves forward instead of sleeping. */
export type TestClock = { (): Date; advance(seconds: number): void };

function testClock(): TestClock {
  let offsetMs = 0;
  const clock = (() => new Date(Date.now() + offsetMs)) as TestClock;
  clock.advance = (seconds) => {
    offsetMs += seconds * 1000;
  };
  return clock;
}

export type TestApp = { app: FastifyInstance; clock: TestClock; config: Config; close(): Promise<void> };

const backend = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database of its own for one test file: in-memory PGlite, or a throwaway PostgreSQL database.
 * When the runner prepared templates (test/helpers/databaseTemplates.ts) the file starts from a copy
 * of the variant it asks for; run alone, it migrates and seeds its own.
 */
async function freshDatabase(variant: TemplateVariant): Promise<{ database: DatabaseConfig; drop(): Promise<void> }> {
  const template = process.env[templateEnvName(variant)] || undefined;
  if (backend() === 'pglite') {
    return { database: { kind: 'pglite', dataDir: null, snapshot: template }, drop: async () => {} };
  }
  // The runner names a run's databases by one prefix and drops them together at its end (TEST_DB_PREFIX): a DROP DATABASE
  // waits for a checkpoint, often seconds, and concurrent drops share one, where a drop at the end of each file paid it alone.
  const prefix = process.env.TEST_DB_PREFIX;
  const name = `${prefix ?? 'dure_test'}_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await adminClient.connect();
  await adminClient.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await adminClient.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      if (prefix) return;
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * One app per test file on a fresh, migrated database with the demo seed (unless `seed: false`),
 * including its CRM history unless `crm: false` (seeding it costs seconds per file).
 */
/** `eagerSchemas`: compile every route's schemas while building, as the server does (the contract test). */
export async function buildTestApp(
  options: {
    seed?: boolean;
    crm?: boolean;
    config?: Partial<Config>;
    logger?: FastifyServerOptions['logger'];
    eagerSchemas?: boolean;
    /** Hooks a test adds after the app's own (they run after them). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(variantOf(options));
  const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dure-api-files-'));
  const config: Config = { ...loadConfig({}), database, seedDemo: options.seed ?? true, demoPassword: DEMO_PASSWORD, fileDir, ...options.config };
  const clock = testClock();
  try {
    const app = await buildApp({ config, clock, crmDemo: options.crm ?? true, logger: options.logger, lazySchemas: !options.eagerSchemas });
    options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      clock,
      config,
      close: async () => {
        await app.close();
        await drop();
        fs.rmSync(fileDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number; token_type: string; scope: string };

export function tokenRequest(app: FastifyInstance, form: Record<string, string>, extra: { ip?: string; authorization?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/oauth/token`,
    remoteAddress: extra.ip,
    headers: { authorization: extra.authorization ?? CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD, ip = '10.0.0.1'): Promise<TokenPair> {
  const response = await tokenRequest(app, { grant_type: 'password', username, password, scope: 'read_profile' }, { ip });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'read_profile' });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET with a bearer token. */
export function get(app: FastifyInstance, path: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${BASE}${path}`, headers: token ? bearer(token) : {} });
}

export function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, token: string | undefined, payload?: unknown) {
  return app.inject({ method, url: `${BASE}${path}`, headers: token ? bearer(token) : {}, payload: payload as object | undefined });
}
