import { read, write } from '@dure/shared/access';
import { Done, IdParams, Result } from '@dure/shared/contracts';
import {
  DirectCost,
  DirectCostBody,
  DirectCostListQuery,
  DirectCostPage,
  DirectCostSource,
  DirectCostStatus,
  DirectCostTotals,
  EvidenceType,
  PurchaseInvoiceOption,
  PurchaseInvoiceQuery,
} from '@dure/shared/contracts/cost/directCost';
import { VersionQuery } from '@dure/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import './record';
import {
  DIRECT_COST_ENTITY,
  confirmDirectCost,
  createDirectCost,
  deleteDirectCost,
  directCostTotals,
  getDirectCost,
  listDirectCosts,
  purchaseInvoices,
  updateDirectCost,
} from './service';

const tags = ['direct-cost'];
const READ = { roles: [read('DIRECT_COST_MANAGEMENT')] };
const WRITE = { roles: [write('DIRECT_COST_MANAGEMENT')] };
const VersionBody = Type.Object({ version: VersionQuery.properties.version }, { additionalProperties: false });

/** 직접비 (DOMAIN §6 DirectCost; /direct/cost/management) under DIRECT_COST_MANAGEMENT, data-scoped by owner department. */
export async function directCostRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  listExportRoute(base, {
    path: '/api/direct-cost/export.xlsx',
    access: READ,
    tags,
    title: '직접비',
    asciiName: 'direct_costs',
    query: Type.Omit(DirectCostListQuery, ['page', 'size']),
    entityType: DIRECT_COST_ENTITY,
    columns: () => [
      { header: '일자', width: 12, cell: (r: DirectCost) => r.costDate },
      { header: '프로젝트번호', width: 14, cell: (r) => r.projectNo },
      { header: '프로젝트', width: 24, cell: (r) => r.projectName },
      { header: '계정 코드', width: 12, cell: (r) => r.costAccountCode },
      { header: '원가계정', width: 14, cell: (r) => r.costAccountName },
      { header: '내용', width: 30, cell: (r) => r.description },
      { header: '거래처', width: 18, cell: (r) => r.vendorName },
      { header: '공급가액', cell: (r) => r.supplyAmount },
      { header: '부가세', cell: (r) => r.vatAmount },
      { header: '합계', cell: (r) => r.totalAmount },
      { header: '통화', width: 8, cell: (r) => r.currencyCode ?? 'KRW' },
      { header: '외화 금액', cell: (r) => r.foreignAmount },
      { header: '환율', cell: (r) => r.exchangeRate },
      { header: '증빙', width: 10, cell: (r) => EvidenceType.labels[r.evidenceType] },
      { header: '세금계산서', width: 16, cell: (r) => r.purchaseTaxInvoiceNo },
      { header: '상태', width: 8, cell: (r) => DirectCostStatus.labels[r.status] },
      { header: '구분', width: 10, cell: (r) => DirectCostSource.labels[r.sourceType] },
      { header: '비용 집행', width: 16, cell: (r) => r.costExecutionNo },
      { header: '담당자', cell: (r) => r.ownerUserName },
      { header: '소유부서', cell: (r) => r.ownerDeptName },
    ],
    readPage: (request, query, page, size) => listDirectCosts(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/direct-cost',
    { config: READ, schema: { tags, summary: '직접비 목록 (부서 범위; 프로젝트·계정·기간·상태·증빙 조건)', querystring: DirectCostListQuery, response: { 200: Result(DirectCostPage) } } },
    async (request) => ({ result: await listDirectCosts(app.db, request.auth!, request.query) }),
  );

  app.get(
    '/api/direct-cost/totals',
    { config: READ, schema: { tags, summary: '직접비 목록 합계 (목록과 같은 조건의 모든 행)', querystring: DirectCostListQuery, response: { 200: Result(DirectCostTotals) } } },
    async (request) => ({ result: await directCostTotals(app.db, request.auth!, request.query) }),
  );

  app.get(
    '/api/direct-cost/purchase-invoices',
    { config: READ, schema: { tags, summary: '증빙으로 고를 매입 세금계산서 (최근 30건)', querystring: PurchaseInvoiceQuery, response: { 200: Result(Type.Array(PurchaseInvoiceOption)) } } },
    async (request) => ({ result: await purchaseInvoices(app.db, request.query.keyword, typeof request.query.id === 'number' ? request.query.id : undefined) }),
  );

  app.get(
    '/api/direct-cost/:id',
    { config: READ, schema: { tags, summary: '직접비 상세', params: IdParams, response: { 200: Result(DirectCost) } } },
    async (request) => ({ result: await getDirectCost(app.db, request.auth!, request.params.id) }),
  );

  app.post(
    '/api/direct-cost',
    { config: WRITE, schema: { tags, summary: '직접비 등록 (작성 중; 마감된 달은 409)', body: DirectCostBody, response: { 201: Result(DirectCost) } } },
    async (request, reply) => reply.code(201).send({ result: await createDirectCost(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.put(
    '/api/direct-cost/:id',
    { config: WRITE, schema: { tags, summary: '작성 중인 직접비 수정 (version 필수; 확정된 것은 직접비 변경으로)', params: IdParams, body: DirectCostBody, response: { 200: Result(DirectCost) } } },
    async (request) => ({ result: await updateDirectCost(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/api/direct-cost/:id/confirm',
    { config: WRITE, schema: { tags, summary: '직접비 확정 (작성 중 → 확정; version 필수)', params: IdParams, body: VersionBody, response: { 200: Result(DirectCost) } } },
    async (request) => ({ result: await confirmDirectCost(app.db, actorOf(request), request.auth!, request.params.id, request.body.version) }),
  );

  app.delete(
    '/api/direct-cost/:id',
    { config: WRITE, schema: { tags, summary: '작성 중인 직접비 삭제 (본인 또는 관리자)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteDirectCost(app.db, actorOf(request), request.auth!, request.params.id, request.query.version);
      return { result: null };
    },
  );
}
