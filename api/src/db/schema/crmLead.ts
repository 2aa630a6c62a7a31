import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref } from './columns';
import { contact, customer } from './crmCustomer';
import { department } from './department';
import { appUser } from './user';

export const STAGE_CATEGORIES = ['OPEN', 'WON', 'LOST'] as const;
export type StageCategory = (typeof STAGE_CATEGORIES)[number];

/** Pipeline stage (DOMAIN §4 LeadStage, edited on /lead/management): exactly one WON and one LOST. */
export const leadStage = pgTable(
  'lead_stage',
  {
    ...baseColumns(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    sortOrder: integer().notNull().default(0),
    category: varchar({ length: 10 }).$type<StageCategory>().notNull(),
    defaultProbability: integer().notNull(),
    /** Days without change before N-LEAD-STALE. */
    staleDays: integer().notNull().default(30),
  },
  (t) => [uniqueIndex('lead_stage_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`)],
);

export const LEAD_PRIORITIES = ['LOW', 'NORMAL', 'HIGH'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

/** 리드 (DOMAIN §4 Lead). `weightedAmount` is stored for sorting and sums; the service keeps it equal to floor(amount × probability ÷ 100). */
export const lead = pgTable(
  'lead',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    leadNo: varchar({ length: 11 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    customerId: ref().references(() => customer.id),
    contactId: ref().references(() => contact.id),
    /** Before qualification: the prospect as typed (becomes a Customer on qualify). */
    prospectCompany: varchar({ length: 100 }),
    prospectName: varchar({ length: 50 }),
    prospectEmail: varchar({ length: 100 }),
    prospectPhone: varchar({ length: 11 }),
    /** Common code LEAD_SOURCE. */
    source: varchar({ length: 40 }).notNull(),
    inquiryId: ref(),
    stageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => leadStage.id),
    probability: integer().notNull(),
    expectedAmount: bigint({ mode: 'number' }).notNull().default(0),
    weightedAmount: bigint({ mode: 'number' }).notNull().default(0),
    expectedCloseDate: date({ mode: 'string' }).notNull(),
    priority: varchar({ length: 10 }).$type<LeadPriority>().notNull().default('NORMAL'),
    segmentId: ref(),
    projectTypeId: ref(),
    /** Common code LOST_REASON. */
    lostReason: varchar({ length: 40 }),
    lostNote: text(),
    competitor: varchar({ length: 100 }),
    wonAt: instant(),
    lostAt: instant(),
    stageChangedAt: instant().notNull().defaultNow(),
    lastActivityAt: instant(),
    contractId: ref(),
  },
  (t) => [
    uniqueIndex('lead_no_uq').on(t.leadNo),
    index('lead_customer_idx').on(t.customerId),
    index('lead_stage_idx').on(t.stageId),
    index('lead_owner_dept_idx').on(t.ownerDeptId),
    index('lead_owner_user_idx').on(t.ownerUserId),
    index('lead_close_date_idx').on(t.expectedCloseDate, t.id),
  ],
);
