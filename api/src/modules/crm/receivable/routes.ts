import { admin, read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { IdParams, Result } from '@dure/shared/contracts';
import {
  Collection,
  CollectionBody,
  CollectionListQuery,
  CollectionPage,
  ReceivableDetail,
  ReceivableListQuery,
  ReceivablePage,
  ReverseBody,
  WriteOffBody,
} from '@dure/shared/contracts/crm/receivable';
import { getCollection, getReceivable, listCollections, listReceivables, recordCollection, reverseCollection, writeOff } from './service';

const READ = { roles: [read('DASHBOARD_BOND')] };
const tags = ['receivable'];

/** 채권·수금 (DOMAIN §4 Receivable · Collection), read by the bond dashboard. */
export async function receivableRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/receivable', { config: READ, schema: { tags, summary: '채권 목록 (잔액·연체·연령 오늘 기준)', querystring: ReceivableListQuery, response: { 200: Result(ReceivablePage) } } }, async (request) => ({
    result: await listReceivables(app.db, request.auth!, request.query, app.clock()),
  }));

  app.get('/api/receivable/:id', { config: READ, schema: { tags, summary: '채권 상세 (수금 배분)', params: IdParams, response: { 200: Result(ReceivableDetail) } } }, async (request) => ({
    result: await getReceivable(app.db, request.auth!, request.params.id, app.clock()),
  }));

  app.post(
    '/api/receivable/:id/write-off',
    { config: { roles: [admin('DASHBOARD_BOND')] }, schema: { tags, summary: '대손 처리', params: IdParams, body: WriteOffBody, response: { 200: Result(ReceivableDetail) } } },
    async (request) => ({ result: await writeOff(app.db, actorOf(request), request.auth!, request.params.id, request.body.version, request.body.reason) }),
  );

  app.get('/api/collection', { config: READ, schema: { tags, summary: '수금 목록', querystring: CollectionListQuery, response: { 200: Result(CollectionPage) } } }, async (request) => ({
    result: await listCollections(app.db, request.auth!, request.query),
  }));

  app.get('/api/collection/:id', { config: READ, schema: { tags, summary: '수금 상세', params: IdParams, response: { 200: Result(Collection) } } }, async (request) => ({
    result: await getCollection(app.db, request.auth!, request.params.id),
  }));

  app.post(
    '/api/collection',
    { config: { roles: [write('DASHBOARD_BOND')] }, schema: { tags, summary: '수금 등록 (기본 배분: 만기 빠른 채권부터)', body: CollectionBody, response: { 201: Result(Collection) } } },
    async (request, reply) => reply.code(201).send({ result: await recordCollection(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.post(
    '/api/collection/:id/reverse',
    { config: { roles: [write('DASHBOARD_BOND')] }, schema: { tags, summary: '수금 취소 (역분개, 삭제하지 않음)', params: IdParams, body: ReverseBody, response: { 201: Result(Collection) } } },
    async (request, reply) => reply.code(201).send({ result: await reverseCollection(app.db, actorOf(request), request.auth!, request.params.id, request.body.version, request.body.reason) }),
  );
}
