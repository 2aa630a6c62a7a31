import { DEPARTMENT_LEVEL, type DepartmentLevel } from '@dure/shared/contracts/admin/department';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, ref } from './columns';
import { appUser } from './user';

export type { DepartmentLevel };
export const DEPARTMENT_LEVELS = DEPARTMENT_LEVEL.codes as readonly [DepartmentLevel, ...DepartmentLevel[]];
export const departmentLevel = pgEnum('department_level', DEPARTMENT_LEVELS);

export const department = pgTable(
  'department',
  {
    ...baseColumns(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    parentId: ref().references((): AnyPgColumn => department.id),
    level: departmentLevel().notNull(),
    leaderUserId: ref().references((): AnyPgColumn => appUser.id),
    costCenterCode: varchar({ length: 20 }),
    sortOrder: integer().notNull().default(0),
    validFrom: date({ mode: 'string' }).notNull().default(sql`current_date`),
    validTo: date({ mode: 'string' }),
    /** Materialised ancestor path `/1/4/17/` (ids, root first, own id last). */
    path: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('department_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`),
    uniqueIndex('department_sibling_name_uq').on(t.parentId, t.name).where(sql`${t.deletedYn} = 'N'`),
    index('department_path_idx').on(t.path.op('text_pattern_ops')),
    index('department_parent_idx').on(t.parentId),
  ],
);
