import { admin, base, read, write } from '@dure/shared/access';
import { IdParams, Ok, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  AuthorityCode,
  AuthorityCodeCreateBody,
  AuthorityCodeParams,
  AuthorityCodeQuery,
  AuthorityCodeUpdateBody,
  ConsistencyFinding,
  Grant,
  GrantBody,
  GrantListQuery,
  GrantRevokeQuery,
  MenuAuthority,
  MenuBody,
  MenuParams,
  MenuResetQuery,
} from '@dure/shared/contracts/admin/authority';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { createCode, deleteCode, listCodes, updateCode } from './codeService';
import { consistencyReport } from './consistency';
import { grant, listGrants, revoke } from './grantService';
import { listMenus, resetMenuRoles, setMenuRoles } from './menuService';

const tags = ['authority'];

/** 권한 관리: codes, user grants, menu roles and the consistency report (DOMAIN §3). */
export async function authorityRoutes(baseApp: FastifyInstance) {
  const app = baseApp.withTypeProvider<TypeBoxTypeProvider>();
  const isSuper = (request: FastifyRequest) => request.auth!.authorities.has('ROLE_SUPER');

  app.get(
    '/api/auth/code',
    { config: { roles: [read('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 목록', querystring: AuthorityCodeQuery, response: { 200: Result(Type.Array(AuthorityCode)) } } },
    async (request) => ({ result: await listCodes(app.db, { keyword: request.query.keyword, level: request.query.level || undefined }) }),
  );
  app.post(
    '/api/auth/code',
    { config: { roles: [write('AUTHORITY_CODE')] }, schema: { tags, summary: '복합 권한 등록', body: AuthorityCodeCreateBody, response: { 201: Result(AuthorityCode) } } },
    async (request, reply) => reply.code(201).send({ result: await createCode(app.db, actorOf(request), isSuper(request), request.body) }),
  );
  app.put(
    '/api/auth/code/:code',
    { config: { roles: [write('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 수정', params: AuthorityCodeParams, body: AuthorityCodeUpdateBody, response: { 200: Result(AuthorityCode) } } },
    async (request) => ({ result: await updateCode(app.db, actorOf(request), isSuper(request), request.params.code, request.body) }),
  );
  app.delete(
    '/api/auth/code/:code',
    { config: { roles: [admin('AUTHORITY_CODE')] }, schema: { tags, summary: '권한 코드 삭제', params: AuthorityCodeParams, querystring: VersionQuery, response: { 200: Ok } } },
    async (request) => {
      await deleteCode(app.db, actorOf(request), request.params.code, request.query.version);
      return { result: true as const };
    },
  );

  app.get(
    '/api/auth/user',
    { config: { roles: [read('AUTHORITY_USER')] }, schema: { tags, summary: '사용자 권한 목록', querystring: GrantListQuery, response: { 200: Result(PageOf(Grant)) } } },
    async (request) => ({ result: await listGrants(app.db, request.auth!, request.query, app.clock()) }),
  );
  app.post(
    '/api/auth/user',
    { config: { roles: [write('AUTHORITY_USER')] }, schema: { tags, summary: '권한 부여', body: GrantBody, response: { 201: Result(Grant) } } },
    async (request, reply) => reply.code(201).send({ result: await grant(app.db, actorOf(request), request.auth!, request.body) }),
  );
  app.delete(
    '/api/auth/user/:id',
    { config: { roles: [write('AUTHORITY_USER')] }, schema: { tags, summary: '권한 회수', params: IdParams, querystring: GrantRevokeQuery, response: { 200: Ok } } },
    async (request) => {
      await revoke(app.db, actorOf(request), request.auth!, request.params.id, request.query.reason);
      return { result: true as const };
    },
  );

  app.get(
    '/api/auth/menu',
    { config: { roles: [read('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴(페이지) 권한 목록', response: { 200: Result(Type.Array(MenuAuthority)) } } },
    async () => ({ result: await listMenus(app.db) }),
  );
  app.put(
    '/api/auth/menu/:pageId',
    { config: { roles: [write('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴 권한 변경', params: MenuParams, body: MenuBody, response: { 200: Result(MenuAuthority) } } },
    async (request) => ({ result: await setMenuRoles(app.db, actorOf(request), request.params.pageId, request.body) }),
  );
  app.delete(
    '/api/auth/menu/:pageId',
    { config: { roles: [write('AUTHORITY_MENU')] }, schema: { tags, summary: '메뉴 권한 기본값으로', params: MenuParams, querystring: MenuResetQuery, response: { 200: Result(MenuAuthority) } } },
    async (request) => ({ result: await resetMenuRoles(app.db, actorOf(request), request.params.pageId, request.query.version) }),
  );

  app.get(
    '/api/auth/consistency',
    { config: { roles: [base('SUPER'), base('HR_ADMIN')] }, schema: { tags, summary: '역할 정합성 점검', response: { 200: Result(Type.Array(ConsistencyFinding)) } } },
    async () => ({ result: await consistencyReport(app.db, app.clock()) }),
  );
}
