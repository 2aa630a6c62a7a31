import { admin, read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import {
  CompanyProfile,
  CompanyProfileAnswer,
  CompanyProfileBody,
  DeadlineBoard,
  InvoiceAmendBody,
  InvoiceAnswer,
  InvoiceBody,
  InvoiceListQuery,
  InvoicePage,
  InvoiceReasonBody,
  InvoiceUpdateBody,
  InvoiceVersionBody,
  InvoicesAnswer,
} from '@dure/shared/contracts/crm/taxInvoice';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { taxInvoiceExportRoutes } from './exportRoute';
import { amendInvoice } from './amend';
import { deadlineBoard } from './deadline';
import { getProfile, saveProfile } from './profile';
import { createInvoice, deleteInvoice, getInvoice, listInvoices, updateInvoice } from './service';
import { approveAndIssue, cancelInvoice, rejectApproval, requestApproval, transmit } from './workflow';

const READ = { roles: [read('TAX_INVOICE'), read('TAX_INVOICE_MANAGEMENT')] };
const WRITE = { roles: [write('TAX_INVOICE')] };
const APPROVE = { roles: [write('TAX_INVOICE_MANAGEMENT')] };
const tags = ['tax-invoice'];

/** 세금계산서 (DOMAIN §4 TaxInvoice): drafts, approval and issue, NTS transmission, amendments. */
export async function taxInvoiceRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  taxInvoiceExportRoutes(base);

  app.get('/api/tax-invoice', { config: READ, schema: { tags, summary: '세금계산서 목록', querystring: InvoiceListQuery, response: { 200: InvoicePage } } }, async (request) => ({
    result: await listInvoices(app.db, request.auth!, request.query, app.clock()),
  }));

  app.get(
    '/api/tax-invoice/company-profile',
    { config: READ, schema: { tags, summary: '공급자(회사) 정보', response: { 200: CompanyProfileAnswer } } },
    async () => ({ result: await getProfile(app.db) }),
  );

  app.put(
    '/api/tax-invoice/company-profile',
    { config: { roles: [admin('TAX_INVOICE_MANAGEMENT')] }, schema: { tags, summary: '공급자(회사) 정보 저장', body: CompanyProfileBody, response: { 200: Result(CompanyProfile) } } },
    async (request) => ({ result: await saveProfile(app.db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/tax-invoice/deadline-board',
    { config: { roles: [read('TAX_INVOICE_MANAGEMENT')] }, schema: { tags, summary: '발급기한 현황 (지난달 청구 대상 미발행)', response: { 200: Result(DeadlineBoard) } } },
    async () => ({ result: await deadlineBoard(app.db, app.clock()) }),
  );

  app.get('/api/tax-invoice/:id', { config: READ, schema: { tags, summary: '세금계산서 상세', params: IdParams, response: { 200: InvoiceAnswer } } }, async (request) => ({
    result: await getInvoice(app.db, request.auth!, request.params.id, app.clock()),
  }));

  app.post('/api/tax-invoice', { config: WRITE, schema: { tags, summary: '세금계산서 작성 (임시저장)', body: InvoiceBody, response: { 201: InvoiceAnswer } } }, async (request, reply) =>
    reply.code(201).send({ result: await createInvoice(app.db, actorOf(request), request.auth!, request.body) }),
  );

  app.put(
    '/api/tax-invoice/:id',
    { config: WRITE, schema: { tags, summary: '세금계산서 수정 (작성중·역발행 요청만)', params: IdParams, body: InvoiceUpdateBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await updateInvoice(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );

  app.delete(
    '/api/tax-invoice/:id',
    { config: WRITE, schema: { tags, summary: '세금계산서 삭제 (작성중만)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteInvoice(app.db, actorOf(request), request.auth!, request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.post(
    '/api/tax-invoice/:id/request',
    { config: WRITE, schema: { tags, summary: '발행 승인 요청', params: IdParams, body: InvoiceVersionBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await requestApproval(app.db, actorOf(request), request.auth!, request.params.id, request.body.version) }),
  );

  app.post(
    '/api/tax-invoice/:id/approve',
    { config: APPROVE, schema: { tags, summary: '승인·발급 (국세청 승인번호 부여)', params: IdParams, body: InvoiceVersionBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await approveAndIssue(app.db, actorOf(request), request.auth!, request.params.id, request.body.version) }),
  );

  app.post(
    '/api/tax-invoice/:id/reject',
    { config: APPROVE, schema: { tags, summary: '발행 요청 반려', params: IdParams, body: InvoiceReasonBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await rejectApproval(app.db, actorOf(request), request.auth!, request.params.id, request.body.version, request.body.reason) }),
  );

  app.post(
    '/api/tax-invoice/:id/transmit',
    { config: { roles: [write('TAX_INVOICE'), write('TAX_INVOICE_MANAGEMENT')] }, schema: { tags, summary: '국세청 전송 (재전송)', params: IdParams, body: InvoiceVersionBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await transmit(app.db, actorOf(request), request.auth!, request.params.id, request.body.version) }),
  );

  app.post(
    '/api/tax-invoice/:id/cancel',
    { config: WRITE, schema: { tags, summary: '작성 취소 (발급 전만)', params: IdParams, body: InvoiceReasonBody, response: { 200: InvoiceAnswer } } },
    async (request) => ({ result: await cancelInvoice(app.db, actorOf(request), request.auth!, request.params.id, request.body.version, request.body.reason) }),
  );

  app.post(
    '/api/tax-invoice/:id/amend',
    { config: WRITE, schema: { tags, summary: '수정세금계산서 작성 (사유 1–6)', params: IdParams, body: InvoiceAmendBody, response: { 201: InvoicesAnswer } } },
    async (request, reply) => reply.code(201).send({ result: await amendInvoice(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );
}
