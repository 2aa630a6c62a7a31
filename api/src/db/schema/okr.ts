import type { GoalLevel, GoalOkrType, GoalStatus, GoalVisibility, OkrHealth } from '@dure/shared/contracts/okr/goal';
import type { KrMetricTypeCode } from '@dure/shared/contracts/okr/keyResult';
import type { CheckInCadenceCode, OkrPeriodStatus, OkrPeriodType } from '@dure/shared/contracts/okr/period';
import type { KrMilestone } from '@dure/shared/okr';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { appUser } from './user';

/** OKR 기간 (DOMAIN §5 OkrPeriod): same-type periods never overlap (checked by the service). */
export const okrPeriod = pgTable(
  'okr_period',
  {
    ...baseColumns(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 100 }),
    type: varchar({ length: 10 }).$type<OkrPeriodType>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    parentPeriodId: ref().references((): AnyPgColumn => okrPeriod.id),
    checkInCadence: varchar({ length: 10 }).$type<CheckInCadenceCode>().notNull().default('WEEKLY'),
    status: varchar({ length: 10 }).$type<OkrPeriodStatus>().notNull().default('PLANNING'),
    /** The last KST day check-in reminders went out (the job sends once per cadence day). */
    remindedOn: date({ mode: 'string' }),
    /** The last KST day the stored goal and key result figures were recomputed (health follows the expected line). */
    refreshedOn: date({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('okr_period_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`),
    index('okr_period_type_dates_idx').on(t.type, t.startDate, t.endDate),
  ],
);

/**
 * 목표 (DOMAIN §5 Goal). progressPct, health, score and krCount are stored (∑, updated on every KR or check-in
 * write and rolled up the parent chain) so the tree and lists read them instead of computing.
 */
export const goal = pgTable(
  'goal',
  {
    ...baseColumns(),
    /** Snapshot of the owner's department at creation: the data-scope anchor (DOMAIN §1.1). */
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    level: varchar({ length: 10 }).$type<GoalLevel>().notNull(),
    periodId: bigint({ mode: 'number' })
      .notNull()
      .references(() => okrPeriod.id),
    parentGoalId: ref().references((): AnyPgColumn => goal.id),
    /** 1 for a goal without a parent; parent depth + 1 (≤ 5). */
    depth: smallint().notNull().default(1),
    deptId: ref().references(() => department.id),
    okrType: varchar({ length: 15 }).$type<GoalOkrType>().notNull().default('COMMITTED'),
    weightPct: integer().notNull().default(0),
    segmentId: ref().references(() => marketSegment.id),
    /** →Project (no FK until the project table exists). */
    projectId: ref(),
    visibility: varchar({ length: 10 }).$type<GoalVisibility>().notNull().default('PUBLIC'),
    status: varchar({ length: 10 }).$type<GoalStatus>().notNull().default('DRAFT'),
    progressPct: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    health: varchar({ length: 10 }).$type<OkrHealth>().notNull().default('ON_TRACK'),
    score: numeric({ precision: 3, scale: 2 }),
    krCount: integer().notNull().default(0),
    approvalRequestedAt: instant(),
    approverId: ref().references(() => appUser.id),
    approvedAt: instant(),
    rejectReason: varchar({ length: 500 }),
    cancelReason: varchar({ length: 500 }),
    closedAt: instant(),
    copiedFromId: ref(),
  },
  (t) => [
    index('goal_period_idx').on(t.periodId, t.status),
    index('goal_parent_idx').on(t.parentGoalId),
    index('goal_owner_idx').on(t.ownerUserId, t.periodId),
    index('goal_owner_dept_idx').on(t.ownerDeptId),
    index('goal_dept_idx').on(t.deptId),
  ],
);

/** 핵심결과 (DOMAIN §5 KeyResult). currentValue, attainment, progressPct and health are ∑ (set from check-ins). */
export const keyResult = pgTable(
  'key_result',
  {
    ...baseColumns(),
    goalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => goal.id),
    title: varchar({ length: 200 }).notNull(),
    metricType: varchar({ length: 10 }).$type<KrMetricTypeCode>().notNull(),
    unit: varchar({ length: 20 }),
    currencyCode: varchar({ length: 3 }),
    startValue: numeric({ precision: 18, scale: 4 }),
    targetValue: numeric({ precision: 18, scale: 4 }),
    currentValue: numeric({ precision: 18, scale: 4 }),
    weightPct: integer().notNull().default(0),
    ownerUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    dueDate: date({ mode: 'string' }),
    milestones: jsonb().$type<KrMilestone[]>().notNull().default([]),
    attainment: numeric({ precision: 5, scale: 4 }),
    progressPct: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    health: varchar({ length: 10 }).$type<OkrHealth>().notNull().default('ON_TRACK'),
    lastConfidence: smallint(),
    lastCheckInDate: date({ mode: 'string' }),
    checkInCount: integer().notNull().default(0),
  },
  (t) => [index('key_result_goal_idx').on(t.goalId), index('key_result_owner_idx').on(t.ownerUserId)],
);

/** 체크인 (DOMAIN §5 CheckIn): the latest of each ISO week counts (countedYn). */
export const checkIn = pgTable(
  'check_in',
  {
    ...baseColumns(),
    krId: bigint({ mode: 'number' })
      .notNull()
      .references(() => keyResult.id),
    checkInDate: date({ mode: 'string' }).notNull(),
    isoWeek: varchar({ length: 8 }).notNull(),
    value: numeric({ precision: 18, scale: 4 }),
    doneMilestoneIds: jsonb().$type<string[]>().notNull().default([]),
    confidence: smallint().notNull(),
    comment: text(),
    blockers: text(),
    progressSnapshot: numeric({ precision: 5, scale: 2 }).notNull(),
    countedYn: yn().notNull().default('Y'),
  },
  (t) => [index('check_in_kr_idx').on(t.krId, t.checkInDate)],
);
