import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@dure/shared';
import { CRM_RECORD_DEFAULT_SORT, CRM_RECORD_STATUS } from '@dure/shared/contracts/crm/crmRecord';
import { ContractStatus } from '@dure/shared/contracts/crm/contract';
import { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import { InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
import { CONTRACT_STATUS_COLORS, INVOICE_STATUS_COLORS, SALES_ORDER_STATUS_COLORS } from '../statusColors';
import { formatDate, formatDateTime, formatKRW } from '@dure/shared/format';
import { Tag } from 'antd';

type Row = Record<string, unknown> & { id: number };
type Status = { label: string; color: string };

/** A kind of related record: where its list lives, who may open it, how a row links and which columns it shows. */
export type RelatedKind = {
  key: 'lead' | 'contract' | 'taxInvoice' | 'crmRecord' | 'salesOrder';
  label: string;
  /** The empty state, with the particle that fits the label. */
  empty: string;
  resource: string;
  /** The page the user must be allowed to open (the list page: its detail page shares the roles). */
  pageId: string;
  defaultSort: string;
  href: (row: Row) => string;
  columns: ProColumns<Row>[];
};

const text = (row: Row, key: string) => (row[key] === null || row[key] === undefined ? '-' : String(row[key]));
const money = (key: string): ProColumns<Row> => ({ title: '금액', dataIndex: key, align: 'right', width: 140, render: (_, row) => formatKRW(Number(row[key] ?? 0)) });
const status = (labels: Record<string, Status>, key = 'status'): ProColumns<Row> => ({
  title: '상태',
  dataIndex: key,
  width: 110,
  render: (_, row) => {
    const s = labels[String(row[key])];
    return s ? <Tag color={s.color}>{s.label}</Tag> : text(row, key);
  },
});
const linkColumn = (title: string, key: string, href: (row: Row) => string): ProColumns<Row> => ({
  title,
  dataIndex: key,
  width: 150,
  render: (_, row) => <Link to={href(row)}>{text(row, key)}</Link>,
});
const ownerColumn = (key: string): ProColumns<Row> => ({ title: '담당자', dataIndex: key, width: 100, render: (_, row) => text(row, key) });
const owner = ownerColumn('ownerUserName');

/** A status column's tags: the contract's Korean labels with a color per code. */
const tagsOf = <C extends string>(labels: Readonly<Record<C, string>>, colors: Record<C, string>): Record<string, Status> =>
  Object.fromEntries((Object.keys(labels) as C[]).map((code) => [code, { label: labels[code], color: colors[code] }]));

const CONTRACT_STATUS = tagsOf(ContractStatus.labels, CONTRACT_STATUS_COLORS);
const INVOICE_STATUS = tagsOf(InvoiceStatus.labels, INVOICE_STATUS_COLORS);
const CRM_STATUS = tagsOf(CRM_RECORD_STATUS.labels, { PLANNED: 'blue', DONE: 'green', CANCELED: 'default' });
const ORDER_STATUS = tagsOf(SalesOrderStatus.labels, SALES_ORDER_STATUS_COLORS);
const STAGE_COLORS: Record<string, string> = { OPEN: 'processing', WON: 'success', LOST: 'default' };

const leadHref = (row: Row) => `/lead/${row.id}`;
const contractHref = (row: Row) => `/contract/${row.id}`;
const invoiceHref = (row: Row) => `/taxinvoice/${row.id}`;
const crmHref = (row: Row) => `/crm/${row.id}`;
const orderHref = (row: Row) => `/sales/order?id=${row.id}`;

export const RELATED_KINDS: Record<RelatedKind['key'], RelatedKind> = {
  lead: {
    key: 'lead',
    label: '리드',
    empty: '리드가 없습니다.',
    resource: 'lead',
    pageId: 'LeadListPage',
    defaultSort: 'createdAt,desc',
    href: leadHref,
    columns: [
      linkColumn('리드번호', 'leadNo', leadHref),
      { title: '제목', dataIndex: 'title', ellipsis: true },
      { title: '단계', dataIndex: 'stageName', width: 110, render: (_, row) => <Tag color={STAGE_COLORS[String(row.stageCategory)]}>{text(row, 'stageName')}</Tag> },
      { ...money('expectedAmount'), title: '예상금액' },
      { title: '예상 마감일', dataIndex: 'expectedCloseDate', width: 110, render: (_, row) => (row.expectedCloseDate ? formatDate(String(row.expectedCloseDate)) : '-') },
      ownerColumn('ownerName'),
    ],
  },
  contract: {
    key: 'contract',
    label: '계약',
    empty: '계약이 없습니다.',
    resource: 'contract',
    pageId: 'ContractListPage',
    defaultSort: 'contractDate,desc',
    href: contractHref,
    columns: [
      linkColumn('계약번호', 'contractNo', contractHref),
      { title: '계약명', dataIndex: 'title', ellipsis: true },
      status(CONTRACT_STATUS),
      { title: '계약기간', dataIndex: 'startDate', width: 200, render: (_, row) => `${formatDate(String(row.startDate))} ~ ${formatDate(String(row.endDate))}` },
      { ...money('krwSupplyAmount'), title: '공급가액' },
      owner,
    ],
  },
  taxInvoice: {
    key: 'taxInvoice',
    label: '세금계산서',
    empty: '세금계산서가 없습니다.',
    resource: 'tax-invoice',
    pageId: 'TaxInvoiceListPage',
    defaultSort: 'writeDate,desc',
    href: invoiceHref,
    columns: [
      linkColumn('번호', 'invoiceNo', invoiceHref),
      { title: '구분', dataIndex: 'direction', width: 70, render: (_, row) => (row.direction === 'PURCHASE' ? '매입' : '매출') },
      { title: '작성일자', dataIndex: 'writeDate', width: 110, render: (_, row) => formatDate(String(row.writeDate)) },
      status(INVOICE_STATUS),
      { ...money('supplyAmount'), title: '공급가액' },
      { ...money('totalAmount'), title: '합계' },
    ],
  },
  crmRecord: {
    key: 'crmRecord',
    label: '영업활동',
    empty: '영업활동이 없습니다.',
    resource: 'crm-record',
    pageId: 'CrmListPage',
    defaultSort: CRM_RECORD_DEFAULT_SORT,
    href: crmHref,
    columns: [
      { title: '일시', dataIndex: 'activityAt', width: 150, render: (_, row) => formatDateTime(String(row.activityAt)) },
      { title: '유형', dataIndex: 'activityTypeLabel', width: 100, render: (_, row) => text(row, 'activityTypeLabel') },
      { title: '제목', dataIndex: 'subject', ellipsis: true, render: (_, row) => <Link to={crmHref(row)}>{text(row, 'subject')}</Link> },
      status(CRM_STATUS),
      owner,
    ],
  },
  salesOrder: {
    key: 'salesOrder',
    label: '수주',
    empty: '수주가 없습니다.',
    resource: 'sales-order',
    pageId: 'SalesOrderPage',
    defaultSort: 'orderDate,desc',
    href: orderHref,
    columns: [
      linkColumn('수주번호', 'orderNo', orderHref),
      { title: '수주일', dataIndex: 'orderDate', width: 110, render: (_, row) => formatDate(String(row.orderDate)) },
      status(ORDER_STATUS),
      { ...money('totalAmount'), title: '합계' },
      { title: '청구율', dataIndex: 'perBilled', width: 80, align: 'right', render: (_, row) => `${Number(row.perBilled ?? 0)}%` },
      owner,
    ],
  },
};
