import { PageOf, Result } from '@dure/shared/contracts';
import { MyApprovalsQuery, MyUnit, MyUnitQuery } from '@dure/shared/contracts/cost/myUnit';
import { PersonWeek, PersonWeekQuery, WeekApproveBody, WeekDecisionResult, WeekRejectBody, WorkLogWeekItem } from '@dure/shared/contracts/cost/worklogManagement';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { approvedBy } from '../worklog/approver';
import { approveWeeks, approverWeek, listWeeks, rejectWeeks } from '../worklog/management';
import { myUnit } from './service';

/** Every signed-in user, on their own department: what they see of its members the service decides (DOMAIN §6 MyUnit). */
const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['worklog'];

/** 내 유닛 (/mypage/myunit), and the approvals of a department leader (who needs no work-log role to approve their people). */
export async function myUnitRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/mypage/myunit',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '내 유닛 (내 부서의 주간 제출 현황·프로젝트별 시간·투입률 대비 시간 비중·내 프로젝트; 개인별 행은 부서장과 업무일지 관리 조회 범위만)',
        querystring: MyUnitQuery,
        response: { 200: Result(MyUnit) },
      },
    },
    async (request) => ({ result: await myUnit(app.db, request.auth!, request.query.weekStart, app.clock()) }),
  );

  app.get(
    '/api/mypage/myunit/approvals',
    { config: SIGNED_IN, schema: { tags, summary: '내가 승인할 업무일지: 내가 결재자(작성자 부서의 부서장)인 제출된 주', querystring: MyApprovalsQuery, response: { 200: Result(PageOf(WorkLogWeekItem)) } } },
    async (request) => ({ result: await listWeeks(app.db, request.auth!, { ...request.query, statusList: 'SUBMITTED' }, undefined, approvedBy(request.auth!.userId)) }),
  );

  app.get(
    '/api/mypage/myunit/week',
    { config: SIGNED_IN, schema: { tags, summary: '내가 결재자인 주의 업무일지 (표; 다른 주는 404)', querystring: PersonWeekQuery, response: { 200: Result(PersonWeek) } } },
    async (request) => ({ result: await approverWeek(app.db, request.auth!, request.query.userId, request.query.weekStart, app.clock()) }),
  );

  app.post(
    '/api/mypage/myunit/approve',
    { config: SIGNED_IN, schema: { tags, summary: '결재자로서 제출된 주 승인 (여러 건; 모두 되거나 하나도 안 됨; version 다르면 409)', body: WeekApproveBody, response: { 200: Result(WeekDecisionResult) } } },
    async (request) => ({ result: { count: await approveWeeks(app.db, request.auth!, actorOf(request), request.body) } }),
  );

  app.post(
    '/api/mypage/myunit/reject',
    { config: SIGNED_IN, schema: { tags, summary: '결재자로서 제출된 주 반려 (사유 필수, 작성자에게 다시 열림·알림)', body: WeekRejectBody, response: { 200: Result(WeekDecisionResult) } } },
    async (request) => ({ result: { count: await rejectWeeks(app.db, request.auth!, actorOf(request), request.body) } }),
  );
}
