import type { GmpNodeType, GmpStatus } from '@dure/shared/contracts/okr/gmp';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, ref } from './columns';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { appUser } from './user';

/**
 * GMP 트리 (DOMAIN §5 GMP tree): a segment's go-to-market plan for a year, three levels —
 * PLAN (root) → INITIATIVE → ACTION. A child always has its parent's segment and year.
 */
export const gmpNode = pgTable(
  'gmp_node',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    type: varchar({ length: 12 }).$type<GmpNodeType>().notNull(),
    segmentId: ref()
      .notNull()
      .references(() => marketSegment.id),
    year: integer().notNull(),
    parentId: ref().references((): AnyPgColumn => gmpNode.id),
    title: varchar({ length: 200 }).notNull(),
    offering: text(),
    valueProposition: text(),
    channels: varchar({ length: 500 }),
    targetRevenue: bigint({ mode: 'number' }),
    dueDate: date({ mode: 'string' }),
    status: varchar({ length: 12 }).$type<GmpStatus>().notNull().default('PLANNED'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index('gmp_node_tree_idx')
      .on(t.segmentId, t.year)
      .where(sql`${t.deletedYn} = 'N'`),
    index('gmp_node_parent_idx').on(t.parentId),
  ],
);
