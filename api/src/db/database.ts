import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';

/** The driver-neutral Drizzle handle: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the neutral type does not show. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
