import { read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { pickContacts } from '../customer/picker';
import { actorOf } from '../../../lib/actor';
import { isAreaAdmin, viewerOf } from '../../cross/record/registry';
import { requireLinkableCustomer } from '../customer/access';
import { leadExportRoutes } from './exportRoute';
import { pickLeads } from './picker';
import { prospectDuplicates, qualifyLead } from './qualify';
import { Done, IdParams, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import { DuplicateMatch, PickedContact } from '@dure/shared/contracts/crm/customer';
import {
  Lead,
  LeadConvertBody,
  LeadConverted,
  LeadCreateBody,
  LeadDetail,
  LeadKanban,
  LeadKanbanQuery,
  LeadListQuery,
  LeadMeta,
  LeadPickerQuery,
  LeadQualifyBody,
  LeadReassignBody,
  LeadStageChangeBody,
  LeadUpdateBody,
  LeadsReassigned,
  PickedLead,
} from '@dure/shared/contracts/crm/lead';
import { getLead, leadKanban, leadMeta, listLeads, savedLead } from './service';
import { convertLead, changeStage } from './stage';
import { createLead, deleteLead, reassignLeads, updateLead } from './write';

const READ = { roles: [read('LEAD')] };
const WRITE = { roles: [write('LEAD')] };
const tags = ['lead'];

/** 리드 (DOMAIN §4 Lead): list, pipeline board, detail, edits, stage moves and 계약 전환. */
export async function leadRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  leadExportRoutes(base);

  app.get(
    '/api/lead',
    { config: READ, schema: { tags, summary: '리드 목록 (부서 범위)', querystring: LeadListQuery, response: { 200: Result(PageOf(Lead)) } } },
    async (request) => ({ result: await listLeads(app.db, request.auth!, request.query, app.clock()) }),
  );

  app.get(
    '/api/lead/kanban',
    { config: READ, schema: { tags, summary: '파이프라인 칸반 (단계별 건수·금액·카드)', querystring: LeadKanbanQuery, response: { 200: Result(LeadKanban) } } },
    async (request) => ({ result: await leadKanban(app.db, request.auth!, request.query, app.clock()) }),
  );

  app.get(
    '/api/lead/meta',
    { config: { roles: [read('LEAD'), read('LEAD_MANAGEMENT'), read('INBOUND_MANAGEMENT')] }, schema: { tags, summary: '리드 단계와 코드 목록', response: { 200: Result(LeadMeta) } } },
    async () => ({ result: await leadMeta(app.db) }),
  );

  app.get(
    '/api/lead/picker',
    { config: { access: 'authenticated' }, schema: { tags, summary: '리드 찾기 (선택용: 볼 수 있는 리드만, 고객사별)', querystring: LeadPickerQuery, response: { 200: Result(Type.Array(PickedLead)) } } },
    async (request) => ({ result: await pickLeads(app.db, request.auth!, request.query) }),
  );

  app.get(
    '/api/lead/:id',
    { config: READ, schema: { tags, summary: '리드 상세 (품목, 단계 이력)', params: IdParams, response: { 200: Result(LeadDetail) } } },
    async (request) => ({ result: await getLead(app.db, viewerOf(request), request.params.id, app.clock()) }),
  );

  app.post(
    '/api/lead',
    { config: WRITE, schema: { tags, summary: '리드 등록', body: LeadCreateBody, response: { 201: Result(LeadDetail) } } },
    async (request, reply) => {
      const id = await createLead(app.db, actorOf(request), viewerOf(request), request.body);
      return reply.code(201).send({ result: await savedLead(app.db, viewerOf(request), id, app.clock()) });
    },
  );

  app.put(
    '/api/lead/owner',
    { config: { roles: [write('LEAD_MANAGEMENT')] }, schema: { tags, summary: '담당자 일괄 재배정', body: LeadReassignBody, response: { 200: Result(LeadsReassigned) } } },
    async (request) => ({ result: { updated: await reassignLeads(app.db, actorOf(request), viewerOf(request), request.body) } }),
  );

  app.put(
    '/api/lead/:id',
    { config: WRITE, schema: { tags, summary: '리드 수정', params: IdParams, body: LeadUpdateBody, response: { 200: Result(LeadDetail) } } },
    async (request) => {
      await updateLead(app.db, actorOf(request), viewerOf(request), request.params.id, request.body);
      return { result: await savedLead(app.db, viewerOf(request), request.params.id, app.clock()) };
    },
  );

  app.delete(
    '/api/lead/:id',
    { config: WRITE, schema: { tags, summary: '리드 삭제 (본인 담당, 계약 전환 전)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteLead(app.db, actorOf(request), viewerOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.put(
    '/api/lead/:id/stage',
    { config: WRITE, schema: { tags, summary: '단계 변경 (수주·실주·재오픈 포함)', params: IdParams, body: LeadStageChangeBody, response: { 200: Result(LeadDetail) } } },
    async (request) => {
      await changeStage(app.db, actorOf(request), viewerOf(request), request.params.id, request.body);
      return { result: await savedLead(app.db, viewerOf(request), request.params.id, app.clock()) };
    },
  );

  app.get(
    '/api/lead/:id/prospect-duplicates',
    { config: READ, schema: { tags, summary: '잠재 고객사와 같거나 비슷한 기존 고객사 (고객사 지정 전 확인)', params: IdParams, response: { 200: Result(Type.Array(DuplicateMatch)) } } },
    async (request) => ({ result: await prospectDuplicates(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/lead/:id/qualify',
    {
      config: WRITE,
      schema: { tags, summary: '고객사 지정 (기존 고객사 선택 또는 잠재 고객으로 고객사·주담당자 등록, 단계 이동 포함; 중복 경고는 duplicateAckYn=Y)', params: IdParams, body: LeadQualifyBody, response: { 200: Result(LeadDetail) } },
    },
    async (request) => {
      await qualifyLead(app.db, actorOf(request), viewerOf(request), request.params.id, request.body);
      return { result: await savedLead(app.db, viewerOf(request), request.params.id, app.clock()) };
    },
  );

  app.post(
    '/api/lead/:id/convert',
    { config: WRITE, schema: { tags, summary: '계약 전환 (계약 초안 생성, 리드 수주)', params: IdParams, body: LeadConvertBody, response: { 201: Result(LeadConverted) } } },
    async (request, reply) => reply.code(201).send({ result: await convertLead(app.db, actorOf(request), viewerOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/lead/contact-picker/:id',
    {
      config: { roles: [read('LEAD')] },
      schema: { tags, summary: '고객사(:id)의 담당자 선택 목록', params: IdParams, response: { 200: Result(Type.Array(PickedContact)) } },
    },
    async (request) => {
      await requireLinkableCustomer(app.db, viewerOf(request), request.params.id, isAreaAdmin(viewerOf(request), 'LEAD'));
      return { result: await pickContacts(app.db, request.params.id) };
    },
  );
}
