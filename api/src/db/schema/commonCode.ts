import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, yn } from './columns';

/**
 * 공통코드 (DOMAIN §1.2): admin-extensible lists such as lead source, lost reason,
 * CRM activity type and contract type. Fixed lifecycles are enums instead.
 */
export const commonCode = pgTable(
  'common_code',
  {
    ...baseColumns(),
    groupCode: varchar({ length: 40 }).notNull(),
    code: varchar({ length: 40 }).notNull(),
    label: varchar({ length: 100 }).notNull(),
    sortOrder: integer().notNull().default(0),
    activeYn: yn().notNull().default('Y'),
  },
  (t) => [uniqueIndex('common_code_group_code_uq').on(t.groupCode, t.code).where(sql`${t.deletedYn} = 'N'`)],
);
