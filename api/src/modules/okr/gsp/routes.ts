import { base } from '@dure/shared/access';
import { Done, Result, VersionQuery } from '@dure/shared/contracts';
import { GspTree, GspTreeQuery, StrategyNode, StrategyNodeBody, StrategyNodeMoveBody, StrategyNodeParams } from '@dure/shared/contracts/okr/gsp';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { createNode, deleteNode, gspTree, moveNode, updateNode } from './service';

const EDIT = { roles: [base('BUSINESS_STRATEGY_ADMIN')] };
const tags = ['gsp'];

/** GSP 트리 (DOMAIN §5 GSP tree, /gsp/tree): every user reads, BUSINESS_STRATEGY_ADMIN edits. */
export async function gspRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/gsp/tree',
    { config: { access: 'authenticated' }, schema: { tags, summary: '한 기간의 GSP 트리 (비전 → 테마 → 전략, 연결된 전사 목표와 핵심결과; 공개 범위 적용). 기간을 생략하면 오늘이 속한 기간 중 전사 목표가 연결된 가장 짧은 기간', querystring: GspTreeQuery, response: { 200: Result(GspTree) } } },
    async (request) => ({ result: await gspTree(app.db, request.auth!, request.query.periodId, app.clock()) }),
  );

  app.post(
    '/api/gsp/node',
    { config: EDIT, schema: { tags, summary: 'GSP 노드 등록 (비전은 최상위, 테마는 비전 아래, 전략은 테마 아래; 전사 목표만 연결)', body: StrategyNodeBody, response: { 201: Result(StrategyNode) } } },
    async (request, reply) => reply.code(201).send({ result: await createNode(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/gsp/node/:id',
    { config: EDIT, schema: { tags, summary: 'GSP 노드 수정 (제목·설명·연결 목표; version 필수)', params: StrategyNodeParams, body: StrategyNodeBody, response: { 200: Result(StrategyNode) } } },
    async (request) => ({ result: await updateNode(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/gsp/node/:id/move',
    { config: EDIT, schema: { tags, summary: 'GSP 노드 이동·순서 변경 (상위 유형 규칙 확인; version 필수)', params: StrategyNodeParams, body: StrategyNodeMoveBody, response: { 200: Result(StrategyNode) } } },
    async (request) => ({ result: await moveNode(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/gsp/node/:id',
    { config: EDIT, schema: { tags, summary: 'GSP 노드 삭제 (하위 노드가 없을 때만)', params: StrategyNodeParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteNode(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
