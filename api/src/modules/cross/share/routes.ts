import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { Ok, Result } from '@dure/shared/contracts';
import { RecordParams } from '@dure/shared/contracts/cross/record';
import { Share, ShareBody, ShareParams } from '@dure/shared/contracts/cross/share';
import { normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { createShare, deleteShare, listShares } from './service';

/** Any signed-in user; READ/WRITE on the shared record is checked inside (DOMAIN §1.3). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['share'];


export async function shareRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/share/:recordType/:recordId',
    { config: SIGNED_IN, schema: { tags, summary: '공유 목록', params: RecordParams, response: { 200: Result(Type.Array(Share)) } } },
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
        body: ShareBody,
        response: { 200: Result(Share), 201: Result(Share) },
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
    { config: SIGNED_IN, schema: { tags, summary: '공유 해제', params: ShareParams, response: { 200: Ok } } },
    async (request) => {
      await deleteShare(app.db, viewerOf(request), actorOf(request), request.params.shareId);
      return { result: true as const };
    },
  );
}
