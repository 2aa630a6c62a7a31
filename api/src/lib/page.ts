import { MAX_PAGE_SIZE, type Page } from '@dure/shared/contracts';
import { type SQL, type SQLWrapper, count, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../db/database';

/** Spring's page shape under `result` is the contract's (`PageOf` in `@dure/shared/contracts`); `toPage` builds it. */
export type { Page };
export { MAX_PAGE_SIZE };

export type PageRequest = { page: number; size: number; offset: number };

/** Normalises `page` (0-based) and `size` query values: size 1–max, default 20. */
export function pageRequest(query: { page?: number | string; size?: number | string }, maxSize = MAX_PAGE_SIZE): PageRequest {
  const page = Math.max(0, Math.trunc(Number(query.page ?? 0)) || 0);
  const size = Math.min(maxSize, Math.max(1, Math.trunc(Number(query.size ?? 20)) || 20));
  return { page, size, offset: page * size };
}

export function toPage<T>(content: T[], total: number | CappedCount, request: Pick<PageRequest, 'page' | 'size'>): Page<T> {
  const totalElements = typeof total === 'number' ? total : total.total;
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
    page: request.page,
    size: request.size,
    ...(typeof total === 'number' ? {} : { totalCappedYn: total.capped ? 'Y' : 'N' }),
  };
}

/**
 * Lists count their matches only up to 1,000 (like GitHub's and GitLab's "1,000+"): an exact
 * count of 100,000 rows costs many times the page itself. Past the cap the page says
 * `totalCappedYn: 'Y'` and `totalElements` is the cap ("총 1,000건 이상"): the pager reaches the
 * first 1,000, filters and sort the rest.
 */
export const COUNT_CAP = 1_000;

export type CappedCount = { total: number; capped: boolean };

/** Any select that can be limited and aliased as a subquery (drizzle's select builders). */
type Countable = { limit(n: number): { as(alias: string): unknown } };

/** Counts the rows of `rows` (a select of the list's FROM and WHERE) up to COUNT_CAP. */
export async function countUpTo(db: Executor, rows: Countable): Promise<CappedCount> {
  const counted = rows.limit(COUNT_CAP + 1).as('counted') as Parameters<ReturnType<Executor['select']>['from']>[0];
  const [{ n }] = await db.select({ n: count() }).from(counted);
  return { total: Math.min(Number(n), COUNT_CAP), capped: Number(n) > COUNT_CAP };
}

/**
 * A column for a list's page query: the list's rows (`rows`, a select of its FROM and WHERE) counted up to
 * COUNT_CAP + 1, an uncorrelated subquery PostgreSQL runs once per statement. The page and its count then
 * take one round trip instead of two; `countedPage` reads it.
 */
export function cappedCount(rows: { limit(n: number): SQLWrapper }): SQL<number> {
  return sql<number>`(select count(*)::int from ${rows.limit(COUNT_CAP + 1)} counted)`;
}

/**
 * The page of `rows`, selected with a `cappedCount` column of that name (dropped from the items). An empty page
 * carries no count: on the first page there is nothing to count, past it the count is asked apart (`counted`).
 */
export async function countedPage<R extends { cappedCount: number | string }, T>(
  db: Executor,
  request: PageRequest,
  rows: R[],
  toItem: (row: Omit<R, 'cappedCount'>) => T,
  counted: () => Countable,
): Promise<Page<T>> {
  let total: CappedCount;
  if (rows.length > 0) {
    const n = Number(rows[0].cappedCount);
    total = { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  } else total = request.offset === 0 ? { total: 0, capped: false } : await countUpTo(db, counted());
  return toPage(
    rows.map(({ cappedCount: _, ...row }) => toItem(row)),
    total,
    request,
  );
}

/** A drizzle select that can be limited (and then offset): what `keywordPage` embeds in its one statement. */
type Limitable = { limit(n: number): SQLWrapper & { offset(n: number): SQLWrapper } };

/** How a keyword list reads one page: its matches, the page's ids in sort order (among few matches, or all), rows by id. */
export type KeywordPageParts<T extends { id: number }> = {
  /** A select of the ids matching the list's WHERE (its FROM and WHERE, no order). */
  matching: Limitable;
  /** A select of the ids `matched(id column)` accepts, in the list's sort order. */
  sorted(matched: (id: PgColumn) => SQL): Limitable;
  /** A select of the ids matching the list's WHERE in its sort order: the usual page query, ids only. */
  ordered: Limitable;
  /** The rows of these ids (any order). */
  load(ids: number[]): Promise<T[]>;
};

/**
 * A keyword search's page. With few matches (up to COUNT_CAP) the matches themselves
 * are sorted and the page read by id: left to itself the planner walks a sort index (customer
 * names) expecting to meet twenty matches early, but a name search's matches sit together,
 * often at the far end. With many, matches are dense along any order and the usual query is
 * quick; the count then stops at the cap.
 *
 * One statement counts the matches up to the cap and answers the page's ids, sorted either way
 * (PostgreSQL runs only the branch it takes); the rows are then read by id. The api receives one row
 * instead of up to a thousand matching ids, and the page's rows come from one prepared statement.
 */
export async function keywordPage<T extends { id: number }>(db: Executor, request: PageRequest, parts: KeywordPageParts<T>): Promise<Page<T>> {
  const cap = sql.raw(String(COUNT_CAP));
  // `= any(array(…))`, not `in (select …)`: the planner then reads the matches by primary key and sorts them, as it
  // did for a literal id list, instead of walking a sort index in the hope of meeting the matches early.
  const matched = (id: PgColumn) => sql`${id} = any(array(select m.id from m))`;
  const fewSorted = parts.sorted(matched).limit(request.size).offset(request.offset);
  const manySorted = parts.ordered.limit(request.size).offset(request.offset);
  const [probe] = await rowsOf<{ n: number; ids: (string | number | bigint)[] | null }>(
    db,
    sql`with m as materialized ${parts.matching.limit(COUNT_CAP + 1)}
      select c.n, case when c.n <= ${cap} then array${fewSorted} else array${manySorted} end as ids
      from (select count(*)::int as n from m) c`,
  );
  const n = Number(probe.n);
  const pageIds = (probe.ids ?? []).map(Number);
  const rows = pageIds.length === 0 ? [] : await parts.load(pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const content = pageIds.flatMap((id) => byId.get(id) ?? []);
  return toPage(content, { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP }, request);
}
