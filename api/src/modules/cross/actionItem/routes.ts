import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { viewerOf } from '../record/registry';
import { IdParams, Ok, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import { ActionItem, ActionItemCreateBody, ActionItemListQuery, ActionItemStatusBody, ActionItemUpdateBody } from '@dure/shared/contracts/cross/actionItem';
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
        querystring: ActionItemListQuery,
        response: { 200: Result(PageOf(ActionItem)) },
      },
    },
    async (request) => ({ result: await listActionItems(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 상세', params: IdParams, response: { 200: Result(ActionItem) } } },
    async (request) => ({ result: await getActionItem(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/action-item',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 등록 (담당자 알림)', body: ActionItemCreateBody, response: { 201: Result(ActionItem) } } },
    async (request, reply) => reply.code(201).send({ result: await createActionItem(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 수정', params: IdParams, body: ActionItemUpdateBody, response: { 200: Result(ActionItem) } } },
    async (request) => ({ result: await updateActionItem(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/action-item/:id/status',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 상태 변경', params: IdParams, body: ActionItemStatusBody, response: { 200: Result(ActionItem) } } },
    async (request) => ({
      result: await changeStatus(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.status, request.body.version),
    }),
  );

  app.delete(
    '/api/action-item/:id',
    { config: SIGNED_IN, schema: { tags, summary: '액션아이템 삭제', params: IdParams, querystring: VersionQuery, response: { 200: Ok } } },
    async (request) => {
      await deleteActionItem(app.db, viewerOf(request), actorOf(request), request.params.id, request.query.version);
      return { result: true as const };
    },
  );
}
