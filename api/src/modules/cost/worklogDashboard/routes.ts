import { read } from '@dure/shared/access';
import { Result } from '@dure/shared/contracts';
import { WorklogDashboard, WorklogDashboardQuery } from '@dure/shared/contracts/cost/worklogDashboard';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DashboardCache, cacheKey } from '../../../lib/dashboardCache';
import { worklogDashboard } from './service';

/** 업무일지 대시보드 (DOMAIN §10 worklog): DASHBOARD_WORKLOG_READ, figures within the caller's data scope. */
export async function worklogDashboardRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new DashboardCache();
  app.get(
    '/api/dashboard/worklog',
    { config: { roles: [read('DASHBOARD_WORKLOG')] }, schema: { tags: ['dashboard'], summary: '업무일지 대시보드', querystring: WorklogDashboardQuery, response: { 200: Result(WorklogDashboard) } } },
    async (request) => ({
      result: await cache.get(cacheKey('worklog', request.auth!.userId, request.query), app.clock().getTime(), () => worklogDashboard(app.db, request.auth!, request.query, app.clock())),
    }),
  );
}
