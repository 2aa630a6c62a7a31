import { EMPLOYMENT_TYPE, JOB_GRADE, POSITION, USERNAME_PATTERN, USER_LIMITS, type UserBody } from '@dure/shared/contracts/admin/user';
import { API_MESSAGES } from '@dure/shared/messages';
import { isDate } from '../../../lib/time';

/** Parsed form values: absent = not sent (unchanged on update); null = cleared. */
export type UserFields = UserBody;

export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
/** DOMAIN §1.2 전화: 9–11 digits starting with 0, or a 1588-style 8-digit number. */
const PHONE = /^(0\d{8,10}|1\d{7})$/;

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * Parses the user form (multipart strings) into typed values with a Korean
 * message per bad field. Unknown fields are ignored.
 */
export function parseUserFields(raw: Record<string, string>): { values: UserFields; errors: FieldErrors } {
  const values: UserFields = {};
  const errors: FieldErrors = {};
  const has = (key: string) => Object.hasOwn(raw, key);
  const text = (key: string) => (has(key) ? clean(raw[key]) : undefined);

  const int = (key: 'id' | 'version' | 'deptId', min: number) => {
    if (!has(key)) return;
    const value = raw[key].trim();
    if (!/^\d{1,15}$/.test(value) || Number(value) < min) errors[key] = API_MESSAGES.fieldInvalid;
    else values[key] = Number(value);
  };
  int('id', 1);
  int('version', 0);
  int('deptId', 1);

  // Stored lower-case like the login compares it.
  const username = text('username')?.toLowerCase();
  if (username !== undefined) {
    if (!USERNAME_PATTERN.test(username)) errors.username = API_MESSAGES.usernameFormat;
    values.username = username;
  }
  if (has('password') && raw.password !== '') values.password = raw.password;

  const name = text('name');
  if (name !== undefined) {
    if (!name) errors.name = API_MESSAGES.userNameRequired;
    else if (name.length > USER_LIMITS.name) errors.name = API_MESSAGES.userNameTooLong;
    values.name = name;
  }
  const email = text('email')?.toLowerCase();
  if (email !== undefined) {
    if (!EMAIL.test(email) || email.length > USER_LIMITS.email) errors.email = API_MESSAGES.emailFormat;
    values.email = email;
  }
  const mobile = text('mobile');
  if (mobile !== undefined) {
    const digits = mobile.replace(/[-\s]/g, '');
    if (digits && !PHONE.test(digits)) errors.mobile = API_MESSAGES.mobileFormat;
    values.mobile = digits || null;
  }
  const extra = text('extraDeptIds');
  if (extra !== undefined) {
    const parts = extra.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) errors.extraDeptIds = API_MESSAGES.fieldInvalid;
    else values.extraDeptIds = [...new Set(parts.map(Number))];
  }
  for (const key of ['ceoYn', 'removeProfileImageYn'] as const) {
    const yn = text(key)?.toUpperCase();
    if (yn === undefined || yn === '') continue;
    if (yn !== 'Y' && yn !== 'N') errors[key] = API_MESSAGES.ynInvalid;
    else values[key] = yn;
  }

  const employeeNo = text('employeeNo');
  if (employeeNo !== undefined) {
    if (!employeeNo) errors.employeeNo = API_MESSAGES.employeeNoRequired;
    else if (employeeNo.length > USER_LIMITS.employeeNo) errors.employeeNo = API_MESSAGES.fieldInvalid;
    values.employeeNo = employeeNo;
  }
  const hireDate = text('hireDate');
  if (hireDate !== undefined) {
    if (!hireDate) errors.hireDate = API_MESSAGES.hireDateRequired;
    else if (!isDate(hireDate)) errors.hireDate = API_MESSAGES.dateFormat;
    values.hireDate = hireDate;
  }
  for (const key of ['resignDate', 'contractEndDate', 'birthDate'] as const) {
    const value = text(key);
    if (value === undefined) continue;
    if (value && !isDate(value)) errors[key] = API_MESSAGES.dateFormat;
    values[key] = value || null;
  }

  const jobGrade = text('jobGrade');
  if (jobGrade !== undefined) {
    if (!Object.hasOwn(JOB_GRADE.labels, jobGrade)) errors.jobGrade = API_MESSAGES.jobGradeInvalid;
    else values.jobGrade = jobGrade as UserFields['jobGrade'];
  }
  const position = text('position');
  if (position !== undefined) {
    if (position && !Object.hasOwn(POSITION.labels, position)) errors.position = API_MESSAGES.positionInvalid;
    else values.position = (position || null) as UserFields['position'];
  }
  const employmentType = text('employmentType');
  if (employmentType !== undefined) {
    if (!Object.hasOwn(EMPLOYMENT_TYPE.labels, employmentType)) errors.employmentType = API_MESSAGES.employmentTypeInvalid;
    else values.employmentType = employmentType as UserFields['employmentType'];
  }
  const workLocation = text('workLocation');
  if (workLocation !== undefined) {
    if (workLocation.length > USER_LIMITS.workLocation) errors.workLocation = API_MESSAGES.fieldInvalid;
    values.workLocation = workLocation || null;
  }
  return { values, errors };
}

/** Fields a user may change on their own profile without USER_HR_WRITE. */
export const SELF_EDITABLE = new Set(['name', 'email', 'mobile', 'removeProfileImageYn']);
