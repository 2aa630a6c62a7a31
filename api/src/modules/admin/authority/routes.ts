import { admin, base, read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { createCode, deleteCode, listCodes, updateCode } from './codeService';
import { consistencyReport } from './consistency';
import { grant, listGrants, revoke } from './grantService';
import { listMenus, resetMenuRoles, setMenuRoles } from './menuService';
import {
  CodeParams,
  CodeQuery,
  CreateCodeBody,
  GrantBody,
  GrantParams,
  GrantQuery,
  MenuBody,
  OptionalVersionQuery,
  PageParams,
  ReasonQuery,
  UpdateCodeBody,
  VersionQuery,
} from './schema';

const tags = ['authority'];

/** 권한 관리: codes, user grants, menu roles and the consistency report (DOMAIN §3). */
export async function authorityRoutes(baseApp: FastifyInstance) {
  const app = baseApp.withTypeProvider<TypeBoxTypeProvider>();
  const isSuper = (request: FastifyRequest) => request.auth!.authorities.has('ROLE_SUPER');

  app.get(
    '/api/auth/code',
    { config: { roles: [read('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 목록', querystring: CodeQuery } },
    async (request) => ({ result: await listCodes(app.db, { keyword: request.query.keyword, level: request.query.level || undefined }) }),
  );
  app.post(
    '/api/auth/code',
    { config: { roles: [write('AUTHORITY_CODE')] }, schema: { tags, summary: '복합 권한 등록', body: CreateCodeBody } },
    async (request, reply) => reply.code(201).send({ result: await createCode(app.db, actorOf(request), isSuper(request), request.body) }),
  );
  app.put(
    '/api/auth/code/:code',
    { config: { roles: [write('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 수정', params: CodeParams, body: UpdateCodeBody } },
    async (request) => ({ result: await updateCode(app.db, actorOf(request), isSuper(request), request.params.code, request.body) }),
  );
  app.delete(
    '/api/auth/code/:code',
    { config: { roles: [admin('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 삭제', params: CodeParams, querystring: VersionQuery } },
    async (request) => {
      await deleteCode(app.db, actorOf(request), request.params.code, request.query.version);
      return { result: true };
    },
  );

  app.get(
    '/api/auth/user',
    { config: { roles: [read('AUTHORITY_USER')] }, schema: { tags, summary: '사용자 권한 목록', querystring: GrantQuery } },
    async (request) => ({ result: await listGrants(app.db, request.auth!, request.query, app.clock()) }),
  );
  app.post(
    '/api/auth/user',
    { config: { roles: [write('AUTHORITY_USER')] }, schema: { tags, summary: '권한 부여', body: GrantBody } },
    async (request, reply) => reply.code(201).send({ result: await grant(app.db, actorOf(request), request.auth!, request.body) }),
  );
  app.delete(
    '/api/auth/user/:id',
    { config: { roles: [write('AUTHORITY_USER')] }, schema: { tags, summary: '권한 회수', params: GrantParams, querystring: ReasonQuery } },
    async (request) => {
      await revoke(app.db, actorOf(request), request.auth!, request.params.id, request.query.reason);
      return { result: true };
    },
  );

  app.get(
    '/api/auth/menu',
    { config: { roles: [read('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴(페이지) 권한 목록' } },
    async () => ({ result: await listMenus(app.db) }),
  );
  app.put(
    '/api/auth/menu/:pageId',
    { config: { roles: [write('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴 권한 변경', params: PageParams, body: MenuBody } },
    async (request) => ({ result: await setMenuRoles(app.db, actorOf(request), request.params.pageId, request.body) }),
  );
  app.delete(
    '/api/auth/menu/:pageId',
    { config: { roles: [write('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴 권한 기본값으로', params: PageParams, querystring: OptionalVersionQuery } },
    async (request) => ({ result: await resetMenuRoles(app.db, actorOf(request), request.params.pageId, request.query.version) }),
  );

  app.get(
    '/api/auth/consistency',
    { config: { roles: [base('SUPER'), base('HR_ADMIN')] }, schema: { tags, summary: '역할 정합성 점검' } },
    async () => ({ result: await consistencyReport(app.db, app.clock()) }),
  );
}
