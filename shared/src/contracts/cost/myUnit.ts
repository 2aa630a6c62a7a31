import { type Static, Type } from 'typebox';
import { Id, LocalDate, MAX_PAGE_SIZE, Nullable, OrEmpty, PageNumber, labelled } from '../common';
import { MEMBER_ROLE, PROJECT_STATUS } from '../okr/project';

/**
 * 내 유닛 (DOMAIN §6 MyUnit, /mypage/myunit): a read model of the caller's own (lowest) department for one ISO week —
 * its members' week submission, hours by project in the week and its month, the unit's allocation against its share of
 * the logged hours, and the caller's projects. Per-person rows only for the unit's leader and for WORKLOG_MANAGEMENT_READ
 * whose scope holds the unit; anyone else sees the unit's totals and their own row.
 */

/** A week's submission as the unit shows it: NONE while the person wrote nothing that week. */
export const UNIT_WEEK_STATUS = labelled({ NONE: '미작성', DRAFT: '작성 중', SUBMITTED: '제출', APPROVED: '승인', REJECTED: '반려' }, '제출 상태');
export type UnitWeekStatus = (typeof UNIT_WEEK_STATUS.codes)[number];

export const MyUnitQuery = Type.Object({ weekStart: OrEmpty(LocalDate) });
export type MyUnitQuery = Static<typeof MyUnitQuery>;

/** One person of the unit in the week: submission, hours against the calendar's, Σ allocation on projects running that week. */
export const UnitMember = Type.Object({
  userId: Id,
  name: Type.String(),
  leaderYn: Type.Enum(['Y', 'N']),
  status: UNIT_WEEK_STATUS.schema,
  weekHours: Type.Number(),
  monthHours: Type.Number(),
  /** The person's expected hours of the week: the calendar's less their approved leave. */
  expectedHours: Type.Number(),
  allocationPct: Type.Number({ description: '그 주에 걸친 프로젝트 참여 투입률 합계(%)' }),
});
export type UnitMember = Static<typeof UnitMember>;

/** One project the unit logged hours on or is allocated to in the week. */
export const UnitProject = Type.Object({
  projectId: Id,
  projectNo: Type.String(),
  name: Type.String(),
  weekHours: Type.Number(),
  monthHours: Type.Number(),
  /** Σ allocation % of the unit's members on the project that week. */
  allocationPct: Type.Number(),
  /** That allocation as a share of the unit's whole allocation (%), and the project's share of the unit's week hours (%). */
  allocationSharePct: Type.Number(),
  hoursSharePct: Type.Number(),
});
export type UnitProject = Static<typeof UnitProject>;

/** A project the caller is on that week, with their own hours. */
export const UnitMyProject = Type.Object({
  projectId: Id,
  projectNo: Type.String(),
  name: Type.String(),
  status: PROJECT_STATUS.schema,
  role: MEMBER_ROLE.schema,
  allocationPct: Type.Number(),
  weekHours: Type.Number(),
  monthHours: Type.Number(),
});
export type UnitMyProject = Static<typeof UnitMyProject>;

export const MyUnit = Type.Object({
  /** The caller's department; null when they belong to none (the page says so). */
  dept: Nullable(Type.Object({ id: Id, name: Type.String(), leaderName: Nullable(Type.String()) })),
  weekStart: LocalDate,
  isoWeek: Type.String(),
  /** The month the week counts towards (its Thursday's, as ISO weeks do): YYYY-MM. */
  month: Type.String(),
  /** Whether `members` lists everyone (leader, WORKLOG_MANAGEMENT_READ in scope) or the caller alone. */
  detailYn: Type.Enum(['Y', 'N']),
  memberCount: Type.Integer(),
  /** Members per week status (every member counted, whoever asks). */
  statusCounts: Type.Record(Type.String(), Type.Integer()),
  weekHours: Type.Number(),
  monthHours: Type.Number(),
  /** The calendar's hours of the week for one person (workdays × standard hours). */
  expectedHours: Type.Number(),
  /** The members' expected hours together, each less their approved leave (DOMAIN §6). */
  unitExpectedHours: Type.Number(),
  members: Type.Array(UnitMember),
  projects: Type.Array(UnitProject),
  myProjects: Type.Array(UnitMyProject),
});
export type MyUnit = Static<typeof MyUnit>;

/** The weeks awaiting the caller's decision as their approver (DOMAIN §1: the leader of the author's department), newest first. */
export const MyApprovalsQuery = Type.Object({ page: Type.Optional(PageNumber), size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })) });
export type MyApprovalsQuery = Static<typeof MyApprovalsQuery>;
