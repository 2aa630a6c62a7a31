import { read } from '@dure/shared/access';
import { EMPLOYMENT_TYPE, JOB_GRADE, POSITION, USER_STATUS, type User, UserListQuery } from '@dure/shared/contracts/admin/user';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS, type XlsxColumn } from '../../../lib/xlsxExport';
import { USER_ENTITY, listUsers } from './service';

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

/** 인사 정보 목록 엑셀 내보내기 (GET /api/user/info/export.xlsx): the list's query, role and data scope, streamed (DOMAIN §1.5). */
export function userExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/user/info/export.xlsx',
    access: { roles: [read('USER_HR')] },
    tags: ['user'],
    title: '인사정보',
    asciiName: 'users',
    // The list's filters and order; paging is the export's own.
    query: Type.Omit(UserListQuery, ['page', 'size']),
    entityType: USER_ENTITY,
    columns: () => COLUMNS,
    readPage: (request, query, page, size) => listUsers(app.db, request.auth!, { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });
}
