import { read } from '@dure/shared/access';
import { EMPLOYMENT_TYPE, JOB_GRADE, POSITION, USER_STATUS, type User, UserListQuery } from '@dure/shared/contracts/admin/user';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { kstDate } from '../../../lib/time';
import { EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS, XLSX_RESPONSE, type XlsxColumn, listBatches, sendXlsx } from '../../../lib/xlsxExport';
import { auditExport, listUsers } from './service';

/** The list's filters and order; paging is the export's own. */
const ExportQuery = Type.Omit(UserListQuery, ['page', 'size']);

const COLUMNS: XlsxColumn<User>[] = [
  { header: '사번', width: 12, cell: (u) => u.employeeNo },
  { header: '이름', cell: (u) => u.name },
  { header: '아이디', cell: (u) => u.username },
  { header: '이메일', width: 28, cell: (u) => u.email },
  { header: '소속부서', width: 20, cell: (u) => u.deptName },
  { header: '직급', width: 10, cell: (u) => (u.jobGrade ? JOB_GRADE.labels[u.jobGrade] : null) },
  { header: '직책', width: 10, cell: (u) => (u.position ? POSITION.labels[u.position] : null) },
  { header: '고용형태', width: 10, cell: (u) => (u.employmentType ? EMPLOYMENT_TYPE.labels[u.employmentType] : null) },
  { header: '상태', width: 8, cell: (u) => USER_STATUS.labels[u.status] },
  { header: '입사일', width: 12, cell: (u) => u.hireDate },
  { header: '퇴사일', width: 12, cell: (u) => u.resignDate },
];

/** 인사 정보 목록 엑셀 내보내기: the list's query, role and data scope, streamed (DOMAIN §1.5). */
export function userExportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/user/info/export.xlsx',
    {
      config: { roles: [read('USER_HR')] },
      schema: {
        tags: ['user'],
        summary: `사용자 목록 엑셀 내보내기 (목록과 같은 조건·부서 범위, 최대 ${EXPORT_MAX_ROWS.toLocaleString('ko-KR')}행)`,
        querystring: ExportQuery,
        response: { 200: XLSX_RESPONSE },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const date = kstDate(now).replaceAll('-', '');
      await sendXlsx(reply, {
        fileName: `인사정보_${date}.xlsx`,
        asciiFileName: `users_${date}.xlsx`,
        sheetName: '인사정보',
        columns: COLUMNS,
        batches: listBatches((page, size) => listUsers(app.db, request.auth!, { ...request.query, page, size }, now, EXPORT_BATCH_ROWS)),
        onWritten: (rows) => auditExport(app.db, actorOf(request), request.query, rows),
      });
      return reply;
    },
  );
}
