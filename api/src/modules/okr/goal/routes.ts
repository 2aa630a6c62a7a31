import { PageOf, Result } from '@dure/shared/contracts';
import { Goal, GoalAlignBody, GoalBody, GoalDetail, GoalListQuery, GoalParams, GoalPickerQuery, GoalReasonBody, MyGoalSummary, PickedGoal } from '@dure/shared/contracts/okr/goal';
import { read } from '@dure/shared/access';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { GOAL_ENTITY } from './access';
import { myGoalSummary } from './mine';
import { alignGoal, approveGoal, cancelGoal, closeGoal, createGoal, getGoal, listGoals, pickGoals, rejectGoal, submitGoal, updateGoal } from './service';
import { GOAL_LEVEL, GOAL_STATUS, GOAL_VISIBILITY, OKR_HEALTH } from '@dure/shared/contracts/okr/goal';

const SIGNED_IN = { access: 'authenticated' as const };
const LIST = { roles: [read('GOAL')] };
const tags = ['goal'];
const { page: _p, size: _s, ...exportQuery } = GoalListQuery.properties;
const GoalExportQuery = Type.Object(exportQuery);

/**
 * 목표 (DOMAIN §5 Goal). The list and its export open with GOAL_READ (the /goal page); detail, picker and writes
 * are for every signed-in user, the service enforcing visibility and who may write (owner, leaders, GOAL_WRITE…).
 */
export async function goalRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;
  const now = () => app.clock();
  const WithVersion = Type.Object({ version: Type.Integer({ minimum: 0 }) });

  app.get('/api/goal', { config: LIST, schema: { tags, summary: '목표 목록 (공개 범위 적용)', querystring: GoalListQuery, response: { 200: Result(PageOf(Goal)) } } }, async (request) => ({
    result: await listGoals(app.db, caller(request), request.query),
  }));

  listExportRoute(app, {
    path: '/api/goal/export.xlsx',
    access: LIST,
    tags,
    title: '목표',
    asciiName: 'goals',
    query: GoalExportQuery,
    entityType: GOAL_ENTITY,
    columns: () => [
      { header: '기간', width: 10, cell: (g: Goal) => g.periodCode },
      { header: '수준', width: 8, cell: (g: Goal) => GOAL_LEVEL.labels[g.level] },
      { header: '목표', width: 40, cell: (g: Goal) => g.title },
      { header: '상위 목표', width: 30, cell: (g: Goal) => g.parentGoalTitle ?? '' },
      { header: '책임자', width: 10, cell: (g: Goal) => g.ownerUserName ?? '' },
      { header: '부서', width: 14, cell: (g: Goal) => g.deptName ?? '' },
      { header: '가중치(%)', width: 10, cell: (g: Goal) => g.weightPct },
      { header: '진척률(%)', width: 10, cell: (g: Goal) => g.progressPct },
      { header: '상태', width: 8, cell: (g: Goal) => OKR_HEALTH.labels[g.health] },
      { header: '진행 상태', width: 8, cell: (g: Goal) => GOAL_STATUS.labels[g.status] },
      { header: '공개', width: 10, cell: (g: Goal) => GOAL_VISIBILITY.labels[g.visibility] },
      { header: '점수', width: 8, cell: (g: Goal) => g.score ?? '' },
    ],
    readPage: (request, query, page, size) => listGoals(app.db, caller(request), { ...query, page, size }),
  });

  app.get('/api/goal/picker', { config: SIGNED_IN, schema: { tags, summary: '목표 찾기 (상위 목표·MBO 연결 목표 선택용, 공개 범위 적용)', querystring: GoalPickerQuery, response: { 200: Result(Type.Array(PickedGoal)) } } }, async (request) => ({
    result: await pickGoals(app.db, caller(request), request.query),
  }));

  app.get('/api/goal/mine/summary', { config: SIGNED_IN, schema: { tags, summary: '내 목표 요약 (홈: 진행 중인 내 목표와 이번 주 체크인할 핵심결과)', response: { 200: Result(MyGoalSummary) } } }, async (request) => ({
    result: await myGoalSummary(app.db, caller(request).userId, now()),
  }));

  app.get('/api/goal/:id', { config: SIGNED_IN, schema: { tags, summary: '목표 상세 (상위 경로·하위 목표·가중치 합계·가능한 작업)', params: GoalParams, response: { 200: Result(GoalDetail) } } }, async (request) => ({
    result: await getGoal(app.db, caller(request), request.params.id, now()),
  }));

  app.post('/api/goal', { config: SIGNED_IN, schema: { tags, summary: '목표 등록 (작성중)', body: GoalBody, response: { 201: Result(GoalDetail) } } }, async (request, reply) =>
    reply.code(201).send({ result: await createGoal(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put('/api/goal/:id', { config: SIGNED_IN, schema: { tags, summary: '목표 수정 (version 필수)', params: GoalParams, body: GoalBody, response: { 200: Result(GoalDetail) } } }, async (request) => ({
    result: await updateGoal(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));

  app.put('/api/goal/:id/align', { config: SIGNED_IN, schema: { tags, summary: '목표 재정렬 (상위 목표 변경: 순환·기간·깊이·권한 확인)', params: GoalParams, body: GoalAlignBody, response: { 200: Result(GoalDetail) } } }, async (request) => ({
    result: await alignGoal(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));

  const stateRoute = (path: string, summary: string, run: typeof submitGoal) =>
    app.post(path, { config: SIGNED_IN, schema: { tags, summary, params: GoalParams, body: WithVersion, response: { 200: Result(GoalDetail) } } }, async (request) => ({
      result: await run(app.db, actorOf(request), caller(request), request.params.id, request.body.version),
    }));
  stateRoute('/api/goal/:id/submit', '승인 요청 (가중치 합계 100 확인, 승인자에게 N-CONFIRM)', submitGoal);
  stateRoute('/api/goal/:id/approve', '승인 (상위 목표 책임자, 없으면 부서장) → 진행', approveGoal);
  stateRoute('/api/goal/:id/close', '종료 (점수 확정)', closeGoal);

  app.post('/api/goal/:id/reject', { config: SIGNED_IN, schema: { tags, summary: '반려 (사유 필수) → 작성중', params: GoalParams, body: GoalReasonBody, response: { 200: Result(GoalDetail) } } }, async (request) => ({
    result: await rejectGoal(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));

  app.post('/api/goal/:id/cancel', { config: SIGNED_IN, schema: { tags, summary: '취소 (사유 필수)', params: GoalParams, body: GoalReasonBody, response: { 200: Result(GoalDetail) } } }, async (request) => ({
    result: await cancelGoal(app.db, actorOf(request), caller(request), request.params.id, request.body),
  }));
}
