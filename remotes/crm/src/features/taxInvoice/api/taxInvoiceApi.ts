import { type Page, http } from '@dure/shared';
import type { TaxType } from '@dure/shared/money';

export type InvoiceStatus = 'DRAFT' | 'REQUESTED' | 'PENDING_APPROVAL' | 'ISSUED' | 'TRANSMITTED' | 'TRANSMIT_FAILED' | 'CANCELED';
export type Direction = 'SALES' | 'PURCHASE';
export type IssueType = 'NORMAL' | 'REVERSE' | 'CONSIGNED';
export type { TaxType };
export type Purpose = 'RECEIPT' | 'CHARGE';
export type AmendCode = 1 | 2 | 3 | 4 | 5 | 6;

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: '작성중',
  REQUESTED: '역발행 요청',
  PENDING_APPROVAL: '승인 대기',
  ISSUED: '발급',
  TRANSMITTED: '국세청 전송',
  TRANSMIT_FAILED: '전송 실패',
  CANCELED: '취소',
};
export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  DRAFT: 'default',
  REQUESTED: 'purple',
  PENDING_APPROVAL: 'gold',
  ISSUED: 'blue',
  TRANSMITTED: 'green',
  TRANSMIT_FAILED: 'red',
  CANCELED: 'default',
};
export const DIRECTION_LABELS: Record<Direction, string> = { SALES: '매출', PURCHASE: '매입' };
export const ISSUE_TYPE_LABELS: Record<IssueType, string> = { NORMAL: '정발행', REVERSE: '역발행', CONSIGNED: '위수탁' };
export const TAX_TYPE_LABELS: Record<TaxType, string> = { TAXABLE: '과세', ZERO_RATED: '영세', EXEMPT: '면세' };
export const PURPOSE_LABELS: Record<Purpose, string> = { RECEIPT: '영수', CHARGE: '청구' };

/** 수정사유 (DOMAIN §4 수정세금계산서): what each code issues and which date it carries. */
export const AMEND_REASONS: Record<AmendCode, { label: string; issues: string; date: 'original' | 'own'; dateLabel?: string; items: 'none' | 'corrected' | 'difference' | 'returned' }> = {
  1: { label: '기재사항 착오·정정', issues: '당초분 (−) 1장과 정정분 (+) 1장', date: 'original', items: 'corrected' },
  2: { label: '공급가액 변동', issues: '증감 차액 (±) 1장', date: 'own', dateLabel: '변동일', items: 'difference' },
  3: { label: '환입', issues: '환입된 부분 (−) 1장', date: 'own', dateLabel: '환입일', items: 'returned' },
  4: { label: '계약의 해제', issues: '당초분 전액 (−) 1장', date: 'own', dateLabel: '계약 해제일', items: 'none' },
  5: { label: '내국신용장 사후개설', issues: '당초분 (−) 1장과 영세율 (+) 1장', date: 'original', items: 'none' },
  6: { label: '착오에 의한 이중발급', issues: '중복 발급분 (−) 1장', date: 'original', items: 'none' },
};

export type InvoiceItem = {
  seq?: number;
  itemDate: string | null;
  itemName: string;
  spec: string | null;
  qty: number | null;
  unitPrice: number | null;
  supplyAmount: number | null;
  taxAmount?: number;
  remark: string | null;
};

export type ChainEntry = {
  id: number;
  invoiceNo: string;
  status: InvoiceStatus;
  amendCode: AmendCode | null;
  writeDate: string;
  issueDate: string | null;
  taxType: TaxType;
  supplyAmount: number;
  taxAmount: number;
  totalAmount: number;
  ntsApprovalNo: string | null;
  originalInvoiceId: number | null;
};

export type InvoiceRow = ChainEntry & {
  direction: Direction;
  issueType: IssueType;
  purpose: Purpose;
  issueDeadline: string;
  lateYn: 'Y' | 'N';
  late: boolean;
  daysToDeadline: number | null;
  deadlineWarning: boolean;
  customerId: number;
  customerName: string | null;
  customerNo: string | null;
  buyerName: string;
  buyerBizNo: string;
  supplierName: string;
  supplierBizNo: string;
  contractId: number | null;
  contractNo: string | null;
  salesOrderId?: number | null;
  salesOrderNo?: string | null;
  contractTitle: string | null;
  originalApprovalNo: string | null;
  ownerUserId: number | null;
  ownerUserName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  transmitAttempts: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type Invoice = InvoiceRow & {
  supplierSubNo: string | null;
  supplierCeo: string;
  supplierAddress: string;
  supplierBizType: string | null;
  supplierBizItem: string | null;
  supplierEmail: string;
  trusteeBizNo: string | null;
  trusteeName: string | null;
  buyerSubNo: string | null;
  buyerCeo: string;
  buyerAddress: string;
  buyerBizType: string | null;
  buyerBizItem: string | null;
  buyerEmail1: string;
  buyerEmail2: string | null;
  paymentTermId: number | null;
  remark: string | null;
  requestedAt: string | null;
  approvedAt: string | null;
  transmittedAt: string | null;
  transmitError: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  items: (InvoiceItem & { seq: number; taxAmount: number; supplyAmount: number; itemDate: string })[];
  chain: ChainEntry[];
  receivable: { id: number; amount: number; dueDate: string; balance: number } | null;
};

export type InvoiceQuery = {
  page?: number;
  size?: number;
  sort?: string;
  keyword?: string;
  direction?: Direction;
  statusList?: string;
  issueType?: IssueType;
  taxType?: TaxType;
  customerId?: number;
  contractId?: number;
  /** Owner's department (with its subtree) and owner. */
  deptId?: number;
  ownerUserId?: number;
  fromDate?: string;
  toDate?: string;
  lateYn?: 'Y' | 'N';
  amendedYn?: 'Y' | 'N';
  /**
   * The buyer's market segment, industry and grades (A,B) and the contract's types (comma-joined);
   * each no…Yn: none of it (the sales analysis' 미지정 rows).
   */
  segmentId?: number;
  noSegmentYn?: 'Y';
  industryCode?: string;
  noIndustryYn?: 'Y';
  gradeList?: string;
  noGradeYn?: 'Y';
  contractTypeList?: string;
  noContractYn?: 'Y';
};

export type InvoiceInput = {
  direction?: Direction;
  issueType?: IssueType;
  taxType?: TaxType;
  purpose?: Purpose;
  writeDate?: string;
  customerId?: number;
  contractId?: number | null;
  salesOrderId?: number | null;
  remark?: string | null;
  supplierBizNo?: string | null;
  supplierName?: string | null;
  supplierCeo?: string | null;
  supplierAddress?: string | null;
  supplierBizType?: string | null;
  supplierBizItem?: string | null;
  supplierEmail?: string | null;
  trusteeBizNo?: string | null;
  trusteeName?: string | null;
  buyerEmail1?: string | null;
  buyerEmail2?: string | null;
  items?: InvoiceItem[];
};

export type AmendInput = { amendCode: AmendCode; version: number; writeDate?: string | null; items?: InvoiceItem[]; remark?: string | null };

export type DeadlineBoard = {
  month: string;
  deadline: string;
  daysLeft: number;
  pendingInvoices: InvoiceRow[];
  /** Last month's due payment terms not invoiced; null while contracts have no payment terms. */
  uninvoicedTerms: { id: number; contractId: number; contractNo: string; customerName: string; name: string; dueDate: string; amount: number | null }[] | null;
};

export type CompanyProfile = { id: number; bizNo: string; name: string; ceoName: string; address: string; bizType: string | null; bizItem: string | null; email: string; phone: string | null; version: number };

const searchParams = (query: InvoiceQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

const result = <T,>(p: Promise<{ result: T }>) => p.then((r) => r.result);

export const taxInvoiceApi = {
  list: (query: InvoiceQuery) => result(http.get('api/tax-invoice', { searchParams: searchParams(query) }).json<{ result: Page<InvoiceRow> }>()),
  get: (id: number) => result(http.get(`api/tax-invoice/${id}`).json<{ result: Invoice }>()),
  create: (input: InvoiceInput) => result(http.post('api/tax-invoice', { json: input }).json<{ result: Invoice }>()),
  update: (id: number, input: InvoiceInput & { version: number }) => result(http.put(`api/tax-invoice/${id}`, { json: input }).json<{ result: Invoice }>()),
  remove: (id: number, version: number) => http.delete(`api/tax-invoice/${id}`, { searchParams: { version } }).json(),
  action: (id: number, action: 'request' | 'approve' | 'transmit', version: number) =>
    result(http.post(`api/tax-invoice/${id}/${action}`, { json: { version } }).json<{ result: Invoice }>()),
  withReason: (id: number, action: 'cancel' | 'reject', version: number, reason: string) =>
    result(http.post(`api/tax-invoice/${id}/${action}`, { json: { version, reason } }).json<{ result: Invoice }>()),
  amend: (id: number, input: AmendInput) => result(http.post(`api/tax-invoice/${id}/amend`, { json: input }).json<{ result: Invoice[] }>()),
  profile: () => result(http.get('api/tax-invoice/company-profile').json<{ result: CompanyProfile | null }>()),
  saveProfile: (input: Omit<CompanyProfile, 'id' | 'version'> & { version?: number }) =>
    result(http.put('api/tax-invoice/company-profile', { json: input }).json<{ result: CompanyProfile }>()),
  deadlineBoard: () => result(http.get('api/tax-invoice/deadline-board').json<{ result: DeadlineBoard }>()),
};
