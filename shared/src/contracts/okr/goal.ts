import { Type } from 'typebox';
import { DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, OptText, type Static, Text, Version, labelled } from '../common';
import { OKR_PERIOD_STATUS, OKR_PERIOD_TYPE } from './period';

/** 목표 (DOMAIN §5 Goal, /goal). */

export const GOAL_LEVEL = labelled({ COMPANY: '전사', DEPT: '부서', TEAM: '팀', PERSONAL: '개인' }, '수준');
export type GoalLevel = (typeof GOAL_LEVEL.codes)[number];
export const GOAL_OKR_TYPE = labelled({ COMMITTED: '약속형', ASPIRATIONAL: '도전형' }, '성격');
export type GoalOkrType = (typeof GOAL_OKR_TYPE.codes)[number];
export const GOAL_VISIBILITY = labelled({ PUBLIC: '전체 공개', DEPT: '부서 공개', PRIVATE: '비공개' }, '공개');
export type GoalVisibility = (typeof GOAL_VISIBILITY.codes)[number];
export const GOAL_STATUS = labelled({ DRAFT: '작성중', ACTIVE: '진행', CLOSED: '종료', CANCELED: '취소' }, '상태');
export type GoalStatus = (typeof GOAL_STATUS.codes)[number];
export const OKR_HEALTH = labelled({ ON_TRACK: '정상', AT_RISK: '주의', OFF_TRACK: '위험' }, '상태');
export type OkrHealth = (typeof OKR_HEALTH.codes)[number];
/** The theme's tag colours for health (the text stays readable on each); the okr screens and the home page share them. */
export const OKR_HEALTH_COLORS: Readonly<Record<OkrHealth, string>> = { ON_TRACK: 'green', AT_RISK: 'gold', OFF_TRACK: 'red' };

/** Alignment depth: a COMPANY goal is 1, its deepest descendant at most this. */
export const GOAL_MAX_DEPTH = 5;
export const GOAL_LIMITS = { title: 200, description: 4000, reason: 500 } as const;

export const GoalParams = IdParams;

export const GoalListQuery = ListQuery({
  periodId: Type.Optional(Id),
  levelList: Type.Optional(Text(100)),
  statusList: Type.Optional(Text(100)),
  healthList: Type.Optional(Text(100)),
  visibilityList: Type.Optional(Text(100)),
  deptId: Type.Optional(Id),
  includeSubDeptYn: Type.Optional(Text(1)),
  ownerUserId: Type.Optional(Id),
  parentGoalId: Type.Optional(Id),
  mineYn: Type.Optional(Text(1)),
  /** Y: only goals without a parent (non-COMPANY: unaligned). */
  unalignedYn: Type.Optional(Text(1)),
});
export type GoalListQuery = Static<typeof GoalListQuery>;

// Enums, references, weights and alignment are checked by the service with Korean messages.
export const GoalBody = Type.Object({
  title: Type.Optional(Text(GOAL_LIMITS.title)),
  description: OptText(GOAL_LIMITS.description),
  level: Type.Optional(Text(10)),
  periodId: Type.Optional(Id),
  parentGoalId: Type.Optional(Nullable(Id)),
  ownerUserId: Type.Optional(Id),
  deptId: Type.Optional(Nullable(Id)),
  okrType: Type.Optional(Text(15)),
  weightPct: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  segmentId: Type.Optional(Nullable(Id)),
  projectId: Type.Optional(Nullable(Id)),
  visibility: Type.Optional(Text(10)),
  version: Type.Optional(Version),
});
export type GoalBody = Static<typeof GoalBody>;

export const GoalReasonBody = Type.Object({ version: Version, reason: OptText(GOAL_LIMITS.reason) });
export type GoalReasonBody = Static<typeof GoalReasonBody>;

export const GoalAlignBody = Type.Object({ version: Version, parentGoalId: Nullable(Id) });
export type GoalAlignBody = Static<typeof GoalAlignBody>;

const OptName = Nullable(Type.String());

export const Goal = Type.Object({
  id: Id,
  title: Type.String(),
  level: GOAL_LEVEL.schema,
  periodId: Id,
  periodCode: Type.String(),
  periodStatus: OKR_PERIOD_STATUS.schema,
  parentGoalId: Nullable(Id),
  parentGoalTitle: OptName,
  ownerUserId: Id,
  ownerUserName: OptName,
  deptId: Nullable(Id),
  deptName: OptName,
  ownerDeptId: Nullable(Id),
  okrType: GOAL_OKR_TYPE.schema,
  weightPct: Type.Integer(),
  segmentId: Nullable(Id),
  projectId: Nullable(Id),
  visibility: GOAL_VISIBILITY.schema,
  status: GOAL_STATUS.schema,
  /** ∑ Σ(KR progress × weight) ÷ Σ weight; without KRs its children by weight. */
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  /** ∑ progress ÷ 100, frozen at close. */
  score: Nullable(Type.Number()),
  krCount: Type.Integer({ minimum: 0 }),
  childCount: Type.Integer({ minimum: 0 }),
  depth: Type.Integer({ minimum: 1 }),
  approvalRequestedYn: Type.Enum(['Y', 'N']),
  approverId: Nullable(Id),
  approverName: OptName,
  approvedAt: Nullable(DateTime),
  rejectReason: OptName,
  cancelReason: OptName,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type Goal = Static<typeof Goal>;

/** What the caller may do with the goal (the screens show the matching buttons; the server checks again). */
export const GoalPermissions = Type.Object({
  edit: Type.Boolean(),
  submit: Type.Boolean(),
  approve: Type.Boolean(),
  close: Type.Boolean(),
  cancel: Type.Boolean(),
  align: Type.Boolean(),
  checkIn: Type.Boolean(),
});
export type GoalPermissions = Static<typeof GoalPermissions>;

export const GoalDetail = Type.Object({
  ...Goal.properties,
  description: OptName,
  periodType: OKR_PERIOD_TYPE.schema,
  periodStartDate: LocalDate,
  periodEndDate: LocalDate,
  /** Expected progress today on the period's line (DOMAIN §5). */
  expectedPct: Type.Number(),
  /** Σ weight of the owner's goals in the period (not canceled): 100 is needed to activate. */
  ownerWeightTotal: Type.Integer(),
  /** Σ weight of the goal's key results: 100 is needed to activate when it has any. */
  krWeightTotal: Type.Integer(),
  ancestors: Type.Array(Type.Object({ id: Id, title: Type.String(), level: GOAL_LEVEL.schema })),
  children: Type.Array(Goal),
  permissions: GoalPermissions,
});
export type GoalDetail = Static<typeof GoalDetail>;

export const GoalPickerQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  periodId: Type.Optional(Id),
  /** A goal being aligned: itself and its descendants are left out. */
  excludeId: Type.Optional(Id),
  /** Only this owner's goals (an MBO sheet's linked goal is one of its owner's). */
  ownerUserId: Type.Optional(Id),
  /** Only goals whose period overlaps [periodFrom, periodTo] (an MBO sheet's half year). */
  periodFrom: Type.Optional(LocalDate),
  periodTo: Type.Optional(LocalDate),
});
export type GoalPickerQuery = Static<typeof GoalPickerQuery>;

export const PickedGoal = Type.Object({
  id: Id,
  title: Type.String(),
  level: GOAL_LEVEL.schema,
  periodId: Id,
  periodCode: Type.String(),
  ownerUserName: OptName,
  status: GOAL_STATUS.schema,
});
export type PickedGoal = Static<typeof PickedGoal>;

// ---------------------------------------------------------------- the home page's 내 목표

/** One of the caller's own ACTIVE goals in an ACTIVE period, as the home page lists it. */
export const MyGoal = Type.Object({
  id: Id,
  title: Type.String(),
  level: GOAL_LEVEL.schema,
  periodId: Id,
  periodCode: Type.String(),
  /** ∑ the stored progress (server-computed, DOMAIN §5). */
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  krCount: Type.Integer({ minimum: 0 }),
  /** Its key results still without a check-in this ISO week. */
  dueKrCount: Type.Integer({ minimum: 0 }),
});
export type MyGoal = Static<typeof MyGoal>;

/** A key result the caller checks in on (they own it or its goal) with no check-in in the current ISO week. */
export const MyDueKeyResult = Type.Object({
  id: Id,
  title: Type.String(),
  goalId: Id,
  goalTitle: Type.String(),
  progressPct: Type.Number(),
  lastCheckInDate: Nullable(LocalDate),
});
export type MyDueKeyResult = Static<typeof MyDueKeyResult>;

/** GET /api/goal/mine/summary: the caller's own goals and the check-ins due this week (any signed-in user, only their own). */
export const MyGoalSummary = Type.Object({
  /** ISO week `YYYY-Www` of today (KST) and its Monday: a check-in from that day on counts for the week. */
  isoWeek: Type.String(),
  weekStart: LocalDate,
  goals: Type.Array(MyGoal),
  dueKeyResults: Type.Array(MyDueKeyResult),
});
export type MyGoalSummary = Static<typeof MyGoalSummary>;
