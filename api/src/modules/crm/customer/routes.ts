import { admin, read, write } from '@dure/shared/access';
import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  ContactBody,
  ContactParams,
  ContactSaved,
  Contact,
  Customer,
  CustomerBody,
  CustomerDetail,
  CustomerListQuery,
  CustomerParams,
  CustomerPickerQuery,
  CustomerStatusBody,
  DuplicateMatch,
  DuplicateQuery,
  ImportPreview,
  ImportResult,
  Industry,
  MergeBody,
  MergeResult,
  MergedCustomer,
  PickedContact,
  PickedCustomer,
} from '@dure/shared/contracts/crm/customer';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { createContact, deleteContact, listContacts, updateContact } from './contacts';
import { findDuplicates } from './duplicates';
import { listIndustries } from './industries';
import { readUploadedSheet } from '../../../lib/importSheet';
import { commitImport, previewImport } from './importer';
import { mergeCustomers } from './merge';
import { pickContacts, pickCustomers } from './picker';
import { changeStatus, createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service';
import { requireReadable } from './access';
import { customerExportRoutes } from './exportRoute';

const SIGNED_IN = { access: 'authenticated' as const };
const READ = { roles: [read('CUSTOMER')] };
const WRITE = { roles: [write('CUSTOMER')] };
const ADMIN = { roles: [admin('CUSTOMER')] };
const tags = ['customer'];
const IMPORT_DESCRIPTION = 'multipart/form-data: file (.xlsx 또는 .csv, UTF-8 또는 CP949, 5MB·1,000행 이하), duplicateAckYn';

/** 고객사·담당자 (DOMAIN §4 Customer, Contact). */
export async function customerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;
  customerExportRoutes(base);

  app.get(
    '/api/customer/picker',
    { config: SIGNED_IN, schema: { tags, summary: '고객사 찾기 (선택용: 번호·이름·사업자번호만)', querystring: CustomerPickerQuery, response: { 200: Result(Type.Array(PickedCustomer)) } } },
    async (request) => ({ result: await pickCustomers(app.db, request.query.keyword, request.query.size ?? 20, request.query.id) }),
  );

  app.get(
    '/api/customer/:id/contact-picker',
    { config: SIGNED_IN, schema: { tags, summary: '고객사의 재직 담당자 찾기 (선택용: 이름·부서·직책만)', params: CustomerParams, querystring: CustomerPickerQuery, response: { 200: Result(Type.Array(PickedContact)) } } },
    async (request) => {
      await requireReadable(app.db, request.auth!, request.params.id);
      return { result: await pickContacts(app.db, request.params.id, request.query.keyword) };
    },
  );

  app.get(
    '/api/customer',
    { config: READ, schema: { tags, summary: '고객사 목록 (부서 범위)', querystring: CustomerListQuery, response: { 200: Result(PageOf(Customer)) } } },
    async (request) => ({ result: await listCustomers(app.db, caller(request), request.query) }),
  );

  app.get(
    '/api/customer/industries',
    { config: READ, schema: { tags, summary: '업종 코드 (공통코드 INDUSTRY)', response: { 200: Result(Type.Array(Industry)) } } },
    async () => ({ result: await listIndustries(app.db) }),
  );

  app.get(
    '/api/customer/duplicates',
    { config: READ, schema: { tags, summary: '중복 의심 고객사 (같은 사업자번호·비슷한 이름·같은 메일 도메인)', querystring: DuplicateQuery, response: { 200: Result(Type.Array(DuplicateMatch)) } } },
    async (request) => ({ result: await findDuplicates(app.db, request.query) }),
  );

  app.post(
    '/api/customer/import/preview',
    { config: WRITE, schema: { tags, summary: '고객사 가져오기 미리보기 (저장하지 않음)', description: IMPORT_DESCRIPTION, response: { 200: Result(ImportPreview) } } },
    async (request) => {
      const { sheet } = await readUploadedSheet(request);
      return { result: await previewImport(app.db, caller(request), sheet) };
    },
  );

  app.post(
    '/api/customer/import',
    { config: WRITE, schema: { tags, summary: '고객사 가져오기 (오류 없는 행만 한 트랜잭션으로 저장)', description: IMPORT_DESCRIPTION, response: { 200: Result(ImportResult) } } },
    async (request) => {
      const { sheet, fields } = await readUploadedSheet(request);
      return { result: await commitImport(app.db, actorOf(request), caller(request), sheet, fields.duplicateAckYn === 'Y') };
    },
  );

  app.get(
    '/api/customer/:id',
    { config: READ, schema: { tags, summary: '고객사 상세 (담당자·집계 포함; 병합된 고객사는 mergedIntoId)', params: CustomerParams, response: { 200: Result(Type.Union([CustomerDetail, MergedCustomer])) } } },
    async (request) => ({ result: await getCustomer(app.db, caller(request), request.params.id) }),
  );

  app.post(
    '/api/customer',
    { config: WRITE, schema: { tags, summary: '고객사 등록 (중복 경고는 duplicateAckYn=Y로 확인)', body: CustomerBody, response: { 201: Result(CustomerDetail) } } },
    async (request, reply) => reply.code(201).send({ result: await createCustomer(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put(
    '/api/customer/:id',
    { config: WRITE, schema: { tags, summary: '고객사 수정 (version 필수)', params: CustomerParams, body: CustomerBody, response: { 200: Result(CustomerDetail) } } },
    async (request) => ({ result: await updateCustomer(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/customer/:id/status',
    { config: WRITE, schema: { tags, summary: '고객사 상태 변경 (휴면·폐업 등)', params: CustomerParams, body: CustomerStatusBody, response: { 200: Result(CustomerDetail) } } },
    async (request) => ({ result: await changeStatus(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/customer/:id',
    { config: ADMIN, schema: { tags, summary: '고객사 삭제', params: CustomerParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteCustomer(app.db, actorOf(request), caller(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.post(
    '/api/customer/:id/merge',
    { config: ADMIN, schema: { tags, summary: '고객사 병합 (되돌릴 수 없음)', params: CustomerParams, body: MergeBody, response: { 200: Result(MergeResult) } } },
    async (request) => ({ result: await mergeCustomers(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/customer/:id/contacts',
    { config: READ, schema: { tags, summary: '담당자 목록', params: CustomerParams, response: { 200: Result(Type.Array(Contact)) } } },
    async (request) => {
      await requireReadable(app.db, caller(request), request.params.id);
      return { result: await listContacts(app.db, request.params.id) };
    },
  );

  app.post(
    '/api/customer/:id/contacts',
    { config: WRITE, schema: { tags, summary: '담당자 등록 (같은 휴대폰이 다른 고객사에 있으면 warnings)', params: CustomerParams, body: ContactBody, response: { 201: Result(ContactSaved) } } },
    async (request, reply) => reply.code(201).send({ result: await createContact(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/customer/:id/contacts/:contactId',
    { config: WRITE, schema: { tags, summary: '담당자 수정 (version 필수)', params: ContactParams, body: ContactBody, response: { 200: Result(ContactSaved) } } },
    async (request) => ({ result: await updateContact(app.db, actorOf(request), caller(request), request.params.id, request.params.contactId, request.body) }),
  );

  app.delete(
    '/api/customer/:id/contacts/:contactId',
    { config: WRITE, schema: { tags, summary: '담당자 삭제', params: ContactParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteContact(app.db, actorOf(request), caller(request), request.params.id, request.params.contactId, request.query.version);
      return { result: null };
    },
  );
}
