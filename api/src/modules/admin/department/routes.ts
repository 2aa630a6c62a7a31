import { read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { saveDepartmentSheet } from './bulk';
import { IdParams, Ok, Result, VersionQuery } from '@dure/shared/contracts';
import {
  Department,
  DepartmentCreateBody,
  DepartmentListQuery,
  DepartmentMembersBody,
  DepartmentMoveBody,
  DepartmentSheetBody,
  DepartmentSheetSaved,
  DepartmentSummary,
  DepartmentUpdateBody,
  MembersMoved,
} from '@dure/shared/contracts/admin/department';
import { Type } from 'typebox';
import { createDepartment, deleteDepartment, departmentDirectory, getDepartment, listDepartments, moveDepartment, moveMembers, updateDepartment } from './service';

const READ = { roles: [read('DEPARTMENT')] };
// Every write, move and close included, needs DEPARTMENT_WRITE (what the admin screen gates on);
// DOMAIN §3 would reserve move/close for DEPARTMENT_ADMIN.
const WRITE = { roles: [write('DEPARTMENT')] };
const tags = ['department'];
const SIGNED_IN = { access: 'authenticated' as const };

/** The department tree of the /department screen (DOMAIN §3 Department). */
export async function departmentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/department',
    { config: READ, schema: { tags, summary: '부서 목록 (트리 순서)', querystring: DepartmentListQuery, response: { 200: Result(Type.Array(Department)) } } },
    async (request) => ({ result: await listDepartments(app.db, request.query.keyword, request.query.parentId, request.query.depth) }),
  );

  app.get(
    '/api/department/directory',
    {
      config: SIGNED_IN,
      schema: { tags, summary: '조직도 (부서 선택용: 이름과 상하 관계만, 로그인한 모든 사용자)', response: { 200: Result(Type.Array(DepartmentSummary)) } },
    },
    async () => ({ result: await departmentDirectory(app.db) }),
  );

  app.get(
    '/api/department/:id',
    { config: READ, schema: { tags, summary: '부서 상세', params: IdParams, response: { 200: Result(Department) } } },
    async (request) => ({ result: await getDepartment(app.db, request.params.id) }),
  );

  app.post(
    '/api/department',
    { config: WRITE, schema: { tags, summary: '부서 등록', body: DepartmentCreateBody, response: { 201: Result(Department) } } },
    async (request, reply) => reply.code(201).send({ result: await createDepartment(app.db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/department/bulk',
    { config: WRITE, schema: { tags, summary: '부서 일괄 등록·수정 (스프레드시트)', body: DepartmentSheetBody, response: { 200: Result(DepartmentSheetSaved) } } },
    async (request) => ({ result: await saveDepartmentSheet(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/department/:id',
    { config: WRITE, schema: { tags, summary: '부서 수정', params: IdParams, body: DepartmentUpdateBody, response: { 200: Result(Department) } } },
    async (request) => ({ result: await updateDepartment(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/department/:id/move',
    { config: WRITE, schema: { tags, summary: '부서 이동', params: IdParams, body: DepartmentMoveBody, response: { 200: Result(Department) } } },
    async (request) => ({ result: await moveDepartment(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/department/:id/members',
    {
      config: { roles: [write('USER_HR'), write('DEPARTMENT')] },
      schema: { tags, summary: '소속 직원 이동 (주 소속부서 변경)', params: IdParams, body: DepartmentMembersBody, response: { 200: Result(MembersMoved) } },
    },
    async (request) => ({ result: await moveMembers(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );

  app.delete(
    '/api/department/:id',
    { config: WRITE, schema: { tags, summary: '부서 삭제 (폐쇄)', params: IdParams, querystring: VersionQuery, response: { 200: Ok } } },
    async (request) => {
      await deleteDepartment(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: true as const };
    },
  );
}
