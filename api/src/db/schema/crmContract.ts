import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { contact, customer } from './crmCustomer';
import { lead } from './crmLead';
import { department } from './department';
import { appUser } from './user';

export const TAX_TYPES = ['TAXABLE', 'ZERO_RATED', 'EXEMPT'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const CONTRACT_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'TERMINATED', 'RENEWED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** 계약 (DOMAIN §4 Contract). VAT, total and the KRW supply are computed by the service on every write. */
export const contract = pgTable(
  'contract',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    contractNo: varchar({ length: 12 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    contactId: ref().references(() => contact.id),
    leadId: ref().references(() => lead.id),
    /** →Project (okr module; no FK until that table exists). */
    projectId: ref(),
    /** Common code CONTRACT_TYPE. */
    contractType: varchar({ length: 40 }).notNull(),
    contractDate: date({ mode: 'string' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    currencyCode: varchar({ length: 3 }).notNull().default('KRW'),
    exchangeRate: numeric({ precision: 12, scale: 4 }),
    /** Whole won for KRW; for foreign currency the amount in that currency (2 decimals). */
    supplyAmount: numeric({ precision: 18, scale: 2 }).notNull(),
    taxType: varchar({ length: 12 }).$type<TaxType>().notNull().default('TAXABLE'),
    vatAmount: bigint({ mode: 'number' }).notNull().default(0),
    totalAmount: bigint({ mode: 'number' }).notNull().default(0),
    krwSupplyAmount: bigint({ mode: 'number' }).notNull().default(0),
    autoRenewYn: yn().notNull().default('N'),
    renewalMonths: integer().default(12),
    noticeDays: integer().notNull().default(30),
    status: varchar({ length: 20 }).$type<ContractStatus>().notNull().default('DRAFT'),
    signedFileId: ref(),
    approverId: ref().references(() => appUser.id),
    approvedAt: instant(),
    rejectReason: text(),
    terminatedAt: date({ mode: 'string' }),
    terminationReason: text(),
    changeSeq: integer().notNull().default(0),
    renewedFromId: ref().references((): AnyPgColumn => contract.id),
  },
  (t) => [
    uniqueIndex('contract_no_uq').on(t.contractNo),
    index('contract_customer_idx').on(t.customerId),
    index('contract_lead_idx').on(t.leadId),
    index('contract_owner_dept_idx').on(t.ownerDeptId),
    index('contract_date_idx').on(t.contractDate, t.id),
    index('contract_end_date_idx').on(t.endDate).where(sql`${t.status} = 'ACTIVE'`),
  ],
);
