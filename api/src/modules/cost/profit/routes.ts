import { PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import { IdParams, Result } from '@dure/shared/contracts';
import { ProjectProfitDetail, ProjectProfitDetailQuery, ProjectProfitPage, ProjectProfitQuery, type ProjectProfitRow } from '@dure/shared/contracts/cost/profit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { listProjectProfit, projectProfitDetail } from './service';

const tags = ['project-profit'];
/** PROJECT_PROFIT_READ (department scope) or a PM for their own projects: the service answers 403 to anyone else. */
const ACCESS = { access: 'authenticated' as const };
export const PROJECT_PROFIT_ENTITY = 'PROJECT_PROFIT';

/** 프로젝트 손익 (DOMAIN §6 ProjectProfit; /project/profit): the list with totals, its .xlsx export and a project's drill-down. */
export async function projectProfitRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  listExportRoute(base, {
    path: '/api/project-profit/export.xlsx',
    access: ACCESS,
    tags,
    title: '프로젝트 손익',
    asciiName: 'project_profit',
    query: Type.Omit(ProjectProfitQuery, ['page', 'size']),
    entityType: PROJECT_PROFIT_ENTITY,
    columns: () => [
      { header: '프로젝트번호', width: 14, cell: (r: ProjectProfitRow) => r.projectNo },
      { header: '프로젝트', width: 28, cell: (r) => r.name },
      { header: '상태', width: 8, cell: (r) => PROJECT_STATUS.labels[r.status] },
      { header: '유형', width: 10, cell: (r) => r.projectTypeName },
      { header: '고객사', width: 18, cell: (r) => r.customerName },
      { header: 'PM', width: 10, cell: (r) => r.pmName },
      { header: '소유부서', width: 14, cell: (r) => r.ownerDeptName },
      { header: '매출', cell: (r) => r.revenue },
      { header: '인건비', cell: (r) => r.laborCost },
      { header: '직접비', cell: (r) => r.directCost },
      { header: '매출총이익', cell: (r) => r.grossProfit },
      { header: '공통비', cell: (r) => r.commonCost },
      { header: '영업이익', cell: (r) => r.operatingProfit },
      { header: '이익률(%)', width: 10, cell: (r) => r.marginPct },
      { header: '투입시간', width: 10, cell: (r) => r.hours },
      { header: '수주', cell: (r) => r.contractAmount },
      { header: '누적 매출', cell: (r) => r.cumRevenue },
      { header: '수주잔고', cell: (r) => r.backlog },
      { header: '인건비 소진율(%)', width: 10, cell: (r) => r.laborBurnPct },
      { header: '시간 소진율(%)', width: 10, cell: (r) => r.hoursBurnPct },
      { header: '직접비 소진율(%)', width: 10, cell: (r) => r.directBurnPct },
    ],
    readPage: (request, query, page, size) => listProjectProfit(app.db, request.auth!, { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/project-profit',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: '프로젝트 손익 목록 (기간·부서·PM·유형·고객사·상태 조건, 잠정 모드; 합계와 부서·유형별 합계 포함)',
        querystring: ProjectProfitQuery,
        response: { 200: Result(ProjectProfitPage) },
      },
    },
    async (request) => ({ result: await listProjectProfit(app.db, request.auth!, request.query, app.clock()) }),
  );

  app.get(
    '/api/project-profit/:id',
    {
      config: ACCESS,
      schema: {
        tags,
        summary: '프로젝트 손익 상세 (월별 손익, 예산 소진, 인원별 투입; 인원별 인건비는 급여 조회 권한자만)',
        params: IdParams,
        querystring: ProjectProfitDetailQuery,
        response: { 200: Result(ProjectProfitDetail) },
      },
    },
    async (request) => ({ result: await projectProfitDetail(app.db, request.auth!, request.params.id, request.query, app.clock()) }),
  );
}
