import { read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { Ok, Result, VersionQuery } from '@dure/shared/contracts';
import { UserSkill, UserSkillAddBody, UserSkillParams, UserSkillUpdateBody, UserSkillsParams } from '@dure/shared/contracts/admin/userSkill';
import { Type } from 'typebox';
import { addUserSkills, listUserSkills, removeUserSkill, updateUserSkill } from './service';

const READ = { roles: [read('USER_HR')] };
const WRITE = { roles: [write('USER_HR')] };
const tags = ['user'];

/** A person's skills on the HR detail page (DOMAIN §8 UserSkill), in the caller's USER_HR data scope. */
export async function userSkillRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/user/info/:id/skills',
    { config: READ, schema: { tags, summary: '보유 스킬 목록', params: UserSkillsParams, response: { 200: Result(Type.Array(UserSkill)) } } },
    async (request) => ({ result: await listUserSkills(app.db, request.auth!, request.params.id) }),
  );

  app.post(
    '/api/user/info/:id/skills',
    { config: WRITE, schema: { tags, summary: '보유 스킬 추가 (여러 개, 전부 아니면 전무)', params: UserSkillsParams, body: UserSkillAddBody, response: { 201: Result(Type.Array(UserSkill)) } } },
    async (request, reply) => reply.code(201).send({ result: await addUserSkills(app.db, request.auth!, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/user/info/:id/skills/:skillId',
    { config: WRITE, schema: { tags, summary: '보유 스킬 수정 (숙련도·연수·최근 사용)', params: UserSkillParams, body: UserSkillUpdateBody, response: { 200: Result(UserSkill) } } },
    async (request) => ({ result: await updateUserSkill(app.db, request.auth!, actorOf(request), request.params.id, request.params.skillId, request.body) }),
  );

  app.delete(
    '/api/user/info/:id/skills/:skillId',
    { config: WRITE, schema: { tags, summary: '보유 스킬 삭제', params: UserSkillParams, querystring: VersionQuery, response: { 200: Ok } } },
    async (request) => {
      await removeUserSkill(app.db, request.auth!, actorOf(request), request.params.id, request.params.skillId, request.query.version);
      return { result: true as const };
    },
  );
}
