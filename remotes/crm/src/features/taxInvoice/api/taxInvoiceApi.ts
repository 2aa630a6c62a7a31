import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  AMEND_REASON_LABELS,
  type AmendCode,
  type CompanyProfile,
  type CompanyProfileBody,
  type DeadlineBoard,
  type Invoice,
  type InvoiceAmendBody,
  type InvoiceBody,
  InvoiceDirection,
  InvoiceIssueType,
  type InvoiceItemBody,
  InvoicePurpose,
  type InvoiceRow,
  InvoiceStatus,
  type InvoiceUpdateBody,
} from '@dure/shared/contracts/crm/taxInvoice';
import { CUSTOMER_GRADE, type CustomerGrade } from '@dure/shared/contracts/crm/customer';
import { type ListStateOf, choice, codeList, day, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';
import { TaxType } from '@dure/shared/money';
import { INVOICE_STATUS_COLORS } from '../../../components/statusColors';

export type {
  AmendCode,
  CompanyProfile,
  DeadlineBoard,
  Invoice,
  InvoiceDirection as Direction,
  InvoiceIssueType as IssueType,
  InvoicePurpose as Purpose,
  InvoiceRow,
  InvoiceStatus,
  InvoiceSummary as ChainEntry,
} from '@dure/shared/contracts/crm/taxInvoice';
export type { TaxType } from '@dure/shared/money';

export const STATUS_LABELS = InvoiceStatus.labels;
export const STATUS_COLORS = INVOICE_STATUS_COLORS;
export const DIRECTION_LABELS = InvoiceDirection.labels;
export const ISSUE_TYPE_LABELS = InvoiceIssueType.labels;
export const TAX_TYPE_LABELS = TaxType.labels;
export const PURPOSE_LABELS = InvoicePurpose.labels;

/** 수정사유 (DOMAIN §4 수정세금계산서): what each code issues and which date it carries. */
export const AMEND_REASONS: Record<AmendCode, { label: string; issues: string; date: 'original' | 'own'; dateLabel?: string; items: 'none' | 'corrected' | 'difference' | 'returned' }> = {
  1: { label: AMEND_REASON_LABELS[1], issues: '당초분 (−) 1장과 정정분 (+) 1장', date: 'original', items: 'corrected' },
  2: { label: AMEND_REASON_LABELS[2], issues: '증감 차액 (±) 1장', date: 'own', dateLabel: '변동일', items: 'difference' },
  3: { label: AMEND_REASON_LABELS[3], issues: '환입된 부분 (−) 1장', date: 'own', dateLabel: '환입일', items: 'returned' },
  4: { label: AMEND_REASON_LABELS[4], issues: '당초분 전액 (−) 1장', date: 'own', dateLabel: '계약 해제일', items: 'none' },
  5: { label: AMEND_REASON_LABELS[5], issues: '당초분 (−) 1장과 영세율 (+) 1장', date: 'original', items: 'none' },
  6: { label: AMEND_REASON_LABELS[6], issues: '중복 발급분 (−) 1장', date: 'original', items: 'none' },
};

/** An item line as the form edits it; lines of a saved invoice also carry their number and VAT. */
export type InvoiceItem = Required<InvoiceItemBody> & { seq?: number; taxAmount?: number };

/** What the form sends; `create` needs the direction, write date, customer and items among it. */
export type InvoiceInput = Partial<InvoiceBody>;

/** 세금계산서 list state: one definition for the address, the api query, saved views and the export. */
export const taxInvoiceList = defineListState({
  key: 'tax-invoice-list',
  exportPath: 'api/tax-invoice/export.xlsx',
  fields: {
    keyword: text(),
    direction: choice(InvoiceDirection.codes),
    statusList: enumList<InvoiceStatus>(InvoiceStatus.codes),
    issueType: choice(InvoiceIssueType.codes),
    taxType: choice(TaxType.codes),
    customerId: id(),
    contractId: id(),
    // The buyer's segment, industry and grades and the contract's types; each no…Yn: none (the sales analysis' 미지정 rows).
    segmentId: id(),
    noSegmentYn: yn(),
    industryCode: text(),
    noIndustryYn: yn(),
    gradeList: enumList<CustomerGrade>(CUSTOMER_GRADE.codes),
    noGradeYn: yn(),
    contractTypeList: codeList(),
    noContractYn: yn(),
    deptId: id(),
    ownerUserId: id(),
    fromDate: day(),
    toDate: day(),
    lateYn: yn(),
    amendedYn: yn(),
  },
  sort: { initial: 'writeDate,desc', fields: ['writeDate', 'issueDate', 'issueDeadline', 'invoiceNo', 'buyerName', 'supplyAmount', 'totalAmount'] },
});

export type InvoiceQuery = ListStateOf<typeof taxInvoiceList>;

const result = <T,>(p: Promise<{ result: T }>) => p.then((r) => r.result);

export const taxInvoiceApi = {
  list: (query: InvoiceQuery) => result(http.get('api/tax-invoice', { searchParams: taxInvoiceList.apiQuery(query) }).json<{ result: Page<InvoiceRow> }>()),
  get: (id: number) => result(http.get(`api/tax-invoice/${id}`).json<{ result: Invoice }>()),
  create: (input: InvoiceInput) => result(http.post('api/tax-invoice', { json: input as InvoiceBody }).json<{ result: Invoice }>()),
  update: (id: number, input: InvoiceUpdateBody) => result(http.put(`api/tax-invoice/${id}`, { json: input }).json<{ result: Invoice }>()),
  remove: (id: number, version: number) => http.delete(`api/tax-invoice/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  action: (id: number, action: 'request' | 'approve' | 'transmit', version: number) =>
    result(http.post(`api/tax-invoice/${id}/${action}`, { json: { version } }).json<{ result: Invoice }>()),
  withReason: (id: number, action: 'cancel' | 'reject', version: number, reason: string) =>
    result(http.post(`api/tax-invoice/${id}/${action}`, { json: { version, reason } }).json<{ result: Invoice }>()),
  amend: (id: number, input: InvoiceAmendBody) => result(http.post(`api/tax-invoice/${id}/amend`, { json: input }).json<{ result: Invoice[] }>()),
  profile: () => result(http.get('api/tax-invoice/company-profile').json<{ result: CompanyProfile | null }>()),
  saveProfile: (input: CompanyProfileBody) =>
    result(http.put('api/tax-invoice/company-profile', { json: input }).json<{ result: CompanyProfile }>()),
  deadlineBoard: () => result(http.get('api/tax-invoice/deadline-board').json<{ result: DeadlineBoard }>()),
};
