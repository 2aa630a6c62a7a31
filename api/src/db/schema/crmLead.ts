import { INQUIRY_CHANNEL, INQUIRY_STATUS, type InquiryChannel, type InquiryStatus } from '@dure/shared/contracts/crm/inbound';
import { LEAD_PRIORITY, type LeadPriority } from '@dure/shared/contracts/crm/lead';
import { STAGE_CATEGORY, type StageCategory } from '@dure/shared/contracts/crm/leadStage';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, id, instant, ref, yn } from './columns';
import { contact, customer } from './crmCustomer';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { projectType } from './okrProject';
import { appUser } from './user';

export const STAGE_CATEGORIES = STAGE_CATEGORY.codes;
export type { StageCategory };

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
    /** Inactive stages keep their leads but take no new ones (in-use stages are deactivated, not deleted). */
    activeYn: yn().notNull().default('Y'),
  },
  (t) => [uniqueIndex('lead_stage_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`)],
);

export const LEAD_PRIORITIES = LEAD_PRIORITY.codes;
export type { LeadPriority };

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
    segmentId: ref().references(() => marketSegment.id),
    projectTypeId: ref().references(() => projectType.id),
    /** Common code LOST_REASON. */
    lostReason: varchar({ length: 40 }),
    lostNote: text(),
    competitor: varchar({ length: 100 }),
    wonAt: instant(),
    lostAt: instant(),
    stageChangedAt: instant().notNull().defaultNow(),
    lastActivityAt: instant(),
    contractId: ref(),
    /**
     * What the list's keyword matches, lower-case: title, number (with and without hyphens),
     * prospect company and the customer's name and name key. Kept by the `lead_search_text`
     * triggers (migration 0009), also when the customer is renamed or merged.
     */
    searchText: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('lead_no_uq').on(t.leadNo),
    // Department first (btree_gin): a department-scoped keyword search reads one index instead of ANDing two bitmaps.
    index('lead_dept_search_idx').using('gin', t.ownerDeptId, t.searchText.op('gin_trgm_ops')),
    index('lead_customer_idx').on(t.customerId),
    index('lead_stage_idx').on(t.stageId),
    index('lead_owner_dept_idx').on(t.ownerDeptId),
    index('lead_owner_user_idx').on(t.ownerUserId),
    index('lead_segment_idx').on(t.segmentId),
    index('lead_close_date_idx').on(t.expectedCloseDate, t.id),
  ],
);

/** 리드 품목 (DOMAIN §4 LeadLine): amount = floor(qty × unitPrice × (100 − discountPct) ÷ 100), kept by the service. */
export const leadLine = pgTable(
  'lead_line',
  {
    ...baseColumns(),
    leadId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lead.id),
    seq: integer().notNull(),
    /** →Product (mes module; no FK until that table exists). */
    productId: ref(),
    itemName: varchar({ length: 200 }).notNull(),
    qty: numeric({ precision: 14, scale: 3 }).notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    discountPct: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    amount: bigint({ mode: 'number' }).notNull(),
    /** `YYYY-MM`; feeds the weighted-pipeline demand (DOMAIN §7). */
    deliveryYm: varchar({ length: 7 }),
  },
  (t) => [index('lead_line_lead_idx').on(t.leadId, t.seq)],
);

/** Every stage change of a lead (DOMAIN §4 LeadStageHistory), append-only: funnel and velocity read it. */
export const leadStageHistory = pgTable(
  'lead_stage_history',
  {
    id: id(),
    leadId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lead.id),
    fromStageId: ref().references(() => leadStage.id),
    toStageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => leadStage.id),
    probability: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    at: instant().notNull().defaultNow(),
    by: ref().references(() => appUser.id),
  },
  (t) => [index('lead_stage_history_lead_idx').on(t.leadId, t.at), index('lead_stage_history_to_idx').on(t.toStageId, t.at)],
);

export const INQUIRY_CHANNELS = INQUIRY_CHANNEL.codes;
export type { InquiryChannel };
export const INQUIRY_STATUSES = INQUIRY_STATUS.codes;
export type { InquiryStatus };

/** 인바운드 문의 (DOMAIN §4 InboundInquiry): the queue on /lead/management; converts to a lead. */
export const inboundInquiry = pgTable(
  'inbound_inquiry',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    channel: varchar({ length: 12 }).$type<InquiryChannel>().notNull(),
    receivedAt: instant().notNull(),
    companyName: varchar({ length: 100 }),
    contactName: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 100 }),
    phone: varchar({ length: 11 }),
    content: text().notNull(),
    privacyConsentYn: yn().notNull().default('N'),
    status: varchar({ length: 10 }).$type<InquiryStatus>().notNull().default('NEW'),
    assigneeId: ref().references(() => appUser.id),
    assignedAt: instant(),
    /** First answer (assign, reject, convert): the 1-business-day clock stops here. */
    answeredAt: instant(),
    rejectReason: varchar({ length: 200 }),
    leadId: ref().references(() => lead.id),
  },
  (t) => [index('inbound_inquiry_status_idx').on(t.status, t.receivedAt), index('inbound_inquiry_assignee_idx').on(t.assigneeId)],
);
