import { http, result } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import {
  EMPLOYMENT_TYPE,
  JOB_GRADE,
  POSITION,
  type TemporaryPassword,
  USER_STATUS,
  type User,
  type UserBody,
  type UserCreated,
  type UserListQuery,
  type UserStatus,
} from '@dure/shared/contracts/admin/user';

export type { EmploymentType, User, UserStatus } from '@dure/shared/contracts/admin/user';
export const EMPLOYMENT_TYPES = EMPLOYMENT_TYPE.labels;
// Widened so a renderer's plain string can be looked up.
export const JOB_GRADES: Readonly<Record<string, string>> = JOB_GRADE.labels;
export const POSITIONS: Readonly<Record<string, string>> = POSITION.labels;
export const STATUS_LABELS = USER_STATUS.labels;

/** The list's filter state: the wire query with the status list as codes. */
export type UserQuery = Omit<UserListQuery, 'page' | 'size' | 'deptId' | 'includeSubDeptYn' | 'statusList'> & {
  page: number;
  size: number;
  deptId?: number;
  includeSubDeptYn?: 'Y' | 'N';
  statusList?: UserStatus[];
};

/** Fields of the create/update form; files travel beside them. */
export type UserFields = UserBody;

export const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'green', LOCKED: 'orange', RETIRED: 'default' };

/** Multipart body: empty values are sent as '' so a field can be cleared; arrays comma-joined. */
export function toFormData(fields: UserFields, photo?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? value.join(',') : value === null ? '' : String(value));
  }
  if (photo) form.append('profileImage', photo, photo.name);
  return form;
}

function searchParams(query: UserQuery): UserListQuery {
  const out: UserListQuery = { page: query.page, size: query.size };
  if (query.sort) out.sort = query.sort;
  if (query.keyword?.trim()) out.keyword = query.keyword.trim();
  if (query.deptId) {
    out.deptId = query.deptId;
    out.includeSubDeptYn = query.includeSubDeptYn ?? 'Y';
  }
  if (query.statusList?.length) out.statusList = query.statusList.join(',');
  if (query.authorityCode) out.authorityCode = query.authorityCode;
  return out;
}

export const userApi = {
  list: (query: UserQuery) => result<Page<User>>(http.get('api/user/info', { searchParams: searchParams(query) })),
  get: (id: number) => result<User>(http.get(`api/user/info/${id}`)),
  photo: (id: number) => http.get(`api/user/info/${id}/photo`).blob(),
  create: (fields: UserFields, photo?: File | null) =>
    http.post('api/user/info', { body: toFormData(fields, photo) }).json<UserCreated>(),
  update: (id: number, version: number, fields: UserFields, photo?: File | null, removePhoto = false) =>
    result<User>(http.put('api/user/info', { body: toFormData({ ...fields, id, version, ...(removePhoto ? { removeProfileImageYn: 'Y' as const } : {}) }, photo) })),
  setStatus: (id: number, status: UserStatus, version: number) => result<User>(http.put(`api/user/info/${id}/status`, { json: { status, version } })),
  initializePassword: (userId: number) =>
    result<TemporaryPassword>(http.put('api/user/info/password/initialize', { json: { userId } })).then((r) => r.temporaryPassword),
};
