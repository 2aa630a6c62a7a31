import { Type } from 'typebox';
import { Id, LocalDate, Nullable, type Static } from '../common';
import { DashboardCount, DashboardPeriod, DashboardYm, dashboardFigure, dashboardLinked } from '../dashboard';
import { TaskActivityCategory } from './taskActivity';
import { WorkLogStatus } from './worklog';

/** 업무일지 대시보드 (DOMAIN §10 worklog): hours of the people in the viewer's scope, against the work calendar. */

export const WorklogDashboardQuery = Type.Object({
  fromYm: Type.Optional(DashboardYm),
  toYm: Type.Optional(DashboardYm),
  deptId: Type.Optional(Id),
  projectId: Type.Optional(Id),
  taskActivityId: Type.Optional(Id),
});
export type WorklogDashboardQuery = Static<typeof WorklogDashboardQuery>;

const Hours = Type.Number();

export const WorklogDashboard = Type.Object({
  period: DashboardPeriod,
  /** Weeks that count: ISO weeks whose Monday falls in the period and that have ended. */
  weeks: Type.Object({ from: Nullable(LocalDate), to: Nullable(LocalDate), count: DashboardCount }),
  cards: Type.Object({
    /** submitted (SUBMITTED or APPROVED) ÷ expected user-weeks × 100. */
    submissionRate: dashboardFigure({ submitted: DashboardCount, expected: DashboardCount }),
    /** logged ÷ expected hours × 100 (expected = the work calendar's hours × people). */
    loggedRate: dashboardFigure({ logged: Hours, expected: Hours }),
    /** PROJECT-category hours ÷ logged × 100. */
    utilisation: dashboardFigure({ projectHours: Hours, logged: Hours }),
    /** hours of billable activities ÷ logged × 100. */
    billable: dashboardFigure({ billableHours: Hours, logged: Hours }),
    /** SUBMITTED weeks awaiting approval. */
    approvalBacklog: dashboardFigure(),
    /** (person, week) with more than 52 hours (주 52시간). */
    over52Weeks: dashboardFigure(),
  }),
  byMonth: Type.Array(Type.Object({ ym: Type.String(), PROJECT: Hours, INDIRECT: Hours, LEAVE: Hours })),
  byProject: Type.Array(dashboardLinked({ projectId: Id, name: Type.String(), hours: Hours })),
  byActivity: Type.Array(dashboardLinked({ taskActivityId: Id, name: Type.String(), category: TaskActivityCategory.schema, hours: Hours })),
  over52: Type.Array(dashboardLinked({ userId: Id, userName: Type.String(), deptName: Nullable(Type.String()), weekStart: LocalDate, hours: Hours })),
  /** People below the expected hours of the recent ended weeks (up to four, newest first). */
  missing: Type.Array(
    dashboardLinked({ userId: Id, userName: Type.String(), deptName: Nullable(Type.String()), weekStart: LocalDate, status: WorkLogStatus.schema, loggedHours: Hours, expectedHours: Hours }),
  ),
});
export type WorklogDashboard = Static<typeof WorklogDashboard>;
