import { read, write } from '@dure/shared/access';
import { PageOf, Result } from '@dure/shared/contracts';
import { MyProject, WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import {
  MissingQuery,
  MissingRow,
  PersonProjectsQuery,
  PersonSubmitBody,
  PersonWeek,
  PersonWeekBody,
  PersonWeekQuery,
  WeekApproveBody,
  WeekDecisionResult,
  WeekRejectBody,
  type WorkLogWeekItem,
  WorkLogWeekItem as WorkLogWeekItemSchema,
  WorkLogWeekListQuery,
} from '@dure/shared/contracts/cost/worklogManagement';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { approveWeeks, listWeeks, missingLogs, personProjects, personWeek, rejectWeeks, savePersonWeek, submitPersonWeek } from './management';
import { WORK_LOG_WEEK_ENTITY } from './service';

const tags = ['worklog-management'];
const READ = { roles: [read('WORKLOG_MANAGEMENT')] };
const WRITE = { roles: [write('WORKLOG_MANAGEMENT')] };

/** 업무일지 관리 (DOMAIN §6 WorkLog, /worklog/management): department scope; WRITE approves, rejects and enters for others. */
export async function worklogManagementRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/worklog/management/weeks',
    { config: READ, schema: { tags, summary: '관리 범위의 주간 업무일지 (기본: 승인 대기)', querystring: WorkLogWeekListQuery, response: { 200: Result(PageOf(WorkLogWeekItemSchema)) } } },
    async (request) => ({ result: await listWeeks(app.db, request.auth!, request.query) }),
  );

  listExportRoute(app, {
    path: '/api/worklog/management/weeks/export.xlsx',
    access: READ,
    tags,
    title: '업무일지 관리',
    asciiName: 'worklog_weeks',
    query: Type.Omit(WorkLogWeekListQuery, ['page', 'size']),
    entityType: WORK_LOG_WEEK_ENTITY,
    columns: () => [
      { header: '주차', width: 10, cell: (w: WorkLogWeekItem) => w.isoWeek },
      { header: '주 시작일', width: 12, cell: (w) => w.weekStart },
      { header: '부서', width: 18, cell: (w) => w.deptName },
      { header: '작성자', width: 12, cell: (w) => w.userName },
      { header: '아이디', width: 14, cell: (w) => w.username },
      { header: '상태', width: 8, cell: (w) => WorkLogStatus.labels[w.status] },
      { header: '입력 시간', width: 10, cell: (w) => w.totalHours },
      { header: '예상 시간', width: 10, cell: (w) => w.expectedHours },
      { header: '제출일시', width: 18, cell: (w) => w.submittedAt },
      { header: '처리자', width: 12, cell: (w) => w.decidedByName },
      { header: '반려 사유', width: 30, cell: (w) => w.rejectReason },
    ],
    readPage: (request, query, page, size) => listWeeks(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/worklog/management/week',
    { config: READ, schema: { tags, summary: '한 사람의 주간 업무일지 (표, 관리 범위 안)', querystring: PersonWeekQuery, response: { 200: Result(PersonWeek) } } },
    async (request) => ({ result: await personWeek(app.db, request.auth!, request.query.userId, request.query.weekStart, app.clock()) }),
  );

  app.get(
    '/api/worklog/management/projects',
    { config: WRITE, schema: { tags, summary: '대리 입력: 그 사람이 그 주에 입력할 수 있는 프로젝트', querystring: PersonProjectsQuery, response: { 200: Result(Type.Array(MyProject)) } } },
    async (request) => ({ result: await personProjects(app.db, request.auth!, request.query.userId, request.query.date) }),
  );

  app.put(
    '/api/worklog/management/week',
    { config: WRITE, schema: { tags, summary: '대리 입력: 작성 중·반려된 주의 표 전체 저장 (version 필수, 다르면 409)', body: PersonWeekBody, response: { 200: Result(PersonWeek) } } },
    async (request) => ({ result: await savePersonWeek(app.db, request.auth!, actorOf(request), request.body) }),
  );

  app.post(
    '/api/worklog/management/week/submit',
    { config: WRITE, schema: { tags, summary: '대리 제출 (작성 중·반려 → 제출)', body: PersonSubmitBody, response: { 200: Result(PersonWeek) } } },
    async (request) => ({ result: await submitPersonWeek(app.db, request.auth!, actorOf(request), request.body) }),
  );

  app.post(
    '/api/worklog/management/approve',
    { config: WRITE, schema: { tags, summary: '제출된 주 승인 (여러 건; 모두 되거나 하나도 안 됨; 본인 것 불가; version 다르면 409)', body: WeekApproveBody, response: { 200: Result(WeekDecisionResult) } } },
    async (request) => ({ result: { count: await approveWeeks(app.db, request.auth!, actorOf(request), request.body) } }),
  );

  app.post(
    '/api/worklog/management/reject',
    { config: WRITE, schema: { tags, summary: '제출된 주 반려 (사유 필수, 작성자에게 다시 열림·알림; 여러 건)', body: WeekRejectBody, response: { 200: Result(WeekDecisionResult) } } },
    async (request) => ({ result: { count: await rejectWeeks(app.db, request.auth!, actorOf(request), request.body) } }),
  );

  app.get(
    '/api/worklog/management/missing',
    { config: READ, schema: { tags, summary: '미작성 현황: 그 주 입력 시간이 예상 시간보다 적은 사람 (관리 범위)', querystring: MissingQuery, response: { 200: Result(Type.Array(MissingRow)) } } },
    async (request) => ({ result: await missingLogs(app.db, request.auth!, request.query) }),
  );
}
