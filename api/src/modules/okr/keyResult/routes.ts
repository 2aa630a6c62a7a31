import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import { CheckIn, CheckInBody, KrCheckInParams } from '@dure/shared/contracts/okr/checkIn';
import { KeyResult, KeyResultBody, KeyResultDetail, KeyResultListQuery, KeyResultParams } from '@dure/shared/contracts/okr/keyResult';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { createCheckIn, listCheckIns, updateCheckIn } from '../checkIn/service';
import { createKeyResult, deleteKeyResult, getKeyResult, listKeyResults, updateKeyResult } from './service';

const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['key-result'];

/**
 * 핵심결과·체크인 (DOMAIN §5 KeyResult, CheckIn; /keyresult is for all staff). Visibility follows the goal;
 * the service enforces who writes (goal managers, KR owners) and who checks in (KR or goal owner).
 */
export async function keyResultRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;
  const now = () => app.clock();

  app.get('/api/keyresult', { config: SIGNED_IN, schema: { tags, summary: '핵심결과 목록 (목표 공개 범위 적용)', querystring: KeyResultListQuery, response: { 200: Result(PageOf(KeyResult)) } } }, async (request) => ({
    result: await listKeyResults(app.db, caller(request), request.query, now()),
  }));

  app.get('/api/keyresult/:id', { config: SIGNED_IN, schema: { tags, summary: '핵심결과 상세 (기대 진척률 포함)', params: KeyResultParams, response: { 200: Result(KeyResultDetail) } } }, async (request) => ({
    result: await getKeyResult(app.db, caller(request), request.params.id, now()),
  }));

  app.post('/api/keyresult', { config: SIGNED_IN, schema: { tags, summary: '핵심결과 등록', body: KeyResultBody, response: { 201: Result(KeyResultDetail) } } }, async (request, reply) =>
    reply.code(201).send({ result: await createKeyResult(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put('/api/keyresult/:id', { config: SIGNED_IN, schema: { tags, summary: '핵심결과 수정 (version 필수)', params: KeyResultParams, body: KeyResultBody, response: { 200: Result(KeyResultDetail) } } }, async (request) => ({
    result: await updateKeyResult(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));

  app.delete('/api/keyresult/:id', { config: SIGNED_IN, schema: { tags, summary: '핵심결과 삭제', params: KeyResultParams, querystring: VersionQuery, response: { 200: Done } } }, async (request) => {
    await deleteKeyResult(app.db, actorOf(request), caller(request), request.params.id, request.query.version);
    return { result: null };
  });

  app.get('/api/keyresult/:id/checkin', { config: SIGNED_IN, schema: { tags, summary: '체크인 목록 (최신순; 주마다 마지막 것이 반영)', params: KeyResultParams, response: { 200: Result(Type.Array(CheckIn)) } } }, async (request) => ({
    result: await listCheckIns(app.db, caller(request), request.params.id, now()),
  }));

  app.post('/api/keyresult/:id/checkin', { config: SIGNED_IN, schema: { tags, summary: '체크인 (값·자신감 1–10; 자신감 4 이하나 값 하락 시 코멘트 필수)', params: KeyResultParams, body: CheckInBody, response: { 201: Result(CheckIn) } } }, async (request, reply) =>
    reply.code(201).send({ result: await createCheckIn(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.put('/api/keyresult/:id/checkin/:checkInId', { config: SIGNED_IN, schema: { tags, summary: '체크인 수정 (7일 이내, version 필수)', params: KrCheckInParams, body: CheckInBody, response: { 200: Result(CheckIn) } } }, async (request) => ({
    result: await updateCheckIn(app.db, actorOf(request), caller(request), request.params.id, request.params.checkInId, request.body),
  }));
}
