import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('okr', {
  MboPage: { load: () => import('./features/mbo/components/MboPage'), data: () => import('./features/mbo/api/mboQueries').then((m) => m.mboListAt) },
  MboNewPage: () => import('./features/mbo/components/MboNewPage'),
});
