import { type Static, Type } from 'typebox';
import { DateTime, Id, LocalDate, Nullable, Text, Version, Yn, labelled } from '../common';

/** 휴가 (DOMAIN §8 UserHr LeaveRecord): a person's leave, its workdays and its single-step approval. */

export const LeaveType = labelled(
  { ANNUAL: '연차', HALF_AM: '오전 반차', HALF_PM: '오후 반차', SICK: '병가', FAMILY: '경조사', PARENTAL: '육아휴직', OFFICIAL: '공가', UNPAID: '무급휴가' },
  '휴가 유형',
);
export const LEAVE_TYPES = LeaveType.codes;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LeaveStatus = labelled({ REQUESTED: '신청', APPROVED: '승인', REJECTED: '반려', CANCELED: '취소' }, '상태');
export const LEAVE_STATUSES = LeaveStatus.codes;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Half-day types: one day, 0.5 of it, half the standard hours off. */
export const HALF_LEAVE_TYPES: readonly LeaveType[] = ['HALF_AM', 'HALF_PM'];
/** Types that draw on the annual entitlement (연차). */
export const ANNUAL_LEAVE_TYPES: readonly LeaveType[] = ['ANNUAL', 'HALF_AM', 'HALF_PM'];
export const LEAVE_LIMITS = { reason: 200, rejectReason: 200 } as const;

export const LeaveRecord = Type.Object({
  id: Id,
  userId: Id,
  userName: Type.String(),
  deptName: Nullable(Type.String()),
  type: LeaveType.schema,
  fromDate: LocalDate,
  toDate: LocalDate,
  /** Workdays of the calendar in from..to; a half day is 0.5. */
  days: Type.Number(),
  reason: Nullable(Type.String()),
  status: LeaveStatus.schema,
  decidedByName: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  rejectReason: Nullable(Type.String()),
  createdAt: DateTime,
  version: Version,
  /** What the caller may do with it now. */
  canDecideYn: Yn,
  canCancelYn: Yn,
});
export type LeaveRecord = Static<typeof LeaveRecord>;

/**
 * 연차 of the entitlement year containing `asOf` (hire-anniversary basis): the first year accrues 1 day per full month
 * worked (≤ 11); from each anniversary 15 days, +1 per 2 further years of service (≤ 25).
 */
export const LeaveEntitlement = Type.Object({
  asOf: LocalDate,
  hireDate: Nullable(LocalDate),
  /** The entitlement year: from the last anniversary (or the hire date) to the day before the next. */
  periodFrom: Nullable(LocalDate),
  periodTo: Nullable(LocalDate),
  /** 발생 */
  granted: Type.Number(),
  /** 사용: APPROVED ANNUAL and half days in the period. */
  used: Type.Number(),
  /** REQUESTED ANNUAL and half days in the period (not yet decided). */
  requested: Type.Number(),
  /** 잔여 = 발생 − 사용 */
  remaining: Type.Number(),
});
export type LeaveEntitlement = Static<typeof LeaveEntitlement>;

export const LeaveListQuery = Type.Object({
  userId: Type.Optional(Id),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type LeaveListQuery = Static<typeof LeaveListQuery>;

export const LeaveList = Type.Object({
  userId: Id,
  year: Type.Integer(),
  entitlement: LeaveEntitlement,
  content: Type.Array(LeaveRecord),
  /** The caller may add leave for this person (themself, or USER_HR_WRITE). */
  canCreateYn: Yn,
  /** The caller may record it directly as approved (USER_HR_WRITE). */
  canApproveDirectlyYn: Yn,
});
export type LeaveList = Static<typeof LeaveList>;

export const LeaveCreateBody = Type.Object({
  /** Whose leave; absent = the caller's own. */
  userId: Type.Optional(Id),
  type: LeaveType.schema,
  fromDate: LocalDate,
  toDate: LocalDate,
  reason: Type.Optional(Nullable(Text(LEAVE_LIMITS.reason))),
  /** USER_HR_WRITE only: record it as APPROVED at once. */
  approvedYn: Type.Optional(Yn),
});
export type LeaveCreateBody = Static<typeof LeaveCreateBody>;

export const LeaveVersionBody = Type.Object({ version: Version });
export type LeaveVersionBody = Static<typeof LeaveVersionBody>;

export const LeaveRejectBody = Type.Object({ version: Version, reason: Text(LEAVE_LIMITS.rejectReason) });
export type LeaveRejectBody = Static<typeof LeaveRejectBody>;
