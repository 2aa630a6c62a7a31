import { http } from '@dure/shared';
import { GOAL_LEVEL, type GoalLevel } from '@dure/shared/contracts/okr/goal';
import type { ObjectiveNode, ObjectiveTree } from '@dure/shared/contracts/okr/tree';
import { type ListStateOf, defineListState, enumList, id } from '@dure/shared/list-state';

export type { ObjectiveNode, ObjectiveTree };

/** The tree's filters in the address: the period (none: the ACTIVE one), department, owner, levels. */
export const treeFilters = defineListState({
  key: 'okr-objective-tree',
  fields: { periodId: id(), deptId: id(), ownerUserId: id(), levelList: enumList<GoalLevel>(GOAL_LEVEL.codes) },
  sort: { initial: 'tree,asc', fields: ['tree'] },
});
export type TreeFilters = ListStateOf<typeof treeFilters>;

/** The api query of the tree for a period. */
export function treeApiQuery(f: TreeFilters, periodId: number): Record<string, string> {
  const { sort: _sort, ...rest } = treeFilters.exportQuery(f);
  return { ...rest, periodId: String(periodId) };
}

export const treeApi = {
  get: (query: Record<string, string>) => http.get('api/objectivetree', { searchParams: query }).json<{ result: ObjectiveTree }>().then((r) => r.result),
};
