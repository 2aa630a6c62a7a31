import { type Static, Type } from 'typebox';
import { CodeList, DateTime, Id, ListQuery, LocalDate, Nullable, OrEmpty, Text, Version } from '../common';
import { WorkLogStatus, WorkLogWeek, WorkLogWeekBody } from './worklog';

/** 업무일지 관리 (DOMAIN §6 WorkLog, /worklog/management): the weeks of the caller's department scope, their approval. */

/** Filters in the address: week range (Mondays), department (subtree), person, statuses (none = all; the screen starts at SUBMITTED). */
export const WorkLogWeekListQuery = ListQuery({
  weekFrom: OrEmpty(LocalDate),
  weekTo: OrEmpty(LocalDate),
  deptId: OrEmpty(Id),
  userId: OrEmpty(Id),
  statusList: Type.Optional(CodeList()),
});
export type WorkLogWeekListQuery = Static<typeof WorkLogWeekListQuery>;

/** One person's ISO week as the management list shows it. */
export const WorkLogWeekItem = Type.Object({
  id: Id,
  userId: Id,
  userName: Type.String(),
  username: Type.String(),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  weekStart: LocalDate,
  isoWeek: Type.String(),
  status: WorkLogStatus.schema,
  totalHours: Type.Number(),
  expectedHours: Type.Number(),
  submittedAt: Nullable(DateTime),
  decidedAt: Nullable(DateTime),
  decidedByName: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  version: Version,
});
export type WorkLogWeekItem = Static<typeof WorkLogWeekItem>;

/** A person's week for the management page (read-only grid, or entered on their behalf). */
export const PersonWeekQuery = Type.Object({ userId: Id, weekStart: LocalDate });
export type PersonWeekQuery = Static<typeof PersonWeekQuery>;

export const PersonWeek = Type.Object({
  ...WorkLogWeek.properties,
  /** The week's header id (null while nothing was ever written), for approve / reject. */
  id: Nullable(Id),
  userId: Id,
  userName: Type.String(),
  deptName: Nullable(Type.String()),
});
export type PersonWeek = Static<typeof PersonWeek>;

export const PersonProjectsQuery = Type.Object({ userId: Id, date: LocalDate });
export type PersonProjectsQuery = Static<typeof PersonProjectsQuery>;

/** Entering a DRAFT/REJECTED week on someone's behalf (WORKLOG_MANAGEMENT_WRITE). */
export const PersonWeekBody = Type.Object({ ...WorkLogWeekBody.properties, userId: Id });
export type PersonWeekBody = Static<typeof PersonWeekBody>;
export const PersonSubmitBody = Type.Object({ userId: Id, weekStart: LocalDate, version: Version });
export type PersonSubmitBody = Static<typeof PersonSubmitBody>;

/** The reason a rejection needs (DOMAIN §6: str(200)). */
export const REJECT_REASON_MAX = 200;
export const WEEK_DECISION_MAX = 100;

export const WeekRef = Type.Object({ id: Id, version: Version });
export type WeekRef = Static<typeof WeekRef>;

/** Approve one or several SUBMITTED weeks; each with the version read (409 when any changed). */
export const WeekApproveBody = Type.Object({ weeks: Type.Array(WeekRef, { minItems: 1, maxItems: WEEK_DECISION_MAX }) });
export type WeekApproveBody = Static<typeof WeekApproveBody>;

/** Reject one or several SUBMITTED weeks with one reason; the weeks reopen for their authors. */
export const WeekRejectBody = Type.Object({
  weeks: Type.Array(WeekRef, { minItems: 1, maxItems: WEEK_DECISION_MAX }),
  reason: Text(REJECT_REASON_MAX),
});
export type WeekRejectBody = Static<typeof WeekRejectBody>;

export const WeekDecisionResult = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type WeekDecisionResult = Static<typeof WeekDecisionResult>;

/** 미작성 현황: the people of the scope whose logged hours are below their expected hours for the week. */
export const MissingQuery = Type.Object({ weekStart: LocalDate, deptId: OrEmpty(Id) });
export type MissingQuery = Static<typeof MissingQuery>;

export const MissingRow = Type.Object({
  userId: Id,
  userName: Type.String(),
  username: Type.String(),
  deptName: Nullable(Type.String()),
  status: WorkLogStatus.schema,
  loggedHours: Type.Number(),
  expectedHours: Type.Number(),
});
export type MissingRow = Static<typeof MissingRow>;
