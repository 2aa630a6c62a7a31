import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E } from './env';

type PgClient = { connect(): Promise<void>; query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void> };

/**
 * The e2e api's PostgreSQL database (start-api.mjs creates it per run), for setting up volumes no
 * form could enter in time; null when the run is on embedded PGlite, which only the api can open.
 */
export async function e2eDatabase(): Promise<PgClient | null> {
  if (process.env.E2E_DB === 'pglite') return null;
  const pg = createRequire(path.join(E2E.repo, 'api/package.json'))('pg') as { Client: new (o: object) => PgClient };
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/dure_e2e_${E2E.apiPort}`;
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/**
 * Inserts `count` overseas customers named `<prefix> <n>` with the given grade, spread over the
 * teams, in one statement (as the api's bench seed does), with the name key the keyword search reads.
 */
export async function seedCustomers(db: PgClient, o: { prefix: string; numberPrefix: string; count: number; grade: string }): Promise<void> {
  await db.query(
    `insert into customer (customer_no, name, name_key, customer_type, status, grade, owner_dept_id, payment_term_days, created_at, updated_at)
     select $1 || lpad(g::text, 6, '0'), $2 || ' ' || g, lower($2 || g), 'OVERSEAS', 'ACTIVE', $3,
            teams.ids[1 + g % array_length(teams.ids, 1)], 30, now(), now()
     from generate_series(1, $4::int) g,
          (select array_agg(id order by id) ids from department where level = 'TEAM') teams`,
    [o.numberPrefix, o.prefix, o.grade, o.count],
  );
  await db.query('analyze customer');
}
