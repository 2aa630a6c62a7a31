import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';

/**
 * One prepared statement per executor (the database, or a transaction while it lasts), built on first use:
 * drizzle then neither builds its SQL again nor PostgreSQL parses it again on a connection that ran it.
 */
export function preparedPer<P>(build: (db: Executor) => P): (db: Executor) => P {
  const cache = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) cache.set(db, (prepared = build(db)));
    return prepared;
  };
}

/** `column = any($ids::bigint[])` with the placeholder `ids`, bound with `idsParam`. */
export const anyOfIds = (column: PgColumn): SQL => sql`${column} = any(${sql.placeholder('ids')}::bigint[])`;

/** The value of an `anyOfIds` placeholder: one array literal however many ids. */
export function idsParam(ids: readonly number[]): string {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError(`idsParam: not integer ids: ${ids.join(',')}`);
  return `{${ids.join(',')}}`;
}
