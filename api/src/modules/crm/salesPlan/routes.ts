import { admin, read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import type { PlanDimension } from './keys';
import { ConfirmBody, GridQuery, SaveBody } from './schema';
import { confirmPlan, planGrid, savePlanGrid } from './service';

const tags = ['sales-plan'];

const dimensionOf = (value: string) => value as PlanDimension;

/** 매출 계획 (DOMAIN §4 SalesPlan): the year's grid per department, person or market segment against actuals. */
export async function salesPlanRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/sales-plan',
    { config: { roles: [read('SALES_PLAN')] }, schema: { tags, summary: '매출 계획 표 (연도 × 기준, 목표 대비 실적)', querystring: GridQuery } },
    async (request) => ({ result: await planGrid(app.db, request.auth!, request.query.year, dimensionOf(request.query.dimension)) }),
  );

  app.post(
    '/api/sales-plan/bulk',
    { config: { roles: [write('SALES_PLAN')] }, schema: { tags, summary: '매출 계획 일괄 저장 (바뀐 칸만)', body: SaveBody } },
    async (request) => ({
      result: await savePlanGrid(app.db, actorOf(request), request.auth!, { ...request.body, dimension: dimensionOf(request.body.dimension) }),
    }),
  );

  app.post(
    '/api/sales-plan/confirm',
    { config: { roles: [admin('SALES_PLAN')] }, schema: { tags, summary: '매출 계획 확정', body: ConfirmBody } },
    async (request) => ({ result: await confirmPlan(app.db, actorOf(request), request.auth!, request.body.year, dimensionOf(request.body.dimension)) }),
  );
}
