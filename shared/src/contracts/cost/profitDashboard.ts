import { Type } from 'typebox';
import { Id, Nullable, type Static } from '../common';
import { DashboardPct, DashboardPeriod, DashboardYm, dashboardFigure, dashboardLinked } from '../dashboard';

/** 손익 대시보드 (DOMAIN §10 profit): the ProjectProfit read model (§6) of the projects in the viewer's scope, in whole won. */

export const ProfitDashboardQuery = Type.Object({
  fromYm: Type.Optional(DashboardYm),
  toYm: Type.Optional(DashboardYm),
  /** With its subtree. */
  deptId: Type.Optional(Id),
  projectTypeId: Type.Optional(Id),
  pmUserId: Type.Optional(Id),
});
export type ProfitDashboardQuery = Static<typeof ProfitDashboardQuery>;

const Won = Type.Integer();

/** The six figures of a period (DOMAIN §6): revenue, the three costs, operating profit and its margin. */
const monthFigures = {
  revenue: Won,
  laborCost: Won,
  directCost: Won,
  commonCost: Won,
  /** revenue − laborCost − directCost − commonCost. */
  operatingProfit: Won,
  /** operatingProfit ÷ revenue × 100; null at revenue 0. */
  marginPct: DashboardPct,
};

const project = { projectId: Id, projectNo: Type.String(), name: Type.String() };

export const ProfitDashboard = Type.Object({
  period: DashboardPeriod,
  /** Projects counted (active in the period, in scope and filters). */
  projects: Type.Integer({ minimum: 0 }),
  cards: Type.Object({
    revenue: dashboardFigure(),
    laborCost: dashboardFigure(),
    directCost: dashboardFigure(),
    commonCost: dashboardFigure(),
    operatingProfit: dashboardFigure(),
    marginPct: dashboardFigure(),
    /** Σ contract − cumulative revenue up to the period's last month. */
    backlog: dashboardFigure({ contractAmount: Won }),
  }),
  /** Every month of the period, in order (months without figures are zero). */
  byMonth: Type.Array(Type.Object({ ym: Type.String(), ...monthFigures })),
  /** Highest and lowest margins among the projects with revenue in the period (five each). */
  top: Type.Array(dashboardLinked({ ...project, revenue: Won, operatingProfit: Won, marginPct: Type.Number() })),
  bottom: Type.Array(dashboardLinked({ ...project, revenue: Won, operatingProfit: Won, marginPct: Type.Number() })),
  /** Projects with a budget, highest burn first: cumulative use ÷ budget × 100 (null without that budget). */
  burn: Type.Array(
    dashboardLinked({
      ...project,
      cumLaborCost: Won,
      budgetLabor: Nullable(Won),
      laborBurnPct: DashboardPct,
      cumHours: Type.Number(),
      budgetHours: Nullable(Type.Number()),
      hoursBurnPct: DashboardPct,
      cumDirectCost: Won,
      budgetDirect: Nullable(Won),
      directBurnPct: DashboardPct,
    }),
  ),
  /** Projects with the largest backlog (contract not yet billed). */
  backlog: Type.Array(dashboardLinked({ ...project, contractAmount: Won, cumRevenue: Won, backlog: Won })),
});
export type ProfitDashboard = Static<typeof ProfitDashboard>;
