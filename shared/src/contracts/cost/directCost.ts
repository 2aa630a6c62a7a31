import { type Static, Type } from 'typebox';
import { CodeList, DateTime, Id, ListQuery, LocalDate, Nullable, OrEmpty, PageOf, Text, Version, Yn, labelled } from '../common';

/** 직접비 · 직접비 변경 · 예산 · 비용 집행 (DOMAIN §6 DirectCost, DirectCostMod, CostBudget, CostExecution). */

/** Largest won amount a row takes (1조 원): sums of thousands of rows stay exact JS numbers. */
export const MAX_COST_AMOUNT = 1_000_000_000_000;
const Won = Type.Integer({ minimum: -MAX_COST_AMOUNT, maximum: MAX_COST_AMOUNT });
const Ym = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' });

export const DirectCostStatus = labelled({ DRAFT: '작성 중', CONFIRMED: '확정' }, '상태');
export const DIRECT_COST_STATUSES = DirectCostStatus.codes;
export type DirectCostStatus = (typeof DIRECT_COST_STATUSES)[number];

export const EvidenceType = labelled({ TAX_INVOICE: '세금계산서', CARD: '법인카드', RECEIPT: '영수증', NONE: '증빙 없음' }, '증빙');
export const EVIDENCE_TYPES = EvidenceType.codes;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** Where a row came from: keyed by hand, made by an executed cost execution, or an adjustment of a closed month's row. */
export const DirectCostSource = labelled({ MANUAL: '직접 입력', EXECUTION: '비용 집행', ADJUSTMENT: '변경 조정' }, '구분');
export type DirectCostSource = (typeof DirectCostSource.codes)[number];

export const DIRECT_COST_LIMITS = { description: 200, vendorName: 100, reason: 500, rejectReason: 200, title: 200, payee: 100, note: 200 } as const;
const L = DIRECT_COST_LIMITS;

export const DirectCost = Type.Object({
  id: Id,
  projectId: Id,
  projectNo: Nullable(Type.String()),
  projectName: Nullable(Type.String()),
  costAccountId: Id,
  costAccountCode: Nullable(Type.String()),
  costAccountName: Nullable(Type.String()),
  costDate: LocalDate,
  description: Type.String(),
  vendorName: Nullable(Type.String()),
  supplyAmount: Type.Integer(),
  vatAmount: Type.Integer(),
  totalAmount: Type.Integer(),
  currencyCode: Nullable(Type.String()),
  foreignAmount: Nullable(Type.Number()),
  exchangeRate: Nullable(Type.Number()),
  evidenceType: EvidenceType.schema,
  purchaseTaxInvoiceId: Nullable(Id),
  purchaseTaxInvoiceNo: Nullable(Type.String()),
  status: DirectCostStatus.schema,
  sourceType: DirectCostSource.schema,
  adjustmentOfId: Nullable(Id),
  directCostModId: Nullable(Id),
  costExecutionId: Nullable(Id),
  costExecutionNo: Nullable(Type.String()),
  /** A REQUESTED change of this row waits for a decision. */
  pendingModYn: Yn,
  /** The month of costDate is CLOSED: the row is read-only. */
  monthClosedYn: Yn,
  confirmedAt: Nullable(DateTime),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type DirectCost = Static<typeof DirectCost>;

export const DirectCostTotals = Type.Object({ count: Type.Integer(), supplyAmount: Type.Integer(), vatAmount: Type.Integer(), totalAmount: Type.Integer() });
export type DirectCostTotals = Static<typeof DirectCostTotals>;
export const DirectCostPage = PageOf(DirectCost);

/** Create and DRAFT edit. A foreign currency takes foreignAmount and converts it with the day's rate; KRW takes supplyAmount. */
export const DirectCostBody = Type.Object(
  {
    projectId: Id,
    costAccountId: Id,
    costDate: LocalDate,
    description: Text(L.description),
    vendorName: Type.Optional(Nullable(Text(L.vendorName))),
    supplyAmount: Type.Optional(Nullable(Won)),
    vatAmount: Type.Optional(Nullable(Won)),
    currencyCode: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
    foreignAmount: Type.Optional(Nullable(Type.Number({ minimum: -1e13, maximum: 1e13 }))),
    evidenceType: EvidenceType.schema,
    purchaseTaxInvoiceId: Type.Optional(Nullable(Id)),
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type DirectCostBody = Static<typeof DirectCostBody>;

export const DIRECT_COST_SORTS = ['costDate', 'supplyAmount', 'projectName', 'costAccountCode', 'status', 'updatedAt'] as const;

export const DirectCostListQuery = ListQuery({
  projectId: OrEmpty(Id),
  costAccountId: OrEmpty(Id),
  fromYm: OrEmpty(Ym),
  toYm: OrEmpty(Ym),
  statusList: Type.Optional(CodeList(60)),
  evidenceType: OrEmpty(EvidenceType.schema),
  sourceType: OrEmpty(DirectCostSource.schema),
});
export type DirectCostListQuery = Static<typeof DirectCostListQuery>;

/** A PURCHASE tax invoice offered as a direct cost's evidence. */
export const PurchaseInvoiceOption = Type.Object({
  id: Id,
  invoiceNo: Type.String(),
  writeDate: LocalDate,
  supplierName: Type.String(),
  supplyAmount: Type.Integer(),
  taxAmount: Type.Integer(),
});
export type PurchaseInvoiceOption = Static<typeof PurchaseInvoiceOption>;
export const PurchaseInvoiceQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), id: OrEmpty(Id) });

// ---------------------------------------------------------------- changes

export const DirectCostModType = labelled({ AMOUNT: '금액', ACCOUNT: '원가계정', PROJECT: '프로젝트', MONTH: '귀속월', CANCEL: '취소' }, '변경 유형');
export const DIRECT_COST_MOD_TYPES = DirectCostModType.codes;
export type DirectCostModType = (typeof DIRECT_COST_MOD_TYPES)[number];

export const DirectCostModStatus = labelled({ REQUESTED: '요청', APPROVED: '승인', REJECTED: '반려', APPLIED: '반영' }, '상태');
export const DIRECT_COST_MOD_STATUSES = DirectCostModStatus.codes;
export type DirectCostModStatus = (typeof DIRECT_COST_MOD_STATUSES)[number];

/** One side of a change: the row's key figures and their names. */
export const DirectCostModSide = Type.Object({
  projectId: Nullable(Id),
  projectName: Nullable(Type.String()),
  costAccountId: Nullable(Id),
  costAccountName: Nullable(Type.String()),
  costDate: Nullable(LocalDate),
  supplyAmount: Nullable(Type.Integer()),
  vatAmount: Nullable(Type.Integer()),
});
export type DirectCostModSide = Static<typeof DirectCostModSide>;

export const DirectCostMod = Type.Object({
  id: Id,
  directCostId: Id,
  directCostDescription: Nullable(Type.String()),
  changeType: DirectCostModType.schema,
  before: DirectCostModSide,
  after: DirectCostModSide,
  reason: Type.String(),
  status: DirectCostModStatus.schema,
  requestedBy: Id,
  requestedByName: Nullable(Type.String()),
  requestedAt: DateTime,
  decidedAt: Nullable(DateTime),
  decidedByName: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  adjustedYn: Yn,
  /** The adjustment rows the change made (when the original month was closed). */
  adjustmentIds: Type.Array(Id),
  version: Version,
});
export type DirectCostMod = Static<typeof DirectCostMod>;
export const DirectCostModPage = PageOf(DirectCostMod);

export const DirectCostModBody = Type.Object(
  {
    directCostId: Id,
    changeType: DirectCostModType.schema,
    projectId: Type.Optional(Nullable(Id)),
    costAccountId: Type.Optional(Nullable(Id)),
    costDate: Type.Optional(Nullable(LocalDate)),
    supplyAmount: Type.Optional(Nullable(Won)),
    vatAmount: Type.Optional(Nullable(Won)),
    reason: Text(L.reason),
    /** The direct cost's version as read (409 when it changed since). */
    version: Version,
  },
  { additionalProperties: false },
);
export type DirectCostModBody = Static<typeof DirectCostModBody>;

export const DirectCostModDecisionBody = Type.Object({ version: Version, reason: Type.Optional(Text(L.rejectReason)) }, { additionalProperties: false });
export type DirectCostModDecisionBody = Static<typeof DirectCostModDecisionBody>;

export const DIRECT_COST_MOD_SORTS = ['requestedAt', 'status', 'changeType'] as const;

export const DirectCostModListQuery = ListQuery({
  statusList: Type.Optional(CodeList(60)),
  changeType: OrEmpty(DirectCostModType.schema),
  directCostId: OrEmpty(Id),
  fromYm: OrEmpty(Ym),
  toYm: OrEmpty(Ym),
});
export type DirectCostModListQuery = Static<typeof DirectCostModListQuery>;

// ---------------------------------------------------------------- budgets

export const CostBudget = Type.Object({
  id: Id,
  year: Type.Integer(),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  projectId: Nullable(Id),
  projectName: Nullable(Type.String()),
  costAccountId: Id,
  costAccountName: Nullable(Type.String()),
  budgetControlYn: Yn,
  amount: Type.Integer(),
  committed: Type.Integer({ description: '승인되었으나 아직 집행되지 않은 금액' }),
  executed: Type.Integer(),
  remaining: Type.Integer({ description: '예산 − 승인 미집행 − 집행' }),
  note: Nullable(Type.String()),
  updatedAt: DateTime,
  version: Version,
});
export type CostBudget = Static<typeof CostBudget>;
export const CostBudgetPage = PageOf(CostBudget);

export const CostBudgetBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    deptId: Type.Optional(Nullable(Id)),
    projectId: Type.Optional(Nullable(Id)),
    costAccountId: Id,
    amount: Type.Integer({ minimum: -MAX_COST_AMOUNT, maximum: MAX_COST_AMOUNT }),
    note: Type.Optional(Nullable(Text(L.note))),
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type CostBudgetBody = Static<typeof CostBudgetBody>;

export const COST_BUDGET_SORTS = ['year', 'amount', 'costAccountId', 'updatedAt'] as const;
export const CostBudgetListQuery = ListQuery({ year: OrEmpty(Type.Integer({ minimum: 2000, maximum: 2100 })), deptId: OrEmpty(Id), projectId: OrEmpty(Id), costAccountId: OrEmpty(Id) });
export type CostBudgetListQuery = Static<typeof CostBudgetListQuery>;

// ---------------------------------------------------------------- executions

export const CostExecutionStatus = labelled(
  { DRAFT: '작성 중', REQUESTED: '승인 요청', APPROVED: '승인', EXECUTED: '집행 완료', REJECTED: '반려', CANCELED: '취소' },
  '상태',
);
export const COST_EXECUTION_STATUSES = CostExecutionStatus.codes;
export type CostExecutionStatus = (typeof COST_EXECUTION_STATUSES)[number];

export const PaymentMethod = labelled({ TRANSFER: '계좌이체', CORP_CARD: '법인카드', CASH: '현금' }, '지급 방법');
export const PAYMENT_METHODS = PaymentMethod.codes;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The budget an execution draws on and what is left of it (null budgetId: none is set). */
export const BudgetCheck = Type.Object({
  budgetId: Nullable(Id),
  budgetAmount: Type.Integer(),
  committed: Type.Integer(),
  executed: Type.Integer(),
  remaining: Type.Integer(),
  /** The requested amount is more than what remains (without this execution's own share). */
  overrunYn: Yn,
  budgetControlYn: Yn,
});
export type BudgetCheck = Static<typeof BudgetCheck>;

export const CostExecution = Type.Object({
  id: Id,
  executionNo: Type.String(),
  deptId: Id,
  deptName: Nullable(Type.String()),
  projectId: Nullable(Id),
  projectName: Nullable(Type.String()),
  costAccountId: Id,
  costAccountName: Nullable(Type.String()),
  directYn: Yn,
  title: Type.String(),
  requestedAmount: Type.Integer(),
  plannedDate: LocalDate,
  payee: Nullable(Type.String()),
  paymentMethod: PaymentMethod.schema,
  executedAmount: Nullable(Type.Integer()),
  executedDate: Nullable(LocalDate),
  status: CostExecutionStatus.schema,
  overrideReason: Nullable(Type.String()),
  overrideByName: Nullable(Type.String()),
  overrideAt: Nullable(DateTime),
  rejectReason: Nullable(Type.String()),
  requestedAt: Nullable(DateTime),
  /** Who asked for approval: never its approver. */
  requestedBy: Nullable(Id),
  requestedByName: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  decidedByName: Nullable(Type.String()),
  directCostId: Nullable(Id),
  budget: BudgetCheck,
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type CostExecution = Static<typeof CostExecution>;
export const CostExecutionPage = PageOf(CostExecution);

export const CostExecutionBody = Type.Object(
  {
    deptId: Id,
    projectId: Type.Optional(Nullable(Id)),
    costAccountId: Id,
    title: Text(L.title),
    requestedAmount: Type.Integer({ minimum: -MAX_COST_AMOUNT, maximum: MAX_COST_AMOUNT }),
    plannedDate: LocalDate,
    payee: Type.Optional(Nullable(Text(L.payee))),
    paymentMethod: PaymentMethod.schema,
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type CostExecutionBody = Static<typeof CostExecutionBody>;

export const CostExecutionAction = labelled({ request: '승인 요청', approve: '승인', reject: '반려', execute: '집행', cancel: '취소' }, '처리');
export type CostExecutionAction = (typeof CostExecutionAction.codes)[number];

export const CostExecutionActionBody = Type.Object(
  {
    version: Version,
    /** reject: the reason (required). */
    reason: Type.Optional(Text(L.rejectReason)),
    /** request/approve over a controlled budget: the admin's override reason. */
    overrideReason: Type.Optional(Text(L.reason)),
    /** execute: the amount paid (≤ requested) and the day. */
    executedAmount: Type.Optional(Type.Integer({ minimum: -MAX_COST_AMOUNT, maximum: MAX_COST_AMOUNT })),
    executedDate: Type.Optional(LocalDate),
  },
  { additionalProperties: false },
);
export type CostExecutionActionBody = Static<typeof CostExecutionActionBody>;

export const COST_EXECUTION_SORTS = ['plannedDate', 'executionNo', 'requestedAmount', 'status', 'updatedAt'] as const;
export const CostExecutionListQuery = ListQuery({
  statusList: Type.Optional(CodeList(80)),
  deptId: OrEmpty(Id),
  projectId: OrEmpty(Id),
  costAccountId: OrEmpty(Id),
  fromDate: OrEmpty(LocalDate),
  toDate: OrEmpty(LocalDate),
});
export type CostExecutionListQuery = Static<typeof CostExecutionListQuery>;

export const BudgetCheckQuery = Type.Object({
  deptId: Id,
  projectId: OrEmpty(Id),
  costAccountId: Id,
  plannedDate: LocalDate,
  requestedAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_COST_AMOUNT })),
  excludeId: OrEmpty(Id),
});
export type BudgetCheckQuery = Static<typeof BudgetCheckQuery>;
