import type { Segment } from '@dure/shared/contracts/okr/segment';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { appUser, department, marketSegment } from '../../../db/schema';

export const parentSegment = alias(marketSegment, 'parent_segment');

/** The name of the market a record's segment belongs to; null for no segment or a market itself. */
export const segmentParentName = (segmentId: SQL) =>
  sql<string | null>`(select p.name from market_segment s join market_segment p on p.id = s.parent_id where s.id = ${segmentId})`;

/** The segment and, for a market, its segments: figures of a market add up its own and its segments' records. */
const members = sql`(select x.id from market_segment x where x.id = ${marketSegment.id} or x.parent_id = ${marketSegment.id})`;

/**
 * ∑ figures of DOMAIN MarketSegment as correlated subqueries (segments are few):
 * live customers of the segment, Σ expected amount of its OPEN-stage leads, and
 * Σ sales ledger of the calendar year for its customers.
 */
export function figureColumns(year: number) {
  const customerCount = sql<number>`(select count(*) from customer c
    where c.deleted_yn = 'N' and c.status <> 'MERGED' and c.segment_id in ${members})`.mapWith(Number);
  const openPipeline = sql<number>`(select coalesce(sum(l.expected_amount), 0) from lead l join lead_stage st on st.id = l.stage_id
    where l.deleted_yn = 'N' and st.category = 'OPEN' and l.segment_id in ${members})`.mapWith(Number);
  const openLeadCount = sql<number>`(select count(*) from lead l join lead_stage st on st.id = l.stage_id
    where l.deleted_yn = 'N' and st.category = 'OPEN' and l.segment_id in ${members})`.mapWith(Number);
  const salesYtd = sql<number>`(select coalesce(sum(sl.amount), 0) from sales_ledger sl join customer c on c.id = sl.customer_id
    where sl.deleted_yn = 'N' and sl.ym between ${`${year}-01`} and ${`${year}-12`} and c.segment_id in ${members})`.mapWith(Number);
  return { customerCount, openPipeline, openLeadCount, salesYtd };
}

/** share = salesYtd ÷ sam as a percentage (2 dp); null when SAM is missing or 0. */
export const sharePctOf = (salesYtd: number, sam: number | null) => (sam && sam > 0 ? Math.round((salesYtd / sam) * 10_000) / 100 : null);

export function shareSql(year: number): SQL {
  return sql`case when ${marketSegment.sam} > 0 then ${figureColumns(year).salesYtd}::numeric / ${marketSegment.sam} end`;
}

function columns(year: number) {
  return {
    id: marketSegment.id,
    code: marketSegment.code,
    name: marketSegment.name,
    parentId: marketSegment.parentId,
    parentCode: parentSegment.code,
    parentName: parentSegment.name,
    tam: marketSegment.tam,
    sam: marketSegment.sam,
    som: marketSegment.som,
    growthRatePct: sql<number | null>`${marketSegment.growthRatePct}`.mapWith((v) => (v === null ? null : Number(v))),
    priority: marketSegment.priority,
    activeYn: marketSegment.activeYn,
    ownerUserId: marketSegment.ownerUserId,
    ownerUserName: appUser.name,
    ownerDeptId: marketSegment.ownerDeptId,
    ownerDeptName: department.name,
    childCount: sql<number>`(select count(*) from market_segment ch where ch.parent_id = ${marketSegment.id} and ch.deleted_yn = 'N')`.mapWith(Number),
    ...figureColumns(year),
    createdAt: marketSegment.createdAt,
    updatedAt: marketSegment.updatedAt,
    version: marketSegment.version,
  };
}

export function selectSegments(db: Executor, year: number) {
  return db
    .select(columns(year))
    .from(marketSegment)
    .leftJoin(parentSegment, eq(parentSegment.id, marketSegment.parentId))
    .leftJoin(appUser, eq(appUser.id, marketSegment.ownerUserId))
    .leftJoin(department, eq(department.id, marketSegment.ownerDeptId));
}

/** The same with a `cappedCount` column (lib/page `cappedCount`), for the list's page and its count in one statement. */
export function selectSegmentsCounted(db: Executor, year: number, cappedCount: SQL<number>) {
  return db
    .select({ ...columns(year), cappedCount })
    .from(marketSegment)
    .leftJoin(parentSegment, eq(parentSegment.id, marketSegment.parentId))
    .leftJoin(appUser, eq(appUser.id, marketSegment.ownerUserId))
    .leftJoin(department, eq(department.id, marketSegment.ownerDeptId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSegments>['where']>>[number];

/** A list/detail row: the stored fields, level (MARKET without a parent) and the computed share. */
export const withShare = (row: Row): Segment => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  level: row.parentId === null ? 'MARKET' : 'SEGMENT',
  sharePct: sharePctOf(row.salesYtd, row.sam),
});

export async function loadSegments(db: Executor, year: number, ids: number[]): Promise<Segment[]> {
  if (ids.length === 0) return [];
  return (await selectSegments(db, year).where(inArray(marketSegment.id, ids))).map(withShare);
}
