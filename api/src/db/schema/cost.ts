import type { TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
import type { ExchangeRateSource, ExchangeRateType } from '@dure/shared/contracts/cost/currency';
import type { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { department } from './department';
import { project } from './okrProject';
import { appUser } from './user';

export type { ExchangeRateSource, ExchangeRateType, TaskActivityCategory, WorkLogStatus };

/**
 * 업무 유형 (DOMAIN §6 TaskActivity): a group (parentId null) → its activities, two levels. An activity
 * has its group's category; projectTypeIds empty = allowed for every project type.
 */
export const taskActivity = pgTable(
  'task_activity',
  {
    ...baseColumns(),
    parentId: bigint({ mode: 'number' }).references((): AnyPgColumn => taskActivity.id),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    category: varchar({ length: 10 }).$type<TaskActivityCategory>().notNull(),
    billableYn: yn().notNull().default('N'),
    noteRequiredYn: yn().notNull().default('N'),
    projectTypeIds: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    sortOrder: integer().notNull().default(0),
    activeYn: yn().notNull().default('Y'),
  },
  (t) => [uniqueIndex('task_activity_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`), index('task_activity_parent_idx').on(t.parentId)],
);

/** 통화 (DOMAIN §6 Currency): ISO code, quote unit (100 for JPY, IDR, VND); KRW is the base. */
export const currency = pgTable(
  'currency',
  {
    ...baseColumns(),
    code: varchar({ length: 3 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    symbol: varchar({ length: 5 }),
    decimals: smallint().notNull().default(2),
    quoteUnit: integer().notNull().default(1),
    activeYn: yn().notNull().default('Y'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('currency_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`)],
);

/** 환율 (DOMAIN §6 ExchangeRate): KRW per quote unit on a day, by type; one live row per (code, date, type). */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    ...baseColumns(),
    currencyCode: varchar({ length: 3 }).notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    rateType: varchar({ length: 8 }).$type<ExchangeRateType>().notNull(),
    rate: numeric({ precision: 12, scale: 4 }).notNull(),
    source: varchar({ length: 10 }).$type<ExchangeRateSource>().notNull().default('MANUAL'),
  },
  (t) => [
    uniqueIndex('exchange_rate_day_uq').on(t.currencyCode, t.rateDate, t.rateType).where(sql`${t.deletedYn} = 'N'`),
    index('exchange_rate_date_idx').on(t.rateDate),
  ],
);

/**
 * 근무 달력 (DOMAIN §6 WorkCalendar): one row a day — workday or not (weekends, public and substitute holidays)
 * and the standard hours of a workday. Expected hours of a day = workdayYn Y ? standardHours : 0.
 */
export const workCalendar = pgTable('work_calendar', {
  calDate: date({ mode: 'string' }).primaryKey(),
  workdayYn: yn().notNull(),
  holidayName: varchar({ length: 50 }),
  standardHours: numeric({ precision: 4, scale: 2 }).notNull().default('8'),
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * 주간 업무일지 (DOMAIN §6 WorkLog, the ISO week a person submits whole): status and version of the week's grid.
 * A week without a row is an empty DRAFT at version 0.
 */
export const workLogWeek = pgTable(
  'work_log_week',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    /** Monday of the ISO week. */
    weekStart: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 10 }).$type<WorkLogStatus>().notNull().default('DRAFT'),
    rejectReason: varchar({ length: 200 }),
    submittedAt: instant(),
    decidedAt: instant(),
    decidedBy: ref(),
  },
  // week_idx: the management list without a status filter (newest weeks first) reads the top weeks backwards instead of
  // sorting every week; status_idx does the same for a status filter.
  (t) => [
    uniqueIndex('work_log_week_uq').on(t.userId, t.weekStart),
    index('work_log_week_status_idx').on(t.status, t.weekStart),
    index('work_log_week_week_idx').on(t.weekStart),
  ],
);

/** 업무일지 (DOMAIN §6 WorkLog): hours of one person on one day, project and task activity. */
export const workLog = pgTable(
  'work_log',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    workDate: date({ mode: 'string' }).notNull(),
    projectId: bigint({ mode: 'number' })
      .notNull()
      .references(() => project.id),
    taskActivityId: bigint({ mode: 'number' })
      .notNull()
      .references(() => taskActivity.id),
    hours: numeric({ precision: 4, scale: 2 }).notNull(),
    note: varchar({ length: 4000 }),
    status: varchar({ length: 10 }).$type<WorkLogStatus>().notNull().default('DRAFT'),
    rejectReason: varchar({ length: 200 }),
    /** Frozen at the month's close = floor(hours × rate); null while open. */
    costAmount: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('work_log_uq').on(t.userId, t.workDate, t.projectId, t.taskActivityId).where(sql`${t.deletedYn} = 'N'`),
    index('work_log_user_date_idx').on(t.userId, t.workDate),
    index('work_log_project_date_idx').on(t.projectId, t.workDate),
    // The few logs not yet approved, by project and day: 잠정 profit reads the submitted ones of every month through it.
    index('work_log_pending_project_date_idx').on(t.projectId, t.workDate).where(sql`${t.status} <> 'APPROVED'`),
  ],
);
