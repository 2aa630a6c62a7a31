import { defineRemoteRoutes } from '@dure/shared/remote';

export const { routes, sharedVersion } = defineRemoteRoutes('admin', {
  DepartmentPage: { load: () => import('./features/department/components/DepartmentPage'), data: () => import('./features/department/api/departmentQueries').then((m) => m.departmentListQuery) },
  UserHrListPage: { load: () => import('./features/user/components/UserListPage'), data: () => import('./features/user/api/userQueries').then((m) => m.userListAt) },
  UserHrDetailPage: () => import('./features/user/components/UserDetailPage'),
  AuthPage: () => import('./features/authority/components/AuthIndexPage'),
  AuthUserPage: { load: () => import('./features/authority/components/AuthUserPage'), data: () => import('./components/grants/grantQueries').then((m) => m.grantListAt) },
  AuthCodePage: { load: () => import('./features/authority/components/AuthCodePage'), data: () => import('./features/authority/api/authorityQueries').then((m) => m.authorityCodesQuery) },
  AuthMenuPage: { load: () => import('./features/authority/components/AuthMenuPage'), data: () => import('./features/authority/api/authorityQueries').then((m) => m.menuAuthoritiesQuery) },
  RoleConsistencyPage: () => import('./features/authority/components/RoleConsistencyPage'),
});
