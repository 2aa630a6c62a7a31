import { MAX_PAGE_SIZE, type Page } from '@dure/shared/contracts';
import { count } from 'drizzle-orm';
import type { Executor } from '../db/database';

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

/** How a list reads one page: its ids in sort order among given ids, its rows by id, or the ordered query. */
export type KeywordPageParts<T extends { id: number }> = {
  /** The ids matching the list's WHERE, at most `limit` (a select ending in `.limit`). */
  matchingIds(limit: number): Promise<number[]>;
  /** These ids in the list's sort order. */
  sortIds(ids: number[]): Promise<number[]>;
  /** The rows of these ids (any order). */
  load(ids: number[]): Promise<T[]>;
  /** The page the usual way: WHERE, ORDER BY, LIMIT, OFFSET. */
  ordered(): Promise<T[]>;
};

/**
 * A keyword search's page. With few matches (up to COUNT_CAP) the matches themselves
 * are sorted and the page read by id: left to itself the planner walks a sort index (customer
 * names) expecting to meet twenty matches early, but a name search's matches sit together,
 * often at the far end. With many, matches are dense along any order and the usual query is
 * quick; the count then stops at the cap.
 */
export async function keywordPage<T extends { id: number }>(request: PageRequest, parts: KeywordPageParts<T>): Promise<Page<T>> {
  const ids = await parts.matchingIds(COUNT_CAP + 1);
  if (ids.length > COUNT_CAP) return toPage(await parts.ordered(), { total: COUNT_CAP, capped: true }, request);
  const pageIds = ids.length === 0 ? [] : (await parts.sortIds(ids)).slice(request.offset, request.offset + request.size);
  const rows = pageIds.length === 0 ? [] : await parts.load(pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const content = pageIds.flatMap((id) => byId.get(id) ?? []);
  return toPage(content, { total: ids.length, capped: false }, request);
}
