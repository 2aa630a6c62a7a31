import { CRM_RECORD_OUTCOME, CRM_RECORD_STATUS, type CrmRecordOutcome, type CrmRecordStatus } from '@dure/shared/contracts/crm/crmRecord';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref } from './columns';
import { contact, customer } from './crmCustomer';
import { contract } from './crmContract';
import { lead } from './crmLead';
import { department } from './department';
import { actionItem } from './record';
import { appUser } from './user';

export const CRM_RECORD_STATUSES = CRM_RECORD_STATUS.codes;
export type { CrmRecordStatus };
export const CRM_RECORD_OUTCOMES = CRM_RECORD_OUTCOME.codes;
export type { CrmRecordOutcome };

/** 영업활동 (DOMAIN §4 CrmRecord): a visit, call, meeting or e-mail with a customer, and its next action. */
export const crmRecord = pgTable(
  'crm_record',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    /** Common code of group CRM_ACTIVITY_TYPE. */
    activityType: varchar({ length: 40 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    leadId: ref().references(() => lead.id),
    contractId: ref().references(() => contract.id),
    /** →Project (okr module; no FK until that table exists). */
    projectId: ref(),
    status: varchar({ length: 10 }).$type<CrmRecordStatus>().notNull().default('PLANNED'),
    activityAt: instant().notNull(),
    durationMin: integer(),
    location: varchar({ length: 200 }),
    /** Sanitised HTML. */
    content: text(),
    outcome: varchar({ length: 10 }).$type<CrmRecordOutcome>(),
    nextActionType: varchar({ length: 40 }),
    nextActionAt: instant(),
    nextActionNote: varchar({ length: 200 }),
    /** The ActionItem (source CRM_NEXT_ACTION) that carries the next action. */
    nextActionItemId: ref().references((): AnyPgColumn => actionItem.id),
    /** When N-CRM-NEXT-ACTION-DUE went out for the current nextActionAt (reset when it moves). */
    nextActionRemindedAt: instant(),
    /** The record whose next action this one follows up. */
    followUpOfId: ref().references((): AnyPgColumn => crmRecord.id),
  },
  (t) => [
    index('crm_record_activity_at_idx').on(t.activityAt, t.id),
    index('crm_record_customer_idx').on(t.customerId, t.activityAt),
    index('crm_record_owner_dept_idx').on(t.ownerDeptId, t.activityAt),
    index('crm_record_owner_user_idx').on(t.ownerUserId, t.activityAt),
    index('crm_record_lead_idx').on(t.leadId),
    index('crm_record_next_action_idx').on(t.nextActionAt).where(sql`${t.deletedYn} = 'N' and ${t.nextActionAt} is not null`),
  ],
);

/** 담당자 met or called in a CRM record. */
export const crmRecordContact = pgTable(
  'crm_record_contact',
  {
    crmRecordId: bigint({ mode: 'number' })
      .notNull()
      .references(() => crmRecord.id),
    contactId: bigint({ mode: 'number' })
      .notNull()
      .references(() => contact.id),
  },
  (t) => [primaryKey({ columns: [t.crmRecordId, t.contactId] }), index('crm_record_contact_contact_idx').on(t.contactId)],
);

/** 동행자: colleagues who took part; they read the record (self scope). */
export const crmRecordParticipant = pgTable(
  'crm_record_participant',
  {
    crmRecordId: bigint({ mode: 'number' })
      .notNull()
      .references(() => crmRecord.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
  },
  (t) => [primaryKey({ columns: [t.crmRecordId, t.userId] }), index('crm_record_participant_user_idx').on(t.userId)],
);
