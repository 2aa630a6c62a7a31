import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { department } from './department';

import { USER_STATUS, type UserStatus } from '@dure/shared/contracts/admin/user';

export type { UserStatus };
export const USER_STATUSES = USER_STATUS.codes as readonly [UserStatus, ...UserStatus[]];
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const appUser = pgTable(
  'app_user',
  {
    ...baseColumns(),
    username: varchar({ length: 50 }).notNull(),
    passwordHash: text().notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** Stored lower-case. */
    email: varchar({ length: 100 }).notNull(),
    mobile: varchar({ length: 11 }),
    deptId: ref().references((): AnyPgColumn => department.id),
    status: userStatus().notNull().default('ACTIVE'),
    ceoYn: yn().notNull().default('N'),
    mustChangeYn: yn().notNull().default('N'),
    lastLoginAt: instant(),
    passwordChangedAt: instant(),
    /** Hashes of the two passwords before the current one, newest first: with the current one, the last 3 of DOMAIN §3. */
    passwordHistory: text().array().notNull().default(sql`'{}'::text[]`),
    /** Consecutive failed password logins; 5 lock the account (DOMAIN §3). */
    failedLoginCount: integer().notNull().default(0),
    lockedAt: instant(),
    /** The profile photo (attachment with targetType USER_PHOTO). */
    profileImageId: ref(),
  },
  (t) => [
    uniqueIndex('app_user_username_uq').on(t.username),
    uniqueIndex('app_user_email_uq').on(t.email).where(sql`${t.deletedYn} = 'N'`),
    index('app_user_dept_idx').on(t.deptId),
  ],
);
