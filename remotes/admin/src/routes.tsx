import { lazy } from 'react';

/**
 * The pages this remote serves, by page id of the shared page table (which owns
 * their paths and roles). Each loads only when the host opens it.
 */
export const routes = [
  { pageId: 'DepartmentPage', Component: lazy(() => import('./features/department/components/DepartmentPage')) },
];
