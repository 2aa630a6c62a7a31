import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { pageRequest } from '../../../lib/page';
import { PageOf, Result } from '@dure/shared/contracts';
import { Activity, ActivityQuery, MyActivity, MyActivityQuery } from '@dure/shared/contracts/cross/activity';
import { RecordParams } from '@dure/shared/contracts/cross/record';
import { normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { listActivity, myActivity } from './service';

/** Any signed-in user; record-level access (DOMAIN §1.3) is checked inside each handler. */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['activity'];


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
        querystring: MyActivityQuery,
        response: { 200: Result(Type.Array(MyActivity)) },
      },
    },
    async (request) => ({ result: await myActivity(app.db, viewerOf(request), request.query.size ?? 20) }),
  );

  app.get(
    '/api/activity/:recordType/:recordId',
    {
      config: SIGNED_IN,
      schema: { tags, summary: '항목 활동 피드 (최신순)', params: RecordParams, querystring: ActivityQuery, response: { 200: Result(PageOf(Activity)) } },
    },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      await requireRecord(app.db, viewerOf(request), type, request.params.recordId, 'READ');
      return { result: await listActivity(app.db, type, request.params.recordId, pageRequest(request.query)) };
    },
  );
}
