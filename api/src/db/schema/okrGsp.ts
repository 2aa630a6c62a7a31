import type { StrategyNodeType } from '@dure/shared/contracts/okr/gsp';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, ref } from './columns';
import { okrPeriod } from './okr';

/**
 * GSP 트리의 노드 (DOMAIN §5 GSP tree, StrategyNode): VISION at the root, THEME under a VISION, STRATEGY under a THEME,
 * siblings by sortOrder; goalIds link the period's COMPANY goals (checked by the service; a goal deleted or made
 * invisible later is left out on read).
 */
export const strategyNode = pgTable(
  'strategy_node',
  {
    ...baseColumns(),
    periodId: bigint({ mode: 'number' })
      .notNull()
      .references(() => okrPeriod.id),
    type: varchar({ length: 10 }).$type<StrategyNodeType>().notNull(),
    title: varchar({ length: 200 }).notNull(),
    /** Sanitised rich text (api/src/lib/richText.ts). */
    description: text(),
    parentId: ref().references((): AnyPgColumn => strategyNode.id),
    sortOrder: integer().notNull().default(0),
    goalIds: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  },
  (t) => [index('strategy_node_period_idx').on(t.periodId, t.parentId, t.sortOrder), index('strategy_node_parent_idx').on(t.parentId)],
);
