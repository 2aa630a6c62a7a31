import { IdParams, Result } from '@dure/shared/contracts';
import { LeaveCreateBody, LeaveList, LeaveListQuery, LeaveRecord, LeaveRejectBody, LeaveVersionBody } from '@dure/shared/contracts/admin/leave';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { approveLeave, cancelLeave, createLeave, listLeave, pendingForApprover, rejectLeave } from './service';

const tags = ['leave'];
/** Signed in; who may do what with whose leave is decided per record in the service (USER_HR, self, approver). */
const SIGNED_IN = { access: 'authenticated' as const };

/** 휴가 (DOMAIN §8 LeaveRecord): the HR page's 휴가 card, 내 유닛's 내 휴가 and the leader's approvals. */
export async function leaveRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/leave',
    { config: SIGNED_IN, schema: { tags, summary: '휴가 목록과 연차 현황 (본인·결재자·인사 조회 권한)', querystring: LeaveListQuery, response: { 200: Result(LeaveList) } } },
    async (request) => ({ result: await listLeave(app.db, request.auth!, request.query, app.clock()) }),
  );

  app.get(
    '/api/leave/pending',
    { config: SIGNED_IN, schema: { tags, summary: '내가 결재할 휴가 신청', response: { 200: Result(Type.Array(LeaveRecord)) } } },
    async (request) => ({ result: await pendingForApprover(app.db, request.auth!) }),
  );

  app.post(
    '/api/leave',
    { config: SIGNED_IN, schema: { tags, summary: '휴가 신청 (본인) · 등록 (인사 쓰기 권한, 바로 승인 가능)', body: LeaveCreateBody, response: { 201: Result(LeaveRecord) } } },
    async (request, reply) => reply.code(201).send({ result: await createLeave(app.db, request.auth!, actorOf(request), request.body) }),
  );

  app.put(
    '/api/leave/:id/approve',
    { config: SIGNED_IN, schema: { tags, summary: '휴가 승인 (결재자·인사 쓰기 권한; version 필수)', params: IdParams, body: LeaveVersionBody, response: { 200: Result(LeaveRecord) } } },
    async (request) => ({ result: await approveLeave(app.db, request.auth!, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/leave/:id/reject',
    { config: SIGNED_IN, schema: { tags, summary: '휴가 반려 (사유 필수)', params: IdParams, body: LeaveRejectBody, response: { 200: Result(LeaveRecord) } } },
    async (request) => ({ result: await rejectLeave(app.db, request.auth!, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/leave/:id/cancel',
    { config: SIGNED_IN, schema: { tags, summary: '휴가 취소 (본인은 신청 중일 때, 인사 쓰기 권한은 승인 후에도)', params: IdParams, body: LeaveVersionBody, response: { 200: Result(LeaveRecord) } } },
    async (request) => ({ result: await cancelLeave(app.db, request.auth!, actorOf(request), request.params.id, request.body) }),
  );
}
