import { bigint, date, index, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref } from './columns';
import { department } from './department';
import { appUser } from './user';

import type { LeaveStatus, LeaveType } from '@dure/shared/contracts/admin/leave';

/**
 * 휴가 (DOMAIN §8 LeaveRecord): one request of a person, from..to inclusive. `days` is the server's count of the work
 * calendar's workdays in the range (a half day 0.5), fixed when the leave is recorded. `ownerDeptId` is the person's
 * department then (the approver is its leader, DOMAIN §1 결재).
 */
export const leaveRecord = pgTable(
  'leave_record',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    type: varchar({ length: 10 }).$type<LeaveType>().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    days: numeric({ precision: 5, scale: 1 }).notNull(),
    reason: varchar({ length: 200 }),
    status: varchar({ length: 10 }).$type<LeaveStatus>().notNull().default('REQUESTED'),
    decidedBy: ref(),
    decidedAt: instant(),
    rejectReason: varchar({ length: 200 }),
  },
  (t) => [index('leave_record_user_idx').on(t.userId, t.fromDate), index('leave_record_status_idx').on(t.status, t.fromDate)],
);
