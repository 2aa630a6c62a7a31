import { type Page, http } from '@dure/shared';
import { invalidateDepartments } from '@dure/shared/records';

export type DepartmentLevel = 'COMPANY' | 'DIVISION' | 'DEPARTMENT' | 'TEAM' | 'UNIT';

export type Department = {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  level: DepartmentLevel;
  sortOrder: number;
  leaderUserId: number | null;
  leaderName: string | null;
  costCenterCode: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Members of the whole subtree. */
  memberCount: number;
  directMemberCount: number;
  hasChildren?: boolean;
  childCount: number;
  version: number;
  path: string;
  updatedAt: string;
};

export type DepartmentInput = {
  code: string;
  name: string;
  parentId: number | null;
  level?: DepartmentLevel;
  sortOrder?: number;
  costCenterCode?: string | null;
};

export type DepartmentUpdate = {
  name: string;
  code: string;
  costCenterCode?: string | null;
  sortOrder?: number;
  leaderUserId?: number | null;
  validFrom?: string;
  validTo?: string | null;
  version: number;
};

/** A person shown in a department's member list. */
export type Member = { id: number; name: string; username: string; jobGrade: string | null; position: string | null; status: string };

export const LEVEL_LABELS: Record<DepartmentLevel, string> = {
  COMPANY: '회사',
  DIVISION: '본부',
  DEPARTMENT: '부서',
  TEAM: '팀',
  UNIT: '파트',
};

/** Unwraps a change's result; department pickers (cached per page visit) then load the tree again. */
export function changed<R>(response: { result: R }): R {
  invalidateDepartments();
  return response.result;
}

export const departmentApi = {
  list: () => http.get('api/department').json<{ result: Department[] }>().then((r) => r.result),
  /** One level of the tree: the company for null, else a department's children (with `hasChildren`). */
  children: (parentId: number | null) =>
    http
      .get('api/department', { searchParams: { parentId: parentId === null ? 'root' : parentId } })
      .json<{ result: Department[] }>()
      .then((r) => r.result),
  /** The company and the `levels - 1` levels below it, flat in tree order (the tree's first view in one request). */
  topLevels: (levels: number) =>
    http
      .get('api/department', { searchParams: { parentId: 'root', depth: levels } })
      .json<{ result: Department[] }>()
      .then((r) => r.result),
  create: (input: DepartmentInput) => http.post('api/department', { json: input }).json<{ result: Department }>().then(changed),
  update: (id: number, input: DepartmentUpdate) => http.put(`api/department/${id}`, { json: input }).json<{ result: Department }>().then(changed),
  move: (id: number, parentId: number, version: number, sortOrder?: number) =>
    http.put(`api/department/${id}/move`, { json: { parentId, version, sortOrder } }).json<{ result: Department }>().then(changed),
  members: (deptId: number) =>
    http
      .get('api/user/info', { searchParams: { deptId, includeSubDeptYn: 'N', statusList: 'ACTIVE,LOCKED', size: 100, sort: 'name,asc' } })
      .json<{ result: Page<Member> }>()
      .then((r) => r.result),
  moveMembers: (deptId: number, userIds: number[], targetDeptId: number) =>
    http.put(`api/department/${deptId}/members`, { json: { userIds, targetDeptId } }).json<{ result: unknown }>(),
  remove: (id: number, version: number) => http.delete(`api/department/${id}`, { searchParams: { version } }).json().then(() => invalidateDepartments()),
};
