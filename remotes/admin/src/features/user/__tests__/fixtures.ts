import { HTTPError } from 'ky';
import type { User } from '../api/userApi';

/** A ky HTTPError as the shared client throws it: status plus the parsed JSON body. */
export function httpError(status: number, data: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    username: 'kim.minjun',
    name: '김민준',
    email: 'kim.minjun@dure.example',
    mobile: '01012345678',
    deptId: 5,
    deptName: '인사팀',
    extraDeptIds: [],
    status: 'ACTIVE',
    ceoYn: 'N',
    mustChangeYn: 'N',
    lastLoginAt: '2026-11-20T09:00:00+09:00',
    passwordChangedAt: null,
    hasPhotoYn: 'N',
    employeeNo: 'E2021001',
    jobGrade: 'MANAGER',
    position: 'MEMBER',
    employmentType: 'REGULAR',
    hireDate: '2021-03-02',
    resignDate: null,
    contractEndDate: null,
    birthDate: null,
    workLocation: '서울 본사',
    authorities: [],
    version: 3,
    createdAt: '2021-03-02T09:00:00+09:00',
    updatedAt: '2026-11-20T09:00:00+09:00',
    ...overrides,
  };
}

export const page = (content: User[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });
