import type { CostExecutionStatus, DirectCostModStatus, DirectCostModType, DirectCostSource, DirectCostStatus, EvidenceType, PaymentMethod } from '@dure/shared/contracts/cost/directCost';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref } from './columns';
import { costAccount } from './costRate';
import { taxInvoice } from './crmTaxInvoice';
import { department } from './department';
import { project } from './okrProject';
import { appUser } from './user';

export type { CostExecutionStatus, DirectCostModStatus, DirectCostModType, DirectCostSource, DirectCostStatus, EvidenceType, PaymentMethod };

/**
 * 직접비 (DOMAIN §6 DirectCost): a project's cost on a direct cost account, supplyAmount in KRW (VAT excluded; a foreign
 * amount is converted with the day's BASE rate). DRAFT → CONFIRMED; a confirmed row changes only through DirectCostMod,
 * and a row of a CLOSED month never changes (its corrections are ADJUSTMENT rows in the first open month).
 */
export const directCost = pgTable(
  'direct_cost',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    projectId: bigint({ mode: 'number' })
      .notNull()
      .references(() => project.id),
    costAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => costAccount.id),
    costDate: date({ mode: 'string' }).notNull(),
    description: varchar({ length: 200 }).notNull(),
    vendorName: varchar({ length: 100 }),
    supplyAmount: bigint({ mode: 'number' }).notNull(),
    vatAmount: bigint({ mode: 'number' }).notNull().default(0),
    currencyCode: varchar({ length: 3 }),
    foreignAmount: numeric({ precision: 18, scale: 2 }),
    exchangeRate: numeric({ precision: 12, scale: 4 }),
    evidenceType: varchar({ length: 12 }).$type<EvidenceType>().notNull().default('NONE'),
    purchaseTaxInvoiceId: ref().references(() => taxInvoice.id),
    status: varchar({ length: 10 }).$type<DirectCostStatus>().notNull().default('DRAFT'),
    sourceType: varchar({ length: 10 }).$type<DirectCostSource>().notNull().default('MANUAL'),
    /** ADJUSTMENT rows: the closed-month row they correct, and the change that made them. */
    adjustmentOfId: ref().references((): AnyPgColumn => directCost.id),
    directCostModId: ref(),
    /** EXECUTION rows: the cost execution that made them. */
    costExecutionId: ref(),
    confirmedAt: instant(),
    confirmedBy: ref(),
  },
  (t) => [
    index('direct_cost_project_date_idx').on(t.projectId, t.costDate),
    index('direct_cost_date_idx').on(t.costDate),
    index('direct_cost_owner_dept_idx').on(t.ownerDeptId),
  ],
);

/** 직접비 변경 (DOMAIN §6 DirectCostMod): a change of a CONFIRMED direct cost, REQUESTED → APPROVED (→ APPLIED) | REJECTED. */
export const directCostMod = pgTable(
  'direct_cost_mod',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    directCostId: bigint({ mode: 'number' })
      .notNull()
      .references(() => directCost.id),
    changeType: varchar({ length: 10 }).$type<DirectCostModType>().notNull(),
    beforeProjectId: bigint({ mode: 'number' }).notNull(),
    beforeCostAccountId: bigint({ mode: 'number' }).notNull(),
    beforeCostDate: date({ mode: 'string' }).notNull(),
    beforeSupplyAmount: bigint({ mode: 'number' }).notNull(),
    beforeVatAmount: bigint({ mode: 'number' }).notNull(),
    afterProjectId: ref().references(() => project.id),
    afterCostAccountId: ref().references(() => costAccount.id),
    afterCostDate: date({ mode: 'string' }),
    afterSupplyAmount: bigint({ mode: 'number' }),
    afterVatAmount: bigint({ mode: 'number' }),
    reason: varchar({ length: 500 }).notNull(),
    status: varchar({ length: 10 }).$type<DirectCostModStatus>().notNull().default('REQUESTED'),
    requestedBy: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    decidedAt: instant(),
    decidedBy: ref(),
    rejectReason: varchar({ length: 200 }),
    /** Y when the original row's month was CLOSED and the change landed as adjustment rows. */
    adjustedYn: varchar({ length: 1 }).$type<'Y' | 'N'>().notNull().default('N'),
  },
  (t) => [index('direct_cost_mod_cost_idx').on(t.directCostId), index('direct_cost_mod_status_idx').on(t.status)],
);

/** 예산 (DOMAIN §6 CostBudget): a year's amount of a cost account for a department or a project (exactly one). */
export const costBudget = pgTable(
  'cost_budget',
  {
    ...baseColumns(),
    year: integer().notNull(),
    deptId: ref().references(() => department.id),
    projectId: ref().references(() => project.id),
    costAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => costAccount.id),
    amount: bigint({ mode: 'number' }).notNull(),
    note: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('cost_budget_key_uq').on(t.year, sql`coalesce(${t.deptId}, 0)`, sql`coalesce(${t.projectId}, 0)`, t.costAccountId).where(sql`${t.deletedYn} = 'N'`),
    check('cost_budget_target', sql`(${t.deptId} is null) <> (${t.projectId} is null)`),
    check('cost_budget_amount', sql`${t.amount} >= 0`),
  ],
);

/** 비용 집행 (DOMAIN §6 CostExecution): `CE-YYYYMM-0001`, DRAFT → REQUESTED → APPROVED → EXECUTED | REJECTED | CANCELED. */
export const costExecution = pgTable(
  'cost_execution',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    executionNo: varchar({ length: 16 }).notNull(),
    deptId: bigint({ mode: 'number' })
      .notNull()
      .references(() => department.id),
    projectId: ref().references(() => project.id),
    costAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => costAccount.id),
    title: varchar({ length: 200 }).notNull(),
    requestedAmount: bigint({ mode: 'number' }).notNull(),
    plannedDate: date({ mode: 'string' }).notNull(),
    payee: varchar({ length: 100 }),
    paymentMethod: varchar({ length: 10 }).$type<PaymentMethod>().notNull().default('TRANSFER'),
    executedAmount: bigint({ mode: 'number' }),
    executedDate: date({ mode: 'string' }),
    status: varchar({ length: 10 }).$type<CostExecutionStatus>().notNull().default('DRAFT'),
    overrideReason: varchar({ length: 500 }),
    overrideBy: ref(),
    overrideAt: instant(),
    rejectReason: varchar({ length: 200 }),
    requestedAt: instant(),
    /** Who asked for approval (never its approver). */
    requestedBy: ref(),
    decidedAt: instant(),
    decidedBy: ref(),
    executedBy: ref(),
    directCostId: ref().references(() => directCost.id),
  },
  (t) => [
    uniqueIndex('cost_execution_no_uq').on(t.executionNo),
    index('cost_execution_account_idx').on(t.costAccountId, t.plannedDate),
    index('cost_execution_owner_dept_idx').on(t.ownerDeptId),
    check('cost_execution_amounts', sql`${t.requestedAmount} > 0 and (${t.executedAmount} is null or (${t.executedAmount} > 0 and ${t.executedAmount} <= ${t.requestedAmount}))`),
  ],
);
