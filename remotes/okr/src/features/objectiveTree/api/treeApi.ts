import { http } from '@dure/shared';
import { GOAL_LEVEL, type GoalLevel } from '@dure/shared/contracts/okr/goal';
import type { ObjectiveNode, ObjectiveTree, ObjectiveUnaligned } from '@dure/shared/contracts/okr/tree';
import { type ListStateOf, defineListState, enumList, id } from '@dure/shared/list-state';

export type { ObjectiveNode, ObjectiveTree, ObjectiveUnaligned };
export { TREE_PAGE_SIZE } from '@dure/shared/contracts/okr/tree';

/** The tree's filters in the address: the period (none: the ACTIVE one), department, owner, levels. */
export const treeFilters = defineListState({
  key: 'okr-objective-tree',
  fields: { periodId: id(), deptId: id(), ownerUserId: id(), levelList: enumList<GoalLevel>(GOAL_LEVEL.codes) },
  sort: { initial: 'tree,asc', fields: ['tree'] },
});
export type TreeFilters = ListStateOf<typeof treeFilters>;

/** Whether the address filters the tree (the answer is then the matching goals with their ancestors). */
export const isFiltered = (f: TreeFilters) => f.deptId !== undefined || f.ownerUserId !== undefined || (f.levelList?.length ?? 0) > 0;

/** The api query of the tree for a period. */
export function treeApiQuery(f: TreeFilters, periodId: number): Record<string, string> {
  const { sort: _sort, ...rest } = treeFilters.exportQuery(f);
  return { ...rest, periodId: String(periodId) };
}

const result = <T,>(r: { result: T }) => r.result;

export const treeApi = {
  /** The first answer (roots down to team, or the filter's matches with their ancestors), or a node's children with parentId. */
  get: (query: Record<string, string>) => http.get('api/objectivetree', { searchParams: query }).json<{ result: ObjectiveTree }>().then(result),
  unaligned: (query: Record<string, string>) => http.get('api/objectivetree/unaligned', { searchParams: query }).json<{ result: ObjectiveUnaligned }>().then(result),
};
