import { defineRemoteRoutes } from '@dure/shared/remote';
import { grantList } from './components/grants/grantApi';
import { grantListQuery } from './components/grants/grantQueries';
import { userList } from './features/user/api/userApi';
import { userListQuery } from './features/user/api/userQueries';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

export const routes = defineRemoteRoutes('admin', {
  DepartmentPage: () => import('./features/department/components/DepartmentPage'),
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
  AuthCodePage: () => import('./features/authority/components/AuthCodePage'),
  AuthMenuPage: () => import('./features/authority/components/AuthMenuPage'),
  RoleConsistencyPage: () => import('./features/authority/components/RoleConsistencyPage'),
});
