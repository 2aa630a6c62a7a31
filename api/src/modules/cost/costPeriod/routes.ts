import { admin, read, write } from '@dure/shared/access';
import { Result } from '@dure/shared/contracts';
import { CostPeriod, CostPeriodActionBody, CostPeriodChecklist, CostPeriodListQuery, CostPeriodReopenBody, YmParams } from '@dure/shared/contracts/cost/costPeriod';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { checklistOf } from './checklist';
import { cancelClosing, closePeriod, getPeriod, listPeriods, reopenPeriod, startClosing } from './service';

const tags = ['cost-period'];
const READ = { roles: [read('COST_MANAGEMENT')] };
const WRITE = { roles: [write('COST_MANAGEMENT')] };
const ADMIN = { roles: [admin('COST_MANAGEMENT')] };

/** 원가 마감 (DOMAIN §6 CostPeriod; the 월 마감 tab of /cost/management). */
export async function costPeriodRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/cost-period',
    { config: READ, schema: { tags, summary: '한 해의 월별 마감 상태 (기록이 없는 달은 진행 중)', querystring: CostPeriodListQuery, response: { 200: Result(Type.Array(CostPeriod)) } } },
    async (request) => ({ result: await listPeriods(app.db, request.query.year, app.clock()) }),
  );

  app.get(
    '/api/cost-period/:ym',
    { config: READ, schema: { tags, summary: '한 달의 마감 상태', params: YmParams, response: { 200: Result(CostPeriod) } } },
    async (request) => ({ result: await getPeriod(app.db, request.params.ym, app.clock()) }),
  );

  app.get(
    '/api/cost-period/:ym/checklist',
    { config: READ, schema: { tags, summary: '마감 점검표: 미승인 업무일지, 단가 없음, 환율 없음, 프로젝트 없는 매출 (건수와 해당 화면 링크)', params: YmParams, response: { 200: Result(CostPeriodChecklist) } } },
    async (request) => ({ result: await checklistOf(app.db, request.params.ym) }),
  );

  app.post(
    '/api/cost-period/:ym/start-closing',
    { config: WRITE, schema: { tags, summary: '마감 시작 (진행 중 → 마감 중; 승인된 업무일지의 인건비 확정; 순서대로 한 달씩; version 필수)', params: YmParams, body: CostPeriodActionBody, response: { 200: Result(CostPeriod) } } },
    async (request) => ({ result: await startClosing(app.db, actorOf(request), request.params.ym, request.body.version) }),
  );

  app.post(
    '/api/cost-period/:ym/close',
    { config: WRITE, schema: { tags, summary: '마감 확정 (마감 중 → 마감; 인건비 재확정, 그 달의 업무일지·단가·매출 실적 잠금; version 필수)', params: YmParams, body: CostPeriodActionBody, response: { 200: Result(CostPeriod) } } },
    async (request) => ({ result: await closePeriod(app.db, actorOf(request), request.params.ym, request.body.version) }),
  );

  app.post(
    '/api/cost-period/:ym/cancel-closing',
    { config: WRITE, schema: { tags, summary: '마감 취소 (마감 중 → 진행 중; 확정한 인건비 해제; version 필수)', params: YmParams, body: CostPeriodActionBody, response: { 200: Result(CostPeriod) } } },
    async (request) => ({ result: await cancelClosing(app.db, actorOf(request), request.params.ym, request.body.version) }),
  );

  app.post(
    '/api/cost-period/:ym/reopen',
    { config: ADMIN, schema: { tags, summary: '마감 해제 (마감 → 진행 중; 가장 최근 마감월만, 사유 필수; version 필수)', params: YmParams, body: CostPeriodReopenBody, response: { 200: Result(CostPeriod) } } },
    async (request) => ({ result: await reopenPeriod(app.db, actorOf(request), request.params.ym, request.body) }),
  );
}
