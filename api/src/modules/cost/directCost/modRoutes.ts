import { read, write } from '@dure/shared/access';
import { IdParams, Result } from '@dure/shared/contracts';
import { DirectCostMod, DirectCostModBody, DirectCostModDecisionBody, DirectCostModListQuery, DirectCostModPage, DirectCostModStatus, DirectCostModType } from '@dure/shared/contracts/cost/directCost';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { DIRECT_COST_MOD_ENTITY, approveMod, getMod, listMods, rejectMod, requestMod } from './mods';
import './modRecord';

const tags = ['direct-cost-mod'];
const READ = { roles: [read('DIRECT_COST_MOD_MANAGEMENT')] };
const DECIDE = { roles: [write('DIRECT_COST_MOD_MANAGEMENT')] };
/** Whoever keys direct costs may ask to change a confirmed one, as may the change managers. */
const REQUEST = { roles: [write('DIRECT_COST_MANAGEMENT'), write('DIRECT_COST_MOD_MANAGEMENT')] };
const sideText = (s: DirectCostMod['before']) =>
  [s.projectName, s.costAccountName, s.costDate, s.supplyAmount === null ? null : `${s.supplyAmount.toLocaleString('ko-KR')}원`].filter(Boolean).join(' · ');

/** 직접비 변경 (DOMAIN §6 DirectCostMod; /direct/cost/mod/management): request, approve (applies), reject. */
export async function directCostModRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  listExportRoute(base, {
    path: '/api/direct-cost-mod/export.xlsx',
    access: READ,
    tags,
    title: '직접비 변경',
    asciiName: 'direct_cost_changes',
    query: Type.Omit(DirectCostModListQuery, ['page', 'size']),
    entityType: DIRECT_COST_MOD_ENTITY,
    columns: () => [
      { header: '요청일시', width: 20, cell: (m: DirectCostMod) => m.requestedAt },
      { header: '직접비', width: 28, cell: (m) => m.directCostDescription },
      { header: '변경 유형', width: 10, cell: (m) => DirectCostModType.labels[m.changeType] },
      { header: '변경 전', width: 40, cell: (m) => sideText(m.before) },
      { header: '변경 후', width: 40, cell: (m) => sideText(m.after) },
      { header: '사유', width: 30, cell: (m) => m.reason },
      { header: '상태', width: 8, cell: (m) => DirectCostModStatus.labels[m.status] },
      { header: '요청자', cell: (m) => m.requestedByName },
      { header: '처리자', cell: (m) => m.decidedByName },
      { header: '반려 사유', width: 24, cell: (m) => m.rejectReason },
      { header: '조정 반영', width: 10, cell: (m) => (m.adjustedYn === 'Y' ? '예' : '') },
    ],
    readPage: (request, query, page, size) => listMods(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/direct-cost-mod',
    { config: READ, schema: { tags, summary: '직접비 변경 요청 목록 (부서 범위 + 본인 요청)', querystring: DirectCostModListQuery, response: { 200: Result(DirectCostModPage) } } },
    async (request) => ({ result: await listMods(app.db, request.auth!, request.query) }),
  );

  app.get(
    '/api/direct-cost-mod/:id',
    { config: READ, schema: { tags, summary: '직접비 변경 요청 상세', params: IdParams, response: { 200: Result(DirectCostMod) } } },
    async (request) => ({ result: await getMod(app.db, request.auth!, request.params.id) }),
  );

  app.post(
    '/api/direct-cost-mod',
    { config: REQUEST, schema: { tags, summary: '확정된 직접비의 변경 요청 (금액·계정·프로젝트·귀속월·취소; version은 직접비의 것)', body: DirectCostModBody, response: { 201: Result(DirectCostMod) } } },
    async (request, reply) => reply.code(201).send({ result: await requestMod(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.post(
    '/api/direct-cost-mod/:id/approve',
    { config: DECIDE, schema: { tags, summary: '변경 승인 및 반영 (요청자 본인 불가; 마감된 달은 진행 중인 달에 조정 행)', params: IdParams, body: DirectCostModDecisionBody, response: { 200: Result(DirectCostMod) } } },
    async (request) => ({ result: await approveMod(app.db, actorOf(request), request.auth!, request.params.id, request.body.version) }),
  );

  app.post(
    '/api/direct-cost-mod/:id/reject',
    { config: DECIDE, schema: { tags, summary: '변경 반려 (사유 필수; 요청자 본인 불가)', params: IdParams, body: DirectCostModDecisionBody, response: { 200: Result(DirectCostMod) } } },
    async (request) => ({ result: await rejectMod(app.db, actorOf(request), request.auth!, request.params.id, request.body.version, request.body.reason) }),
  );
}
