import { read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { viewerOf } from '../../cross/record/registry';
import { contractExportRoutes } from './exportRoute';
import { closedContracts, expiryBoard } from './expiry';
import { pickContracts } from './picker';
import { approveContract, completeContract, rejectContract, reopenContract, submitContract, terminateContract } from './lifecycle';
import {
  ContractAnswer,
  ContractApproveBody,
  ContractBody,
  ContractClosedQuery,
  ContractExpiryBoard,
  ContractExpiryQuery,
  ContractListQuery,
  ContractPage,
  ContractPickerList,
  ContractPickerQuery,
  ContractReasonBody,
  ContractReopenBody,
  ContractTerminateBody,
  ContractUpdateBody,
  ContractVersionBody,
} from '@dure/shared/contracts/crm/contract';
import { createContract, deleteContract, getContract, listContracts, updateContract } from './service';

// The contract pages are open to every signed-in user; what each one sees is data-scoped (DOMAIN §4).
const SIGNED_IN = { access: 'authenticated' } as const;
const WRITE = { roles: [write('CONTRACT')] };
const MANAGEMENT_READ = { roles: [read('CONTRACT_MANAGEMENT')] };
const MANAGEMENT_WRITE = { roles: [write('CONTRACT_MANAGEMENT')] };
const tags = ['contract'];

/** 계약 (DOMAIN §4 Contract, PaymentTerm) and the /contract/management board. */
export async function contractRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  contractExportRoutes(base);

  app.get(
    '/api/contract',
    { config: SIGNED_IN, schema: { tags, summary: '계약 목록 (데이터 범위 적용)', querystring: ContractListQuery, response: { 200: ContractPage } } },
    async (request) => ({ result: await listContracts(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/contract/management/expiring',
    { config: MANAGEMENT_READ, schema: { tags, summary: '만료 예정 계약 (90/60/30일)', querystring: ContractExpiryQuery, response: { 200: Result(ContractExpiryBoard) } } },
    async (request) => ({ result: await expiryBoard(app.db, app.clock(), request.query.withinDays) }),
  );

  app.get(
    '/api/contract/management/closed',
    {
      config: MANAGEMENT_READ,
      schema: {
        tags,
        summary: '만료·해지된 계약 (재개 대상)',
        querystring: ContractClosedQuery,
        response: { 200: ContractPage },
      },
    },
    async (request) => ({ result: await closedContracts(app.db, app.clock(), request.query) }),
  );

  app.get(
    '/api/contract/picker',
    { config: SIGNED_IN, schema: { tags, summary: '계약 찾기 (선택용: 볼 수 있는 계약만, 고객사별)', querystring: ContractPickerQuery, response: { 200: ContractPickerList } } },
    async (request) => ({ result: await pickContracts(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/contract/:id',
    { config: SIGNED_IN, schema: { tags, summary: '계약 상세 (지급조건, 청구 현황, 가능한 작업)', params: IdParams, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await getContract(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/contract',
    { config: WRITE, schema: { tags, summary: '계약 등록 (작성중)', body: ContractBody, response: { 201: ContractAnswer } } },
    async (request, reply) => reply.code(201).send({ result: await createContract(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/contract/:id',
    { config: WRITE, schema: { tags, summary: '계약 수정 (진행중이면 변경계약: 변경차수 + 1, 재결재)', params: IdParams, body: ContractUpdateBody, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await updateContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/contract/:id',
    { config: WRITE, schema: { tags, summary: '작성중 계약 삭제', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.post(
    '/api/contract/:id/submit',
    { config: WRITE, schema: { tags, summary: '결재 요청', params: IdParams, body: ContractVersionBody, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await submitContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.version) }),
  );

  // The approver is whoever leads the owning department, with or without contract roles.
  app.post(
    '/api/contract/:id/approve',
    { config: SIGNED_IN, schema: { tags, summary: '승인 (서명된 계약서 첨부 필요)', params: IdParams, body: ContractApproveBody, response: { 200: ContractAnswer } } },
    async (request) => ({
      result: await approveContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.version, request.body.signedFileId),
    }),
  );

  app.post(
    '/api/contract/:id/reject',
    { config: SIGNED_IN, schema: { tags, summary: '반려 (사유 필수, 작성중으로)', params: IdParams, body: ContractReasonBody, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await rejectContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.version, request.body.reason) }),
  );

  app.post(
    '/api/contract/:id/complete',
    { config: WRITE, schema: { tags, summary: '계약 완료', params: IdParams, body: ContractVersionBody, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await completeContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.version) }),
  );

  app.post(
    '/api/contract/:id/terminate',
    { config: WRITE, schema: { tags, summary: '계약 해지 (사유 필수)', params: IdParams, body: ContractTerminateBody, response: { 200: ContractAnswer } } },
    async (request) => ({ result: await terminateContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/contract/:id/reopen',
    { config: MANAGEMENT_WRITE, schema: { tags, summary: '만료·해지 계약 재개 (종료일이 지났으면 새 종료일)', params: IdParams, body: ContractReopenBody, response: { 200: Done } } },
    async (request) => {
      await reopenContract(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.version, request.body.endDate);
      return { result: null };
    },
  );
}
