import type { JobGrade } from '@dure/shared/contracts/admin/user';
import { count, eq } from 'drizzle-orm';
import { kstDate } from '../../lib/time';
import type { Database } from '../database';
import { appUser, salary, userHr } from '../schema';
import { DEMO_GRADE_RATES } from './costRate';
import { mulberry32 } from './random';

/** The 24 months before this one, oldest first (`YYYY-MM`). */
export function demoSalaryMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(y, m - 1 - 24 + i, 1)).toISOString().slice(0, 7));
}

const round = (won: number, unit: number) => Math.round(won / unit) * unit;

/**
 * Salaries of the demo (DOMAIN §11 "60 × 24 salaries"), only when the table is empty: every person with HR details,
 * each of the 24 months before this one. Monthly pay follows the grade's standard rate (annual cost ÷ 2,088 h, DOMAIN
 * §6): base pay about 72 % of the rate's monthly cost, a fixed allowance, some overtime, a bonus in February and
 * September (설·추석), employer insurance about 10 % and severance accrual ÷ 12 — so actual and standard cost stay close.
 */
export async function seedSalaryDemo(db: Database, options: { now: Date }): Promise<{ salaries: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now;
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(salary);
    if (n > 0) return { salaries: 0 };
    const people = await tx
      .select({ userId: userHr.userId, jobGrade: userHr.jobGrade, deptId: appUser.deptId })
      .from(userHr)
      .innerJoin(appUser, eq(appUser.id, userHr.userId))
      .where(eq(appUser.deletedYn, 'N'))
      .orderBy(userHr.userId);
    const random = mulberry32(20_261_130);
    const rows = demoSalaryMonths(kstDate(now)).flatMap((ym) =>
      people.map((p) => {
        const monthlyCost = ((DEMO_GRADE_RATES[p.jobGrade as JobGrade] ?? DEMO_GRADE_RATES.STAFF) * 2088) / 12;
        const basePay = round(monthlyCost * 0.72, 10_000);
        const allowances = round(150_000 + monthlyCost * 0.03, 10_000);
        const overtimePay = random() < 0.4 ? round(random() * 400_000, 1_000) : 0;
        const bonus = ym.endsWith('-02') || ym.endsWith('-09') ? round(basePay * 0.5, 10_000) : 0;
        const pay = basePay + allowances + overtimePay + bonus;
        const employerInsurance = Math.floor(pay * 0.1);
        const severanceAccrual = Math.floor(pay / 12);
        return {
          userId: p.userId,
          ym,
          ownerDeptId: p.deptId,
          basePay,
          allowances,
          overtimePay,
          bonus,
          employerInsurance,
          severanceAccrual,
          totalCost: pay + employerInsurance + severanceAccrual,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(salary).values(rows.slice(i, i + 500));
    return { salaries: rows.length };
  });
}
