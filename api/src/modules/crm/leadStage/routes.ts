import { write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import { LeadStageCreateBody, LeadStageCreated, LeadStageOrderBody, LeadStageUpdateBody } from '@dure/shared/contracts/crm/leadStage';
import { createStage, deleteStage, reorderStages, updateStage } from './service';

const WRITE = { roles: [write('LEAD_MANAGEMENT')] };
const tags = ['lead'];

/** 단계 관리 of /lead/management (DOMAIN §4 LeadStage); the stages themselves are read with GET /api/lead/meta. */
export async function leadStageRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/lead-stage',
    { config: WRITE, schema: { tags, summary: '리드 단계 추가 (진행 단계)', body: LeadStageCreateBody, response: { 201: Result(LeadStageCreated) } } },
    async (request, reply) => reply.code(201).send({ result: { id: await createStage(app.db, actorOf(request), request.body) } }),
  );

  app.put(
    '/api/lead-stage/order',
    { config: WRITE, schema: { tags, summary: '진행 단계 순서 변경', body: LeadStageOrderBody, response: { 200: Done } } },
    async (request) => {
      await reorderStages(app.db, actorOf(request), request.body);
      return { result: null };
    },
  );

  app.put(
    '/api/lead-stage/:id',
    { config: WRITE, schema: { tags, summary: '리드 단계 수정·비활성화', params: IdParams, body: LeadStageUpdateBody, response: { 200: Done } } },
    async (request) => {
      await updateStage(app.db, actorOf(request), request.params.id, request.body);
      return { result: null };
    },
  );

  app.delete(
    '/api/lead-stage/:id',
    { config: WRITE, schema: { tags, summary: '리드 단계 삭제 (사용 중이면 불가)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteStage(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
