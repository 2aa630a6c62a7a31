import { read, write } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { isAreaAdmin, viewerOf } from '../../cross/record/registry';
import { requireLinkableCustomer } from '../customer/access';
import { activityBoard } from './board';
import { crmRecordExportRoutes } from './exportRoute';
import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  ActivityBoard,
  ActivityBoardQuery,
  ActivityType,
  ActivityTypeCreateBody,
  ActivityTypeUpdateBody,
  ActivityTypesQuery,
  CrmContactOption,
  CrmCustomerQuery,
  CrmRecord,
  CrmRecordCreateBody,
  CrmRecordFollowUp,
  CrmRecordListQuery,
  CrmRecordParams,
  CrmRecordStatusBody,
  CrmRecordUpdateBody,
  CrmRelated,
} from '@dure/shared/contracts/crm/crmRecord';
import { changeStatus, createRecord, customerContacts, customerRelated, deleteRecord, followUp, getRecord, listRecords, updateRecord } from './service';
import { createTypeCode, listTypeCodes, updateTypeCode } from './typeCodes';

const READ = { roles: [read('CRM')] };
const WRITE = { roles: [write('CRM')] };
const tags = ['crm-record'];

/** 영업활동 (DOMAIN §4 CrmRecord): /crm list and detail, /crm/management board and activity type codes. */
export async function crmRecordRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  crmRecordExportRoutes(base);

  app.get(
    '/api/crm-record',
    { config: READ, schema: { tags, summary: '영업활동 목록', querystring: CrmRecordListQuery, response: { 200: Result(PageOf(CrmRecord)) } } },
    async (request) => ({ result: await listRecords(app.db, viewerOf(request), request.query, app.clock()) }),
  );

  app.get(
    '/api/crm-record/board',
    {
      config: { roles: [read('CRM_MANAGEMENT')] },
      schema: { tags, summary: '담당자 × 주간 활동 현황 (완료 건수, 지난 다음 액션)', querystring: ActivityBoardQuery, response: { 200: Result(ActivityBoard) } },
    },
    async (request) => ({ result: await activityBoard(app.db, viewerOf(request), request.query, app.clock()) }),
  );

  app.get(
    '/api/crm-record/types',
    { config: { roles: [read('CRM'), read('CRM_MANAGEMENT')] }, schema: { tags, summary: '활동유형 코드 (CRM_ACTIVITY_TYPE)', querystring: ActivityTypesQuery, response: { 200: Result(Type.Array(ActivityType)) } } },
    async (request) => ({ result: await listTypeCodes(app.db, request.query.includeInactiveYn === 'Y') }),
  );

  app.post(
    '/api/crm-record/types',
    { config: { roles: [write('CRM_MANAGEMENT')] }, schema: { tags, summary: '활동유형 코드 추가', body: ActivityTypeCreateBody, response: { 201: Result(ActivityType) } } },
    async (request, reply) => reply.code(201).send({ result: await createTypeCode(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/crm-record/types/:id',
    { config: { roles: [write('CRM_MANAGEMENT')] }, schema: { tags, summary: '활동유형 코드 수정·비활성화', params: CrmRecordParams, body: ActivityTypeUpdateBody, response: { 200: Result(ActivityType) } } },
    async (request) => ({ result: await updateTypeCode(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/crm-record/contacts',
    { config: READ, schema: { tags, summary: '고객사 담당자 (영업활동 입력용)', querystring: CrmCustomerQuery, response: { 200: Result(Type.Array(CrmContactOption)) } } },
    async (request) => {
      const viewer = viewerOf(request);
      await requireLinkableCustomer(app.db, viewer, request.query.customerId, isAreaAdmin(viewer, 'CRM'));
      return { result: await customerContacts(app.db, request.query.customerId) };
    },
  );

  app.get(
    '/api/crm-record/related',
    { config: READ, schema: { tags, summary: '고객사의 리드·계약 (영업활동 입력용)', querystring: CrmCustomerQuery, response: { 200: Result(CrmRelated) } } },
    async (request) => ({ result: await customerRelated(app.db, viewerOf(request), request.query.customerId) }),
  );

  app.get(
    '/api/crm-record/:id',
    { config: READ, schema: { tags, summary: '영업활동 상세', params: CrmRecordParams, response: { 200: Result(CrmRecord) } } },
    async (request) => ({ result: await getRecord(app.db, viewerOf(request), request.params.id, app.clock()) }),
  );

  app.post(
    '/api/crm-record',
    { config: WRITE, schema: { tags, summary: '영업활동 등록', body: CrmRecordCreateBody, response: { 201: Result(CrmRecord) } } },
    async (request, reply) => reply.code(201).send({ result: await createRecord(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/crm-record/:id',
    { config: WRITE, schema: { tags, summary: '영업활동 수정', params: CrmRecordParams, body: CrmRecordUpdateBody, response: { 200: Result(CrmRecord) } } },
    async (request) => ({ result: await updateRecord(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/crm-record/:id/status',
    { config: WRITE, schema: { tags, summary: '영업활동 상태 변경 (예정 → 완료/취소)', params: CrmRecordParams, body: CrmRecordStatusBody, response: { 200: Result(CrmRecord) } } },
    async (request) => ({ result: await changeStatus(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/crm-record/:id/follow-up',
    {
      config: WRITE,
      schema: { tags, summary: '다음 액션 완료 → 후속 활동(예정) 초안', params: CrmRecordParams, body: Type.Optional(Type.Object({})), response: { 200: Result(CrmRecordFollowUp) } },
    },
    async (request) => ({ result: await followUp(app.db, viewerOf(request), actorOf(request), request.params.id) }),
  );

  app.delete(
    '/api/crm-record/:id',
    { config: WRITE, schema: { tags, summary: '영업활동 삭제', params: CrmRecordParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteRecord(app.db, viewerOf(request), actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
