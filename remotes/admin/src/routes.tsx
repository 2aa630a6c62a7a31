import { defineRemoteRoutes } from '@dure/shared/remote';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

export const routes = defineRemoteRoutes('admin', {
  DepartmentPage: () => import('./features/department/components/DepartmentPage'),
  UserHrListPage: () => import('./features/user/components/UserListPage'),
  UserHrDetailPage: () => import('./features/user/components/UserDetailPage'),
  AuthPage: () => import('./features/authority/components/AuthIndexPage'),
  AuthUserPage: () => import('./features/authority/components/AuthUserPage'),
  AuthCodePage: () => import('./features/authority/components/AuthCodePage'),
  AuthMenuPage: () => import('./features/authority/components/AuthMenuPage'),
  RoleConsistencyPage: () => import('./features/authority/components/RoleConsistencyPage'),
});
