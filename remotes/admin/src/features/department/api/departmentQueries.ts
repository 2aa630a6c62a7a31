import { DEPARTMENTS_KEY } from '@dure/shared/records';
import { queryOptions } from '@tanstack/react-query';
import { departmentApi } from './departmentApi';

/** Every department with its figures (the page's tree selection, detail and sheet). */
export const departmentListQuery = () => queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'list'], queryFn: departmentApi.list });

/** A department's direct members. */
export const departmentMembersQuery = (deptId: number) =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'members', deptId], queryFn: () => departmentApi.members(deptId).then((page) => page.content) });
