import { type AmendCode, InvoiceDirection, InvoiceIssueType, InvoicePurpose, InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, char, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, id, instant, ref, yn } from './columns';
import { contract } from './crmContract';
import type { TaxType } from './crmContract';
import { customer } from './crmCustomer';
import { department } from './department';
import { appUser } from './user';

export { AMEND_CODES, type AmendCode, type InvoiceDirection, type InvoiceIssueType, type InvoicePurpose, type InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
export const INVOICE_DIRECTIONS = InvoiceDirection.codes;
export const INVOICE_ISSUE_TYPES = InvoiceIssueType.codes;
export const INVOICE_PURPOSES = InvoicePurpose.codes;
export const INVOICE_STATUSES = InvoiceStatus.codes;

/** 공급자 profile of the company (TAX_INVOICE_MANAGEMENT_ADMIN); SALES invoices snapshot it. One live row. */
export const companyProfile = pgTable('company_profile', {
  ...baseColumns(),
  bizNo: varchar({ length: 10 }).notNull(),
  subNo: varchar({ length: 4 }),
  name: varchar({ length: 100 }).notNull(),
  ceoName: varchar({ length: 50 }).notNull(),
  address: varchar({ length: 300 }).notNull(),
  bizType: varchar({ length: 100 }),
  bizItem: varchar({ length: 100 }),
  email: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 11 }),
});

/** 전자세금계산서 (DOMAIN §4 TaxInvoice). Issued invoices never change; amendments reference them. */
export const taxInvoice = pgTable(
  'tax_invoice',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    invoiceNo: varchar({ length: 14 }).notNull(),
    direction: varchar({ length: 10 }).$type<InvoiceDirection>().notNull(),
    issueType: varchar({ length: 10 }).$type<InvoiceIssueType>().notNull().default('NORMAL'),
    taxType: varchar({ length: 12 }).$type<TaxType>().notNull().default('TAXABLE'),
    purpose: varchar({ length: 10 }).$type<InvoicePurpose>().notNull().default('CHARGE'),
    writeDate: date({ mode: 'string' }).notNull(),
    issueDate: date({ mode: 'string' }),
    issueDeadline: date({ mode: 'string' }).notNull(),
    lateYn: yn().notNull().default('N'),
    supplierBizNo: varchar({ length: 10 }).notNull(),
    supplierSubNo: varchar({ length: 4 }),
    supplierName: varchar({ length: 100 }).notNull(),
    supplierCeo: varchar({ length: 50 }).notNull(),
    supplierAddress: varchar({ length: 300 }).notNull(),
    supplierBizType: varchar({ length: 100 }),
    supplierBizItem: varchar({ length: 100 }),
    supplierEmail: varchar({ length: 100 }).notNull(),
    trusteeBizNo: varchar({ length: 10 }),
    trusteeName: varchar({ length: 100 }),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    buyerBizNo: varchar({ length: 10 }).notNull(),
    buyerSubNo: varchar({ length: 4 }),
    buyerName: varchar({ length: 100 }).notNull(),
    buyerCeo: varchar({ length: 50 }).notNull(),
    buyerAddress: varchar({ length: 300 }).notNull(),
    buyerBizType: varchar({ length: 100 }),
    buyerBizItem: varchar({ length: 100 }),
    buyerEmail1: varchar({ length: 100 }).notNull(),
    buyerEmail2: varchar({ length: 100 }),
    contractId: ref().references(() => contract.id),
    /** →PaymentTerm of the contract (no FK until that table exists). */
    paymentTermId: ref(),
    /** →SalesOrder (no FK until that table exists). */
    salesOrderId: ref(),
    supplyAmount: bigint({ mode: 'number' }).notNull().default(0),
    taxAmount: bigint({ mode: 'number' }).notNull().default(0),
    totalAmount: bigint({ mode: 'number' }).notNull().default(0),
    ntsApprovalNo: varchar({ length: 24 }),
    status: varchar({ length: 20 }).$type<InvoiceStatus>().notNull().default('DRAFT'),
    amendCode: smallint().$type<AmendCode>(),
    originalInvoiceId: ref().references((): AnyPgColumn => taxInvoice.id),
    originalApprovalNo: varchar({ length: 24 }),
    /** 비고 of the form. */
    remark: varchar({ length: 150 }),
    requestedAt: instant(),
    requestedBy: ref().references(() => appUser.id),
    approverId: ref().references(() => appUser.id),
    approvedAt: instant(),
    transmittedAt: instant(),
    transmitAttempts: integer().notNull().default(0),
    transmitError: varchar({ length: 200 }),
    canceledAt: instant(),
    cancelReason: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('tax_invoice_no_uq').on(t.invoiceNo),
    uniqueIndex('tax_invoice_nts_uq').on(t.ntsApprovalNo).where(sql`${t.ntsApprovalNo} is not null`),
    index('tax_invoice_write_date_idx').on(t.writeDate, t.id),
    index('tax_invoice_customer_idx').on(t.customerId),
    index('tax_invoice_contract_idx').on(t.contractId),
    index('tax_invoice_owner_dept_idx').on(t.ownerDeptId),
    index('tax_invoice_original_idx').on(t.originalInvoiceId),
  ],
);

/** 품목 line of an invoice, 1–16 per invoice (Hometax limit). */
export const taxInvoiceItem = pgTable(
  'tax_invoice_item',
  {
    id: id(),
    taxInvoiceId: bigint({ mode: 'number' })
      .notNull()
      .references(() => taxInvoice.id, { onDelete: 'cascade' }),
    seq: smallint().notNull(),
    itemDate: date({ mode: 'string' }).notNull(),
    itemName: varchar({ length: 100 }).notNull(),
    spec: varchar({ length: 60 }),
    qty: numeric({ precision: 15, scale: 2, mode: 'number' }),
    unitPrice: bigint({ mode: 'number' }),
    supplyAmount: bigint({ mode: 'number' }).notNull(),
    taxAmount: bigint({ mode: 'number' }).notNull(),
    remark: varchar({ length: 100 }),
  },
  (t) => [uniqueIndex('tax_invoice_item_seq_uq').on(t.taxInvoiceId, t.seq)],
);

/** 채권 of one ISSUED SALES invoice (DOMAIN §4 Receivable); balance, status and aging are computed when read. */
export const receivable = pgTable(
  'receivable',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    contractId: ref().references(() => contract.id),
    taxInvoiceId: bigint({ mode: 'number' })
      .notNull()
      .references(() => taxInvoice.id),
    billDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** totalAmount incl. VAT; negative for a minus amendment. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Σ live allocations. */
    collectedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** 상계: a minus amendment nets against its original (positive on the original, negative on the amendment). */
    offsetAmount: bigint({ mode: 'number' }).notNull().default(0),
    writtenOffAmount: bigint({ mode: 'number' }).notNull().default(0),
    writeOffReason: varchar({ length: 500 }),
    writtenOffAt: instant(),
    writtenOffBy: ref().references(() => appUser.id),
  },
  (t) => [
    uniqueIndex('receivable_invoice_uq').on(t.taxInvoiceId),
    index('receivable_customer_due_idx').on(t.customerId, t.dueDate),
    index('receivable_owner_dept_idx').on(t.ownerDeptId),
  ],
);

export const COLLECTION_METHODS = ['TRANSFER', 'CASH', 'NOTE', 'CARD', 'OFFSET'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** 수금 (DOMAIN §4 Collection). Never deleted: a reversal is a new row with the negated amount and `reversedFromId`. */
export const collection = pgTable(
  'collection',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    collectedDate: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    method: varchar({ length: 10 }).$type<CollectionMethod>().notNull(),
    noteDueDate: date({ mode: 'string' }),
    memo: varchar({ length: 500 }),
    reversedFromId: ref().references((): AnyPgColumn => collection.id),
    reversedYn: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
  },
  (t) => [
    index('collection_customer_idx').on(t.customerId, t.collectedDate),
    index('collection_date_idx').on(t.collectedDate, t.id),
    uniqueIndex('collection_reversal_uq').on(t.reversedFromId).where(sql`${t.reversedFromId} is not null`),
  ],
);

export const collectionAllocation = pgTable(
  'collection_allocation',
  {
    id: id(),
    collectionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => collection.id),
    receivableId: bigint({ mode: 'number' })
      .notNull()
      .references(() => receivable.id),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('collection_allocation_collection_idx').on(t.collectionId), index('collection_allocation_receivable_idx').on(t.receivableId)],
);

export const SALES_LEDGER_SOURCES = ['TAX_INVOICE', 'MANUAL', 'ADJUSTMENT'] as const;
export type SalesLedgerSource = (typeof SALES_LEDGER_SOURCES)[number];

/** 매출 실적 (DOMAIN §4 SalesLedger); one automatic row per ISSUED SALES invoice. */
export const salesLedger = pgTable(
  'sales_ledger',
  {
    ...baseColumns(),
    ym: varchar({ length: 7 }).notNull(),
    sourceType: varchar({ length: 12 }).$type<SalesLedgerSource>().notNull(),
    taxInvoiceId: ref().references(() => taxInvoice.id),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    contractId: ref().references(() => contract.id),
    /** →Project (okr module; no FK until that table exists). */
    projectId: ref(),
    deptId: bigint({ mode: 'number' })
      .notNull()
      .references(() => department.id),
    /** VAT excluded; negative for minus amendments. */
    amount: bigint({ mode: 'number' }).notNull(),
    currencyCode: varchar({ length: 3 }),
    foreignAmount: numeric({ precision: 18, scale: 2 }),
    exchangeRate: numeric({ precision: 12, scale: 4 }),
    note: text(),
    /** ADJUSTMENT: the row it corrects (DOMAIN §4 SalesLedger); the reason is the note. */
    adjustedId: ref().references((): AnyPgColumn => salesLedger.id),
  },
  (t) => [
    uniqueIndex('sales_ledger_invoice_uq').on(t.taxInvoiceId).where(sql`${t.taxInvoiceId} is not null`),
    index('sales_ledger_ym_idx').on(t.ym),
    index('sales_ledger_customer_idx').on(t.customerId),
    index('sales_ledger_project_idx').on(t.projectId),
    index('sales_ledger_dept_idx').on(t.deptId),
  ],
);
