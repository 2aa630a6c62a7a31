import { read } from '@dure/shared/access';
import { AMEND_REASON_LABELS, InvoiceDirection, InvoiceIssueType, InvoiceListQuery, type InvoiceRow, InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
import { formatApprovalNo, formatBusinessNumber } from '@dure/shared/format';
import { TaxType } from '@dure/shared/money';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { INVOICE_ENTITY, listInvoices } from './service';

/** 세금계산서 목록 엑셀 내보내기 (GET /api/tax-invoice/export.xlsx). */
export function taxInvoiceExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/tax-invoice/export.xlsx',
    access: { roles: [read('TAX_INVOICE'), read('TAX_INVOICE_MANAGEMENT')] },
    tags: ['tax-invoice'],
    title: '세금계산서',
    asciiName: 'tax_invoices',
    query: Type.Omit(InvoiceListQuery, ['page', 'size']),
    entityType: INVOICE_ENTITY,
    columns: () => [
      { header: '관리번호', width: 16, cell: (r: InvoiceRow) => r.invoiceNo },
      { header: '매출·매입', width: 9, cell: (r) => InvoiceDirection.labels[r.direction] },
      { header: '작성일자', width: 12, cell: (r) => r.writeDate },
      { header: '발급일자', width: 12, cell: (r) => r.issueDate },
      { header: '발급기한', width: 12, cell: (r) => r.issueDeadline },
      { header: '공급자', width: 24, cell: (r) => r.supplierName },
      { header: '공급받는자', width: 24, cell: (r) => r.buyerName },
      { header: '공급받는자 등록번호', width: 18, cell: (r) => (r.buyerBizNo ? formatBusinessNumber(r.buyerBizNo) : null) },
      { header: '발행유형', width: 9, cell: (r) => InvoiceIssueType.labels[r.issueType] },
      { header: '과세구분', width: 9, cell: (r) => TaxType.labels[r.taxType] },
      { header: '공급가액', cell: (r) => r.supplyAmount },
      { header: '세액', cell: (r) => r.taxAmount },
      { header: '합계', cell: (r) => r.totalAmount },
      { header: '상태', width: 10, cell: (r) => InvoiceStatus.labels[r.status] },
      { header: '지연', width: 6, cell: (r) => (r.late ? '지연' : null) },
      { header: '수정사유', width: 20, cell: (r) => (r.amendCode ? `${r.amendCode}. ${AMEND_REASON_LABELS[r.amendCode]}` : null) },
      { header: '승인번호', width: 28, cell: (r) => (r.ntsApprovalNo ? formatApprovalNo(r.ntsApprovalNo) : null) },
      { header: '담당자', cell: (r) => r.ownerUserName },
    ],
    readPage: (request, query, page, size) => listInvoices(app.db, request.auth!, { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });
}
