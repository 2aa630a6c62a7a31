import { admin, read, write } from '@dure/shared/access';
import { Result } from '@dure/shared/contracts';
import {
  SalesPlanConfirmBody,
  SalesPlanConfirmed,
  SalesPlanGrid,
  SalesPlanGridQuery,
  SalesPlanSaveBody,
  SalesPlanSaved,
} from '@dure/shared/contracts/crm/salesPlan';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { confirmPlan, planGrid, savePlanGrid } from './service';

const tags = ['sales-plan'];

/** 매출 계획 (DOMAIN §4 SalesPlan): the year's grid per department, person or market segment against actuals. */
export async function salesPlanRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/sales-plan',
    {
      config: { roles: [read('SALES_PLAN')] },
      schema: { tags, summary: '매출 계획 표 (연도 × 기준, 목표 대비 실적)', querystring: SalesPlanGridQuery, response: { 200: Result(SalesPlanGrid) } },
    },
    async (request) => ({ result: await planGrid(app.db, request.auth!, request.query.year, request.query.dimension) }),
  );

  app.post(
    '/api/sales-plan/bulk',
    { config: { roles: [write('SALES_PLAN')] }, schema: { tags, summary: '매출 계획 일괄 저장 (바뀐 칸만)', body: SalesPlanSaveBody, response: { 200: Result(SalesPlanSaved) } } },
    async (request) => ({ result: await savePlanGrid(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.post(
    '/api/sales-plan/confirm',
    { config: { roles: [admin('SALES_PLAN')] }, schema: { tags, summary: '매출 계획 확정', body: SalesPlanConfirmBody, response: { 200: Result(SalesPlanConfirmed) } } },
    async (request) => ({ result: await confirmPlan(app.db, actorOf(request), request.auth!, request.body.year, request.body.dimension) }),
  );
}
