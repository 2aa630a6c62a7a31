import { admin, read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { segmentExportRoutes } from './exportRoute';
import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  PickedSegment,
  Segment,
  SegmentBody,
  SegmentCustomer,
  SegmentDetail,
  SegmentLead,
  SegmentListQuery,
  SegmentPageQuery,
  SegmentParams,
  SegmentPickerQuery,
} from '@dure/shared/contracts/okr/segment';
import { Type } from 'typebox';
import {
  createSegment,
  deleteSegment,
  getSegment,
  listSegments,
  pickSegments,
  segmentCustomers,
  segmentLeads,
  updateSegment,
} from './service';

const SIGNED_IN = { access: 'authenticated' as const };
const READ = { roles: [read('MARKETSEGMENT')] };
const WRITE = { roles: [write('MARKETSEGMENT')] };
const ADMIN = { roles: [admin('MARKETSEGMENT')] };
const tags = ['segment'];

/** 시장 세그먼트 (DOMAIN §5 MarketSegment, /segment). */
export async function segmentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;
  const now = () => app.clock();

  app.get(
    '/api/segment/picker',
    { config: SIGNED_IN, schema: { tags, summary: '세그먼트 찾기 (선택용: 사용 중인 시장·세그먼트의 id·코드·이름·상위 시장)', querystring: SegmentPickerQuery, response: { 200: Result(Type.Array(PickedSegment)) } } },
    async (request) => ({ result: await pickSegments(app.db, request.query.keyword) }),
  );

  app.get(
    '/api/segment',
    { config: READ, schema: { tags, summary: '시장 세그먼트 목록 (집계 포함, 부서 범위)', querystring: SegmentListQuery, response: { 200: Result(PageOf(Segment)) } } },
    async (request) => ({ result: await listSegments(app.db, caller(request), request.query, now()) }),
  );

  segmentExportRoutes(base);

  app.get(
    '/api/segment/:id',
    { config: READ, schema: { tags, summary: '시장 세그먼트 상세 (집계·하위 세그먼트)', params: SegmentParams, response: { 200: Result(SegmentDetail) } } },
    async (request) => ({ result: await getSegment(app.db, caller(request), request.params.id, now()) }),
  );

  app.get(
    '/api/segment/:id/customers',
    { config: READ, schema: { tags, summary: '세그먼트의 고객사 (올해 매출 순)', params: SegmentParams, querystring: SegmentPageQuery, response: { 200: Result(PageOf(SegmentCustomer)) } } },
    async (request) => ({ result: await segmentCustomers(app.db, caller(request), request.params.id, request.query, now()) }),
  );

  app.get(
    '/api/segment/:id/leads',
    { config: READ, schema: { tags, summary: '세그먼트의 진행 중 리드 (예상 금액 순)', params: SegmentParams, querystring: SegmentPageQuery, response: { 200: Result(PageOf(SegmentLead)) } } },
    async (request) => ({ result: await segmentLeads(app.db, caller(request), request.params.id, request.query) }),
  );

  app.post(
    '/api/segment',
    { config: WRITE, schema: { tags, summary: '시장 세그먼트 등록', body: SegmentBody, response: { 201: Result(SegmentDetail) } } },
    async (request, reply) => reply.code(201).send({ result: await createSegment(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put(
    '/api/segment/:id',
    { config: WRITE, schema: { tags, summary: '시장 세그먼트 수정 (version 필수; 사용 안 함은 activeYn=N)', params: SegmentParams, body: SegmentBody, response: { 200: Result(SegmentDetail) } } },
    async (request) => ({ result: await updateSegment(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/segment/:id',
    { config: ADMIN, schema: { tags, summary: '시장 세그먼트 삭제 (쓰는 곳이 없을 때만)', params: SegmentParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteSegment(app.db, actorOf(request), caller(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
