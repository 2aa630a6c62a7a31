import { Type } from 'typebox';
import { TaxType } from '../../money/vat';
import { DateTime, Id, ListQuery, LocalDate, Nullable, PageOf, Result, type Static, Text, Version, Yn, labelled } from '../common';
import { OrEmpty, YnFilter } from './queryParts';

/** 세금계산서 (DOMAIN §4 TaxInvoice): drafts, approval and issue, NTS transmission, amendments, the 공급자 profile. */

export const InvoiceStatus = labelled(
  {
    DRAFT: '작성중',
    REQUESTED: '역발행 요청',
    PENDING_APPROVAL: '승인 대기',
    ISSUED: '발급',
    TRANSMITTED: '국세청 전송',
    TRANSMIT_FAILED: '전송 실패',
    CANCELED: '취소',
  },
  '세금계산서 상태',
);
export type InvoiceStatus = (typeof InvoiceStatus.codes)[number];

export const InvoiceDirection = labelled({ SALES: '매출', PURCHASE: '매입' }, '매출·매입');
export type InvoiceDirection = (typeof InvoiceDirection.codes)[number];

export const InvoiceIssueType = labelled({ NORMAL: '정발행', REVERSE: '역발행', CONSIGNED: '위수탁' }, '발행 유형');
export type InvoiceIssueType = (typeof InvoiceIssueType.codes)[number];

export const InvoicePurpose = labelled({ RECEIPT: '영수', CHARGE: '청구' }, '영수·청구');
export type InvoicePurpose = (typeof InvoicePurpose.codes)[number];

/** 수정사유 1–6 (DOMAIN §4 수정세금계산서). */
export const AMEND_CODES = [1, 2, 3, 4, 5, 6] as const;
export type AmendCode = (typeof AMEND_CODES)[number];
export const AMEND_REASON_LABELS: Record<AmendCode, string> = {
  1: '기재사항 착오·정정',
  2: '공급가액 변동',
  3: '환입',
  4: '계약의 해제',
  5: '내국신용장 사후개설',
  6: '착오에 의한 이중발급',
};
const AmendCodeSchema = Type.Union(AMEND_CODES.map((code) => Type.Literal(code)) as [ReturnType<typeof Type.Literal<AmendCode>>], { description: '수정사유 1–6' });

/**
 * Text limits: the database columns. A business number (10 digits) and a phone number (11) may
 * come with hyphens, which the service strips, so their input limit is the formatted length.
 * The service checks each field again with a Korean message.
 */
export const TAX_INVOICE_LIMITS = {
  bizNo: 12,
  subNo: 4,
  name: 100,
  ceoName: 50,
  address: 300,
  bizType: 100,
  bizItem: 100,
  email: 100,
  phone: 13,
  remark: 150,
  reason: 200,
  itemName: 100,
  itemSpec: 60,
  itemRemark: 100,
} as const;
const L = TAX_INVOICE_LIMITS;

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
/** Whole won; minus lines and minus amendments are negative. */
const Won = Type.Integer({ minimum: -1e15, maximum: 1e15 });
const Opt = <T extends Parameters<typeof Nullable>[0]>(schema: T) => Type.Optional(Nullable(schema));

export const InvoiceListQuery = ListQuery({
  direction: OrEmpty(InvoiceDirection.schema),
  statusList: Type.Optional(Text(200)),
  issueType: OrEmpty(InvoiceIssueType.schema),
  taxType: OrEmpty(TaxType.schema),
  customerId: Type.Optional(Id),
  contractId: Type.Optional(Id),
  deptId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  fromDate: Type.Optional(Day),
  toDate: Type.Optional(Day),
  // The buyer's market segment, industry and grades and the contract's types; each no…Yn=Y: none
  // (the sales analysis' breakdown rows and their 미지정 rows drill here).
  segmentId: Type.Optional(Id),
  noSegmentYn: YnFilter(),
  industryCode: Type.Optional(Text(40)),
  noIndustryYn: YnFilter(),
  gradeList: Type.Optional(Text(40)),
  noGradeYn: YnFilter(),
  contractTypeList: Type.Optional(Text(400)),
  noContractYn: YnFilter(),
  lateYn: YnFilter(),
  amendedYn: YnFilter(),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceItemBody = Type.Object({
  itemDate: Opt(Day),
  itemName: Text(L.itemName),
  spec: Opt(Text(L.itemSpec)),
  qty: Opt(Type.Number({ minimum: -1e9, maximum: 1e9 })),
  unitPrice: Opt(Won),
  supplyAmount: Opt(Won),
  remark: Opt(Text(L.itemRemark)),
});
export type InvoiceItemBody = Static<typeof InvoiceItemBody>;
/** A loose cap on item lines: the service answers anything but 1–16 lines (`MAX_ITEMS`) with its own message. */
const Items = Type.Array(InvoiceItemBody, { maxItems: 100 });

const parties = {
  supplierBizNo: Opt(Text(L.bizNo)),
  supplierSubNo: Opt(Text(L.subNo)),
  supplierName: Opt(Text(L.name)),
  supplierCeo: Opt(Text(L.ceoName)),
  supplierAddress: Opt(Text(L.address)),
  supplierBizType: Opt(Text(L.bizType)),
  supplierBizItem: Opt(Text(L.bizItem)),
  supplierEmail: Opt(Text(L.email)),
  trusteeBizNo: Opt(Text(L.bizNo)),
  trusteeName: Opt(Text(L.name)),
  buyerEmail1: Opt(Text(L.email)),
  buyerEmail2: Opt(Text(L.email)),
};

const links = {
  contractId: Opt(Id),
  paymentTermId: Opt(Id),
  salesOrderId: Opt(Id),
  remark: Opt(Text(L.remark)),
};

export const InvoiceBody = Type.Object({
  direction: InvoiceDirection.schema,
  issueType: Type.Optional(InvoiceIssueType.schema),
  taxType: Type.Optional(TaxType.schema),
  purpose: Type.Optional(InvoicePurpose.schema),
  writeDate: Day,
  customerId: Id,
  ...links,
  ...parties,
  items: Items,
});
export type InvoiceBody = Static<typeof InvoiceBody>;

export const InvoiceUpdateBody = Type.Object({
  version: Version,
  issueType: Type.Optional(InvoiceIssueType.schema),
  taxType: Type.Optional(TaxType.schema),
  purpose: Type.Optional(InvoicePurpose.schema),
  writeDate: Type.Optional(Day),
  customerId: Type.Optional(Id),
  ...links,
  ...parties,
  items: Type.Optional(Items),
});
export type InvoiceUpdateBody = Static<typeof InvoiceUpdateBody>;

export const InvoiceAmendBody = Type.Object({
  amendCode: AmendCodeSchema,
  version: Type.Optional(Version),
  writeDate: Opt(Day),
  items: Type.Optional(Items),
  remark: Opt(Text(L.remark)),
  buyerEmail1: Opt(Text(L.email)),
  buyerEmail2: Opt(Text(L.email)),
});
export type InvoiceAmendBody = Static<typeof InvoiceAmendBody>;

export const InvoiceVersionBody = Type.Object({ version: Version });
export const InvoiceReasonBody = Type.Object({ version: Version, reason: Type.Optional(Text(L.reason)) });

export const CompanyProfileBody = Type.Object({
  version: Type.Optional(Version),
  bizNo: Text(L.bizNo),
  subNo: Opt(Text(L.subNo)),
  name: Text(L.name),
  ceoName: Text(L.ceoName),
  address: Text(L.address),
  bizType: Opt(Text(L.bizType)),
  bizItem: Opt(Text(L.bizItem)),
  email: Text(L.email),
  phone: Opt(Text(L.phone)),
});
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;

/** The figures an amendment chain shows of each invoice. */
export const InvoiceSummary = Type.Object({
  id: Id,
  invoiceNo: Type.String(),
  status: InvoiceStatus.schema,
  amendCode: Nullable(AmendCodeSchema),
  writeDate: LocalDate,
  issueDate: Nullable(LocalDate),
  taxType: TaxType.schema,
  supplyAmount: Type.Integer(),
  taxAmount: Type.Integer(),
  totalAmount: Type.Integer(),
  ntsApprovalNo: Nullable(Type.String()),
  originalInvoiceId: Nullable(Id),
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

const rowFields = {
  ...InvoiceSummary.properties,
  direction: InvoiceDirection.schema,
  issueType: InvoiceIssueType.schema,
  purpose: InvoicePurpose.schema,
  issueDeadline: LocalDate,
  lateYn: Yn,
  late: Type.Boolean({ description: '기한 후 발급, 또는 기한이 지나도록 미발급' }),
  daysToDeadline: Nullable(Type.Integer({ description: '발급 전이면 기한까지 남은 일수' })),
  deadlineWarning: Type.Boolean({ description: '기한 3일 이내' }),
  customerId: Id,
  customerName: Nullable(Type.String()),
  customerNo: Nullable(Type.String()),
  buyerName: Type.String(),
  buyerBizNo: Type.String(),
  supplierName: Type.String(),
  supplierBizNo: Type.String(),
  contractId: Nullable(Id),
  contractNo: Nullable(Type.String()),
  contractTitle: Nullable(Type.String()),
  salesOrderId: Nullable(Id),
  salesOrderNo: Nullable(Type.String()),
  originalApprovalNo: Nullable(Type.String()),
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  transmitAttempts: Type.Integer({ minimum: 0 }),
  version: Version,
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const InvoiceRow = Type.Object(rowFields);
export type InvoiceRow = Static<typeof InvoiceRow>;

export const InvoiceItem = Type.Object({
  seq: Type.Integer(),
  itemDate: LocalDate,
  itemName: Type.String(),
  spec: Nullable(Type.String()),
  qty: Nullable(Type.Number()),
  unitPrice: Nullable(Type.Integer()),
  supplyAmount: Type.Integer(),
  taxAmount: Type.Integer(),
  remark: Nullable(Type.String()),
});
export type InvoiceItem = Static<typeof InvoiceItem>;

export const Invoice = Type.Object({
  ...rowFields,
  supplierSubNo: Nullable(Type.String()),
  supplierCeo: Type.String(),
  supplierAddress: Type.String(),
  supplierBizType: Nullable(Type.String()),
  supplierBizItem: Nullable(Type.String()),
  supplierEmail: Type.String(),
  trusteeBizNo: Nullable(Type.String()),
  trusteeName: Nullable(Type.String()),
  buyerSubNo: Nullable(Type.String()),
  buyerCeo: Type.String(),
  buyerAddress: Type.String(),
  buyerBizType: Nullable(Type.String()),
  buyerBizItem: Nullable(Type.String()),
  buyerEmail1: Type.String(),
  buyerEmail2: Nullable(Type.String()),
  paymentTermId: Nullable(Id),
  remark: Nullable(Type.String()),
  requestedAt: Nullable(DateTime),
  approvedAt: Nullable(DateTime),
  transmittedAt: Nullable(DateTime),
  transmitError: Nullable(Type.String()),
  canceledAt: Nullable(DateTime),
  cancelReason: Nullable(Type.String()),
  items: Type.Array(InvoiceItem),
  /** The amendment chain, original first; empty when the invoice has no amendments. */
  chain: Type.Array(InvoiceSummary),
  /** The receivable a SALES invoice opened, with what is still owed. */
  receivable: Nullable(Type.Object({ id: Id, amount: Type.Integer(), dueDate: LocalDate, balance: Type.Integer() })),
});
export type Invoice = Static<typeof Invoice>;

export const InvoicePage = Result(PageOf(InvoiceRow));
export const InvoiceAnswer = Result(Invoice);
/** An amendment issues one or two invoices. */
export const InvoicesAnswer = Result(Type.Array(Invoice));

export const UninvoicedTerm = Type.Object({
  id: Id,
  contractId: Id,
  contractNo: Type.String(),
  customerName: Type.String(),
  name: Type.String(),
  dueDate: LocalDate,
  amount: Nullable(Type.Number()),
});
export type UninvoicedTerm = Static<typeof UninvoicedTerm>;

/** 발급기한 현황: last month's supplies, their deadline, the unissued invoices and the due payment terms not invoiced. */
export const DeadlineBoard = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  deadline: LocalDate,
  daysLeft: Type.Integer(),
  pendingInvoices: Type.Array(InvoiceRow),
  uninvoicedTerms: Type.Array(UninvoicedTerm),
});
export type DeadlineBoard = Static<typeof DeadlineBoard>;

export const CompanyProfile = Type.Object({
  id: Id,
  bizNo: Type.String(),
  subNo: Nullable(Type.String()),
  name: Type.String(),
  ceoName: Type.String(),
  address: Type.String(),
  bizType: Nullable(Type.String()),
  bizItem: Nullable(Type.String()),
  email: Type.String(),
  phone: Nullable(Type.String()),
  version: Version,
  updatedAt: DateTime,
});
export type CompanyProfile = Static<typeof CompanyProfile>;
/** Null before TAX_INVOICE_MANAGEMENT_ADMIN has saved one. */
export const CompanyProfileAnswer = Result(Nullable(CompanyProfile));
