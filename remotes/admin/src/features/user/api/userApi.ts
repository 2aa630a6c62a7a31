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
  type UserStatus,
} from '@dure/shared/contracts/admin/user';
import { type ListStateOf, defineListState, enumList, id, text } from '@dure/shared/list-state';

export type { EmploymentType, User, UserStatus } from '@dure/shared/contracts/admin/user';
export const EMPLOYMENT_TYPES = EMPLOYMENT_TYPE.labels;
// Widened so a renderer's plain string can be looked up.
export const JOB_GRADES: Readonly<Record<string, string>> = JOB_GRADE.labels;
export const POSITIONS: Readonly<Record<string, string>> = POSITION.labels;
export const STATUS_LABELS = USER_STATUS.labels;

/** 인사 정보 list state: one definition for the address, the api query, saved views and the export. */
export const userList = defineListState({
  key: 'userhr-list',
  exportPath: 'api/user/info/export.xlsx',
  fields: {
    keyword: text(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    statusList: enumList<UserStatus>(USER_STATUS.codes, { initial: ['ACTIVE', 'LOCKED'] }),
    authorityCode: text(),
  },
  sort: { initial: 'name,asc', fields: ['name', 'username', 'employeeNo', 'lastLoginAt'] },
});

export type UserQuery = ListStateOf<typeof userList>;

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

export const userApi = {
  list: (query: UserQuery) => result<Page<User>>(http.get('api/user/info', { searchParams: userList.apiQuery(query) })),
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
