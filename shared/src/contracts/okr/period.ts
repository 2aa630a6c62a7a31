import { Type } from 'typebox';
import { DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, OptText, type Static, Text, Version, labelled } from '../common';

/** OKR 기간 (DOMAIN §5 OkrPeriod, /objectivetree/management). */

export const OKR_PERIOD_TYPE = labelled({ YEAR: '연간', HALF: '반기', QUARTER: '분기' }, '기간 유형');
export type OkrPeriodType = (typeof OKR_PERIOD_TYPE.codes)[number];
export const OKR_PERIOD_STATUS = labelled({ PLANNING: '계획', ACTIVE: '진행', REVIEW: '리뷰', CLOSED: '마감' }, '상태');
export type OkrPeriodStatus = (typeof OKR_PERIOD_STATUS.codes)[number];
export const CHECKIN_CADENCE = labelled({ WEEKLY: '매주', BIWEEKLY: '격주' }, '체크인 주기');
export type CheckInCadenceCode = (typeof CHECKIN_CADENCE.codes)[number];

/** Each status may move to these (CLOSED reopens to REVIEW only for OKR_MANAGEMENT_ADMIN). */
export const OKR_PERIOD_TRANSITIONS: Readonly<Record<OkrPeriodStatus, readonly OkrPeriodStatus[]>> = {
  PLANNING: ['ACTIVE'],
  ACTIVE: ['REVIEW'],
  REVIEW: ['ACTIVE', 'CLOSED'],
  CLOSED: ['REVIEW'],
};

export const OKR_PERIOD_LIMITS = { code: 20, name: 100 } as const;

export const OkrPeriodParams = IdParams;

export const OkrPeriodListQuery = ListQuery({
  typeList: Type.Optional(Text(100)),
  statusList: Type.Optional(Text(100)),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type OkrPeriodListQuery = Static<typeof OkrPeriodListQuery>;

// Dates, order and overlap are checked by the service with Korean messages.
export const OkrPeriodBody = Type.Object({
  code: Type.Optional(Text(OKR_PERIOD_LIMITS.code)),
  name: OptText(OKR_PERIOD_LIMITS.name),
  type: Type.Optional(Text(10)),
  startDate: Type.Optional(Text(10)),
  endDate: Type.Optional(Text(10)),
  parentPeriodId: Type.Optional(Nullable(Id)),
  checkInCadence: Type.Optional(Text(10)),
  version: Type.Optional(Version),
});
export type OkrPeriodBody = Static<typeof OkrPeriodBody>;

export const OkrPeriodStatusBody = Type.Object({ status: Text(10), version: Version });
export type OkrPeriodStatusBody = Static<typeof OkrPeriodStatusBody>;

export const OkrPeriod = Type.Object({
  id: Id,
  code: Type.String(),
  name: Nullable(Type.String()),
  type: OKR_PERIOD_TYPE.schema,
  startDate: LocalDate,
  endDate: LocalDate,
  parentPeriodId: Nullable(Id),
  parentPeriodCode: Nullable(Type.String()),
  checkInCadence: CHECKIN_CADENCE.schema,
  status: OKR_PERIOD_STATUS.schema,
  goalCount: Type.Integer({ minimum: 0 }),
  /** Goals neither CLOSED nor CANCELED: what copy-forward would take. */
  openGoalCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type OkrPeriod = Static<typeof OkrPeriod>;

/** A period any signed-in user may pick (tree, goal forms). */
export const PickedOkrPeriod = Type.Object({
  id: Id,
  code: Type.String(),
  name: Nullable(Type.String()),
  type: OKR_PERIOD_TYPE.schema,
  startDate: LocalDate,
  endDate: LocalDate,
  status: OKR_PERIOD_STATUS.schema,
  /** The period containing today (KST), preferring the shortest. */
  currentYn: Type.Enum(['Y', 'N']),
});
export type PickedOkrPeriod = Static<typeof PickedOkrPeriod>;

/** Copy the period's unfinished goals (DRAFT, ACTIVE) and their key results into another period as DRAFTs. */
export const OkrCopyForwardBody = Type.Object({
  targetPeriodId: Id,
  /** Only these goals (of the source period); all unfinished ones when absent. */
  goalIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
});
export type OkrCopyForwardBody = Static<typeof OkrCopyForwardBody>;

export const OkrCopyForwardResult = Type.Object({ goals: Type.Integer({ minimum: 0 }), keyResults: Type.Integer({ minimum: 0 }) });
export type OkrCopyForwardResult = Static<typeof OkrCopyForwardResult>;

/** Re-parent goals of a period under another goal (or none): the re-align checks apply to each. */
export const OkrReparentBody = Type.Object({
  goalIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
  parentGoalId: Nullable(Id),
});
export type OkrReparentBody = Static<typeof OkrReparentBody>;

export const OkrReparentResult = Type.Object({ moved: Type.Integer({ minimum: 0 }) });
export type OkrReparentResult = Static<typeof OkrReparentResult>;
