import type { MboCategory, MboDifficulty, MboHalf, MboStatus } from '@dure/shared/contracts/okr/mbo';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref } from './columns';
import { department } from './department';
import { appUser } from './user';

/**
 * MBO 시트 (DOMAIN §5 MBO): one per user × year × half. ownerDeptId is the user's department when the
 * sheet was made (data-scope anchor); approverId the leader who agrees and evaluates it. Scores are
 * computed from the items by the service, never stored.
 */
export const mboSheet = pgTable(
  'mbo_sheet',
  {
    ...baseColumns(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    ownerDeptId: ref().references(() => department.id),
    year: integer().notNull(),
    half: varchar({ length: 10 }).$type<MboHalf>().notNull(),
    approverId: ref().references(() => appUser.id),
    status: varchar({ length: 20 }).$type<MboStatus>().notNull().default('DRAFT'),
    returnReason: text(),
    submittedAt: instant(),
    agreedAt: instant(),
    evaluatedAt: instant(),
    closedAt: instant(),
  },
  (t) => [
    uniqueIndex('mbo_sheet_user_period_uq').on(t.userId, t.year, t.half).where(sql`${t.deletedYn} = 'N'`),
    index('mbo_sheet_approver_idx').on(t.approverId),
    index('mbo_sheet_owner_dept_idx').on(t.ownerDeptId),
  ],
);

/** MBO 항목: weight 5–100 step 5, difficulty ×0.9/1.0/1.1, scores 1.0–5.0 step 0.5. */
export const mboItem = pgTable(
  'mbo_item',
  {
    ...baseColumns(),
    sheetId: bigint({ mode: 'number' })
      .notNull()
      .references(() => mboSheet.id),
    seq: integer().notNull(),
    category: varchar({ length: 20 }).$type<MboCategory>().notNull(),
    title: varchar({ length: 200 }).notNull(),
    kpi: varchar({ length: 500 }),
    target: varchar({ length: 500 }),
    weightPct: integer().notNull(),
    difficulty: varchar({ length: 4 }).$type<MboDifficulty>().notNull().default('MID'),
    /** →Goal (okr goals; no FK until that table exists). */
    linkedGoalId: ref(),
    result: text(),
    selfScore: numeric({ precision: 2, scale: 1 }),
    evaluatorScore: numeric({ precision: 2, scale: 1 }),
  },
  (t) => [index('mbo_item_sheet_idx').on(t.sheetId, t.seq)],
);
