import { recordFixture } from '@dure/shared/testing';
import type { User } from '../api/userApi';

export const user = recordFixture<User>({
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
});

