import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant, ref } from './columns';
import { department } from './department';
import { appUser } from './user';

/** JOB_GRADE codes (DOMAIN §8 UserHr) with their Korean labels, lowest first. */
export const JOB_GRADES = {
  STAFF: '사원',
  SENIOR: '주임',
  ASSISTANT_MANAGER: '대리',
  MANAGER: '과장',
  DEPUTY_GENERAL_MANAGER: '차장',
  GENERAL_MANAGER: '부장',
  DIRECTOR: '이사',
} as const;
export type JobGrade = keyof typeof JOB_GRADES;

/** POSITION codes (직책). */
export const POSITIONS = { MEMBER: '팀원', TEAM_LEADER: '팀장', HEAD: '본부장' } as const;
export type Position = keyof typeof POSITIONS;

export const EMPLOYMENT_TYPES = {
  REGULAR: '정규직',
  CONTRACT: '계약직',
  INTERN: '인턴',
  DISPATCHED: '파견',
  PART_TIME: '시간제',
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

/** HR details of a user (DOMAIN §8 UserHr), 1:1; edited together with the user, whose `version` guards both. */
export const userHr = pgTable(
  'user_hr',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => appUser.id),
    employeeNo: varchar({ length: 20 }).notNull(),
    hireDate: date({ mode: 'string' }).notNull(),
    resignDate: date({ mode: 'string' }),
    jobGrade: varchar({ length: 30 }).$type<JobGrade>().notNull(),
    position: varchar({ length: 30 }).$type<Position>(),
    employmentType: varchar({ length: 20 }).$type<EmploymentType>().notNull().default('REGULAR'),
    contractEndDate: date({ mode: 'string' }),
    birthDate: date({ mode: 'string' }),
    workLocation: varchar({ length: 50 }),
    updatedAt: instant().notNull().default(sql`now()`),
    updatedBy: ref(),
  },
  (t) => [uniqueIndex('user_hr_employee_no_uq').on(t.employeeNo)],
);

/** 겸직: further departments of a user; they widen the user's department scope (DOMAIN §1.3). */
export const userExtraDept = pgTable(
  'user_extra_dept',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    deptId: bigint({ mode: 'number' })
      .notNull()
      .references(() => department.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deptId] }), index('user_extra_dept_dept_idx').on(t.deptId)],
);
