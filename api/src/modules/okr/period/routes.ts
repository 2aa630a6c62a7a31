import { read, write } from '@dure/shared/access';
import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  OkrCopyForwardBody,
  OkrCopyForwardResult,
  OkrPeriod,
  OkrPeriodBody,
  OkrPeriodListQuery,
  OkrPeriodParams,
  OkrPeriodStatusBody,
  OkrReparentBody,
  OkrReparentResult,
  PickedOkrPeriod,
} from '@dure/shared/contracts/okr/period';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { changePeriodStatus, copyForward, createPeriod, deletePeriod, getPeriod, listPeriods, pickPeriods, reparentGoals, updatePeriod } from './service';

const SIGNED_IN = { access: 'authenticated' as const };
const READ = { roles: [read('OKR_MANAGEMENT')] };
const WRITE = { roles: [write('OKR_MANAGEMENT')] };
const tags = ['okr-period'];

/** OKR 기간 (DOMAIN §5 OkrPeriod, /objectivetree/management): periods, status, re-parent and copy-forward. */
export async function okrPeriodRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;

  app.get('/api/okr/period/picker', { config: SIGNED_IN, schema: { tags, summary: 'OKR 기간 선택 목록 (현재 기간 표시)', response: { 200: Result(Type.Array(PickedOkrPeriod)) } } }, async () => ({
    result: await pickPeriods(app.db, app.clock()),
  }));

  app.get('/api/okr/period', { config: READ, schema: { tags, summary: 'OKR 기간 목록', querystring: OkrPeriodListQuery, response: { 200: Result(PageOf(OkrPeriod)) } } }, async (request) => ({
    result: await listPeriods(app.db, request.query),
  }));

  app.get('/api/okr/period/:id', { config: READ, schema: { tags, summary: 'OKR 기간 상세', params: OkrPeriodParams, response: { 200: Result(OkrPeriod) } } }, async (request) => ({
    result: await getPeriod(app.db, request.params.id),
  }));

  app.post('/api/okr/period', { config: WRITE, schema: { tags, summary: 'OKR 기간 등록 (같은 유형끼리 겹치지 않음)', body: OkrPeriodBody, response: { 201: Result(OkrPeriod) } } }, async (request, reply) =>
    reply.code(201).send({ result: await createPeriod(app.db, actorOf(request), request.body) }),
  );

  app.put('/api/okr/period/:id', { config: WRITE, schema: { tags, summary: 'OKR 기간 수정 (version 필수; 목표가 있으면 유형·날짜 고정)', params: OkrPeriodParams, body: OkrPeriodBody, response: { 200: Result(OkrPeriod) } } }, async (request) => ({
    result: await updatePeriod(app.db, actorOf(request), request.params.id, request.body),
  }));

  app.put('/api/okr/period/:id/status', { config: WRITE, schema: { tags, summary: '상태 변경 (계획 → 진행 → 리뷰 → 마감; 마감은 목표·점수 동결)', params: OkrPeriodParams, body: OkrPeriodStatusBody, response: { 200: Result(OkrPeriod) } } }, async (request) => ({
    result: await changePeriodStatus(app.db, actorOf(request), caller(request), request.params.id, request.body.status, request.body.version),
  }));

  app.delete('/api/okr/period/:id', { config: WRITE, schema: { tags, summary: 'OKR 기간 삭제 (계획 상태, 목표 없음)', params: OkrPeriodParams, querystring: VersionQuery, response: { 200: Done } } }, async (request) => {
    await deletePeriod(app.db, actorOf(request), request.params.id, request.query.version);
    return { result: null };
  });

  app.post('/api/okr/period/:id/copy-forward', { config: WRITE, schema: { tags, summary: '미완료 목표(와 핵심결과)를 다음 기간으로 복사 (작성중으로)', params: OkrPeriodParams, body: OkrCopyForwardBody, response: { 200: Result(OkrCopyForwardResult) } } }, async (request) => ({
    result: await copyForward(app.db, actorOf(request), request.params.id, request.body),
  }));

  app.post('/api/okr/period/:id/reparent', { config: WRITE, schema: { tags, summary: '기간의 목표들을 다른 상위 목표로 재정렬 (목표마다 재정렬 규칙 확인, 하나라도 안 되면 전부 취소)', params: OkrPeriodParams, body: OkrReparentBody, response: { 200: Result(OkrReparentResult) } } }, async (request) => ({
    result: await reparentGoals(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));
}
