import { Result, type Static } from '@dure/shared/contracts';
import { ObjectiveTree, ObjectiveTreeQuery, ObjectiveUnaligned, ObjectiveUnalignedQuery } from '@dure/shared/contracts/okr/tree';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { objectiveTree, unalignedGoals } from './service';

const ObjectiveTreeAnswer = Result(ObjectiveTree);
const UnalignedAnswer = Result(ObjectiveUnaligned);

/** 목표 트리 (/objectivetree, all staff; loaded by level, visibility pruned by the server). */
export async function objectiveTreeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // The services answer JSON text built by PostgreSQL: sent as it is, not serialised again (its shape is the declared
  // schema's, checked by the tests).
  app.get(
    '/api/objectivetree',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['objective-tree'],
        summary: '목표 트리: 루트와 팀 수준까지(첫 응답), parentId의 하위 목표(펼칠 때), 필터에 맞는 목표와 상위 경로 — 진척률·상태·KR 수·하위 수',
        querystring: ObjectiveTreeQuery,
        response: { 200: ObjectiveTreeAnswer },
      },
    },
    async (request, reply) => {
      const text = `{"result":${await objectiveTree(app.db, request.auth!, request.query, app.clock())}}`;
      return reply.type('application/json; charset=utf-8').send(text as unknown as Static<typeof ObjectiveTreeAnswer>);
    },
  );
  app.get(
    '/api/objectivetree/unaligned',
    { config: { access: 'authenticated' }, schema: { tags: ['objective-tree'], summary: '미정렬 목표 (상위 목표가 없는 전사 외 목표), 페이지', querystring: ObjectiveUnalignedQuery, response: { 200: UnalignedAnswer } } },
    async (request, reply) => {
      const text = `{"result":${await unalignedGoals(app.db, request.auth!, request.query)}}`;
      return reply.type('application/json; charset=utf-8').send(text as unknown as Static<typeof UnalignedAnswer>);
    },
  );
}
