import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('cost', {});
