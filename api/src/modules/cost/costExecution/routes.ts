import { admin, read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import {
  BudgetCheck,
  BudgetCheckQuery,
  CostBudget,
  CostBudgetBody,
  CostBudgetListQuery,
  CostBudgetPage,
  CostExecution,
  CostExecutionAction,
  CostExecutionActionBody,
  CostExecutionBody,
  CostExecutionListQuery,
  CostExecutionPage,
  CostExecutionStatus,
  PaymentMethod,
} from '@dure/shared/contracts/cost/directCost';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { COST_BUDGET_ENTITY, budgetCheck, createBudget, deleteBudget, listBudgets, updateBudget } from './budget';
import './record';
import { COST_EXECUTION_ENTITY, changeExecutionState, createExecution, deleteExecution, getExecution, listExecutions, updateExecution } from './service';

const tags = ['cost-execution'];
const READ = { roles: [read('COST_EXECUTION_MANAGEMENT')] };
const WRITE = { roles: [write('COST_EXECUTION_MANAGEMENT')] };
/** Budgets are set by the area's administrators (finance). */
const BUDGET_WRITE = { roles: [admin('COST_EXECUTION_MANAGEMENT')] };

/** 비용 집행 · 예산 (DOMAIN §6 CostExecution, CostBudget; /cost-execution/management) under COST_EXECUTION_MANAGEMENT. */
export async function costExecutionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  listExportRoute(base, {
    path: '/api/cost-execution/export.xlsx',
    access: READ,
    tags,
    title: '비용 집행',
    asciiName: 'cost_executions',
    query: Type.Omit(CostExecutionListQuery, ['page', 'size']),
    entityType: COST_EXECUTION_ENTITY,
    columns: () => [
      { header: '집행번호', width: 16, cell: (e: CostExecution) => e.executionNo },
      { header: '예정일', width: 12, cell: (e) => e.plannedDate },
      { header: '건명', width: 28, cell: (e) => e.title },
      { header: '부서', cell: (e) => e.deptName },
      { header: '프로젝트', width: 22, cell: (e) => e.projectName },
      { header: '원가계정', cell: (e) => e.costAccountName },
      { header: '요청 금액', cell: (e) => e.requestedAmount },
      { header: '집행 금액', cell: (e) => e.executedAmount },
      { header: '집행일', width: 12, cell: (e) => e.executedDate },
      { header: '지급처', cell: (e) => e.payee },
      { header: '지급 방법', width: 10, cell: (e) => PaymentMethod.labels[e.paymentMethod] },
      { header: '상태', width: 10, cell: (e) => CostExecutionStatus.labels[e.status] },
      { header: '예산', cell: (e) => e.budget.budgetAmount },
      { header: '남은 예산', cell: (e) => e.budget.remaining },
      { header: '초과 승인 사유', width: 30, cell: (e) => e.overrideReason },
      { header: '담당자', cell: (e) => e.ownerUserName },
    ],
    readPage: (request, query, page, size) => listExecutions(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  listExportRoute(base, {
    path: '/api/cost-budget/export.xlsx',
    access: READ,
    tags,
    title: '예산',
    asciiName: 'cost_budgets',
    query: Type.Omit(CostBudgetListQuery, ['page', 'size']),
    entityType: COST_BUDGET_ENTITY,
    columns: () => [
      { header: '연도', width: 8, cell: (b: CostBudget) => b.year },
      { header: '부서', cell: (b) => b.deptName },
      { header: '프로젝트', width: 24, cell: (b) => b.projectName },
      { header: '원가계정', cell: (b) => b.costAccountName },
      { header: '예산 통제', width: 10, cell: (b) => (b.budgetControlYn === 'Y' ? '예' : '') },
      { header: '예산', cell: (b) => b.amount },
      { header: '승인 미집행', cell: (b) => b.committed },
      { header: '집행', cell: (b) => b.executed },
      { header: '남은 예산', cell: (b) => b.remaining },
      { header: '비고', width: 24, cell: (b) => b.note },
    ],
    readPage: (request, query, page, size) => listBudgets(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/cost-budget',
    { config: READ, schema: { tags, summary: '예산 목록 (연도·부서·프로젝트·계정; 승인 미집행·집행·잔액 포함)', querystring: CostBudgetListQuery, response: { 200: Result(CostBudgetPage) } } },
    async (request) => ({ result: await listBudgets(app.db, request.auth!, request.query) }),
  );
  app.post(
    '/api/cost-budget',
    { config: BUDGET_WRITE, schema: { tags, summary: '예산 등록 (연도·부서 또는 프로젝트·계정마다 하나)', body: CostBudgetBody, response: { 201: Result(CostBudget) } } },
    async (request, reply) => reply.code(201).send({ result: await createBudget(app.db, actorOf(request), request.body) }),
  );
  app.put(
    '/api/cost-budget/:id',
    { config: BUDGET_WRITE, schema: { tags, summary: '예산 수정 (version 필수)', params: IdParams, body: CostBudgetBody, response: { 200: Result(CostBudget) } } },
    async (request) => ({ result: await updateBudget(app.db, actorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/cost-budget/:id',
    { config: BUDGET_WRITE, schema: { tags, summary: '예산 삭제 (version 필수)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteBudget(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.get(
    '/api/cost-execution/budget-check',
    { config: READ, schema: { tags, summary: '집행이 쓰는 예산과 남은 금액 (작성 화면용; 프로젝트가 있으면 프로젝트 예산)', querystring: BudgetCheckQuery, response: { 200: Result(BudgetCheck) } } },
    async (request) => {
      const q = request.query;
      const key = { year: Number(q.plannedDate.slice(0, 4)), deptId: q.deptId, projectId: typeof q.projectId === 'number' ? q.projectId : null, costAccountId: q.costAccountId };
      return { result: await budgetCheck(app.db, key, q.requestedAmount ?? 0, typeof q.excludeId === 'number' ? q.excludeId : null) };
    },
  );

  app.get(
    '/api/cost-execution',
    { config: READ, schema: { tags, summary: '비용 집행 목록 (부서 범위; 예산 잔액 포함)', querystring: CostExecutionListQuery, response: { 200: Result(CostExecutionPage) } } },
    async (request) => ({ result: await listExecutions(app.db, request.auth!, request.query) }),
  );
  app.get(
    '/api/cost-execution/:id',
    { config: READ, schema: { tags, summary: '비용 집행 상세', params: IdParams, response: { 200: Result(CostExecution) } } },
    async (request) => ({ result: await getExecution(app.db, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/cost-execution',
    { config: WRITE, schema: { tags, summary: '비용 집행 작성 (CE-YYYYMM-0001)', body: CostExecutionBody, response: { 201: Result(CostExecution) } } },
    async (request, reply) => reply.code(201).send({ result: await createExecution(app.db, actorOf(request), request.auth!, request.body) }),
  );
  app.put(
    '/api/cost-execution/:id',
    { config: WRITE, schema: { tags, summary: '작성 중·반려된 비용 집행 수정 (version 필수)', params: IdParams, body: CostExecutionBody, response: { 200: Result(CostExecution) } } },
    async (request) => ({ result: await updateExecution(app.db, actorOf(request), request.auth!, request.params.id, request.body) }),
  );
  app.delete(
    '/api/cost-execution/:id',
    { config: WRITE, schema: { tags, summary: '작성 중인 비용 집행 삭제 (version 필수)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteExecution(app.db, actorOf(request), request.auth!, request.params.id, request.query.version);
      return { result: null };
    },
  );
  for (const action of CostExecutionAction.codes) {
    app.post(
      `/api/cost-execution/:id/${action}`,
      {
        config: WRITE,
        schema: {
          tags,
          summary: {
            request: '승인 요청 (예산 통제 계정의 초과는 409; 관리자는 초과 승인 사유로 진행)',
            approve: '승인 (요청자 본인 불가; 예산 규칙 다시 확인)',
            reject: '반려 (사유 필수; 요청자 본인 불가)',
            execute: '집행 (집행 금액 ≤ 요청 금액; 프로젝트의 직접비 계정이면 확정된 직접비 생성)',
            cancel: '취소',
          }[action],
          params: IdParams,
          body: CostExecutionActionBody,
          response: { 200: Result(CostExecution) },
        },
      },
      async (request) => ({ result: await changeExecutionState(app.db, actorOf(request), request.auth!, request.params.id, action, request.body) }),
    );
  }
}
