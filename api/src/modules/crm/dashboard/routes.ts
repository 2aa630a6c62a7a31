import { read } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Result } from '@dure/shared/contracts';
import { BondDashboard, BondDashboardQuery, LeadDashboard, LeadDashboardQuery, SalesAnalysis, SalesAnalysisQuery, SalesDashboard, SalesDashboardQuery } from '@dure/shared/contracts/crm/dashboard';
import { bondDashboard } from './bond';
import { DashboardCache, cacheKey } from '../../../lib/dashboardCache';
import { leadDashboard } from './lead';
import { salesDashboard } from './sales';
import { salesAnalysis } from './salesAnalysis';

const tags = ['dashboard'];

/** CRM dashboards (DOMAIN §10): figures computed live, within the caller's data scope. */
export async function crmDashboardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new DashboardCache();
  const remembered = <T>(name: string, userId: number, query: object, compute: () => Promise<T>) => cache.get(cacheKey(name, userId, query), app.clock().getTime(), compute);

  app.get('/api/dashboard/lead', { config: { roles: [read('DASHBOARD_LEAD')] }, schema: { tags, summary: '리드 대시보드', querystring: LeadDashboardQuery, response: { 200: Result(LeadDashboard) } } }, async (request) => ({
    result: await remembered('lead', request.auth!.userId, request.query, () => leadDashboard(app.db, request.auth!, request.query, app.clock())),
  }));

  app.get('/api/dashboard/sales', { config: { roles: [read('DASHBOARD_SALES')] }, schema: { tags, summary: '매출 대시보드', querystring: SalesDashboardQuery, response: { 200: Result(SalesDashboard) } } }, async (request) => ({
    result: await remembered('sales', request.auth!.userId, request.query, () => salesDashboard(app.db, request.auth!, request.query, app.clock())),
  }));

  app.get(
    '/api/dashboard/sales-analysis',
    { config: { roles: [read('DASHBOARD_SALES_ANALYSIS')] }, schema: { tags, summary: '매출 분석', querystring: SalesAnalysisQuery, response: { 200: Result(SalesAnalysis) } } },
    async (request) => ({ result: await remembered('salesAnalysis', request.auth!.userId, request.query, () => salesAnalysis(app.db, request.auth!, request.query, app.clock())) }),
  );

  app.get('/api/dashboard/bond', { config: { roles: [read('DASHBOARD_BOND')] }, schema: { tags, summary: '채권 현황', querystring: BondDashboardQuery, response: { 200: Result(BondDashboard) } } }, async (request) => ({
    result: await remembered('bond', request.auth!.userId, request.query, () => bondDashboard(app.db, request.auth!, request.query, app.clock())),
  }));
}
