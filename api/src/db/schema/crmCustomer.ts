import {
  CONTACT_STATUS,
  CUSTOMER_GRADE,
  CUSTOMER_STATUS,
  CUSTOMER_TYPE,
  type ContactStatus,
  type CustomerGrade,
  type CustomerStatus,
  type CustomerType,
} from '@dure/shared/contracts/crm/customer';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { appUser } from './user';

export const CUSTOMER_TYPES = CUSTOMER_TYPE.codes;
export const CUSTOMER_GRADES = CUSTOMER_GRADE.codes;
export const CUSTOMER_STATUSES = CUSTOMER_STATUS.codes;
export type { CustomerGrade, CustomerStatus, CustomerType };

/** 고객사 (DOMAIN §4 Customer). Amount and activity figures are computed by queries, not stored. */
export const customer = pgTable(
  'customer',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    customerNo: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** Name without (주)/㈜/주식회사, spaces and punctuation, lower-case: duplicate detection. */
    nameKey: varchar({ length: 100 }).notNull(),
    customerType: varchar({ length: 20 }).$type<CustomerType>().notNull(),
    /** Digits only. */
    bizRegNo: varchar({ length: 10 }),
    corpRegNo: varchar({ length: 13 }),
    ceoName: varchar({ length: 50 }),
    bizType: varchar({ length: 100 }),
    bizItem: varchar({ length: 100 }),
    industryCode: varchar({ length: 40 }),
    /** →MarketSegment (okr module): the customer's market segment. */
    segmentId: ref().references(() => marketSegment.id),
    grade: varchar({ length: 1 }).$type<CustomerGrade>(),
    status: varchar({ length: 10 }).$type<CustomerStatus>().notNull().default('PROSPECT'),
    phone: varchar({ length: 11 }),
    website: varchar({ length: 200 }),
    zipCode: varchar({ length: 5 }),
    address1: varchar({ length: 200 }),
    address2: varchar({ length: 200 }),
    emailDomain: varchar({ length: 100 }),
    taxEmail: varchar({ length: 100 }),
    paymentTermDays: integer().notNull().default(30),
    creditLimit: bigint({ mode: 'number' }),
    parentCustomerId: ref().references((): AnyPgColumn => customer.id),
    mergedIntoId: ref().references((): AnyPgColumn => customer.id),
    lastActivityAt: instant(),
    /** What the list's keyword matches: name key, customer number and business number, without punctuation, lower-case. */
    searchText: text().generatedAlwaysAs(
      sql`name_key || ' ' || lower(regexp_replace(customer_no, '[^[:alnum:]]', '', 'g')) || ' ' || coalesce(biz_reg_no, '')`,
    ),
  },
  (t) => [
    uniqueIndex('customer_no_uq').on(t.customerNo),
    // Department first (btree_gin): a department-scoped keyword search reads one index instead of ANDing two bitmaps.
    index('customer_dept_search_idx').using('gin', t.ownerDeptId, t.searchText.op('gin_trgm_ops')),
    uniqueIndex('customer_biz_reg_no_uq').on(t.bizRegNo).where(sql`${t.deletedYn} = 'N' and ${t.bizRegNo} is not null`),
    index('customer_name_key_idx').on(t.nameKey),
    index('customer_email_domain_idx').on(t.emailDomain),
    index('customer_owner_dept_idx').on(t.ownerDeptId),
    index('customer_owner_user_idx').on(t.ownerUserId),
    index('customer_segment_idx').on(t.segmentId),
    index('customer_name_idx').on(t.name, t.id),
  ],
);

export const CONTACT_STATUSES = CONTACT_STATUS.codes;
export type { ContactStatus };

/** 담당자 of a customer (DOMAIN §4 Contact). */
export const contact = pgTable(
  'contact',
  {
    ...baseColumns(),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    name: varchar({ length: 50 }).notNull(),
    deptName: varchar({ length: 100 }),
    title: varchar({ length: 50 }),
    email: varchar({ length: 100 }),
    mobile: varchar({ length: 11 }),
    phone: varchar({ length: 11 }),
    primaryYn: yn().notNull().default('N'),
    taxInvoiceYn: yn().notNull().default('N'),
    marketingConsentYn: yn().notNull().default('N'),
    consentAt: instant(),
    status: varchar({ length: 10 }).$type<ContactStatus>().notNull().default('ACTIVE'),
  },
  (t) => [
    index('contact_customer_idx').on(t.customerId),
    uniqueIndex('contact_customer_email_uq').on(t.customerId, t.email).where(sql`${t.deletedYn} = 'N' and ${t.email} is not null`),
    uniqueIndex('contact_primary_uq').on(t.customerId).where(sql`${t.deletedYn} = 'N' and ${t.primaryYn} = 'Y'`),
    index('contact_mobile_idx').on(t.mobile),
  ],
);
