import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ACTIVITY_VERBS } from '../../../db/schema';
import { pageRequest } from '../../../lib/page';
import { PageQuery, RecordParams, nullable, normaliseType, pageOf } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { listActivity, myActivity } from './service';

/** Any signed-in user; record-level access (DOMAIN §1.3) is checked inside each handler. */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['activity'];

const ActivitySchema = Type.Object({
  id: Type.Integer(),
  verb: Type.Enum([...ACTIVITY_VERBS]),
  verbLabel: Type.String(),
  actorId: nullable(Type.Integer()),
  actorName: nullable(Type.String()),
  summary: Type.String(),
  at: Type.String(),
});
const MineSchema = Type.Object({
  ...ActivitySchema.properties,
  targetType: Type.String(),
  targetId: Type.Integer(),
  targetLabel: Type.String(),
  targetTitle: nullable(Type.String()),
});

export async function activityRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/activity/mine',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '내 최근 활동 (홈)',
        description: '내가 한 활동과 즐겨찾기한 항목의 활동 중 지금 조회할 수 있는 항목의 것, 최신순',
        querystring: Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
        response: { 200: Type.Object({ result: Type.Array(MineSchema) }) },
      },
    },
    async (request) => ({ result: await myActivity(app.db, viewerOf(request), request.query.size ?? 20) }),
  );

  app.get(
    '/api/activity/:recordType/:recordId',
    {
      config: SIGNED_IN,
      schema: { tags, summary: '항목 활동 피드 (최신순)', params: RecordParams, querystring: PageQuery, response: { 200: pageOf(ActivitySchema) } },
    },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      await requireRecord(app.db, viewerOf(request), type, request.params.recordId, 'READ');
      return { result: await listActivity(app.db, type, request.params.recordId, pageRequest(request.query)) };
    },
  );
}
