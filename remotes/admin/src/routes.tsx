import { defineRemoteRoutes } from '@dure/shared/remote';
import { grantList } from './components/grants/grantApi';
import { grantListQuery } from './components/grants/grantQueries';
import { authorityCodesQuery, menuAuthoritiesQuery } from './features/authority/api/authorityQueries';
import { departmentListQuery } from './features/department/api/departmentQueries';
import { userList } from './features/user/api/userApi';
import { userListQuery } from './features/user/api/userQueries';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

export const routes = defineRemoteRoutes('admin', {
  DepartmentPage: { load: () => import('./features/department/components/DepartmentPage'), data: () => departmentListQuery() },
  UserHrListPage: {
    load: () => import('./features/user/components/UserListPage'),
    data: (search) => userListQuery(userList.parse(search)),
  },
  UserHrDetailPage: () => import('./features/user/components/UserDetailPage'),
  AuthPage: () => import('./features/authority/components/AuthIndexPage'),
  AuthUserPage: {
    load: () => import('./features/authority/components/AuthUserPage'),
    data: (search) => grantListQuery(grantList.parse(search)),
  },
  AuthCodePage: { load: () => import('./features/authority/components/AuthCodePage'), data: () => authorityCodesQuery },
  AuthMenuPage: { load: () => import('./features/authority/components/AuthMenuPage'), data: () => menuAuthoritiesQuery },
  RoleConsistencyPage: () => import('./features/authority/components/RoleConsistencyPage'),
});
