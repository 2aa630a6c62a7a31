import { http, result } from '@dure/shared';
import type { GspTree, StrategyNode, StrategyNodeBody, StrategyNodeMoveBody } from '@dure/shared/contracts/okr/gsp';
import type { PickedGoal } from '@dure/shared/contracts/okr/goal';
import type { PickedOkrPeriod } from '@dure/shared/contracts/okr/period';

export type { GspGoal, GspKeyResult, GspNode, GspTree, StrategyNode, StrategyNodeBody, StrategyNodeType } from '@dure/shared/contracts/okr/gsp';

const saved = (response: { result: StrategyNode }) => response.result;

export const gspApi = {
  /** One period's tree; without periodId the api's default period (GspTreeQuery). */
  tree: (periodId?: number) => result<GspTree>(http.get('api/gsp/tree', { searchParams: periodId ? { periodId } : {} })),
  periods: () => result<PickedOkrPeriod[]>(http.get('api/okr/period/picker')),
  /** The period's COMPANY goals the caller may see, to link (the picker answers every level: the others are left out). */
  companyGoals: (periodId: number, keyword: string) =>
    result<PickedGoal[]>(http.get('api/goal/picker', { searchParams: { periodId, keyword } })).then((goals) => goals.filter((g) => g.level === 'COMPANY')),
  create: (body: StrategyNodeBody) => http.post('api/gsp/node', { json: body }).json<{ result: StrategyNode }>().then(saved),
  update: (id: number, body: StrategyNodeBody) => http.put(`api/gsp/node/${id}`, { json: body }).json<{ result: StrategyNode }>().then(saved),
  move: (id: number, body: StrategyNodeMoveBody) => http.put(`api/gsp/node/${id}/move`, { json: body }).json<{ result: StrategyNode }>().then(saved),
  remove: (id: number, version: number) => http.delete(`api/gsp/node/${id}`, { searchParams: { version } }).json().then(() => undefined),
};
