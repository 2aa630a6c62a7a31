import { type EmploymentType, JOB_GRADES as GRADES, POSITIONS as POSITION_LABELS, type Page, http } from '@dure/shared';

export { EMPLOYMENT_TYPES, type EmploymentType } from '@dure/shared';
// Widened so a code from the api (a plain string) can be looked up; the tables live in @dure/shared.
export const JOB_GRADES: Readonly<Record<string, string>> = GRADES;
export const POSITIONS: Readonly<Record<string, string>> = POSITION_LABELS;

export type UserStatus = 'ACTIVE' | 'LOCKED' | 'RETIRED';

export type User = {
  id: number;
  username: string;
  name: string;
  email: string;
  mobile: string | null;
  deptId: number | null;
  deptName: string | null;
  extraDeptIds: number[];
  status: UserStatus;
  ceoYn: 'Y' | 'N';
  mustChangeYn: 'Y' | 'N';
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
  hasPhotoYn: 'Y' | 'N';
  employeeNo: string | null;
  jobGrade: string | null;
  position: string | null;
  employmentType: EmploymentType | null;
  hireDate: string | null;
  resignDate: string | null;
  contractEndDate: string | null;
  birthDate: string | null;
  workLocation: string | null;
  authorities: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type UserQuery = {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  deptId?: number;
  includeSubDeptYn?: 'Y' | 'N';
  statusList?: UserStatus[];
  authorityCode?: string;
};

/** Fields of the create/update multipart form; files travel beside them. */
export type UserFields = Partial<{
  username: string;
  password: string;
  name: string;
  email: string;
  mobile: string;
  deptId: number;
  extraDeptIds: number[];
  ceoYn: 'Y' | 'N';
  employeeNo: string;
  jobGrade: string;
  position: string;
  employmentType: EmploymentType;
  hireDate: string;
  resignDate: string;
  contractEndDate: string;
  birthDate: string;
  workLocation: string;
}>;

export const STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: '재직', LOCKED: '잠김', RETIRED: '퇴직' };
export const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'green', LOCKED: 'orange', RETIRED: 'default' };

/** Multipart body: empty values are sent as '' so a field can be cleared; arrays comma-joined. */
export function toFormData(fields: UserFields & { id?: number; version?: number; removeProfileImageYn?: 'Y' }, photo?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? value.join(',') : value === null ? '' : String(value));
  }
  if (photo) form.append('profileImage', photo, photo.name);
  return form;
}

function searchParams(query: UserQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: query.page, size: query.size };
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
  list: (query: UserQuery) => http.get('api/user/info', { searchParams: searchParams(query) }).json<{ result: Page<User> }>().then((r) => r.result),
  get: (id: number) => http.get(`api/user/info/${id}`).json<{ result: User }>().then((r) => r.result),
  photo: (id: number) => http.get(`api/user/info/${id}/photo`).blob(),
  create: (fields: UserFields, photo?: File | null) =>
    http.post('api/user/info', { body: toFormData(fields, photo) }).json<{ result: User; temporaryPassword?: string }>(),
  update: (id: number, version: number, fields: UserFields, photo?: File | null, removePhoto = false) =>
    http
      .put('api/user/info', { body: toFormData({ ...fields, id, version, ...(removePhoto ? { removeProfileImageYn: 'Y' as const } : {}) }, photo) })
      .json<{ result: User }>()
      .then((r) => r.result),
  setStatus: (id: number, status: UserStatus, version: number) =>
    http.put(`api/user/info/${id}/status`, { json: { status, version } }).json<{ result: User }>().then((r) => r.result),
  initializePassword: (userId: number) =>
    http.put('api/user/info/password/initialize', { json: { userId } }).json<{ result: { temporaryPassword: string } }>().then((r) => r.result.temporaryPassword),
};
