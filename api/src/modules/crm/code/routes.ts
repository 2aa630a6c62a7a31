import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { EDITOR_ROLES, createCode, deleteCode, listCodes, updateCode } from './service';

const tags = ['common-code'];
const GroupParams = Type.Object({ group: Type.String({ maxLength: 40 }) });
const ItemParams = Type.Object({ group: Type.String({ maxLength: 40 }), id: Type.Integer({ minimum: 1 }) });
const CodeSchema = Type.Object({
  id: Type.Integer(),
  groupCode: Type.String(),
  code: Type.String(),
  label: Type.String(),
  sortOrder: Type.Integer(),
  activeYn: Type.Enum(['Y', 'N']),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
const Fields = {
  label: Type.String({ maxLength: 400 }),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  activeYn: Type.Optional(Type.Enum(['Y', 'N'])),
};
const CreateBody = Type.Object({ code: Type.String({ maxLength: 100 }), ...Fields }, { additionalProperties: false });
const UpdateBody = Type.Object({ ...Fields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
const One = Type.Object({ result: CodeSchema });

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
      schema: { tags, summary: '공통코드 목록', params: GroupParams, querystring: Type.Object({ includeInactiveYn: Type.Optional(Type.Enum(['Y', 'N', ''])) }), response: { 200: Type.Object({ result: Type.Array(CodeSchema) }) } },
    },
    async (request) => ({ result: await listCodes(app.db, request.params.group, request.query.includeInactiveYn === 'Y') }),
  );

  app.post(
    '/api/common-code/:group',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 추가', params: GroupParams, body: CreateBody, response: { 201: One } } },
    async (request, reply) => reply.code(201).send({ result: await createCode(app.db, request.auth!, actorOf(request), request.params.group, request.body) }),
  );

  app.put(
    '/api/common-code/:group/:id',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 수정 (표시명, 순서, 사용여부)', params: ItemParams, body: UpdateBody, response: { 200: One } } },
    async (request) => ({ result: await updateCode(app.db, request.auth!, actorOf(request), request.params.group, request.params.id, request.body) }),
  );

  app.delete(
    '/api/common-code/:group/:id',
    { config: { roles: EDITOR_ROLES }, schema: { tags, summary: '공통코드 삭제 (사용된 코드는 불가)', params: ItemParams, querystring: Type.Object({ version: Type.Integer({ minimum: 0 }) }), response: { 200: Type.Object({ result: Type.Boolean() }) } } },
    async (request) => {
      await deleteCode(app.db, request.auth!, actorOf(request), request.params.group, request.params.id, request.query.version);
      return { result: true };
    },
  );
}
