import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Done, Result, VersionQuery } from '@dure/shared/contracts';
import {
  CommonCode,
  CommonCodeCreateBody,
  CommonCodeGroupParams,
  CommonCodeListQuery,
  CommonCodeParams,
  CommonCodeUpdateBody,
} from '@dure/shared/contracts/crm/code';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { EDITOR_ROLES, createCode, deleteCode, listCodes, updateCode } from './service';

const tags = ['common-code'];
/**
 * 공통코드 of the CRM groups (DOMAIN §1.2): anyone signed in reads them (pickers); each group is edited
 * by its management area's _WRITE (CONTRACT_TYPE → 계약 관리, LEAD_SOURCE/LOST_REASON → 리드 관리, CRM_ACTIVITY_TYPE → 영업활동 관리).
 */
export async function commonCodeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/common-code/:group',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '공통코드 목록', params: CommonCodeGroupParams, querystring: CommonCodeListQuery, response: { 200: Result(Type.Array(CommonCode)) } },
    },
    async (request) => ({ result: await listCodes(app.db, request.params.group, request.query.includeInactiveYn === 'Y') }),
  );

  app.post(
    '/api/common-code/:group',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 추가', params: CommonCodeGroupParams, body: CommonCodeCreateBody, response: { 201: Result(CommonCode) } } },
    async (request, reply) => reply.code(201).send({ result: await createCode(app.db, request.auth!, actorOf(request), request.params.group, request.body) }),
  );

  app.put(
    '/api/common-code/:group/:id',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 수정 (표시명, 순서, 사용여부)', params: CommonCodeParams, body: CommonCodeUpdateBody, response: { 200: Result(CommonCode) } } },
    async (request) => ({ result: await updateCode(app.db, request.auth!, actorOf(request), request.params.group, request.params.id, request.body) }),
  );

  app.delete(
    '/api/common-code/:group/:id',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 삭제 (사용된 코드는 불가)', params: CommonCodeParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteCode(app.db, request.auth!, actorOf(request), request.params.group, request.params.id, request.query.version);
      return { result: null };
    },
  );
}
