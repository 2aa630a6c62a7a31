import { read, write } from '@dure/shared/access';
import { IdParams, Result } from '@dure/shared/contracts';
import { PickedProjectType, ProjectType, ProjectTypeBody, ProjectTypeListQuery } from '@dure/shared/contracts/okr/project';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { createProjectType, listProjectTypes, pickProjectTypes, updateProjectType } from './service';

const tags = ['project-type'];

/** 프로젝트 유형 (DOMAIN §5 ProjectType, /project/management). */
export async function projectTypeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/project-type/picker',
    { config: { access: 'authenticated' }, schema: { tags, summary: '사용 중인 프로젝트 유형 (선택용)', response: { 200: Result(Type.Array(PickedProjectType)) } } },
    async () => ({ result: await pickProjectTypes(app.db) }),
  );

  app.get(
    '/api/project-type',
    { config: { roles: [read('PROJECT_TYPE')] }, schema: { tags, summary: '프로젝트 유형 목록 (사용 프로젝트 수 포함)', querystring: ProjectTypeListQuery, response: { 200: Result(Type.Array(ProjectType)) } } },
    async (request) => ({ result: await listProjectTypes(app.db, request.query) }),
  );

  app.post(
    '/api/project-type',
    { config: { roles: [write('PROJECT_TYPE')] }, schema: { tags, summary: '프로젝트 유형 등록', body: ProjectTypeBody, response: { 201: Result(ProjectType) } } },
    async (request, reply) => reply.code(201).send({ result: await createProjectType(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/project-type/:id',
    { config: { roles: [write('PROJECT_TYPE')] }, schema: { tags, summary: '프로젝트 유형 수정 (version 필수; 사용 중지는 activeYn=N)', params: IdParams, body: ProjectTypeBody, response: { 200: Result(ProjectType) } } },
    async (request) => ({ result: await updateProjectType(app.db, actorOf(request), request.params.id, request.body) }),
  );
}
