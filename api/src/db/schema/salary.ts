import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { department } from './department';
import { appUser } from './user';

/**
 * 급여 (DOMAIN §6 Salary): one row per person and month (`ym`), whole won; totalCost = Σ the six amounts, written by
 * the server only. `ownerDeptId` is the person's department when the row was saved (a snapshot, DOMAIN §1.1): the
 * data scope of SALARY_MANAGEMENT_READ. Locked while CostPeriod(ym) is CLOSED.
 */
export const salary = pgTable(
  'salary',
  {
    ...baseColumns(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    ym: varchar({ length: 7 }).notNull(),
    ownerDeptId: bigint({ mode: 'number' }).references(() => department.id),
    basePay: bigint({ mode: 'number' }).notNull(),
    allowances: bigint({ mode: 'number' }).notNull(),
    overtimePay: bigint({ mode: 'number' }).notNull(),
    bonus: bigint({ mode: 'number' }).notNull(),
    employerInsurance: bigint({ mode: 'number' }).notNull(),
    severanceAccrual: bigint({ mode: 'number' }).notNull(),
    totalCost: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('salary_user_ym_uq').on(t.userId, t.ym).where(sql`${t.deletedYn} = 'N'`),
    index('salary_ym_idx').on(t.ym),
    index('salary_owner_dept_idx').on(t.ownerDeptId, t.ym),
    check('salary_amounts_nonnegative', sql`${t.basePay} >= 0 and ${t.allowances} >= 0 and ${t.overtimePay} >= 0 and ${t.bonus} >= 0 and ${t.employerInsurance} >= 0 and ${t.severanceAccrual} >= 0`),
    check('salary_total', sql`${t.totalCost} = ${t.basePay} + ${t.allowances} + ${t.overtimePay} + ${t.bonus} + ${t.employerInsurance} + ${t.severanceAccrual}`),
  ],
);
