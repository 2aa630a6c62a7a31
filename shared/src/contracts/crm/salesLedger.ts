import { Type } from 'typebox';
import { CodeList, DateTime, Id, ListQuery, Nullable, PageOf, type Static, Text, Version, Yn, labelled } from '../common';
import { YearMonth } from '../cost/costPeriod';
import { OrEmpty, YnFilter } from './queryParts';

/** 매출 실적 (DOMAIN §4 SalesLedger, `/med/sales/management`): recognised revenue by month, customer, project and department. */

export const SalesLedgerSource = labelled({ TAX_INVOICE: '세금계산서', MANUAL: '수기', ADJUSTMENT: '조정' }, '발생 구분');
export const SALES_LEDGER_SOURCES = SalesLedgerSource.codes;
export type SalesLedgerSource = (typeof SALES_LEDGER_SOURCES)[number];

export const SALES_LEDGER_LIMITS = { note: 1000, bulk: 500 } as const;

/** Whole won, VAT excluded; negative for a minus amendment or a downward adjustment. */
const Won = Type.Integer({ minimum: -1e15, maximum: 1e15 });
/** A foreign amount with at most two decimals (sign allowed). */
const ForeignAmount = Type.Number({ minimum: -1e15, maximum: 1e15 });
const Rate = Type.Number({ exclusiveMinimum: 0, maximum: 99_999_999, description: '원화 환율 (quoteUnit당, 소수 4자리)' });

export const SalesLedgerListQuery = ListQuery({
  fromYm: OrEmpty(YearMonth),
  toYm: OrEmpty(YearMonth),
  customerId: OrEmpty(Id),
  contractId: OrEmpty(Id),
  projectId: OrEmpty(Id),
  unassignedYn: YnFilter('Y: 프로젝트 미배정 행만'),
  deptId: OrEmpty(Id),
  includeSubDeptYn: YnFilter('Y: 하위 부서 포함'),
  sourceTypeList: Type.Optional(CodeList(60)),
});
export type SalesLedgerListQuery = Static<typeof SalesLedgerListQuery>;

/** 수기 매출 (MANUAL): KRW `amount`, or a foreign amount with its rate from which the server computes `amount`. */
const manualFields = {
  ym: YearMonth,
  customerId: Id,
  contractId: Type.Optional(Nullable(Id)),
  projectId: Type.Optional(Nullable(Id)),
  deptId: Id,
  amount: Type.Optional(Won),
  currencyCode: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{3}$' }))),
  foreignAmount: Type.Optional(Nullable(ForeignAmount)),
  exchangeRate: Type.Optional(Nullable(Rate)),
  note: Type.Optional(Nullable(Text(SALES_LEDGER_LIMITS.note))),
};
export const SalesLedgerBody = Type.Object(manualFields, { additionalProperties: false });
export type SalesLedgerBody = Static<typeof SalesLedgerBody>;
export const SalesLedgerUpdateBody = Type.Object({ ...manualFields, version: Version }, { additionalProperties: false });
export type SalesLedgerUpdateBody = Static<typeof SalesLedgerUpdateBody>;

/** 조정 (ADJUSTMENT): a correction of an existing row, in an open month, with its reason. */
export const SalesLedgerAdjustmentBody = Type.Object(
  {
    adjustedId: Id,
    ym: YearMonth,
    amount: Won,
    note: Text(SALES_LEDGER_LIMITS.note, { minLength: 1, description: '조정 사유' }),
    projectId: Type.Optional(Nullable(Id)),
    deptId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type SalesLedgerAdjustmentBody = Static<typeof SalesLedgerAdjustmentBody>;

/** Project / department of any row, the only change a TAX_INVOICE row takes. */
export const SalesLedgerAllocationBody = Type.Object({ projectId: Nullable(Id), deptId: Id, version: Version }, { additionalProperties: false });
export type SalesLedgerAllocationBody = Static<typeof SalesLedgerAllocationBody>;

/** 일괄 배정: rows (each with the version read) to one project. */
export const SalesLedgerBulkAllocationBody = Type.Object(
  { projectId: Id, rows: Type.Array(Type.Object({ id: Id, version: Version }), { minItems: 1, maxItems: SALES_LEDGER_LIMITS.bulk }) },
  { additionalProperties: false },
);
export type SalesLedgerBulkAllocationBody = Static<typeof SalesLedgerBulkAllocationBody>;

export const SalesLedger = Type.Object({
  id: Id,
  ym: YearMonth,
  sourceType: SalesLedgerSource.schema,
  taxInvoiceId: Nullable(Id),
  invoiceNo: Nullable(Type.String()),
  customerId: Id,
  customerName: Nullable(Type.String()),
  contractId: Nullable(Id),
  contractNo: Nullable(Type.String()),
  contractTitle: Nullable(Type.String()),
  projectId: Nullable(Id),
  projectNo: Nullable(Type.String()),
  projectName: Nullable(Type.String()),
  deptId: Id,
  deptName: Nullable(Type.String()),
  amount: Type.Integer(),
  currencyCode: Nullable(Type.String()),
  foreignAmount: Nullable(Type.Number()),
  exchangeRate: Nullable(Type.Number()),
  note: Nullable(Type.String()),
  adjustedId: Nullable(Id),
  /** Y when CostPeriod(ym) is CLOSED: the row takes no change. */
  closedYn: Yn,
  version: Version,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type SalesLedger = Static<typeof SalesLedger>;

/** Σ over every row the filters match (not only the page). */
export const SalesLedgerTotals = Type.Object({ amount: Type.Integer(), unassignedAmount: Type.Integer(), unassignedCount: Type.Integer({ minimum: 0 }) });
export type SalesLedgerTotals = Static<typeof SalesLedgerTotals>;

export const SalesLedgerPage = Type.Object({ ...PageOf(SalesLedger).properties, totals: SalesLedgerTotals });
export type SalesLedgerPage = Static<typeof SalesLedgerPage>;
