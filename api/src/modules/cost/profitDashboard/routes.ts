import { read } from '@dure/shared/access';
import { Result } from '@dure/shared/contracts';
import { ProfitDashboard, ProfitDashboardQuery } from '@dure/shared/contracts/cost/profitDashboard';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DashboardCache, cacheKey } from '../../../lib/dashboardCache';
import { profitDashboard } from './service';

/** 손익 대시보드 (DOMAIN §10 profit): DASHBOARD_PROFIT_READ, figures within the caller's data scope. */
export async function profitDashboardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new DashboardCache();
  app.get(
    '/api/dashboard/profit',
    { config: { roles: [read('DASHBOARD_PROFIT')] }, schema: { tags: ['dashboard'], summary: '손익 대시보드', querystring: ProfitDashboardQuery, response: { 200: Result(ProfitDashboard) } } },
    async (request) => ({
      result: await cache.get(cacheKey('profit', request.auth!.userId, request.query), app.clock().getTime(), () => profitDashboard(app.db, request.auth!, request.query, app.clock())),
    }),
  );
}
