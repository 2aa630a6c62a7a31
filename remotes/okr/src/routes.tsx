import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('okr', {
  GoalListPage: { load: () => import('./features/goal/components/GoalListPage'), data: () => import('./features/goal/api/goalQueries').then((m) => m.goalListAt) },
  GoalDetailPage: () => import('./features/goal/components/GoalDetailPage'),
  KeyResultListPage: () => import('./features/goal/components/KeyResultListPage'),
  KeyResultDetailPage: () => import('./features/goal/components/KeyResultDetailPage'),
  ObjectiveTreePage: { load: () => import('./features/objectiveTree/components/ObjectiveTreePage'), data: () => import('./features/objectiveTree/api/treeQueries').then((m) => m.objectiveTreeAt) },
});
