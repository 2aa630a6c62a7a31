import { http, result } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import {
  DEPARTMENT_LEVEL,
  type Department,
  type DepartmentCreateBody,
  type DepartmentUpdateBody,
  type MembersMoved,
} from '@dure/shared/contracts/admin/department';
import type { User } from '@dure/shared/contracts/admin/user';

export type { Department, DepartmentLevel } from '@dure/shared/contracts/admin/department';
export type DepartmentInput = DepartmentCreateBody;
export type DepartmentUpdate = DepartmentUpdateBody;

/** A person shown in a department's member list. */
export type Member = Pick<User, 'id' | 'name' | 'username' | 'jobGrade' | 'position' | 'status'>;

export const LEVEL_LABELS = DEPARTMENT_LEVEL.labels;

/** A change's answer. The page refreshes every department query after it (useDepartments' reload), pickers included. */
export const changed = <R,>(response: { result: R }): R => response.result;

export const departmentApi = {
  list: () => result<Department[]>(http.get('api/department')),
  /** One level of the tree: the company for null, else a department's children (with `hasChildren`). */
  children: (parentId: number | null) => result<Department[]>(http.get('api/department', { searchParams: { parentId: parentId === null ? 'root' : parentId } })),
  /** The company and the `levels - 1` levels below it, flat in tree order (the tree's first view in one request). */
  topLevels: (levels: number) => result<Department[]>(http.get('api/department', { searchParams: { parentId: 'root', depth: levels } })),
  create: (input: DepartmentInput) => http.post('api/department', { json: input }).json<{ result: Department }>().then(changed),
  update: (id: number, input: DepartmentUpdate) => http.put(`api/department/${id}`, { json: input }).json<{ result: Department }>().then(changed),
  move: (id: number, parentId: number, version: number, sortOrder?: number) =>
    http.put(`api/department/${id}/move`, { json: { parentId, version, sortOrder } }).json<{ result: Department }>().then(changed),
  members: (deptId: number) =>
    result<Page<Member>>(http.get('api/user/info', { searchParams: { deptId, includeSubDeptYn: 'N', statusList: 'ACTIVE,LOCKED', size: 100, sort: 'name,asc' } })),
  moveMembers: (deptId: number, userIds: number[], targetDeptId: number) =>
    http.put(`api/department/${deptId}/members`, { json: { userIds, targetDeptId } }).json<{ result: MembersMoved }>(),
  remove: (id: number, version: number) => http.delete(`api/department/${id}`, { searchParams: { version } }).json().then(() => undefined),
};
