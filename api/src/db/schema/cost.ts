import type { TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
import type { ExchangeRateSource, ExchangeRateType } from '@dure/shared/contracts/cost/currency';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, yn } from './columns';

export type { ExchangeRateSource, ExchangeRateType, TaskActivityCategory };

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
