import { read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { PageOf, Result } from '@dure/shared/contracts';
import {
  Inquiry,
  InquiryAssignBody,
  InquiryConvertBody,
  InquiryConverted,
  InquiryCreateBody,
  InquiryListQuery,
  InquiryParams,
  InquiryRejectBody,
} from '@dure/shared/contracts/crm/inbound';
import { assignInquiry, convertInquiry, createInquiry, getInquiry, listInquiries, rejectInquiry } from './service';

const READ = { roles: [read('INBOUND_MANAGEMENT')] };
const WRITE = { roles: [write('INBOUND_MANAGEMENT')] };
const tags = ['inbound'];

/** 인바운드 문의 queue (DOMAIN §4 InboundInquiry), a tab of /lead/management. */
export async function inboundRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/inbound',
    { config: READ, schema: { tags, summary: '인바운드 문의 목록 (상태·지연 필터)', querystring: InquiryListQuery, response: { 200: Result(PageOf(Inquiry)) } } },
    async (request) => ({ result: await listInquiries(app.db, request.auth!, request.query, app.clock()) }),
  );

  app.get(
    '/api/inbound/:id',
    { config: READ, schema: { tags, summary: '인바운드 문의 상세', params: InquiryParams, response: { 200: Result(Inquiry) } } },
    async (request) => ({ result: await getInquiry(app.db, request.auth!, request.params.id, app.clock()) }),
  );

  app.post(
    '/api/inbound',
    { config: WRITE, schema: { tags, summary: '인바운드 문의 등록 (전화·메일·전시회)', body: InquiryCreateBody, response: { 201: Result(Inquiry) } } },
    async (request, reply) => {
      const id = await createInquiry(app.db, actorOf(request), request.body);
      return reply.code(201).send({ result: await getInquiry(app.db, request.auth!, id, app.clock()) });
    },
  );

  app.put(
    '/api/inbound/:id/assign',
    { config: WRITE, schema: { tags, summary: '담당자 배정', params: InquiryParams, body: InquiryAssignBody, response: { 200: Result(Inquiry) } } },
    async (request) => {
      await assignInquiry(app.db, actorOf(request), request.params.id, request.body);
      return { result: await getInquiry(app.db, request.auth!, request.params.id, app.clock()) };
    },
  );

  app.put(
    '/api/inbound/:id/reject',
    { config: WRITE, schema: { tags, summary: '반려·스팸 처리', params: InquiryParams, body: InquiryRejectBody, response: { 200: Result(Inquiry) } } },
    async (request) => {
      await rejectInquiry(app.db, actorOf(request), request.params.id, request.body);
      return { result: await getInquiry(app.db, request.auth!, request.params.id, app.clock()) };
    },
  );

  app.post(
    '/api/inbound/:id/convert',
    { config: WRITE, schema: { tags, summary: '리드로 전환', params: InquiryParams, body: InquiryConvertBody, response: { 201: Result(InquiryConverted) } } },
    async (request, reply) => reply.code(201).send({ result: await convertInquiry(app.db, actorOf(request), request.params.id, request.body) }),
  );
}
