import { read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import { PickedProject, ProjectPickerQuery } from '@dure/shared/contracts/okr/project';
import {
  SalesLedger,
  SalesLedgerAdjustmentBody,
  SalesLedgerAllocationBody,
  SalesLedgerBody,
  SalesLedgerBulkAllocationBody,
  SalesLedgerListQuery,
  SalesLedgerPage,
  SalesLedgerSource,
  SalesLedgerUpdateBody,
} from '@dure/shared/contracts/crm/salesLedger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { projectChoices } from '../../okr/project/picker';
import { SALES_LEDGER_ENTITY, allocateLedger, bulkAllocate, createAdjustment, createManual, deleteLedger, getLedger, listLedger, updateLedger } from './service';

const READ = { roles: [read('MED_SALES_MANAGEMENT')] };
const WRITE = { roles: [write('MED_SALES_MANAGEMENT')] };
const tags = ['sales-ledger'];

/** 매출 실적 (DOMAIN §4 SalesLedger, `/med/sales/management`); every write refused in a CLOSED cost month. */
export async function salesLedgerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  listExportRoute(base, {
    path: '/api/sales-ledger/export.xlsx',
    access: READ,
    tags,
    title: '매출 실적',
    asciiName: 'sales_ledger',
    query: Type.Omit(SalesLedgerListQuery, ['page', 'size']),
    entityType: SALES_LEDGER_ENTITY,
    columns: () => [
      { header: '귀속월', width: 10, cell: (r: SalesLedger) => r.ym },
      { header: '구분', width: 10, cell: (r) => SalesLedgerSource.labels[r.sourceType] },
      { header: '세금계산서', width: 16, cell: (r) => r.invoiceNo },
      { header: '고객사', width: 24, cell: (r) => r.customerName },
      { header: '계약', width: 24, cell: (r) => (r.contractNo ? `${r.contractNo} ${r.contractTitle ?? ''}` : null) },
      { header: '프로젝트', width: 24, cell: (r) => (r.projectNo ? `${r.projectNo} ${r.projectName ?? ''}` : '미배정') },
      { header: '부서', width: 16, cell: (r) => r.deptName },
      { header: '금액(원)', cell: (r) => r.amount },
      { header: '통화', width: 8, cell: (r) => r.currencyCode },
      { header: '외화금액', cell: (r) => r.foreignAmount },
      { header: '환율', cell: (r) => r.exchangeRate },
      { header: '비고·사유', width: 30, cell: (r) => r.note },
      { header: '마감', width: 8, cell: (r) => (r.closedYn === 'Y' ? '마감' : '') },
    ],
    readPage: (request, query, page, size) => listLedger(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get('/api/sales-ledger', { config: READ, schema: { tags, summary: '매출 실적 목록 (합계 포함, 부서 범위)', querystring: SalesLedgerListQuery, response: { 200: Result(SalesLedgerPage) } } }, async (request) => ({
    result: await listLedger(app.db, request.auth!, request.query),
  }));

  // Revenue is allocated org-wide: the ledger's readers pick any live project, not only those their project roles show.
  app.get(
    '/api/sales-ledger/project-picker',
    { config: READ, schema: { tags, summary: '배정할 프로젝트 찾기 (살아 있는 모든 프로젝트, 이름·번호로)', querystring: ProjectPickerQuery, response: { 200: Result(Type.Array(PickedProject)) } } },
    async (request) => ({ result: await projectChoices(app.db, undefined, request.query) }),
  );

  app.get('/api/sales-ledger/:id', { config: READ, schema: { tags, summary: '매출 실적 상세', params: IdParams, response: { 200: Result(SalesLedger) } } }, async (request) => ({
    result: await getLedger(app.db, request.auth!, request.params.id),
  }));

  app.post('/api/sales-ledger', { config: WRITE, schema: { tags, summary: '수기 매출 등록', body: SalesLedgerBody, response: { 201: Result(SalesLedger) } } }, async (request, reply) =>
    reply.code(201).send({ result: await createManual(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.post(
    '/api/sales-ledger/adjustment',
    { config: WRITE, schema: { tags, summary: '조정 행 등록 (기존 행 참조, 사유 필수)', body: SalesLedgerAdjustmentBody, response: { 201: Result(SalesLedger) } } },
    async (request, reply) => reply.code(201).send({ result: await createAdjustment(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.post(
    '/api/sales-ledger/allocation',
    {
      config: WRITE,
      schema: { tags, summary: '프로젝트 일괄 배정', body: SalesLedgerBulkAllocationBody, response: { 200: Result(Type.Object({ updated: Type.Integer({ minimum: 0 }) })) } },
    },
    async (request) => ({ result: await bulkAllocate(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.put(
    '/api/sales-ledger/:id',
    { config: WRITE, schema: { tags, summary: '수기·조정 행 수정 (세금계산서 행은 재배정만)', params: IdParams, body: SalesLedgerUpdateBody, response: { 200: Result(SalesLedger) } } },
    async (request) => ({ result: await updateLedger(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );

  app.put(
    '/api/sales-ledger/:id/allocation',
    { config: WRITE, schema: { tags, summary: '프로젝트·부서 재배정', params: IdParams, body: SalesLedgerAllocationBody, response: { 200: Result(SalesLedger) } } },
    async (request) => ({ result: await allocateLedger(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );

  app.delete('/api/sales-ledger/:id', { config: WRITE, schema: { tags, summary: '수기·조정 행 삭제', params: IdParams, querystring: VersionQuery, response: { 200: Done } } }, async (request) => {
    await deleteLedger(app.db, actorOf(request), request.auth!, request.params.id, request.query.version);
    return { result: null };
  });
}
