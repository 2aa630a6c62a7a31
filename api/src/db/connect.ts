import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseConfig, MIGRATIONS_DIR } from '../config';
import type { Database } from './database';

export type Connection = {
  kind: DatabaseConfig['kind'];
  db: Database;
  /**
   * Applies pending migrations, then runs the rest of the start-up work (seed,
   * first admin), holding a lock so instances starting together on one
   * PostgreSQL do it one after another.
   */
  prepare<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const casing = 'snake_case' as const;
/**
 * PGlite and the extensions the migrations create (pg_trgm: name similarity and keyword search, DOMAIN §4; btree_gin:
 * department + keyword indexes; btree_gist: the rate tables' no-overlap exclusion constraints; PostgreSQL ships them in contrib). Loaded only when PGlite is the database: a process
 * on PostgreSQL never pays for the WebAssembly build.
 */
export async function loadPglite() {
  const [{ PGlite }, { btree_gin }, { btree_gist }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { btree_gin, btree_gist, pg_trgm }, drizzle, migrate };
}

/** Arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK_KEY = 4_711_2024;

async function connectPglite(dataDir: string | null, snapshot?: string): Promise<Connection> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite, extensions, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  const client = await PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir: snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined,
    extensions,
  });
  const db = drizzlePglite({ client, casing });
  return {
    kind: 'pglite',
    db,
    prepare: async (work) => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      return work(db);
    },
    close: () => client.close(),
  };
}

async function connectPostgres(url: string): Promise<Connection> {
  // JIT off: it compiles a statement whose estimated cost is high (a year of work logs, a large objective tree) for
  // hundreds of milliseconds, more than such a statement takes to run; every statement here is a short one.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection dropped by the server must not crash the process; the pool replaces it on next use.
  pool.on('error', (error) => console.warn('PostgreSQL idle connection error:', error.message));
  const db = drizzlePg({ client: pool, casing });
  const prepare = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        const locked = drizzlePg({ client, casing });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
        return await work(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    prepare,
    close: () => pool.end(),
  };
}

export async function connect(config: DatabaseConfig): Promise<Connection> {
  const connection = config.kind === 'postgres' ? await connectPostgres(config.url) : await connectPglite(config.dataDir, config.snapshot);
  try {
    await connection.db.execute(sql`select 1`);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return connection;
}
