/**
 * The pages this remote serves, by page id of the shared page table (which owns
 * their paths and roles). Each page's code loads only when the host opens it.
 */
export const routes = [
  { pageId: 'DepartmentPage', load: () => import('./features/department/components/DepartmentPage') },
  { pageId: 'UserHrListPage', load: () => import('./features/user/components/UserListPage') },
  { pageId: 'UserHrDetailPage', load: () => import('./features/user/components/UserDetailPage') },
  { pageId: 'AuthPage', load: () => import('./features/authority/components/AuthIndexPage') },
  { pageId: 'AuthUserPage', load: () => import('./features/authority/components/AuthUserPage') },
  { pageId: 'AuthCodePage', load: () => import('./features/authority/components/AuthCodePage') },
  { pageId: 'AuthMenuPage', load: () => import('./features/authority/components/AuthMenuPage') },
  { pageId: 'RoleConsistencyPage', load: () => import('./features/authority/components/RoleConsistencyPage') },
];
