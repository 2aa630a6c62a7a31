import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text, Version, Yn, labelled } from '../common';

/** 원가 마감 (DOMAIN §6 CostPeriod, the 월 마감 tab of /cost/management). */

export const CostPeriodStatus = labelled({ OPEN: '진행 중', CLOSING: '마감 중', CLOSED: '마감' }, '마감 상태');
export const COST_PERIOD_STATUSES = CostPeriodStatus.codes;
export type CostPeriodStatus = (typeof COST_PERIOD_STATUSES)[number];

/** `YYYY-MM`. */
export const YearMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

/** A month of the close; a month never touched is OPEN at version 0 with id null. */
export const CostPeriod = Type.Object({
  id: Nullable(Id),
  ym: YearMonth,
  status: CostPeriodStatus.schema,
  closedAt: Nullable(DateTime),
  closedByName: Nullable(Type.String()),
  reopenReason: Nullable(Type.String()),
  reopenedAt: Nullable(DateTime),
  /** Approved work logs of the month and Σ their frozen costAmount (null while nothing is frozen). */
  approvedLogCount: Type.Integer(),
  frozenLaborCost: Nullable(Type.Integer()),
  /** Σ the common cost the close froze for the month's projects (null while OPEN). */
  frozenCommonCost: Nullable(Type.Integer()),
  /** The month this one may move next: OPEN → CLOSING only for the month after the last closed (or any past month when none is). */
  closableYn: Yn,
  /** Only the last closed month may be reopened. */
  reopenableYn: Yn,
  version: Version,
});
export type CostPeriod = Static<typeof CostPeriod>;

export const CostPeriodListQuery = Type.Object({ year: Type.Optional(Type.String({ pattern: '^\\d{4}$', description: 'YYYY (기본: 올해)' })) });
export type CostPeriodListQuery = Static<typeof CostPeriodListQuery>;

export const YmParams = Type.Object({ ym: YearMonth });

export const CostPeriodActionBody = Type.Object({ version: Version });
export type CostPeriodActionBody = Static<typeof CostPeriodActionBody>;

export const CostPeriodReopenBody = Type.Object({ version: Version, reason: Text(200) });
export type CostPeriodReopenBody = Static<typeof CostPeriodReopenBody>;

export const ChecklistCode = labelled(
  {
    UNAPPROVED_WORKLOGS: '승인되지 않은 업무일지',
    RATE_MISSING: '단가가 없는 업무일지',
    MISSING_EXCHANGE_RATES: '환율이 없는 외화 계약·매출',
    SALES_WITHOUT_PROJECT: '프로젝트가 없는 매출 실적',
    PENDING_DIRECT_COST_MODS: '처리되지 않은 직접비 변경',
  },
  '점검 항목',
);
export type ChecklistCode = (typeof ChecklistCode.codes)[number];

/** One offending row (or group of rows) with the address of the screen that fixes it. */
export const ChecklistLink = Type.Object({ label: Type.String(), href: Type.String() });
export type ChecklistLink = Static<typeof ChecklistLink>;

/**
 * A checklist item: how many rows of the month need a look, with links to them. Items warn; they do not block the close (unapproved hours are simply not labour cost, DOMAIN §6).
 */
export const ChecklistItem = Type.Object({
  code: ChecklistCode.schema,
  label: Type.String(),
  count: Type.Integer(),
  description: Type.String(),
  links: Type.Array(ChecklistLink),
  /** More offending rows than links listed. */
  moreYn: Yn,
});
export type ChecklistItem = Static<typeof ChecklistItem>;

export const CostPeriodChecklist = Type.Object({ ym: YearMonth, items: Type.Array(ChecklistItem) });
export type CostPeriodChecklist = Static<typeof CostPeriodChecklist>;
