import { read, write } from '@dure/shared/access';
import { IdParams, Result } from '@dure/shared/contracts';
import { PickedTaskActivity, TaskActivity, TaskActivityBody, TaskActivityListQuery, TaskActivityOrderBody, TaskActivityPickerQuery } from '@dure/shared/contracts/cost/taskActivity';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { createTaskActivity, listTaskActivities, pickTaskActivities, reorderTaskActivities, updateTaskActivity } from './service';

const tags = ['task-activity'];

/** 업무 유형 (DOMAIN §6 TaskActivity, /taskactivity/management). */
export async function taskActivityRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/task-activity/picker',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: '업무일지에 쓸 수 있는 업무 유형 (사용 중, 프로젝트 유형에 허용된 것)', querystring: TaskActivityPickerQuery, response: { 200: Result(Type.Array(PickedTaskActivity)) } },
    },
    async (request) => ({ result: await pickTaskActivities(app.db, request.query.projectTypeId) }),
  );

  app.get(
    '/api/task-activity',
    { config: { roles: [read('TASK_ACTIVITY_MANAGEMENT')] }, schema: { tags, summary: '업무 유형 트리 (그룹 다음에 그 하위 유형, 순서대로)', querystring: TaskActivityListQuery, response: { 200: Result(Type.Array(TaskActivity)) } } },
    async (request) => ({ result: await listTaskActivities(app.db, request.query) }),
  );

  app.post(
    '/api/task-activity',
    { config: { roles: [write('TASK_ACTIVITY_MANAGEMENT')] }, schema: { tags, summary: '업무 유형 등록 (parentId 없으면 그룹)', body: TaskActivityBody, response: { 201: Result(TaskActivity) } } },
    async (request, reply) => reply.code(201).send({ result: await createTaskActivity(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/task-activity/order',
    { config: { roles: [write('TASK_ACTIVITY_MANAGEMENT')] }, schema: { tags, summary: '같은 그룹 안의 순서 변경 (항목 전체, 각 version 필수)', body: TaskActivityOrderBody, response: { 200: Result(Type.Array(TaskActivity)) } } },
    async (request) => ({ result: await reorderTaskActivities(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/task-activity/:id',
    { config: { roles: [write('TASK_ACTIVITY_MANAGEMENT')] }, schema: { tags, summary: '업무 유형 수정 (version 필수; 사용 중지는 activeYn=N)', params: IdParams, body: TaskActivityBody, response: { 200: Result(TaskActivity) } } },
    async (request) => ({ result: await updateTaskActivity(app.db, actorOf(request), request.params.id, request.body) }),
  );
}
