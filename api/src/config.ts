import path from 'node:path';
import { fileURLToPath } from 'node:url';
import APPS from '../../apps.json' with { type: 'json' };

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');
export const BASE_PATH = '/dure.crm';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir: null` = in-memory PGlite (tests). `snapshot` = a `dumpDataDir`
   * tarball to start from instead of initialising an empty cluster (tests).
   */
  | { kind: 'pglite'; dataDir: string | null; snapshot?: string };

export type S3Config = {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  database: DatabaseConfig;
  production: boolean;
  oauth: {
    clientId: string;
    clientSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    refreshGraceSeconds: number;
  };
  loginLimits: {
    windowSeconds: number;
    maxFailuresPerUser: number;
    maxFailuresPerIp: number;
  };
  seedDemo: boolean;
  demoPassword: string;
  initialAdmin: { username: string; password: string } | null;
  corsOrigins: string[];
  /** Passed to Fastify `trustProxy`; set when behind a reverse proxy so per-IP limits see the client. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Firebase service-account JSON, or a path to it; unset = browser push off. */
  firebaseServiceAccount: string | null;
  /** Directory of uploaded files (attachments, profile photos). */
  fileDir: string;
  /** S3-compatible object storage for uploaded files; null = local disk under `fileDir`. */
  s3: S3Config | null;
  /** Days after which a password must be changed (DOMAIN §3); 0 turns the rule off. */
  passwordMaxAgeDays: number;
  /** Consecutive failed password logins that lock an account (DOMAIN §3). */
  accountLockFailures: number;
};

type Env = Record<string, string | undefined>;

/** Every front-end app of apps.json on localhost, at the port `npm start` serves it on (`<NAME>_PORT` overrides). */
const localOrigins = (env: Env) =>
  APPS.flatMap((app) => {
    const port = env[`${app.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`]?.trim() || app.port;
    return ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port}`);
  });

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'y', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'n', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

function str(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** S3 storage when `S3_BUCKET` is set (MinIO and other compatible servers via `S3_ENDPOINT` + `S3_FORCE_PATH_STYLE`). */
function s3Config(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || null,
    region: str(env, 'S3_REGION', 'ap-northeast-2'),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** Reads the api settings from the environment; invalid values stop the start with a clear error. */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim();
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.resolve(str(env, 'DATA_DIR', path.join(API_DIR, '..', '.data', 'pglite'))) };
  const production = env.NODE_ENV === 'production';
  const seedDemo = bool(env, 'SEED_DEMO', database.kind === 'pglite' && !production);
  if (seedDemo && production) throw new Error('SEED_DEMO=true is refused when NODE_ENV=production');

  const adminUsername = env.ADMIN_USERNAME?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminUsername) !== Boolean(adminPassword)) throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');

  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : localOrigins(env);

  return {
    port: int(env, 'PORT', 8090),
    host: str(env, 'HOST', '127.0.0.1'),
    database,
    production,
    oauth: {
      clientId: str(env, 'OAUTH_CLIENT_ID', 'dure-web'),
      clientSecret: str(env, 'OAUTH_CLIENT_SECRET', 'dure-web-secret'),
      accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 1800, 1),
      refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 1_209_600, 1),
      refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 20),
    },
    loginLimits: {
      windowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900, 1),
      maxFailuresPerUser: int(env, 'LOGIN_MAX_FAILURES_PER_USER', 5, 1),
      maxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 20, 1),
    },
    seedDemo,
    demoPassword: env.DEMO_PASSWORD || 'admin1234!',
    initialAdmin: adminUsername && adminPassword ? { username: adminUsername, password: adminPassword } : null,
    corsOrigins,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT?.trim() || null,
    fileDir: path.resolve(str(env, 'FILE_DIR', path.join(API_DIR, '..', '.data', 'files'))),
    s3: s3Config(env),
    passwordMaxAgeDays: int(env, 'PASSWORD_MAX_AGE_DAYS', 90),
    accountLockFailures: int(env, 'ACCOUNT_LOCK_FAILURES', 5, 1),
  };
}
