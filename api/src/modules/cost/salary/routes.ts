import { admin, base as baseRole, read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import { SALARY_AMOUNT_FIELDS, SALARY_AMOUNT_LABELS, SALARY_UPLOAD_MAX_ROWS, Salary, SalaryBody, SalaryListQuery, SalaryPage, SalaryUploadPreview, SalaryUploadResult } from '@dure/shared/contracts/cost/salary';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { readUploadedSheet } from '../../../lib/importSheet';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { SALARY_ENTITY } from './record';
import { auditSalaryRead, deleteSalary, getSalary, listSalaries, updateSalary } from './service';
import { commitSalaryUpload, previewSalaryUpload } from './upload';

const tags = ['salary'];
/** SALARY_MANAGEMENT_READ sees the amounts; ROLE_ADMIN and HR_ADMIN reach the rows with every amount masked (DOMAIN §1.3). */
const READ = { roles: [read('SALARY_MANAGEMENT'), baseRole('ADMIN'), baseRole('HR_ADMIN')] };
const WRITE = { roles: [write('SALARY_MANAGEMENT')] };
const ADMIN = { roles: [admin('SALARY_MANAGEMENT')] };
const UPLOAD_DESCRIPTION = `multipart/form-data: file (.xlsx, 5MB·${SALARY_UPLOAD_MAX_ROWS.toLocaleString('ko-KR')}행 이하). 열: 사번 또는 아이디, 귀속월, ${SALARY_AMOUNT_FIELDS.map((f) => SALARY_AMOUNT_LABELS[f]).join(', ')} (퇴직급여충당은 비우면 (기본급+수당+연장근로수당+상여)÷12)`;
const callerOf = (request: FastifyRequest) => request.auth!;
const won = (r: Salary, field: keyof Salary) => (r.maskedYn === 'Y' ? '비공개' : (r[field] as number | null));

/** 급여 관리 (DOMAIN §6 Salary, /salary/management): amounts masked without SALARY_MANAGEMENT_READ; every read is audited. */
export async function salaryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/salary',
    { config: READ, schema: { tags, summary: '급여 목록 (귀속월 범위, 부서(하위 포함), 사용자, 이름·아이디·사번 검색; 조건 전체 합계 포함)', querystring: SalaryListQuery, response: { 200: Result(SalaryPage) } } },
    async (request) => {
      const result = await listSalaries(app.db, callerOf(request), request.query);
      await auditSalaryRead(app.db, actorOf(request), null, { filters: request.query, rows: result.content.length, maskedYn: result.totals.maskedYn });
      return { result };
    },
  );

  app.post(
    '/api/salary/upload/preview',
    { config: WRITE, schema: { tags, summary: '급여 엑셀 올리기 미리보기 (행마다 값·오류; 저장하지 않음)', description: UPLOAD_DESCRIPTION, response: { 200: Result(SalaryUploadPreview) } } },
    async (request) => {
      const { sheet } = await readUploadedSheet(request);
      return { result: await previewSalaryUpload(app.db, callerOf(request), sheet) };
    },
  );

  app.post(
    '/api/salary/upload',
    { config: WRITE, schema: { tags, summary: '급여 엑셀 올리기 (오류 없는 행만 한 트랜잭션으로 저장; 같은 사용자·귀속월은 바꿔 씀)', description: UPLOAD_DESCRIPTION, response: { 200: Result(SalaryUploadResult) } } },
    async (request) => {
      const { sheet } = await readUploadedSheet(request);
      return { result: await commitSalaryUpload(app.db, actorOf(request), callerOf(request), sheet) };
    },
  );

  app.get(
    '/api/salary/:id',
    { config: READ, schema: { tags, summary: '급여 상세', params: IdParams, response: { 200: Result(Salary) } } },
    async (request) => {
      const result = await getSalary(app.db, callerOf(request), request.params.id);
      await auditSalaryRead(app.db, actorOf(request), result.id, { maskedYn: result.maskedYn });
      return { result };
    },
  );

  app.put(
    '/api/salary/:id',
    { config: WRITE, schema: { tags, summary: '급여 수정 (금액만; version 필수; 마감된 달은 409)', params: IdParams, body: SalaryBody, response: { 200: Result(Salary) } } },
    async (request) => ({ result: await updateSalary(app.db, actorOf(request), callerOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/salary/:id',
    { config: ADMIN, schema: { tags, summary: '급여 삭제 (version 필수; 마감된 달은 409)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteSalary(app.db, actorOf(request), callerOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  listExportRoute(base, {
    path: '/api/salary/export.xlsx',
    access: READ,
    tags,
    title: '급여',
    asciiName: 'salaries',
    query: Type.Omit(SalaryListQuery, ['page', 'size']),
    entityType: SALARY_ENTITY,
    columns: () => [
      { header: '귀속월', width: 9, cell: (r: Salary) => r.ym },
      { header: '사번', width: 10, cell: (r: Salary) => r.employeeNo },
      { header: '이름', width: 10, cell: (r: Salary) => r.userName },
      { header: '아이디', width: 14, cell: (r: Salary) => r.username },
      { header: '부서', width: 14, cell: (r: Salary) => r.deptName },
      ...SALARY_AMOUNT_FIELDS.map((f) => ({ header: `${SALARY_AMOUNT_LABELS[f]}(원)`, width: 14, cell: (r: Salary) => won(r, f) })),
      { header: '총 인건비(원)', width: 14, cell: (r: Salary) => won(r, 'totalCost') },
      { header: '수정자', width: 10, cell: (r: Salary) => r.updatedByName },
    ],
    readPage: async (request, query, page, size) => listSalaries(app.db, callerOf(request), { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
