import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SHARE_GRANTEE_TYPES, SHARE_PERMISSIONS } from '../../../db/schema';
import { actorOf } from '../../../lib/actor';
import { Done, Id, RecordParams, nullable, normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { createShare, deleteShare, listShares } from './service';

/** Any signed-in user; READ/WRITE on the shared record is checked inside (DOMAIN §1.3). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['share'];

const ShareSchema = Type.Object({
  id: Type.Integer(),
  granteeType: Type.Enum([...SHARE_GRANTEE_TYPES]),
  granteeId: Type.Integer(),
  granteeName: nullable(Type.String()),
  permission: Type.Enum([...SHARE_PERMISSIONS]),
  expiresAt: nullable(Type.String()),
  createdByName: nullable(Type.String()),
  createdAt: Type.String(),
});
const CreateBody = Type.Object({
  granteeType: Type.Enum([...SHARE_GRANTEE_TYPES]),
  granteeId: Id,
  permission: Type.Enum([...SHARE_PERMISSIONS]),
  expiresAt: Type.Optional(nullable(Type.String({ maxLength: 40, description: 'ISO-8601 일시 또는 YYYY-MM-DD (그날 끝까지)' }))),
});

export async function shareRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/share/:recordType/:recordId',
    { config: SIGNED_IN, schema: { tags, summary: '공유 목록', params: RecordParams, response: { 200: Type.Object({ result: Type.Array(ShareSchema) }) } } },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      await requireRecord(app.db, viewerOf(request), type, request.params.recordId, 'READ');
      return { result: await listShares(app.db, type, request.params.recordId) };
    },
  );

  app.post(
    '/api/share/:recordType/:recordId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '공유 추가 (같은 대상이면 권한·만료 갱신)',
        params: RecordParams,
        body: CreateBody,
        response: { 200: Type.Object({ result: ShareSchema }), 201: Type.Object({ result: ShareSchema }) },
      },
    },
    async (request, reply) => {
      const type = normaliseType(request.params.recordType);
      const { view, created } = await createShare(app.db, viewerOf(request), actorOf(request), type, request.params.recordId, request.body);
      return reply.code(created ? 201 : 200).send({ result: view });
    },
  );

  app.delete(
    '/api/share/:shareId',
    { config: SIGNED_IN, schema: { tags, summary: '공유 해제', params: Type.Object({ shareId: Id }), response: { 200: Done } } },
    async (request) => {
      await deleteShare(app.db, viewerOf(request), actorOf(request), request.params.shareId);
      return { result: true };
    },
  );
}
