import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import { SalesPlanDimension, SalesPlanStatus } from '@dure/shared/contracts/crm/salesPlan';
import type { CurrencyCode } from '@dure/shared/money';
import { baseColumns, id, instant, ref } from './columns';
import { contract } from './crmContract';
import { customer } from './crmCustomer';
import { lead } from './crmLead';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { appUser } from './user';

export type { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
export const SALES_ORDER_STATUSES = SalesOrderStatus.codes;

/** 수주 (DOMAIN §4 SalesOrder). Amounts are whole won, recomputed from the lines on every write. */
export const salesOrder = pgTable(
  'sales_order',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    orderNo: varchar({ length: 14 }).notNull(),
    customerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => customer.id),
    contractId: ref().references(() => contract.id),
    leadId: ref().references(() => lead.id),
    orderDate: date({ mode: 'string' }).notNull(),
    requestedDate: date({ mode: 'string' }).notNull(),
    /** Snapshot of the customer's billing currency and its rate at orderDate; the amounts themselves are won. */
    currencyCode: varchar({ length: 3 }).$type<CurrencyCode>().notNull().default('KRW'),
    exchangeRate: numeric({ precision: 12, scale: 4 }),
    shipToAddress: varchar({ length: 300 }),
    note: text(),
    status: varchar({ length: 20 }).$type<SalesOrderStatus>().notNull().default('DRAFT'),
    supplyAmount: bigint({ mode: 'number' }).notNull().default(0),
    vatAmount: bigint({ mode: 'number' }).notNull().default(0),
    totalAmount: bigint({ mode: 'number' }).notNull().default(0),
    confirmedAt: instant(),
    closedAt: instant(),
    canceledAt: instant(),
    cancelReason: text(),
  },
  (t) => [
    uniqueIndex('sales_order_no_uq').on(t.orderNo),
    index('sales_order_customer_idx').on(t.customerId),
    index('sales_order_owner_dept_idx').on(t.ownerDeptId),
    index('sales_order_date_idx').on(t.orderDate, t.id),
  ],
);

/** 수주 품목. `deliveredQty` and `billedAmount` are kept by deliveries and by tax invoices (recordBilling), never by the order form. */
export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: id(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => salesOrder.id),
    seq: integer().notNull(),
    /** →Product (mes module; no FK until that table exists). */
    productId: ref(),
    itemName: varchar({ length: 200 }).notNull(),
    spec: varchar({ length: 100 }),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    discountPct: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    amount: bigint({ mode: 'number' }).notNull(),
    deliveryDate: date({ mode: 'string' }),
    deliveredQty: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    billedAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('sales_order_line_order_idx').on(t.orderId, t.seq)],
);

/** One recorded delivery of a line (출하 기록) until MES stock issues take over. */
export const salesOrderDelivery = pgTable(
  'sales_order_delivery',
  {
    id: id(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => salesOrder.id),
    lineId: bigint({ mode: 'number' })
      .notNull()
      .references(() => salesOrderLine.id),
    deliveryDate: date({ mode: 'string' }).notNull(),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
    note: varchar({ length: 200 }),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
  },
  (t) => [index('sales_order_delivery_order_idx').on(t.orderId, t.deliveryDate)],
);

export type { SalesPlanDimension, SalesPlanStatus } from '@dure/shared/contracts/crm/salesPlan';
export const SALES_PLAN_DIMENSIONS = SalesPlanDimension.codes;
export const SALES_PLAN_STATUSES = SalesPlanStatus.codes;

/**
 * 매출 계획 (DOMAIN §4 SalesPlan): one cell of the grid (month × dimension × key) per revision.
 * Editing a CONFIRMED cell adds revision n + 1; revision 0 stays as the baseline.
 */
export const salesPlan = pgTable(
  'sales_plan',
  {
    ...baseColumns(),
    ym: varchar({ length: 7 }).notNull(),
    dimension: varchar({ length: 10 }).$type<SalesPlanDimension>().notNull(),
    /** deptId, userId or segmentId, whichever the dimension names: the grid row. */
    keyId: bigint({ mode: 'number' }).notNull(),
    deptId: ref().references(() => department.id),
    userId: ref().references(() => appUser.id),
    /** →MarketSegment (okr module). */
    segmentId: ref().references(() => marketSegment.id),
    orderTarget: bigint({ mode: 'number' }).notNull().default(0),
    salesTarget: bigint({ mode: 'number' }).notNull().default(0),
    status: varchar({ length: 10 }).$type<SalesPlanStatus>().notNull().default('DRAFT'),
    revisionNo: integer().notNull().default(0),
    confirmedAt: instant(),
    confirmedBy: ref(),
  },
  (t) => [
    uniqueIndex('sales_plan_cell_uq').on(t.ym, t.dimension, t.keyId, t.revisionNo).where(sql`${t.deletedYn} = 'N'`),
    index('sales_plan_year_idx').on(t.dimension, t.ym),
  ],
);
