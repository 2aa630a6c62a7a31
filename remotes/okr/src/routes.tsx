import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('okr', {
  SegmentListPage: { load: () => import('./features/segment/components/SegmentListPage'), data: () => import('./features/segment/api/segmentQueries').then((m) => m.segmentListAt) },
  SegmentDetailPage: () => import('./features/segment/components/SegmentDetailPage'),
  GmpTreePage: () => import('./features/gmp/components/GmpTreePage'),
  ProjectListPage: { load: () => import('./features/project/components/ProjectListPage'), data: () => import('./features/project/api/projectQueries').then((m) => m.projectListAt) },
  ProjectDetailPage: () => import('./features/project/components/ProjectDetailPage'),
  ProjectManagementPage: () => import('./features/projectType/components/ProjectManagementPage'),
  ThreadsPage: () => import('./features/thread/components/ThreadsPage'),
  MboPage: { load: () => import('./features/mbo/components/MboPage'), data: () => import('./features/mbo/api/mboQueries').then((m) => m.mboListAt) },
  MboNewPage: () => import('./features/mbo/components/MboNewPage'),
  GoalListPage: { load: () => import('./features/goal/components/GoalListPage'), data: () => import('./features/goal/api/goalQueries').then((m) => m.goalListAt) },
  GoalDetailPage: () => import('./features/goal/components/GoalDetailPage'),
  KeyResultListPage: () => import('./features/goal/components/KeyResultListPage'),
  KeyResultDetailPage: () => import('./features/goal/components/KeyResultDetailPage'),
  ObjectiveTreePage: { load: () => import('./features/objectiveTree/components/ObjectiveTreePage'), data: () => import('./features/objectiveTree/api/treeQueries').then((m) => m.objectiveTreeAt) },
  GspTreePage: () => import('./features/gsp/components/GspTreePage'),
  ObjectiveTreeManagementPage: { load: () => import('./features/period/components/ObjectiveTreeManagementPage'), data: () => import('./features/period/api/periodApi').then((m) => m.periodListAt) },
});
