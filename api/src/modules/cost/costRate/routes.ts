import { read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import { JOB_GRADE } from '@dure/shared/contracts/admin/user';
import { CommonCostBasis, CommonCostRate, CommonCostRateBody, CommonCostRateListQuery, CommonCostRatePage, LaborCostRate, LaborCostRateBody, LaborCostRateListQuery, LaborCostRatePage, LaborRateBasis, RateLookup, RateLookupQuery } from '@dure/shared/contracts/cost/costRate';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { seesSalary } from '../../../lib/masking';
import { createLaborRate, deleteLaborRate, getLaborRate, listLaborRates, lookupRate, updateLaborRate } from './laborRate';
import { createCommonRate, deleteCommonRate, getCommonRate, listCommonRates, updateCommonRate } from './commonRate';
import { COMMON_RATE_ENTITY, LABOR_RATE_ENTITY } from './record';

const tags = ['cost-rate'];
const MANAGE_READ = { roles: [read('COMMON_COST_RATE_MANAGEMENT')] };
const MANAGE_WRITE = { roles: [write('COMMON_COST_RATE_MANAGEMENT')] };
const authoritiesOf = (request: FastifyRequest) => request.auth!.authorities;
const salaryOf = (request: FastifyRequest) => seesSalary(authoritiesOf(request));

/** 인건비 단가 · 공통비율 (DOMAIN §6 LaborCostRate, CommonCostRate, /cost-rate/management). Rows by person are masked without SALARY_MANAGEMENT_READ. */
export async function costRateRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/labor-cost-rate/lookup',
    { config: MANAGE_READ, schema: { tags, summary: '단가 조회: 사용자·일자·업무유형 → 단가와 적용 규칙 (없으면 0, rateMissingYn=Y)', querystring: RateLookupQuery, response: { 200: Result(RateLookup) } } },
    async (request) => {
      const q = request.query;
      return { result: await lookupRate(app.db, salaryOf(request), q.userId, q.date, q.taskActivityId ? Number(q.taskActivityId) : null) };
    },
  );

  app.get(
    '/api/labor-cost-rate',
    { config: MANAGE_READ, schema: { tags, summary: '인건비 단가 목록 (기준, 직급, 사용자, 업무유형, 적용일)', querystring: LaborCostRateListQuery, response: { 200: Result(LaborCostRatePage) } } },
    async (request) => ({ result: await listLaborRates(app.db, request.query, salaryOf(request)) }),
  );

  app.get(
    '/api/labor-cost-rate/:id',
    { config: MANAGE_READ, schema: { tags, summary: '인건비 단가 상세', params: IdParams, response: { 200: Result(LaborCostRate) } } },
    async (request) => ({ result: await getLaborRate(app.db, request.params.id, salaryOf(request)) }),
  );

  app.post(
    '/api/labor-cost-rate',
    { config: MANAGE_WRITE, schema: { tags, summary: '인건비 단가 등록 (종료일 없는 새 단가는 이전 단가를 시작일 전날로 닫음)', body: LaborCostRateBody, response: { 201: Result(LaborCostRate) } } },
    async (request, reply) => reply.code(201).send({ result: await createLaborRate(app.db, actorOf(request), authoritiesOf(request), request.body) }),
  );

  app.put(
    '/api/labor-cost-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '인건비 단가 수정 (단가와 적용기간만; version 필수)', params: IdParams, body: LaborCostRateBody, response: { 200: Result(LaborCostRate) } } },
    async (request) => ({ result: await updateLaborRate(app.db, actorOf(request), authoritiesOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/labor-cost-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '인건비 단가 삭제 (version 필수)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteLaborRate(app.db, actorOf(request), authoritiesOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  listExportRoute(base, {
    path: '/api/labor-cost-rate/export.xlsx',
    access: MANAGE_READ,
    tags,
    title: '인건비 단가',
    asciiName: 'labor_cost_rates',
    query: Type.Omit(LaborCostRateListQuery, ['page', 'size']),
    entityType: LABOR_RATE_ENTITY,
    columns: () => [
      { header: '기준', width: 8, cell: (r: LaborCostRate) => LaborRateBasis.labels[r.basis] },
      { header: '직급', width: 8, cell: (r: LaborCostRate) => (r.jobGrade ? (JOB_GRADE.labels as Record<string, string>)[r.jobGrade] : null) },
      { header: '사용자', width: 10, cell: (r: LaborCostRate) => r.userName },
      { header: '업무유형', width: 14, cell: (r: LaborCostRate) => r.taskActivityName },
      { header: '시간당 단가(원)', width: 14, cell: (r: LaborCostRate) => (r.maskedYn === 'Y' ? '비공개' : r.hourlyRate) },
      { header: '적용 시작일', width: 12, cell: (r: LaborCostRate) => r.validFrom },
      { header: '적용 종료일', width: 12, cell: (r: LaborCostRate) => r.validTo },
      { header: '수정자', width: 10, cell: (r: LaborCostRate) => r.updatedByName },
    ],
    readPage: (request, query, page, size) => listLaborRates(app.db, { ...query, page, size }, salaryOf(request), EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/common-cost-rate',
    { config: MANAGE_READ, schema: { tags, summary: '공통비율 목록 (배부 기준, 부서, 프로젝트 유형, 적용일)', querystring: CommonCostRateListQuery, response: { 200: Result(CommonCostRatePage) } } },
    async (request) => ({ result: await listCommonRates(app.db, request.query) }),
  );

  app.get(
    '/api/common-cost-rate/:id',
    { config: MANAGE_READ, schema: { tags, summary: '공통비율 상세', params: IdParams, response: { 200: Result(CommonCostRate) } } },
    async (request) => ({ result: await getCommonRate(app.db, request.params.id) }),
  );

  app.post(
    '/api/common-cost-rate',
    { config: MANAGE_WRITE, schema: { tags, summary: '공통비율 등록 (코드·부서·프로젝트 유형마다 기간이 겹치지 않음)', body: CommonCostRateBody, response: { 201: Result(CommonCostRate) } } },
    async (request, reply) => reply.code(201).send({ result: await createCommonRate(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/common-cost-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '공통비율 수정 (version 필수)', params: IdParams, body: CommonCostRateBody, response: { 200: Result(CommonCostRate) } } },
    async (request) => ({ result: await updateCommonRate(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/common-cost-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '공통비율 삭제 (version 필수)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteCommonRate(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  listExportRoute(base, {
    path: '/api/common-cost-rate/export.xlsx',
    access: MANAGE_READ,
    tags,
    title: '공통비율',
    asciiName: 'common_cost_rates',
    query: Type.Omit(CommonCostRateListQuery, ['page', 'size']),
    entityType: COMMON_RATE_ENTITY,
    columns: () => [
      { header: '코드', width: 12, cell: (r: CommonCostRate) => r.code },
      { header: '이름', width: 18, cell: (r: CommonCostRate) => r.name },
      { header: '배부 기준', width: 10, cell: (r: CommonCostRate) => CommonCostBasis.labels[r.basis] },
      { header: '비율(%)·원/시간', width: 14, cell: (r: CommonCostRate) => r.ratePct },
      { header: '부서', width: 14, cell: (r: CommonCostRate) => r.deptName ?? '전체' },
      { header: '프로젝트 유형', width: 14, cell: (r: CommonCostRate) => r.projectTypeName ?? '전체' },
      { header: '적용 시작일', width: 12, cell: (r: CommonCostRate) => r.validFrom },
      { header: '적용 종료일', width: 12, cell: (r: CommonCostRate) => r.validTo },
      { header: '수정자', width: 10, cell: (r: CommonCostRate) => r.updatedByName },
    ],
    readPage: (_request, query, page, size) => listCommonRates(app.db, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
