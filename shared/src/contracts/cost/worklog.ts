import { type Static, Type } from 'typebox';
import { Id, LocalDate, Nullable, Text, Version, Yn, labelled } from '../common';
import { TaskActivityCategory } from './taskActivity';

/** 내 업무일지 (DOMAIN §6 WorkLog, /mypage/worklog): the caller's ISO week as a grid, rows (project, activity) × Mon–Sun. */

export const WorkLogStatus = labelled({ DRAFT: '작성 중', SUBMITTED: '제출', APPROVED: '승인', REJECTED: '반려' }, '상태');
export const WORK_LOG_STATUSES = WorkLogStatus.codes;
export type WorkLogStatus = (typeof WORK_LOG_STATUSES)[number];

/** The rules of a day and of a week (DOMAIN §6): Σ a day ≤ 24 (> 12 warns), a week > 52 warns, 0.25-hour steps. */
export const WORK_LOG_LIMITS = { dayMax: 24, dayWarn: 12, weekWarn: 52, step: 0.25, note: 4000, rows: 100 } as const;

/** Hours of one cell: 0–24 in 0.25 steps (checked by the server with a Korean message); null (or 0) = nothing logged. */
export const Hours = Type.Number({ minimum: -1000, maximum: 1000 });

export const WeekQuery = Type.Object({ weekStart: LocalDate });
export type WeekQuery = Static<typeof WeekQuery>;

export const WorkDay = Type.Object({
  date: LocalDate,
  workdayYn: Yn,
  holidayName: Nullable(Type.String()),
  /** From the work calendar: standard hours on a workday, 0 otherwise; less the person's approved leave. */
  expectedHours: Type.Number(),
  /** The approved leave of the day (e.g. `연차`, `오전 반차`), null without. */
  leave: Nullable(Type.String()),
  totalHours: Type.Number(),
  /** After today (KST): nothing may be logged yet. */
  futureYn: Yn,
  /** In a CLOSED cost month (DOMAIN §6 CostPeriod): the day's hours are locked. */
  closedYn: Yn,
});
export type WorkDay = Static<typeof WorkDay>;

/** One grid row: a project and an activity, hours Monday..Sunday (7 cells). */
export const WorkLogRow = Type.Object({
  projectId: Id,
  projectNo: Type.String(),
  projectName: Type.String(),
  projectTypeId: Id,
  taskActivityId: Id,
  activityName: Type.String(),
  groupName: Type.String(),
  category: TaskActivityCategory.schema,
  noteRequiredYn: Yn,
  note: Nullable(Type.String()),
  hours: Type.Array(Nullable(Type.Number()), { minItems: 7, maxItems: 7 }),
});
export type WorkLogRow = Static<typeof WorkLogRow>;

export const WorkLogWeek = Type.Object({
  weekStart: LocalDate,
  /** ISO week `YYYY-Www`. */
  isoWeek: Type.String(),
  status: WorkLogStatus.schema,
  rejectReason: Nullable(Type.String()),
  /** DRAFT or REJECTED: the grid may be saved and submitted. */
  editableYn: Yn,
  version: Version,
  days: Type.Array(WorkDay),
  rows: Type.Array(WorkLogRow),
  totalHours: Type.Number(),
  expectedHours: Type.Number(),
  /** Korean warnings: a day over 12 hours, a week over 52. */
  warnings: Type.Array(Type.String()),
});
export type WorkLogWeek = Static<typeof WorkLogWeek>;

export const WorkLogRowBody = Type.Object({
  projectId: Id,
  taskActivityId: Id,
  note: Type.Optional(Nullable(Text(WORK_LOG_LIMITS.note))),
  hours: Type.Array(Nullable(Hours), { minItems: 7, maxItems: 7 }),
});
export type WorkLogRowBody = Static<typeof WorkLogRowBody>;

/** The whole grid of a DRAFT/REJECTED week; rows left out are removed. */
export const WorkLogWeekBody = Type.Object({
  weekStart: LocalDate,
  version: Version,
  rows: Type.Array(WorkLogRowBody, { maxItems: WORK_LOG_LIMITS.rows }),
});
export type WorkLogWeekBody = Static<typeof WorkLogWeekBody>;

export const WorkLogSubmitBody = Type.Object({ weekStart: LocalDate, version: Version });
export type WorkLogSubmitBody = Static<typeof WorkLogSubmitBody>;

export const MyProjectsQuery = Type.Object({ date: LocalDate });
export type MyProjectsQuery = Static<typeof MyProjectsQuery>;

/** A project the caller may log hours on in the ISO week of the date: a member then, or an internal project. */
export const MyProject = Type.Object({
  id: Id,
  projectNo: Type.String(),
  name: Type.String(),
  projectTypeId: Id,
  projectTypeName: Type.String(),
  internalYn: Yn,
  /** The membership's dates (null for an internal project the caller is not a member of). */
  memberFrom: Nullable(LocalDate),
  memberTo: Nullable(LocalDate),
});
export type MyProject = Static<typeof MyProject>;

/** The project type whose projects everyone may log on without being a member (DOMAIN §5). */
export const INTERNAL_PROJECT_TYPE = 'INTERNAL';
