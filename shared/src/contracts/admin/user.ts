import { type Static, Type } from 'typebox';
import { CodeList, DateTime, Id, ListQuery, LocalDate, Nullable, OrEmpty, Text, Version, Yn, labelled } from '../common';

/** Users and their HR info (DOMAIN §3 User, §8 UserHr; SPEC §7 /api/user/info…). */

export const USER_STATUS = labelled({ ACTIVE: '재직', LOCKED: '잠김', RETIRED: '퇴직' }, '계정 상태');
export type UserStatus = (typeof USER_STATUS.codes)[number];

/** 직급. */
export const JOB_GRADE = labelled({
  STAFF: '사원',
  SENIOR: '주임',
  ASSISTANT_MANAGER: '대리',
  MANAGER: '과장',
  DEPUTY_GENERAL_MANAGER: '차장',
  GENERAL_MANAGER: '부장',
  DIRECTOR: '이사',
});
export type JobGrade = (typeof JOB_GRADE.codes)[number];

/** 직책. */
export const POSITION = labelled({ MEMBER: '팀원', TEAM_LEADER: '팀장', HEAD: '본부장' });
export type Position = (typeof POSITION.codes)[number];

/** 고용형태. */
export const EMPLOYMENT_TYPE = labelled({ REGULAR: '정규직', CONTRACT: '계약직', INTERN: '인턴', DISPATCHED: '파견', PART_TIME: '시간제' });
export type EmploymentType = (typeof EMPLOYMENT_TYPE.codes)[number];

/** Column sizes of app_user / user_hr: the form, the api's field checks and the schema read these. */
export const USER_LIMITS = { username: 50, name: 50, email: 100, employeeNo: 20, workLocation: 50 } as const;
/** DOMAIN §3 User.username: lower-case letters, digits and `._-`, 4–50 characters (stored lower-case). */
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9._-]{4,${USER_LIMITS.username}}$`);

/** A user as the /api/user/info endpoints answer it; others' personal fields come masked. */
export const User = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  mobile: Nullable(Type.String({ description: '숫자만; 권한 밖이면 010-****-5678' })),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  extraDeptIds: Type.Array(Id, { description: '겸직 부서' }),
  status: USER_STATUS.schema,
  ceoYn: Yn,
  mustChangeYn: Yn,
  lastLoginAt: Nullable(DateTime),
  passwordChangedAt: Nullable(DateTime),
  hasPhotoYn: Yn,
  employeeNo: Nullable(Type.String()),
  jobGrade: Nullable(JOB_GRADE.schema),
  position: Nullable(POSITION.schema),
  employmentType: Nullable(EMPLOYMENT_TYPE.schema),
  hireDate: Nullable(LocalDate),
  resignDate: Nullable(LocalDate),
  contractEndDate: Nullable(LocalDate),
  birthDate: Nullable(LocalDate),
  workLocation: Nullable(Type.String()),
  authorities: Type.Array(Type.String(), { description: '부여된 권한 코드 (만료 제외, 복합 권한은 펼치지 않음)' }),
  version: Version,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type User = Static<typeof User>;

export const UserListQuery = ListQuery({
  deptId: OrEmpty(Id),
  includeSubDeptYn: OrEmpty(Yn),
  statusList: Type.Optional(CodeList(100)),
  authorityCode: Type.Optional(Text(60)),
});
export type UserListQuery = Static<typeof UserListQuery>;

/**
 * The create/update form (multipart/form-data with the optional `profileImage`, or JSON without a photo):
 * absent = unchanged on update, '' or null = cleared, `extraDeptIds` comma-joined in multipart. The service
 * checks each field with its Korean message; this schema documents the fields and their limits.
 */
export const UserBody = Type.Object({
  id: Type.Optional(Id),
  version: Type.Optional(Version),
  username: Type.Optional(Type.String({ pattern: USERNAME_PATTERN.source })),
  password: Type.Optional(Text(1000)),
  name: Type.Optional(Text(USER_LIMITS.name)),
  email: Type.Optional(Text(USER_LIMITS.email)),
  mobile: Type.Optional(Nullable(Text(20))),
  deptId: Type.Optional(Id),
  extraDeptIds: Type.Optional(Type.Array(Id)),
  ceoYn: Type.Optional(Yn),
  employeeNo: Type.Optional(Text(USER_LIMITS.employeeNo)),
  hireDate: Type.Optional(LocalDate),
  resignDate: Type.Optional(Nullable(LocalDate)),
  jobGrade: Type.Optional(JOB_GRADE.schema),
  position: Type.Optional(Nullable(POSITION.schema)),
  employmentType: Type.Optional(EMPLOYMENT_TYPE.schema),
  contractEndDate: Type.Optional(Nullable(LocalDate)),
  birthDate: Type.Optional(Nullable(LocalDate)),
  workLocation: Type.Optional(Nullable(Text(USER_LIMITS.workLocation))),
  removeProfileImageYn: Type.Optional(Yn),
});
export type UserBody = Static<typeof UserBody>;

/** 201 of a create: the user, and the generated one-time password when none was given. */
export const UserCreated = Type.Object({ result: User, temporaryPassword: Type.Optional(Type.String()) });
export type UserCreated = Static<typeof UserCreated>;

export const UserStatusBody = Type.Object({ status: USER_STATUS.schema, version: Version }, { additionalProperties: false });
export type UserStatusBody = Static<typeof UserStatusBody>;

export const PasswordBody = Type.Object({ currentPassword: Text(200, { minLength: 1 }), newPassword: Text(1000, { minLength: 1 }) });
export type PasswordBody = Static<typeof PasswordBody>;

export const PasswordCheckBody = Type.Object({ password: Text(1000) });
/** The password policy for the signed-in user: the Korean rules the password breaks. */
export const PasswordCheck = Type.Object({ valid: Type.Boolean(), errors: Type.Array(Type.String()) });
export type PasswordCheck = Static<typeof PasswordCheck>;

export const PasswordInitializeBody = Type.Object({ userId: Id });
export const TemporaryPassword = Type.Object({ temporaryPassword: Type.String() });
export type TemporaryPassword = Static<typeof TemporaryPassword>;

export const SessionsRevoked = Type.Object({ revoked: Type.Integer({ minimum: 0, description: '끝낸 다른 기기 세션 수' }) });
export type SessionsRevoked = Static<typeof SessionsRevoked>;
