import type { CommonCostBasis, CostAccountCategory, LaborRateBasis } from '@dure/shared/contracts/cost/costRate';
import type { JobGrade } from '@dure/shared/contracts/admin/user';
import type { CostPeriodStatus } from '@dure/shared/contracts/cost/costPeriod';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, numeric, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { taskActivity } from './cost';
import { department } from './department';
import { project, projectType } from './okrProject';
import { appUser } from './user';

export type { CommonCostBasis, CostAccountCategory, CostPeriodStatus, LaborRateBasis };

/**
 * 인건비 단가 (DOMAIN §6 LaborCostRate): by job grade or by person, optionally per task activity, valid
 * [validFrom, validTo] (validTo null = open-ended). Validity never overlaps per (basis, grade, user, activity):
 * the exclusion constraint `labor_cost_rate_no_overlap` (btree_gist) is hand-written in the migration.
 */
export const laborCostRate = pgTable(
  'labor_cost_rate',
  {
    ...baseColumns(),
    basis: varchar({ length: 10 }).$type<LaborRateBasis>().notNull(),
    jobGrade: varchar({ length: 30 }).$type<JobGrade>(),
    userId: bigint({ mode: 'number' }).references(() => appUser.id),
    taskActivityId: bigint({ mode: 'number' }).references(() => taskActivity.id),
    hourlyRate: bigint({ mode: 'number' }).notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
  },
  (t) => [
    index('labor_cost_rate_grade_idx').on(t.jobGrade, t.validFrom),
    index('labor_cost_rate_user_idx').on(t.userId, t.validFrom),
    check('labor_cost_rate_positive', sql`${t.hourlyRate} > 0`),
    check('labor_cost_rate_period', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check('labor_cost_rate_key', sql`(${t.basis} = 'JOB_GRADE' and ${t.jobGrade} is not null and ${t.userId} is null) or (${t.basis} = 'USER' and ${t.userId} is not null and ${t.jobGrade} is null)`),
  ],
);

/**
 * 공통비율 (DOMAIN §6 CommonCostRate): ratePct dec(7,4) of a basis (HOURS: won per hour), per department and/or
 * project type (null = all). No overlap per (code, dept, type): exclusion constraint `common_cost_rate_no_overlap`
 * hand-written in the migration.
 */
export const commonCostRate = pgTable(
  'common_cost_rate',
  {
    ...baseColumns(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    basis: varchar({ length: 12 }).$type<CommonCostBasis>().notNull(),
    ratePct: numeric({ precision: 7, scale: 4 }).notNull(),
    deptId: bigint({ mode: 'number' }).references(() => department.id),
    projectTypeId: bigint({ mode: 'number' }).references(() => projectType.id),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
  },
  (t) => [
    index('common_cost_rate_code_idx').on(t.code, t.validFrom),
    check('common_cost_rate_positive', sql`${t.ratePct} > 0`),
    check('common_cost_rate_period', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** 원가계정 (DOMAIN §6 CostAccount, a tab of /cost/management): two levels, code unique among live rows. */
export const costAccount = pgTable(
  'cost_account',
  {
    ...baseColumns(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    category: varchar({ length: 12 }).$type<CostAccountCategory>().notNull(),
    parentId: bigint({ mode: 'number' }).references((): AnyPgColumn => costAccount.id),
    directYn: yn().notNull().default('N'),
    budgetControlYn: yn().notNull().default('N'),
    activeYn: yn().notNull().default('Y'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('cost_account_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`), index('cost_account_parent_idx').on(t.parentId)],
);

/**
 * 원가 마감 (DOMAIN §6 CostPeriod): one row per month once its close has started (a month without a row is OPEN).
 * OPEN → CLOSING → CLOSED in month order; COST_MANAGEMENT_ADMIN reopens the last closed month with a reason.
 */
export const costPeriod = pgTable(
  'cost_period',
  {
    ...baseColumns(),
    ym: varchar({ length: 7 }).notNull(),
    status: varchar({ length: 8 }).$type<CostPeriodStatus>().notNull().default('OPEN'),
    closedAt: instant(),
    closedBy: ref(),
    reopenReason: varchar({ length: 200 }),
    reopenedAt: instant(),
    reopenedBy: ref(),
  },
  (t) => [uniqueIndex('cost_period_ym_uq').on(t.ym), index('cost_period_status_idx').on(t.status, t.ym)],
);

/**
 * A project-month as the close froze it (DOMAIN §6: CLOSING freezes log costAmount and common cost): Σ frozen labour
 * and hours of its approved logs (LEAVE excluded) and its common cost, written at CLOSING and again at CLOSED, dropped
 * when the close is called off or the month reopens. Profit reads frozen months here instead of from every log.
 */
export const projectMonthCost = pgTable(
  'project_month_cost',
  {
    ym: varchar({ length: 7 }).notNull(),
    projectId: bigint({ mode: 'number' })
      .notNull()
      .references(() => project.id),
    laborCost: bigint({ mode: 'number' }).notNull(),
    hours: numeric({ precision: 12, scale: 2 }).notNull(),
    commonCost: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ym, t.projectId] })],
);
