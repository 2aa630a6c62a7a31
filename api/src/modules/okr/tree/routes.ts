import { Result } from '@dure/shared/contracts';
import { ObjectiveTree, ObjectiveTreeQuery } from '@dure/shared/contracts/okr/tree';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { objectiveTree } from './service';

/** 목표 트리 (/objectivetree, all staff; visibility pruned by the server). */
export async function objectiveTreeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/objectivetree',
    { config: { access: 'authenticated' }, schema: { tags: ['objective-tree'], summary: '한 기간의 목표 트리 (진척률·상태·KR 수, 미정렬 목표 별도)', querystring: ObjectiveTreeQuery, response: { 200: Result(ObjectiveTree) } } },
    async (request) => ({ result: await objectiveTree(app.db, request.auth!, request.query, app.clock()) }),
  );
}
