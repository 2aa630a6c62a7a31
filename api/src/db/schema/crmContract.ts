import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { contact, customer } from './crmCustomer';
import { lead } from './crmLead';
import { department } from './department';
import { project } from './okrProject';
import { appUser } from './user';

import { ContractStatus, PaymentTermStatus } from '@dure/shared/contracts/crm/contract';
import type { CurrencyCode, PaymentDueType, TaxType } from '@dure/shared/money';

// The money rules (VAT by tax type, payment terms) read these lists, so they live with them.
export { PAYMENT_DUE_TYPES, type PaymentDueType, TAX_TYPES, type TaxType } from '@dure/shared/money';

export type { ContractStatus, PaymentTermStatus } from '@dure/shared/contracts/crm/contract';
export const CONTRACT_STATUSES = ContractStatus.codes;
export const PAYMENT_TERM_STATUSES = PaymentTermStatus.codes;

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
    projectId: ref().references(() => project.id),
    /** Common code CONTRACT_TYPE. */
    contractType: varchar({ length: 40 }).notNull(),
    contractDate: date({ mode: 'string' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    currencyCode: varchar({ length: 3 }).$type<CurrencyCode>().notNull().default('KRW'),
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
    /** Smallest D-day (noticeDays, 30, 7) already announced by N-CONTRACT-EXPIRING; null = none yet. */
    expiryNoticeDay: integer(),
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

/**
 * 지급조건 (DOMAIN §4 PaymentTerm): the contract's milestones. Amounts are in the contract currency
 * and sum to its supplyAmount exactly; status moves with the tax invoices and collections.
 */
export const paymentTerm = pgTable(
  'payment_term',
  {
    ...baseColumns(),
    contractId: bigint({ mode: 'number' })
      .notNull()
      .references(() => contract.id),
    seq: integer().notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** Percent of supplyAmount when the line was entered as a rate; null for a fixed amount. */
    rate: numeric({ precision: 5, scale: 2 }),
    amount: numeric({ precision: 18, scale: 2 }).notNull(),
    dueType: varchar({ length: 20 }).$type<PaymentDueType>().notNull(),
    dueDate: date({ mode: 'string' }),
    /** →Milestone (okr module; no FK until that table exists). */
    milestoneId: ref(),
    milestoneName: varchar({ length: 100 }),
    status: varchar({ length: 12 }).$type<PaymentTermStatus>().notNull().default('PLANNED'),
  },
  (t) => [index('payment_term_contract_idx').on(t.contractId, t.seq)],
);
