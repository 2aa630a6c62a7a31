import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant, ref } from './columns';
import { department } from './department';
import { appUser } from './user';

import type { EmploymentType, JobGrade, Position } from '@dure/shared/contracts/admin/user';

/** HR details of a user (DOMAIN §8 UserHr), 1:1; edited together with the user, whose `version` guards both. */
export const userHr = pgTable(
  'user_hr',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => appUser.id),
    employeeNo: varchar({ length: 20 }).notNull(),
    hireDate: date({ mode: 'string' }).notNull(),
    resignDate: date({ mode: 'string' }),
    jobGrade: varchar({ length: 30 }).$type<JobGrade>().notNull(),
    position: varchar({ length: 30 }).$type<Position>(),
    employmentType: varchar({ length: 20 }).$type<EmploymentType>().notNull().default('REGULAR'),
    contractEndDate: date({ mode: 'string' }),
    birthDate: date({ mode: 'string' }),
    workLocation: varchar({ length: 50 }),
    updatedAt: instant().notNull().default(sql`now()`),
    updatedBy: ref(),
  },
  (t) => [uniqueIndex('user_hr_employee_no_uq').on(t.employeeNo)],
);

/** 겸직: further departments of a user; they widen the user's department scope (DOMAIN §1.3). */
export const userExtraDept = pgTable(
  'user_extra_dept',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    deptId: bigint({ mode: 'number' })
      .notNull()
      .references(() => department.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deptId] }), index('user_extra_dept_dept_idx').on(t.deptId)],
);

/**
 * 인사 이력 (DOMAIN §8 UserHrHistory): one row per change of an HR field from its effective date on. The rate
 * lookup (DOMAIN §6) takes the job grade as of a work date from it: the newest row on or before the date, else
 * the old value of the first later row, else the current UserHr.jobGrade.
 */
export const userHrHistory = pgTable(
  'user_hr_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    field: varchar({ length: 30 }).$type<'jobGrade' | 'deptId' | 'position' | 'employmentType'>().notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    oldValue: varchar({ length: 50 }),
    newValue: varchar({ length: 50 }),
    createdAt: instant().notNull().default(sql`now()`),
    createdBy: ref(),
  },
  (t) => [index('user_hr_history_user_idx').on(t.userId, t.field, t.effectiveDate)],
);
