import { http } from '@dure/shared';
import type { PickedTaskActivity, TaskActivity, TaskActivityBody, TaskActivityOrderBody } from '@dure/shared/contracts/cost/taskActivity';

export type { PickedTaskActivity, TaskActivity, TaskActivityBody, TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
export { TaskActivityCategory as CATEGORY, TASK_ACTIVITY_LIMITS } from '@dure/shared/contracts/cost/taskActivity';

const result = <T,>(r: { result: T }) => r.result;

/** 업무 유형 (/taskactivity/management): the whole tree in order; an activity in use is switched off, never deleted. */
export const taskActivityApi = {
  list: () => http.get('api/task-activity').json<{ result: TaskActivity[] }>().then(result),
  create: (input: TaskActivityBody) => http.post('api/task-activity', { json: input }).json<{ result: TaskActivity }>().then(result),
  update: (id: number, version: number, input: TaskActivityBody) => http.put(`api/task-activity/${id}`, { json: { ...input, version } }).json<{ result: TaskActivity }>().then(result),
  /** Active activities under active groups (work logs, rate forms). */
  picker: () => http.get('api/task-activity/picker').json<{ result: PickedTaskActivity[] }>().then(result),
  reorder: (body: TaskActivityOrderBody) => http.put('api/task-activity/order', { json: body }).json<{ result: TaskActivity[] }>().then(result),
};
