import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { collectPages } from '../../../lib/collectPages';
import { formatApprovalNo } from './approvalNo';
import { AMEND_REASONS, DIRECTION_LABELS, ISSUE_TYPE_LABELS, type InvoiceQuery, type InvoiceRow, STATUS_LABELS, TAX_TYPE_LABELS, taxInvoiceApi } from './taxInvoiceApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'invoiceNo', title: '관리번호', type: 'text' },
  { key: 'direction', title: '매출·매입', type: 'text' },
  { key: 'writeDate', title: '작성일자', type: 'date' },
  { key: 'issueDate', title: '발급일자', type: 'date' },
  { key: 'issueDeadline', title: '발급기한', type: 'date' },
  { key: 'supplierName', title: '공급자', type: 'text' },
  { key: 'buyerName', title: '공급받는자', type: 'text' },
  { key: 'buyerBizNo', title: '공급받는자 등록번호', type: 'text' },
  { key: 'issueType', title: '발행유형', type: 'text' },
  { key: 'taxType', title: '과세구분', type: 'text' },
  { key: 'supplyAmount', title: '공급가액', type: 'number' },
  { key: 'taxAmount', title: '세액', type: 'number' },
  { key: 'totalAmount', title: '합계', type: 'number' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'late', title: '지연', type: 'text' },
  { key: 'amend', title: '수정사유', type: 'text' },
  { key: 'ntsApprovalNo', title: '승인번호', type: 'text' },
  { key: 'ownerUserName', title: '담당자', type: 'text' },
];

const toRow = (r: InvoiceRow): Row => ({
  invoiceNo: r.invoiceNo,
  direction: DIRECTION_LABELS[r.direction],
  writeDate: r.writeDate,
  issueDate: r.issueDate,
  issueDeadline: r.issueDeadline,
  supplierName: r.supplierName,
  buyerName: r.buyerName,
  buyerBizNo: r.buyerBizNo,
  issueType: ISSUE_TYPE_LABELS[r.issueType],
  taxType: TAX_TYPE_LABELS[r.taxType],
  supplyAmount: r.supplyAmount,
  taxAmount: r.taxAmount,
  totalAmount: r.totalAmount,
  status: STATUS_LABELS[r.status],
  late: r.late ? '지연' : '',
  amend: r.amendCode ? `${r.amendCode}. ${AMEND_REASONS[r.amendCode].label}` : '',
  ntsApprovalNo: r.ntsApprovalNo ? formatApprovalNo(r.ntsApprovalNo) : '',
  ownerUserName: r.ownerUserName,
});

/** Pages through the filtered list and saves 세금계산서_YYYYMMDD.xlsx; reports progress as 0–1. */
export async function exportInvoices(query: InvoiceQuery, onProgress: (done: number) => void, today: string): Promise<number> {
  const items = await collectPages((page, size) => taxInvoiceApi.list({ ...query, page, size }), onProgress);
  await exportXlsx(COLUMNS, items.map(toRow), `세금계산서_${today}`);
  return items.length;
}
