import { Type } from 'typebox';
import { CodeList, DateTime, Id, ListQueryBase, LocalDate, Nullable, PageOf, type Static, Text, Version, Yn, labelled } from '../common';
import { OrEmpty, YnFilter } from './queryParts';

/** 채권·수금 (DOMAIN §4 Receivable · Collection), read by the bond dashboard. */

/** Overdue days of an open balance as of today, in buckets (DOMAIN §4 Receivable agingBucket). */
export const AGING_BUCKET = labelled({ NOT_DUE: '기한 전', D1_30: '1–30일', D31_60: '31–60일', D61_90: '61–90일', D90_PLUS: '90일 초과' }, '채권 연령');
export type AgingBucket = (typeof AGING_BUCKET.codes)[number];

export const RECEIVABLE_STATUS = labelled({ OPEN: '미수', PARTIAL: '부분 수금', PAID: '수금 완료', WRITTEN_OFF: '대손' }, '채권 상태');
export type ReceivableStatus = (typeof RECEIVABLE_STATUS.codes)[number];

export const COLLECTION_METHOD = labelled({ TRANSFER: '계좌이체', CASH: '현금', NOTE: '어음', CARD: '카드', OFFSET: '상계' }, '수금 방법');
export type CollectionMethod = (typeof COLLECTION_METHOD.codes)[number];

/** The receivable and collection lists page up to 1,000 rows (the bond dashboard's drill-downs). */
export const RECEIVABLE_PAGE_MAX = 1000;
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: RECEIVABLE_PAGE_MAX }));
const Amount = Type.Integer({ minimum: -1e15, maximum: 1e15 });

export const ReceivableListQuery = Type.Object({
  ...ListQueryBase,
  size: PageSize,
  customerId: Type.Optional(Id),
  contractId: Type.Optional(Id),
  bucketList: Type.Optional(CodeList(100)),
  statusList: Type.Optional(CodeList(100)),
  overdueYn: YnFilter('Y: 연체만, N: 연체 아닌 것만'),
  openYn: YnFilter('Y: 잔액이 남은 채권만'),
  fromDate: Type.Optional(LocalDate),
  toDate: Type.Optional(LocalDate),
});
export type ReceivableListQuery = Static<typeof ReceivableListQuery>;

export const CollectionListQuery = Type.Object({
  ...ListQueryBase,
  size: PageSize,
  customerId: Type.Optional(Id),
  method: OrEmpty(COLLECTION_METHOD.schema),
  fromDate: Type.Optional(LocalDate),
  toDate: Type.Optional(LocalDate),
});
export type CollectionListQuery = Static<typeof CollectionListQuery>;

export const WriteOffBody = Type.Object({ version: Version, reason: Text(500) });
export type WriteOffBody = Static<typeof WriteOffBody>;

export const CollectionBody = Type.Object({
  customerId: Id,
  collectedDate: LocalDate,
  amount: Amount,
  method: COLLECTION_METHOD.schema,
  noteDueDate: Type.Optional(Nullable(LocalDate)),
  memo: Type.Optional(Nullable(Text(500))),
  allocations: Type.Optional(Type.Array(Type.Object({ receivableId: Id, amount: Amount }), { maxItems: 500 })),
});
export type CollectionBody = Static<typeof CollectionBody>;

export const ReverseBody = Type.Object({ version: Version, reason: Type.Optional(Text(500)) });
export type ReverseBody = Static<typeof ReverseBody>;

/** A receivable with its balance, status, overdue days and aging bucket as of today. */
export const Receivable = Type.Object({
  id: Id,
  customerId: Id,
  customerName: Nullable(Type.String()),
  contractId: Nullable(Id),
  taxInvoiceId: Id,
  invoiceNo: Nullable(Type.String()),
  amendCode: Nullable(Type.Integer()),
  ntsApprovalNo: Nullable(Type.String()),
  billDate: LocalDate,
  dueDate: LocalDate,
  amount: Type.Integer(),
  collectedAmount: Type.Integer(),
  offsetAmount: Type.Integer(),
  writtenOffAmount: Type.Integer(),
  writeOffReason: Nullable(Type.String()),
  balance: Type.Integer(),
  status: RECEIVABLE_STATUS.schema,
  overdueDays: Type.Integer({ minimum: 0 }),
  agingBucket: AGING_BUCKET.schema,
  ownerDeptId: Nullable(Id),
  ownerUserId: Nullable(Id),
  version: Version,
});
export type Receivable = Static<typeof Receivable>;
export const ReceivablePage = PageOf(Receivable);

/** A receivable with the collections allocated to it (reversals negative). */
export const ReceivableDetail = Type.Object({
  ...Receivable.properties,
  allocations: Type.Array(
    Type.Object({ collectionId: Id, collectedDate: LocalDate, method: COLLECTION_METHOD.schema, amount: Type.Integer(), reversedFromId: Nullable(Id) }),
  ),
});
export type ReceivableDetail = Static<typeof ReceivableDetail>;

export const Collection = Type.Object({
  id: Id,
  customerId: Id,
  customerName: Nullable(Type.String()),
  collectedDate: LocalDate,
  amount: Type.Integer(),
  method: COLLECTION_METHOD.schema,
  noteDueDate: Nullable(LocalDate),
  memo: Nullable(Type.String()),
  allocatedAmount: Type.Integer(),
  advanceAmount: Type.Integer({ description: '선수금: 어느 채권에도 배분되지 않은 금액' }),
  allocations: Type.Array(Type.Object({ receivableId: Id, amount: Type.Integer(), invoiceNo: Nullable(Type.String()), dueDate: LocalDate })),
  reversedFromId: Nullable(Id),
  reversedYn: Yn,
  version: Version,
  createdAt: DateTime,
});
export type Collection = Static<typeof Collection>;
export const CollectionPage = PageOf(Collection);
