import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any('{…}'::bigint[])`: one bound parameter however many ids. An IN list binds one
 * parameter per id, which costs the driver, drizzle and the planner on every request (a keyword
 * page sorts up to 1,000 matching ids).
 */
export function inIds(column: PgColumn | SQL, ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError(`inIds: not integer ids: ${ids.join(',')}`);
  return sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
}
