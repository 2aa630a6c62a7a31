import { Type } from 'typebox';
import { MAX_TERMS, PaymentDueType } from '../../money/contract';
import { Currency } from '../../money/currency';
import { TaxType } from '../../money/vat';
import { CodeList, Id, ListQuery, Nullable, PageNumber, PageOf, Result, type Static, Text, Version, Yn, labelled } from '../common';
import { OrEmpty, YnFilter } from './queryParts';

/** 계약 (DOMAIN §4 Contract, PaymentTerm) and the /contract/management board. */

export const ContractStatus = labelled(
  {
    DRAFT: '작성중',
    PENDING_APPROVAL: '결재대기',
    ACTIVE: '진행중',
    COMPLETED: '완료',
    EXPIRED: '만료',
    TERMINATED: '해지',
    RENEWED: '갱신됨',
  },
  '계약 상태',
);
export type ContractStatus = (typeof ContractStatus.codes)[number];

export const PaymentTermStatus = labelled({ PLANNED: '예정', INVOICED: '청구', COLLECTED: '수금' }, '지급조건 상태');
export type PaymentTermStatus = (typeof PaymentTermStatus.codes)[number];

/** How close an ACTIVE contract is to its end date on the expiry board. */
export const ExpiryBucket = labelled({ D30: '30일 이내', D60: '60일 이내', D90: '90일 이내' });
export type ExpiryBucket = (typeof ExpiryBucket.codes)[number];

/** Limits: text lengths are the database columns; the service checks the same numbers with a Korean message per field. */
export const CONTRACT_LIMITS = {
  title: 200,
  contractType: 40,
  termName: 50,
  milestoneName: 100,
  reason: 4000,
  paymentTerms: MAX_TERMS,
  renewalMonths: { min: 1, max: 120 },
  noticeDays: { min: 1, max: 365 },
} as const;
const L = CONTRACT_LIMITS;

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
/** Money and rates travel as numbers or decimal text; the service checks their precision per currency. */
const Decimal = Type.Union([Type.Number(), Type.String({ maxLength: 24 })]);

export const ContractListQuery = ListQuery({
  statusList: Type.Optional(CodeList()),
  typeList: Type.Optional(Type.String({ maxLength: 400, description: '계약유형 코드, 쉼표 구분' })),
  customerId: OrEmpty(Id),
  segmentId: OrEmpty(Id),
  noSegmentYn: YnFilter('Y: 세그먼트가 없는 고객사의 계약'),
  ownerUserId: OrEmpty(Id),
  deptId: OrEmpty(Id),
  includeSubDeptYn: YnFilter(),
  mineYn: YnFilter(),
  fromDate: OrEmpty(Day),
  toDate: OrEmpty(Day),
  expiringWithinDays: OrEmpty(Type.Integer({ minimum: 0, maximum: 3650 })),
});
export type ContractListQuery = Static<typeof ContractListQuery>;

export const ContractTermBody = Type.Object({
  name: Text(L.termName),
  rate: Type.Optional(Nullable(Decimal)),
  amount: Type.Optional(Nullable(Decimal)),
  dueType: PaymentDueType.schema,
  dueDate: Type.Optional(Nullable(Day)),
  milestoneName: Type.Optional(Nullable(Text(L.milestoneName))),
});
export type ContractTermBody = Static<typeof ContractTermBody>;

const editable = {
  title: Text(L.title),
  customerId: Id,
  contactId: Type.Optional(Nullable(Id)),
  leadId: Type.Optional(Nullable(Id)),
  /** 프로젝트: one the caller may read (the project picker's). */
  projectId: Type.Optional(Nullable(Id)),
  contractType: Text(L.contractType),
  contractDate: Day,
  startDate: Day,
  endDate: Day,
  currencyCode: Type.Optional(Currency.schema),
  exchangeRate: Type.Optional(Nullable(Decimal)),
  supplyAmount: Decimal,
  taxType: Type.Optional(TaxType.schema),
  autoRenewYn: Type.Optional(Yn),
  renewalMonths: Type.Optional(Nullable(Type.Integer({ minimum: L.renewalMonths.min, maximum: L.renewalMonths.max }))),
  noticeDays: Type.Optional(Type.Integer({ minimum: L.noticeDays.min, maximum: L.noticeDays.max })),
  ownerUserId: Type.Optional(Nullable(Id)),
  paymentTerms: Type.Array(ContractTermBody, { maxItems: L.paymentTerms }),
};

export const ContractBody = Type.Object(editable, { additionalProperties: false });
export type ContractBody = Static<typeof ContractBody>;
export const ContractUpdateBody = Type.Object({ ...editable, version: Version }, { additionalProperties: false });
export type ContractUpdateBody = Static<typeof ContractUpdateBody>;

export const ContractVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const ContractReopenBody = Type.Object({ version: Version, endDate: Type.Optional(Nullable(Day)) }, { additionalProperties: false });
export const ContractApproveBody = Type.Object({ version: Version, signedFileId: Type.Optional(Nullable(Id)) }, { additionalProperties: false });
export const ContractReasonBody = Type.Object({ version: Version, reason: Text(L.reason) }, { additionalProperties: false });
export const ContractTerminateBody = Type.Object({ version: Version, reason: Text(L.reason), terminatedAt: Type.Optional(Nullable(Day)) }, { additionalProperties: false });
export type ContractTerminateBody = Static<typeof ContractTerminateBody>;

export const PaymentTerm = Type.Object({
  id: Id,
  seq: Type.Integer(),
  name: Type.String(),
  rate: Nullable(Type.Number()),
  amount: Type.Number(),
  dueType: PaymentDueType.schema,
  dueDate: Nullable(Type.String()),
  milestoneName: Nullable(Type.String()),
  status: PaymentTermStatus.schema,
});
export type PaymentTerm = Static<typeof PaymentTerm>;

const listFields = {
  id: Id,
  contractNo: Type.String(),
  title: Type.String(),
  customerId: Id,
  customerName: Type.String(),
  contractType: Type.String(),
  contractTypeLabel: Type.String(),
  contractDate: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  currencyCode: Currency.schema,
  supplyAmount: Type.Number(),
  krwSupplyAmount: Type.Number(),
  vatAmount: Type.Number(),
  totalAmount: Type.Number(),
  status: ContractStatus.schema,
  changeSeq: Type.Integer(),
  autoRenewYn: Yn,
  noticeDays: Type.Integer(),
  daysToEnd: Type.Integer({ description: '종료일까지 남은 일수 (지났으면 음수)' }),
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  version: Version,
};

export const ContractListItem = Type.Object(listFields);
export type ContractListItem = Static<typeof ContractListItem>;

/** What the caller may do with the contract now (the screen shows the buttons these allow). */
export const ContractActions = Type.Object({
  write: Type.Boolean({ description: '기록 도구(첨부·공유 등)에 쓸 수 있는지' }),
  edit: Type.Boolean(),
  delete: Type.Boolean(),
  submit: Type.Boolean(),
  approve: Type.Boolean(),
  reject: Type.Boolean(),
  complete: Type.Boolean(),
  terminate: Type.Boolean(),
  reopen: Type.Boolean(),
});
export type ContractActions = Static<typeof ContractActions>;

export const Contract = Type.Object({
  ...listFields,
  customerNo: Type.String(),
  contactId: Nullable(Id),
  contactName: Nullable(Type.String()),
  leadId: Nullable(Id),
  leadNo: Nullable(Type.String()),
  leadTitle: Nullable(Type.String()),
  projectId: Nullable(Id),
  projectNo: Nullable(Type.String()),
  projectName: Nullable(Type.String()),
  exchangeRate: Nullable(Type.Number()),
  taxType: TaxType.schema,
  renewalMonths: Nullable(Type.Integer()),
  signedFileId: Nullable(Id),
  signedFileName: Nullable(Type.String()),
  approverId: Nullable(Id),
  approverName: Nullable(Type.String()),
  approvedAt: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  terminatedAt: Nullable(Type.String()),
  terminationReason: Nullable(Type.String()),
  renewedFromId: Nullable(Id),
  renewedFromNo: Nullable(Type.String()),
  renewedToId: Nullable(Id),
  renewedToNo: Nullable(Type.String()),
  billedAmount: Type.Number(),
  billedPct: Type.Number({ description: '청구율 % (소수 첫째 자리)' }),
  collectedAmount: Type.Number(),
  backlog: Type.Number({ description: '잔여 = 원화공급가 − 청구액' }),
  paymentTerms: Type.Array(PaymentTerm),
  actions: ContractActions,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Contract = Static<typeof Contract>;

export const ContractAnswer = Result(Contract);
export const ContractPage = Result(PageOf(ContractListItem));

export const ContractExpiryQuery = Type.Object({ withinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) });
export const ExpiringContract = Type.Object({ ...listFields, bucket: ExpiryBucket.schema });
export type ExpiringContract = Static<typeof ExpiringContract>;
export const ContractExpiryBoard = Type.Object({ d30: Type.Integer(), d60: Type.Integer(), d90: Type.Integer(), content: Type.Array(ExpiringContract) });
export type ContractExpiryBoard = Static<typeof ContractExpiryBoard>;

/** Ended contracts that may be reopened: paging and a keyword only. */
export const ContractClosedQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Text(100)),
});
export type ContractClosedQuery = Static<typeof ContractClosedQuery>;

export const ContractPickerQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ContractPickerQuery = Static<typeof ContractPickerQuery>;
export const ContractPickerItem = Type.Object({ id: Id, contractNo: Type.String(), title: Type.String(), customerId: Id, status: ContractStatus.schema, contractDate: Type.String() });
export type ContractPickerItem = Static<typeof ContractPickerItem>;
export const ContractPickerList = Result(Type.Array(ContractPickerItem));
