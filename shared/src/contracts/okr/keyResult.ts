import { Type } from 'typebox';
import { DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, type Static, Text, Version, labelled } from '../common';
import { GOAL_STATUS, OKR_HEALTH } from './goal';

/** 핵심결과 (DOMAIN §5 KeyResult, /keyresult). */

export const KR_METRIC_TYPE = labelled({ NUMBER: '수치', PERCENT: '백분율', CURRENCY: '금액', MILESTONE: '마일스톤' }, '측정유형');
export type KrMetricTypeCode = (typeof KR_METRIC_TYPE.codes)[number];
export const KR_LIMITS = { title: 200, unit: 20, milestones: 30, milestoneName: 100 } as const;

export const KeyResultParams = IdParams;

export const KrMilestoneItem = Type.Object({
  id: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: KR_LIMITS.milestoneName }),
  weight: Type.Integer({ minimum: 0, maximum: 100 }),
  doneYn: Type.Enum(['Y', 'N']),
});

/** A milestone as written: the server assigns ids to new ones; doneYn is set by check-ins only. */
export const KrMilestoneInput = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 40 })),
  name: Type.String({ maxLength: KR_LIMITS.milestoneName }),
  weight: Type.Integer({ minimum: -1000, maximum: 1000 }),
});

export const KeyResultListQuery = ListQuery({
  goalId: Type.Optional(Id),
  periodId: Type.Optional(Id),
  metricTypeList: Type.Optional(Text(100)),
  healthList: Type.Optional(Text(100)),
  ownerUserId: Type.Optional(Id),
  mineYn: Type.Optional(Text(1)),
  /** Y: only key results whose check-in of this week is missing (active goals). */
  dueYn: Type.Optional(Text(1)),
});
export type KeyResultListQuery = Static<typeof KeyResultListQuery>;

export const KeyResultBody = Type.Object({
  goalId: Type.Optional(Id),
  title: Type.Optional(Text(KR_LIMITS.title)),
  metricType: Type.Optional(Text(10)),
  unit: Type.Optional(Nullable(Text(KR_LIMITS.unit))),
  currencyCode: Type.Optional(Nullable(Text(3))),
  startValue: Type.Optional(Nullable(Type.Number())),
  targetValue: Type.Optional(Nullable(Type.Number())),
  weightPct: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  ownerUserId: Type.Optional(Id),
  dueDate: Type.Optional(Nullable(Text(10))),
  milestones: Type.Optional(Type.Array(KrMilestoneInput, { maxItems: KR_LIMITS.milestones })),
  version: Type.Optional(Version),
});
export type KeyResultBody = Static<typeof KeyResultBody>;

const OptName = Nullable(Type.String());

export const KeyResult = Type.Object({
  id: Id,
  goalId: Id,
  goalTitle: Type.String(),
  goalStatus: GOAL_STATUS.schema,
  periodId: Id,
  periodCode: Type.String(),
  title: Type.String(),
  metricType: KR_METRIC_TYPE.schema,
  unit: OptName,
  currencyCode: OptName,
  startValue: Nullable(Type.Number()),
  targetValue: Nullable(Type.Number()),
  /** ∑ the last check-in's value (start before any). */
  currentValue: Nullable(Type.Number()),
  weightPct: Type.Integer(),
  ownerUserId: Id,
  ownerUserName: OptName,
  dueDate: Nullable(LocalDate),
  milestones: Type.Array(KrMilestoneItem),
  /** ∑ raw (current − start) ÷ (target − start); MILESTONE done weight ÷ total. */
  attainment: Nullable(Type.Number()),
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  lastConfidence: Nullable(Type.Integer()),
  lastCheckInDate: Nullable(LocalDate),
  checkInCount: Type.Integer({ minimum: 0 }),
  /** Y when the key result still needs this week's check-in (its goal ACTIVE). */
  checkInDueYn: Type.Enum(['Y', 'N']),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type KeyResult = Static<typeof KeyResult>;

export const KeyResultDetail = Type.Object({
  ...KeyResult.properties,
  periodStartDate: LocalDate,
  periodEndDate: LocalDate,
  expectedPct: Type.Number(),
  canEdit: Type.Boolean(),
  canCheckIn: Type.Boolean(),
});
export type KeyResultDetail = Static<typeof KeyResultDetail>;
