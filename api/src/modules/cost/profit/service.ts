import { PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import {
  PROJECT_PROFIT_SORTS,
  type ProfitGroupTotal,
  type ProfitTotals,
  type ProjectProfitDetail,
  type ProjectProfitDetailQuery,
  type ProjectProfitMonth,
  type ProjectProfitPage,
  type ProjectProfitQuery,
  type ProjectProfitRow,
} from '@dure/shared/contracts/cost/profit';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { type Period, deptSubtree, idList, pct, periodOf } from '../../../lib/dashboard';
import { type DataScope, type ScopeCaller, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { seesSalary } from '../../../lib/masking';
import { type MonthFigures, type ProfitProjectInfo, type ProfitSelection, profitMonths, profitPeople, profitProjects } from './months';

/**
 * 프로젝트 손익 (DOMAIN §6 ProjectProfit). Who sees which project: PROJECT_PROFIT _READ its department scope
 * (owner department in the caller's subtrees), _ADMIN / SUPER every project, and a PM their own projects even
 * without the role; anyone else 403. Figures per project-month come from `profitMonths` (one statement).
 */

const MAX_ROWS = 10_000;

/** The caller's visibility of projects as a condition on `project p`; 403 for a caller who sees none. */
export async function projectVisibility(db: Executor, caller: ScopeCaller): Promise<SQL> {
  const scope: DataScope = await scopeOf(db, caller, 'PROJECT_PROFIT');
  const own = sql`p.pm_user_id = ${caller.userId}`;
  if (scope.kind === 'ORG') return sql`true`;
  if (scope.kind === 'DEPT') return scope.deptIds.length > 0 ? sql`(p.owner_dept_id in (${idList(scope.deptIds)}) or ${own})` : own;
  const [pm] = await rowsOf<{ n: number }>(db, sql`select 1 as n from project p where p.deleted_yn = 'N' and ${own} limit 1`);
  if (!pm) throw forbidden();
  return own;
}

const ids = (v: number | '' | undefined) => (v === '' || v === undefined ? undefined : Number(v));

/** The list's project filter (visibility and filters, projects active in the period) as a condition on `p` / `pt`. */
export async function projectFilter(db: Executor, caller: ScopeCaller, query: ProjectProfitQuery, period: Period): Promise<SQL> {
  const parts: SQL[] = [sql`p.deleted_yn = 'N'`, await projectVisibility(db, caller)];
  const deptId = ids(query.deptId);
  if (deptId) {
    const subtree = query.includeSubDeptYn === 'N' ? [deptId] : await deptSubtree(db, deptId);
    parts.push(sql`p.owner_dept_id in (${idList(subtree ?? [deptId])})`);
  }
  if (ids(query.pmUserId)) parts.push(sql`p.pm_user_id = ${ids(query.pmUserId)}`);
  if (ids(query.projectTypeId)) parts.push(sql`p.project_type_id = ${ids(query.projectTypeId)}`);
  if (ids(query.customerId)) parts.push(sql`p.customer_id = ${ids(query.customerId)}`);
  const statuses = (query.statusList ?? '').split(',').filter(Boolean);
  if (statuses.some((s) => !(PROJECT_STATUS.codes as readonly string[]).includes(s))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) parts.push(sql`p.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`);
  if (query.includeInternalYn !== 'Y') parts.push(sql`pt.billable_yn = 'Y'`);
  const keyword = query.keyword?.trim();
  if (keyword) parts.push(sql`(p.project_no ilike ${containsPattern(keyword)} or p.name ilike ${containsPattern(keyword)})`);
  // Active in the period: its dates overlap it, or revenue or direct cost landed in it.
  parts.push(sql`(
    (p.start_date <= ${period.toDate} and coalesce(p.actual_end_date, p.end_date) >= ${period.fromDate})
    or exists (select 1 from sales_ledger sl where sl.project_id = p.id and sl.deleted_yn = 'N' and sl.ym between ${period.fromYm} and ${period.toYm})
    or exists (select 1 from direct_cost dc where dc.project_id = p.id and dc.deleted_yn = 'N' and dc.status = 'CONFIRMED' and dc.cost_date between ${period.fromDate} and ${period.toDate}))`);
  return sql.join(parts, sql` and `);
}

type Sum = { revenue: number; laborCost: number; directCost: number; commonCost: number; hours: number };
const zero = (): Sum => ({ revenue: 0, laborCost: 0, directCost: 0, commonCost: 0, hours: 0 });
const add = (a: Sum, b: Sum) => {
  a.revenue += b.revenue;
  a.laborCost += b.laborCost;
  a.directCost += b.directCost;
  a.commonCost += b.commonCost;
  a.hours = Math.round((a.hours + b.hours) * 100) / 100;
};
/** Gross, operating profit and margin of summed figures. */
function derived(s: Sum) {
  const grossProfit = s.revenue - s.laborCost - s.directCost;
  const operatingProfit = grossProfit - s.commonCost;
  return { revenue: s.revenue, laborCost: s.laborCost, directCost: s.directCost, commonCost: s.commonCost, hours: s.hours, grossProfit, operatingProfit, marginPct: pct(operatingProfit, s.revenue) };
}
const burn = (used: number, budget: number | null) => (budget === null || budget <= 0 ? null : pct(used, budget));

/** Project rows of the period: the period's figures and the cumulative ones up to toYm. */
export function projectRows(projects: ProfitProjectInfo[], months: MonthFigures[], period: Period): ProjectProfitRow[] {
  const inPeriod = new Map<number, Sum>();
  const cumulative = new Map<number, Sum>();
  for (const m of months) {
    if (!cumulative.has(m.projectId)) cumulative.set(m.projectId, zero());
    add(cumulative.get(m.projectId)!, m);
    if (m.ym >= period.fromYm) {
      if (!inPeriod.has(m.projectId)) inPeriod.set(m.projectId, zero());
      add(inPeriod.get(m.projectId)!, m);
    }
  }
  return projects.map((p) => {
    const cum = cumulative.get(p.id) ?? zero();
    return {
      projectId: p.id,
      projectNo: p.projectNo,
      name: p.name,
      status: p.status as ProjectProfitRow['status'],
      projectTypeId: p.projectTypeId,
      projectTypeName: p.projectTypeName,
      customerId: p.customerId,
      customerName: p.customerName,
      pmUserId: p.pmUserId,
      pmName: p.pmName,
      ownerDeptId: p.ownerDeptId,
      ownerDeptName: p.ownerDeptName,
      ...derived(inPeriod.get(p.id) ?? zero()),
      contractAmount: p.contractAmount,
      cumRevenue: cum.revenue,
      cumLaborCost: cum.laborCost,
      cumHours: cum.hours,
      cumDirectCost: cum.directCost,
      backlog: p.contractAmount - cum.revenue,
      budgetLabor: p.budgetLabor,
      budgetHours: p.budgetHours,
      budgetDirect: p.budgetDirect,
      laborBurnPct: burn(cum.laborCost, p.budgetLabor),
      hoursBurnPct: burn(cum.hours, p.budgetHours),
      directBurnPct: burn(cum.directCost, p.budgetDirect),
    };
  });
}

function totalsOf(rows: ProjectProfitRow[]): ProfitTotals {
  const s = zero();
  let contractAmount = 0;
  let backlog = 0;
  for (const r of rows) {
    add(s, r);
    contractAmount += r.contractAmount;
    backlog += r.backlog;
  }
  return { ...derived(s), contractAmount, backlog };
}

function groupTotals(rows: ProjectProfitRow[], key: (r: ProjectProfitRow) => [number | null, string | null]): ProfitGroupTotal[] {
  const groups = new Map<number | null, { name: string | null; rows: ProjectProfitRow[] }>();
  for (const r of rows) {
    const [id, name] = key(r);
    if (!groups.has(id)) groups.set(id, { name, rows: [] });
    groups.get(id)!.rows.push(r);
  }
  return [...groups.entries()].map(([id, g]) => ({ id, name: g.name, projects: g.rows.length, ...totalsOf(g.rows) })).sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'ko'));
}

function comparator(sort: string | undefined): (a: ProjectProfitRow, b: ProjectProfitRow) => number {
  const [field = 'projectNo', dir = 'desc'] = (sort || 'projectNo,desc').split(',');
  if (!(PROJECT_PROFIT_SORTS as readonly string[]).includes(field) || !['asc', 'desc'].includes(dir)) throw validationError({ sort: API_MESSAGES.fieldChoice });
  const sign = dir === 'asc' ? 1 : -1;
  const k = field as (typeof PROJECT_PROFIT_SORTS)[number];
  return (a, b) => {
    const x = a[k];
    const y = b[k];
    // nulls (a margin without revenue) last either way; ties by id desc
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (typeof x === 'string' ? x.localeCompare(String(y), 'ko') : (x as number) - (y as number)) * sign;
    }
    return b.projectId - a.projectId;
  };
}

const selectionOf = (projects: SQL, period: Period, provisionalYn: string | undefined): ProfitSelection => ({
  projects,
  toYm: period.toYm,
  provisional: provisionalYn === 'Y',
});

/** Every project row of a filter, unpaged (the dashboard's source too). */
export async function profitRows(db: Executor, caller: ScopeCaller, query: ProjectProfitQuery, now: Date): Promise<{ period: Period; rows: ProjectProfitRow[] }> {
  const period = periodOf({ fromYm: query.fromYm || undefined, toYm: query.toYm || undefined }, now);
  const projects = await projectFilter(db, caller, query, period);
  const [info, months] = await Promise.all([profitProjects(db, projects), profitMonths(db, selectionOf(projects, period, query.provisionalYn))]);
  return { period, rows: projectRows(info, months, period).slice(0, MAX_ROWS) };
}

/** 프로젝트 손익 목록: a page of project rows, sorted, with totals (and by department and project type) over every match. */
export async function listProjectProfit(db: Executor, caller: ScopeCaller, query: ProjectProfitQuery, now: Date, maxSize = 100): Promise<ProjectProfitPage> {
  const compare = comparator(query.sort);
  const { period, rows } = await profitRows(db, caller, query, now);
  const page = Math.max(0, query.page ?? 0);
  const size = Math.min(maxSize, Math.max(1, query.size ?? 20));
  const sorted = rows.sort(compare);
  return {
    content: sorted.slice(page * size, page * size + size),
    totalElements: sorted.length,
    totalPages: Math.ceil(sorted.length / size),
    page,
    size,
    period: { fromYm: period.fromYm, toYm: period.toYm },
    totals: totalsOf(sorted),
    byDept: groupTotals(sorted, (r) => [r.ownerDeptId, r.ownerDeptName]),
    byType: groupTotals(sorted, (r) => [r.projectTypeId, r.projectTypeName]),
  };
}

/** One project's drill-down: its row, every month of the period and its people (cost masked without SALARY_MANAGEMENT_READ). */
export async function projectProfitDetail(db: Executor, caller: ScopeCaller, projectId: number, query: ProjectProfitDetailQuery, now: Date): Promise<ProjectProfitDetail> {
  const period = periodOf({ fromYm: query.fromYm || undefined, toYm: query.toYm || undefined }, now);
  const projects = sql`p.deleted_yn = 'N' and p.id = ${projectId} and ${await projectVisibility(db, caller)}`;
  const selection = selectionOf(projects, period, query.provisionalYn);
  const [info, months, people] = await Promise.all([profitProjects(db, projects), profitMonths(db, selection), profitPeople(db, selection, period.fromYm)]);
  if (info.length === 0) throw notFound();
  const byYm = new Map(months.map((m) => [m.ym, m]));
  const frozenRows = await rowsOf<{ ym: string }>(db, sql`select ym from cost_period where status <> 'OPEN' and ym between ${period.fromYm} and ${period.toYm}`);
  const frozen = new Set(frozenRows.map((r) => r.ym));
  const masked = !seesSalary(caller.authorities);
  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    project: projectRows(info, months, period)[0],
    months: period.months.map((ym): ProjectProfitMonth => {
      const m = byYm.get(ym);
      return { projectId, ym, frozenYn: frozen.has(ym) ? 'Y' : 'N', ...derived(m ?? zero()) };
    }),
    people: people.map((p) => ({ ...p, laborCost: masked ? null : p.laborCost, maskedYn: masked ? 'Y' : 'N' })),
  };
}
