import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { Done, pageOf } from '../record/common';
import { viewerOf } from '../record/registry';
import { ActionItemSchema, CreateBody, IdParams, ListQuery, One, StatusBody, UpdateBody, VersionQuery } from './schema';
import { changeStatus, createActionItem, deleteActionItem, getActionItem, listActionItems, updateActionItem } from './service';

/** Any signed-in user; item and record-level rules are checked inside (creator, assignee, record READ/WRITE). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['action-item'];

/** DOMAIN §9 ActionItem: to-dos of a person, optionally attached to a record. */
export async function actionItemRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/action-item',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '액션아이템 목록',
        description: 'targetType+targetId가 있으면 그 항목의 전체(항목 조회 권한 필요), 없으면 내가 담당하거나 등록한 것',
        querystring: ListQuery,
        response: { 200: pageOf(ActionItemSchema) },
      },
    },
    async (request) => ({ result: await listActionItems(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 상세', params: IdParams, response: { 200: One } } },
    async (request) => ({ result: await getActionItem(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/action-item',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 등록 (담당자 알림)', body: CreateBody, response: { 201: One } } },
    async (request, reply) => reply.code(201).send({ result: await createActionItem(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 수정', params: IdParams, body: UpdateBody, response: { 200: One } } },
    async (request) => ({ result: await updateActionItem(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/action-item/:id/status',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 상태 변경', params: IdParams, body: StatusBody, response: { 200: One } } },
    async (request) => ({
      result: await changeStatus(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.status, request.body.version),
    }),
  );

  app.delete(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 삭제', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteActionItem(app.db, viewerOf(request), actorOf(request), request.params.id, request.query.version);
      return { result: true };
    },
  );
}
