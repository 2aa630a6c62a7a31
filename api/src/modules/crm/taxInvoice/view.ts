import type { Invoice, InvoiceRow as InvoiceListRow, InvoiceSummary } from '@dure/shared/contracts/crm/taxInvoice';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, contract, customer, department, receivable, salesOrder, taxInvoice, taxInvoiceItem } from '../../../db/schema';
import { toKst } from '../../../lib/time';
import { daysBetween } from './rules';

export type InvoiceRow = typeof taxInvoice.$inferSelect;
export type ItemRow = typeof taxInvoiceItem.$inferSelect;

export const ISSUED_STATES = ['ISSUED', 'TRANSMITTED', 'TRANSMIT_FAILED'] as const;
export const isIssued = (status: string) => (ISSUED_STATES as readonly string[]).includes(status);
const OPEN_STATES = ['DRAFT', 'REQUESTED', 'PENDING_APPROVAL'];

/** Amendments written at the original's date carry the original's deadline rules, not their own. */
export const keepsOriginalDate = (code: number | null) => code === 1 || code === 5 || code === 6;

/** Deadline facts as of `today`: late (issued late, or still unissued past the deadline) and the days left. */
export function deadlineOf(row: Pick<InvoiceRow, 'status' | 'issueDeadline' | 'lateYn' | 'amendCode'>, today: string) {
  const open = OPEN_STATES.includes(row.status);
  const daysLeft = open ? daysBetween(today, row.issueDeadline) : null;
  const late = row.lateYn === 'Y' || (open && !keepsOriginalDate(row.amendCode) && daysLeft !== null && daysLeft < 0);
  return { late, daysToDeadline: daysLeft, deadlineWarning: open && !late && daysLeft !== null && daysLeft <= 3 };
}

export function summaryOf(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    status: row.status,
    amendCode: row.amendCode,
    writeDate: row.writeDate,
    issueDate: row.issueDate,
    taxType: row.taxType,
    supplyAmount: row.supplyAmount,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    ntsApprovalNo: row.ntsApprovalNo,
    originalInvoiceId: row.originalInvoiceId,
  };
}

type Names = { customerName: string | null; customerNo: string | null; contractNo: string | null; contractTitle: string | null; salesOrderNo: string | null; ownerUserName: string | null; ownerDeptName: string | null };

async function namesOf(db: Executor, rows: InvoiceRow[]): Promise<Map<number, Names>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: taxInvoice.id,
      customerName: customer.name,
      customerNo: customer.customerNo,
      contractNo: contract.contractNo,
      contractTitle: contract.title,
      salesOrderNo: salesOrder.orderNo,
      ownerUserName: appUser.name,
      ownerDeptName: department.name,
    })
    .from(taxInvoice)
    .leftJoin(customer, eq(customer.id, taxInvoice.customerId))
    .leftJoin(contract, eq(contract.id, taxInvoice.contractId))
    .leftJoin(salesOrder, eq(salesOrder.id, taxInvoice.salesOrderId))
    .leftJoin(appUser, eq(appUser.id, taxInvoice.ownerUserId))
    .leftJoin(department, eq(department.id, taxInvoice.ownerDeptId))
    .where(inArray(taxInvoice.id, ids));
  return new Map(found.map((f) => [f.id, f]));
}

function baseView(row: InvoiceRow, names: Names | undefined, today: string): InvoiceListRow {
  return {
    ...summaryOf(row),
    direction: row.direction,
    issueType: row.issueType,
    purpose: row.purpose,
    issueDeadline: row.issueDeadline,
    lateYn: row.lateYn,
    ...deadlineOf(row, today),
    customerId: row.customerId,
    customerName: names?.customerName ?? null,
    customerNo: names?.customerNo ?? null,
    buyerName: row.buyerName,
    buyerBizNo: row.buyerBizNo,
    supplierName: row.supplierName,
    supplierBizNo: row.supplierBizNo,
    contractId: row.contractId,
    contractNo: names?.contractNo ?? null,
    contractTitle: names?.contractTitle ?? null,
    salesOrderId: row.salesOrderId,
    salesOrderNo: names?.salesOrderNo ?? null,
    originalApprovalNo: row.originalApprovalNo,
    ownerUserId: row.ownerUserId,
    ownerUserName: names?.ownerUserName ?? null,
    ownerDeptId: row.ownerDeptId,
    ownerDeptName: names?.ownerDeptName ?? null,
    transmitAttempts: row.transmitAttempts,
    version: row.version,
    createdAt: toKst(row.createdAt),
    updatedAt: toKst(row.updatedAt),
  };
}

export async function listViews(db: Executor, rows: InvoiceRow[], today: string): Promise<InvoiceListRow[]> {
  const names = await namesOf(db, rows);
  return rows.map((r) => baseView(r, names.get(r.id), today));
}

/** Detail: every snapshot field, the items, the amendment chain (original first) and the receivable of a SALES invoice. */
export async function detailView(db: Executor, row: InvoiceRow, today: string): Promise<Invoice> {
  const [names, items] = await Promise.all([
    namesOf(db, [row]),
    db.select().from(taxInvoiceItem).where(eq(taxInvoiceItem.taxInvoiceId, row.id)).orderBy(asc(taxInvoiceItem.seq)),
  ]);
  const rootId = row.originalInvoiceId ?? row.id;
  const chainRows = await db
    .select()
    .from(taxInvoice)
    .where(and(eq(taxInvoice.deletedYn, 'N'), or(eq(taxInvoice.id, rootId), eq(taxInvoice.originalInvoiceId, rootId))))
    .orderBy(asc(taxInvoice.id));
  const [bond] = await db
    .select({ id: receivable.id, amount: receivable.amount, collected: receivable.collectedAmount, offset: receivable.offsetAmount, writtenOff: receivable.writtenOffAmount, dueDate: receivable.dueDate })
    .from(receivable)
    .where(eq(receivable.taxInvoiceId, row.id));
  return {
    ...baseView(row, names.get(row.id), today),
    supplierSubNo: row.supplierSubNo,
    supplierCeo: row.supplierCeo,
    supplierAddress: row.supplierAddress,
    supplierBizType: row.supplierBizType,
    supplierBizItem: row.supplierBizItem,
    supplierEmail: row.supplierEmail,
    trusteeBizNo: row.trusteeBizNo,
    trusteeName: row.trusteeName,
    buyerSubNo: row.buyerSubNo,
    buyerCeo: row.buyerCeo,
    buyerAddress: row.buyerAddress,
    buyerBizType: row.buyerBizType,
    buyerBizItem: row.buyerBizItem,
    buyerEmail1: row.buyerEmail1,
    buyerEmail2: row.buyerEmail2,
    paymentTermId: row.paymentTermId,
    remark: row.remark,
    requestedAt: toKst(row.requestedAt),
    approvedAt: toKst(row.approvedAt),
    transmittedAt: toKst(row.transmittedAt),
    transmitError: row.transmitError,
    canceledAt: toKst(row.canceledAt),
    cancelReason: row.cancelReason,
    items: items.map((i) => ({
      seq: i.seq,
      itemDate: i.itemDate,
      itemName: i.itemName,
      spec: i.spec,
      qty: i.qty,
      unitPrice: i.unitPrice,
      supplyAmount: i.supplyAmount,
      taxAmount: i.taxAmount,
      remark: i.remark,
    })),
    chain: chainRows.length > 1 ? chainRows.map(summaryOf) : [],
    receivable: bond
      ? { id: bond.id, amount: bond.amount, dueDate: bond.dueDate, balance: bond.amount - bond.collected - bond.offset - bond.writtenOff }
      : null,
  };
}
