import type { ProjectProfitQuery, ProjectProfitRow } from '@dure/shared/contracts/cost/profit';
import type { ProfitDashboard, ProfitDashboardQuery } from '@dure/shared/contracts/cost/profitDashboard';
import type { Executor } from '../../../db/database';
import { dashboardScope, drill } from '../../../lib/dashboard';
import type { ScopeCaller } from '../../../lib/dataScope';
import { monthTotals, profitRows, totalsOf } from '../profit/service';

const LIST = '/project/profit';
const RANKED = 5;
const BURN_ROWS = 10;
const BACKLOG_ROWS = 10;

/**
 * 손익 대시보드 (DOMAIN §10 profit). The figures are the project-profit list's own (profitRows with the same
 * filters), so every card equals the totals of the list it drills into. Scope: DASHBOARD_PROFIT or PROJECT_PROFIT
 * _READ the department subtrees (+ a PM's own projects), _ADMIN / SUPER every project; the department filter takes
 * its subtree; internal (non-billable) project types are left out as in the list.
 */
export async function profitDashboard(db: Executor, caller: ScopeCaller, query: ProfitDashboardQuery, now: Date): Promise<ProfitDashboard> {
  const filters = { deptId: query.deptId, projectTypeId: query.projectTypeId, pmUserId: query.pmUserId };
  const listQuery: ProjectProfitQuery = { fromYm: query.fromYm, toYm: query.toYm, ...filters };
  const scope = await dashboardScope(db, caller, 'DASHBOARD_PROFIT', 'PROJECT_PROFIT');
  const { period, rows, months } = await profitRows(db, caller, listQuery, now, scope);
  const base = { fromYm: period.fromYm, toYm: period.toYm, ...filters };
  const list = (sort?: string) => drill(LIST, { ...base, sort });
  const ofProject = (r: ProjectProfitRow) => ({ projectId: r.projectId, projectNo: r.projectNo, name: r.name, link: drill(LIST, { ...base, keyword: r.projectNo }) });

  const totals = totalsOf(rows);
  const earning = rows.filter((r) => r.revenue !== 0 && r.marginPct !== null);
  const byMargin = [...earning].sort((a, b) => b.marginPct! - a.marginPct! || b.projectId - a.projectId);
  const ranked = (r: ProjectProfitRow) => ({ ...ofProject(r), revenue: r.revenue, operatingProfit: r.operatingProfit, marginPct: r.marginPct! });
  const maxBurn = (r: ProjectProfitRow) => Math.max(r.laborBurnPct ?? -1, r.hoursBurnPct ?? -1, r.directBurnPct ?? -1);
  const budgeted = rows.filter((r) => maxBurn(r) >= 0).sort((a, b) => maxBurn(b) - maxBurn(a) || b.projectId - a.projectId);

  return {
    period: { fromYm: period.fromYm, toYm: period.toYm },
    projects: rows.length,
    cards: {
      revenue: { value: totals.revenue, link: list('revenue,desc') },
      laborCost: { value: totals.laborCost, link: list('laborCost,desc') },
      directCost: { value: totals.directCost, link: list('directCost,desc') },
      commonCost: { value: totals.commonCost, link: list('commonCost,desc') },
      operatingProfit: { value: totals.operatingProfit, link: list('operatingProfit,desc') },
      marginPct: { value: totals.marginPct, link: list('marginPct,asc') },
      backlog: { value: totals.backlog, contractAmount: totals.contractAmount, link: list('backlog,desc') },
    },
    byMonth: monthTotals(months, period).map((m) => ({
      ym: m.ym,
      revenue: m.revenue,
      laborCost: m.laborCost,
      directCost: m.directCost,
      commonCost: m.commonCost,
      operatingProfit: m.operatingProfit,
      marginPct: m.marginPct,
    })),
    top: byMargin.slice(0, RANKED).map(ranked),
    // The lowest first (with fewer than ten earning projects the two lists share some).
    bottom: byMargin.slice(-RANKED).reverse().map(ranked),
    burn: budgeted.slice(0, BURN_ROWS).map((r) => ({
      ...ofProject(r),
      cumLaborCost: r.cumLaborCost,
      budgetLabor: r.budgetLabor,
      laborBurnPct: r.laborBurnPct,
      cumHours: r.cumHours,
      budgetHours: r.budgetHours,
      hoursBurnPct: r.hoursBurnPct,
      cumDirectCost: r.cumDirectCost,
      budgetDirect: r.budgetDirect,
      directBurnPct: r.directBurnPct,
    })),
    backlog: rows
      .filter((r) => r.backlog > 0)
      .sort((a, b) => b.backlog - a.backlog || b.projectId - a.projectId)
      .slice(0, BACKLOG_ROWS)
      .map((r) => ({ ...ofProject(r), contractAmount: r.contractAmount, cumRevenue: r.cumRevenue, backlog: r.backlog })),
  };
}
