import { SEGMENT_PRIORITY, type SegmentPriority } from '@dure/shared/contracts/okr/segment';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, ref, yn } from './columns';
import { department } from './department';
import { appUser } from './user';

export const SEGMENT_PRIORITIES = SEGMENT_PRIORITY.codes;
export type { SegmentPriority };

/**
 * 시장 세그먼트 (DOMAIN §5 MarketSegment): a market (no parent) or a segment of one market —
 * two levels, market → segment. Figures (customer count, pipeline, sales, share) are computed
 * by queries from customer.segment_id, lead.segment_id and the sales ledger, never stored.
 */
export const marketSegment = pgTable(
  'market_segment',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    parentId: ref().references((): AnyPgColumn => marketSegment.id),
    /** Sanitised rich text (DOMAIN §0 `html`). */
    description: text(),
    tam: bigint({ mode: 'number' }),
    sam: bigint({ mode: 'number' }),
    som: bigint({ mode: 'number' }),
    growthRatePct: numeric({ precision: 5, scale: 2 }),
    priority: varchar({ length: 10 }).$type<SegmentPriority>().notNull().default('GROWTH'),
    activeYn: yn().notNull().default('Y'),
  },
  (t) => [
    uniqueIndex('market_segment_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`),
    index('market_segment_parent_idx').on(t.parentId),
    index('market_segment_owner_dept_idx').on(t.ownerDeptId),
  ],
);
