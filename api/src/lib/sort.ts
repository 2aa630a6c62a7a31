import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { validationError } from './httpErrors';

export type SortDirection = 'asc' | 'desc';

/**
 * A list's `sort` query (`field,dir`, DOMAIN §1.5) checked against the fields the list sorts by; `fallback` when it
 * is empty, `dir` ascending when left out. Any other field (an inherited name like `constructor` included) or
 * direction is a Korean 400 on `sort`.
 */
export function sortOf<F extends string>(sort: string | undefined, fields: Readonly<Record<F, unknown>>, fallback: `${NoInfer<F>},${SortDirection}`): { field: F; dir: SortDirection } {
  const [field = '', dir = 'asc'] = (sort?.trim() || fallback).split(',').map((s) => s.trim());
  const direction = dir.toLowerCase();
  if (!Object.hasOwn(fields, field) || (direction !== 'asc' && direction !== 'desc')) throw validationError({ sort: API_MESSAGES.fieldChoice });
  return { field: field as F, dir: direction };
}

/** `column dir`, with nulls after the values either way when `nullsLast` (PostgreSQL puts them first when descending). */
export const by = (column: SQLWrapper, dir: SortDirection, nullsLast = false): SQL => sql`${column} ${sql.raw(dir)}${sql.raw(nullsLast ? ' nulls last' : '')}`;

/** ORDER BY for a list: the sorted field's column (see `sortOf`), then the tie-breakers that make paging stable. */
export function orderOf<F extends string>(
  sort: string | undefined,
  columns: Readonly<Record<F, SQLWrapper>>,
  fallback: `${NoInfer<F>},${SortDirection}`,
  tieBreakers: readonly SQL[],
  options: { nullsLast?: boolean } = {},
): SQL[] {
  const { field, dir } = sortOf(sort, columns, fallback);
  return [by(columns[field], dir, options.nullsLast), ...tieBreakers];
}
