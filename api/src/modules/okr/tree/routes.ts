import { Result, type Static } from '@dure/shared/contracts';
import { ObjectiveTree, ObjectiveTreeQuery } from '@dure/shared/contracts/okr/tree';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { objectiveTree } from './service';

const ObjectiveTreeAnswer = Result(ObjectiveTree);

/** 목표 트리 (/objectivetree, all staff; visibility pruned by the server). */
export async function objectiveTreeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/objectivetree',
    { config: { access: 'authenticated' }, schema: { tags: ['objective-tree'], summary: '한 기간의 목표 트리 (진척률·상태·KR 수, 미정렬 목표 별도)', querystring: ObjectiveTreeQuery, response: { 200: ObjectiveTreeAnswer } } },
    // The service answers the tree's JSON text (built by PostgreSQL): sent as it is, not serialised again.
    async (request, reply) => {
      const text = `{"result":${await objectiveTree(app.db, request.auth!, request.query, app.clock())}}`;
      // A string with a JSON content type is sent as it is: its shape is the declared schema's, checked by the tests.
      return reply.type('application/json; charset=utf-8').send(text as unknown as Static<typeof ObjectiveTreeAnswer>);
    },
  );
}
