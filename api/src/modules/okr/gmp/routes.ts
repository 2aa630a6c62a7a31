import { read, write } from '@dure/shared/access';
import { Done, Result, VersionQuery } from '@dure/shared/contracts';
import { GmpMoveBody, GmpNode, GmpNodeBody, GmpParams, GmpTree, GmpTreeQuery } from '@dure/shared/contracts/okr/gmp';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { createGmpNode, deleteGmpNode, getGmpNode, gmpTree, updateGmpNode } from './service';

const READ = { roles: [read('GMP')] };
const WRITE = { roles: [write('GMP')] };
const tags = ['gmp'];

/** GMP 트리 (DOMAIN §5 GMP tree, /gmp/tree): plan → initiative → action per segment and year. */
export async function gmpRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/gmp/tree',
    { config: READ, schema: { tags, summary: 'GMP 트리 (세그먼트·연도별, 계획의 목표 매출과 매출 계획 합계 비교 포함)', querystring: GmpTreeQuery, response: { 200: Result(GmpTree) } } },
    async (request) => ({ result: await gmpTree(app.db, request.query.segmentId, request.query.year) }),
  );

  app.get(
    '/api/gmp/:id',
    { config: READ, schema: { tags, summary: 'GMP 항목', params: GmpParams, response: { 200: Result(GmpNode) } } },
    async (request) => ({ result: await getGmpNode(app.db, request.params.id) }),
  );

  app.post(
    '/api/gmp',
    { config: WRITE, schema: { tags, summary: 'GMP 항목 등록 (계획은 최상위, 이니셔티브는 계획 아래, 실행 과제는 이니셔티브 아래)', body: GmpNodeBody, response: { 201: Result(GmpNode) } } },
    async (request, reply) => reply.code(201).send({ result: await createGmpNode(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.put(
    '/api/gmp/:id',
    { config: WRITE, schema: { tags, summary: 'GMP 항목 수정 (version 필수)', params: GmpParams, body: GmpNodeBody, response: { 200: Result(GmpNode) } } },
    async (request) => ({ result: await updateGmpNode(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/gmp/:id/move',
    { config: WRITE, schema: { tags, summary: 'GMP 항목 이동 (다른 상위 항목 아래 맨 끝으로; 하위 항목도 함께)', params: GmpParams, body: GmpMoveBody, response: { 200: Result(GmpNode) } } },
    async (request) => ({ result: await updateGmpNode(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/gmp/:id',
    { config: WRITE, schema: { tags, summary: 'GMP 항목 삭제 (하위 항목이 없을 때만)', params: GmpParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteGmpNode(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
