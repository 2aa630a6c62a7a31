import { Type } from 'typebox';
import { CodeList, Id, ListQuery, Nullable, OrEmpty, PageOf, type Static, Yn } from '../common';
import { YnFilter } from '../crm/queryParts';
import { PROJECT_STATUS } from '../okr/project';
import { YearMonth } from './costPeriod';

/** 프로젝트 손익 (DOMAIN §6 ProjectProfit, `/project/profit`): a read model of project × month, in whole won. */

const Won = Type.Integer();
const Hours = Type.Number();
/** A percentage to one decimal; null when its base is 0 (or, for burn, when no budget is set). */
const Pct = Nullable(Type.Number());

export const PROJECT_PROFIT_SORTS = ['projectNo', 'name', 'revenue', 'laborCost', 'directCost', 'commonCost', 'grossProfit', 'operatingProfit', 'marginPct', 'hours', 'contractAmount', 'backlog'] as const;

/** The filters of the list, its export and its drill-down. Period default: this calendar year (at most 36 months). */
const filters = {
  fromYm: OrEmpty(YearMonth),
  toYm: OrEmpty(YearMonth),
  deptId: OrEmpty(Id),
  /** With deptId: the department's subtree too (default Y). */
  includeSubDeptYn: YnFilter('N: 그 부서만 (기본 하위 부서 포함)'),
  pmUserId: OrEmpty(Id),
  projectTypeId: OrEmpty(Id),
  customerId: OrEmpty(Id),
  statusList: Type.Optional(CodeList(80)),
  /** Y: projects of non-billable (internal) types too; default N. */
  includeInternalYn: YnFilter('Y: 내부(비청구) 유형 프로젝트 포함'),
  /** Y (잠정): labour cost counts SUBMITTED logs as well as APPROVED. */
  provisionalYn: YnFilter('Y: 잠정 (제출된 업무일지 포함)'),
};
export const ProjectProfitQuery = ListQuery(filters);
export type ProjectProfitQuery = Static<typeof ProjectProfitQuery>;
/** The drill-down's query: the same period and mode (the other filters do not apply to one project). */
export const ProjectProfitDetailQuery = Type.Object({ fromYm: filters.fromYm, toYm: filters.toYm, provisionalYn: filters.provisionalYn });
export type ProjectProfitDetailQuery = Static<typeof ProjectProfitDetailQuery>;

/** The figures of a period (DOMAIN §6 table); each project-month floored before summing. */
const figures = {
  revenue: Won,
  laborCost: Won,
  directCost: Won,
  commonCost: Won,
  /** revenue − laborCost − directCost. */
  grossProfit: Won,
  /** grossProfit − commonCost. */
  operatingProfit: Won,
  /** operatingProfit ÷ revenue × 100; null at revenue 0. */
  marginPct: Pct,
  /** Hours of the counted logs (LEAVE excluded). */
  hours: Hours,
};
export const ProfitFigures = Type.Object(figures);
export type ProfitFigures = Static<typeof ProfitFigures>;

/** One project-month (the grain of the read model). `frozenYn`: labour cost from the month close (CLOSING / CLOSED). */
export const ProjectProfitMonth = Type.Object({ projectId: Id, ym: YearMonth, frozenYn: Yn, ...figures });
export type ProjectProfitMonth = Static<typeof ProjectProfitMonth>;

/** A project's row: the period's figures, and contract, backlog and burn on the cumulative figures up to toYm. */
export const ProjectProfitRow = Type.Object({
  projectId: Id,
  projectNo: Type.String(),
  name: Type.String(),
  status: PROJECT_STATUS.schema,
  projectTypeId: Id,
  projectTypeName: Type.String(),
  customerId: Nullable(Id),
  customerName: Nullable(Type.String()),
  pmUserId: Id,
  pmName: Nullable(Type.String()),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  ...figures,
  /** Σ contract krwSupplyAmount of the project (수주). */
  contractAmount: Won,
  /** Revenue, labour, hours and direct cost from the project's first month up to toYm. */
  cumRevenue: Won,
  cumLaborCost: Won,
  cumHours: Hours,
  cumDirectCost: Won,
  /** contractAmount − cumRevenue. */
  backlog: Won,
  budgetLabor: Nullable(Won),
  budgetHours: Nullable(Hours),
  budgetDirect: Nullable(Won),
  laborBurnPct: Pct,
  hoursBurnPct: Pct,
  directBurnPct: Pct,
});
export type ProjectProfitRow = Static<typeof ProjectProfitRow>;

export const ProfitTotals = Type.Object({ ...figures, contractAmount: Won, backlog: Won });
export type ProfitTotals = Static<typeof ProfitTotals>;
/** Totals of a department or a project type over every matching project (not only the page). */
export const ProfitGroupTotal = Type.Object({ id: Nullable(Id), name: Nullable(Type.String()), projects: Type.Integer({ minimum: 0 }), ...ProfitTotals.properties });
export type ProfitGroupTotal = Static<typeof ProfitGroupTotal>;

export const ProjectProfitPage = Type.Object({
  ...PageOf(ProjectProfitRow).properties,
  period: Type.Object({ fromYm: YearMonth, toYm: YearMonth }),
  totals: ProfitTotals,
  byDept: Type.Array(ProfitGroupTotal),
  byType: Type.Array(ProfitGroupTotal),
});
export type ProjectProfitPage = Static<typeof ProjectProfitPage>;

/** A person's share of the project's labour in the period: cost only for SALARY_MANAGEMENT_READ holders (else null, maskedYn Y). */
export const ProjectProfitPerson = Type.Object({
  userId: Id,
  userName: Type.String(),
  deptName: Nullable(Type.String()),
  hours: Hours,
  laborCost: Nullable(Won),
  maskedYn: Yn,
});
export type ProjectProfitPerson = Static<typeof ProjectProfitPerson>;

export const ProjectProfitDetail = Type.Object({
  period: Type.Object({ fromYm: YearMonth, toYm: YearMonth }),
  project: ProjectProfitRow,
  /** Every month of the period, in order (months without figures are zero). */
  months: Type.Array(ProjectProfitMonth),
  people: Type.Array(ProjectProfitPerson),
});
export type ProjectProfitDetail = Static<typeof ProjectProfitDetail>;
