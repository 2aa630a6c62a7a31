import { MyProject, MyProjectsQuery, WeekQuery, WorkLogRow, WorkLogSubmitBody, WorkLogWeek, WorkLogWeekBody } from '@dure/shared/contracts/cost/worklog';
import { Result } from '@dure/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { copyPreviousWeek, getWeek, myWorklogProjects, saveWeek, submitWeek } from './service';

const tags = ['worklog'];
/** Every signed-in user, on their own work log only (the caller is always the author). */
const SIGNED_IN = { access: 'authenticated' as const };

/** 내 업무일지 (DOMAIN §6 WorkLog, /mypage/worklog): the caller's ISO week. Approval is the management page's. */
export async function worklogRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/worklog/week',
    { config: SIGNED_IN, schema: { tags, summary: '내 주간 업무일지 (행: 프로젝트×업무 유형, 열: 월~일, 예상 시간·합계·경고·상태)', querystring: WeekQuery, response: { 200: Result(WorkLogWeek) } } },
    async (request) => ({ result: await getWeek(app.db, request.auth!.userId, request.query.weekStart, app.clock()) }),
  );

  app.put(
    '/api/worklog/week',
    { config: SIGNED_IN, schema: { tags, summary: '작성 중·반려된 주의 표 전체 저장 (빠진 행은 삭제; version 필수, 다르면 409)', body: WorkLogWeekBody, response: { 200: Result(WorkLogWeek) } } },
    async (request) => ({ result: await saveWeek(app.db, actorOf(request), request.auth!.userId, request.body) }),
  );

  app.post(
    '/api/worklog/week/submit',
    { config: SIGNED_IN, schema: { tags, summary: 'ISO 주 전체 제출 (작성 중·반려 → 제출; version 필수)', body: WorkLogSubmitBody, response: { 200: Result(WorkLogWeek) } } },
    async (request) => ({ result: await submitWeek(app.db, actorOf(request), request.auth!.userId, request.body) }),
  );

  app.get(
    '/api/worklog/week/copy-previous',
    { config: SIGNED_IN, schema: { tags, summary: '지난주 행 (프로젝트·업무 유형, 시간 없이; 이번 주에 쓸 수 있는 것만)', querystring: WeekQuery, response: { 200: Result(Type.Array(WorkLogRow)) } } },
    async (request) => ({ result: await copyPreviousWeek(app.db, request.auth!.userId, request.query.weekStart, app.clock()) }),
  );

  app.get(
    '/api/worklog/my-projects',
    { config: SIGNED_IN, schema: { tags, summary: '그 날짜가 속한 주에 업무일지를 쓸 수 있는 프로젝트 (참여 중이거나 내부 프로젝트)', querystring: MyProjectsQuery, response: { 200: Result(Type.Array(MyProject)) } } },
    async (request) => ({ result: await myWorklogProjects(app.db, request.auth!.userId, request.query.date) }),
  );
}
