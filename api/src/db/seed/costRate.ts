import type { JobGrade } from '@dure/shared/contracts/admin/user';
import { asc, count, inArray } from 'drizzle-orm';
import { addDays, kstDate } from '../../lib/time';
import type { Database } from '../database';
import { commonCostRate, laborCostRate, projectType, userHr, userHrHistory } from '../schema';

/** DOMAIN §11 hourly rates by grade (주임 between 사원 and 대리), in force from the mid-year change of last year. */
export const DEMO_GRADE_RATES: Readonly<Record<JobGrade, number>> = {
  STAFF: 35_000,
  SENIOR: 38_000,
  ASSISTANT_MANAGER: 42_000,
  MANAGER: 52_000,
  DEPUTY_GENERAL_MANAGER: 62_000,
  GENERAL_MANAGER: 75_000,
  DIRECTOR: 95_000,
};
/** Before the change: 5 % lower, to the thousand. */
export const demoEarlierRate = (rate: number) => Math.round((rate * 0.95) / 1000) * 1000;

/** The demo's periods relative to today: rates from the first of the month 24 months back; the change on 1 July last year. */
export function demoRatePeriods(today: string): { start: string; change: string } {
  const [y, m] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1 - 24, 1));
  return { start: back.toISOString().slice(0, 10), change: `${y - 1}-07-01` };
}

const GRADES = Object.keys(DEMO_GRADE_RATES) as JobGrade[];

/**
 * Cost rates of the demo (DOMAIN §11), each part only when its table is empty: rates by grade with a mid-year
 * change, three common cost rules (15 % of labour for all; R&D 8 % of direct cost; internal work 800원/h (dec(7,4) holds < 1,000)), and
 * grade histories of three people promoted on 1 March this year (so the lookup's grade-as-of-date has work to do).
 */
export async function seedCostRateDemo(db: Database, options: { now: Date }): Promise<{ laborRates: number; commonRates: number; gradeChanges: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now;
  const today = kstDate(now);
  const { start, change } = demoRatePeriods(today);
  const stamp = { createdAt: now, updatedAt: now };
  return db.transaction(async (tx) => {
    let laborRates = 0;
    const [{ n: labor }] = await tx.select({ n: count() }).from(laborCostRate);
    if (labor === 0) {
      const rows = GRADES.flatMap((jobGrade) => [
        { basis: 'JOB_GRADE' as const, jobGrade, hourlyRate: demoEarlierRate(DEMO_GRADE_RATES[jobGrade]), validFrom: start, validTo: addDays(change, -1), ...stamp },
        { basis: 'JOB_GRADE' as const, jobGrade, hourlyRate: DEMO_GRADE_RATES[jobGrade], validFrom: change, validTo: null, ...stamp },
      ]);
      await tx.insert(laborCostRate).values(rows);
      laborRates = rows.length;
    }
    let commonRates = 0;
    const [{ n: common }] = await tx.select({ n: count() }).from(commonCostRate);
    if (common === 0) {
      const types = new Map((await tx.select({ id: projectType.id, code: projectType.code }).from(projectType).where(inArray(projectType.code, ['RND', 'INTERNAL']))).map((t) => [t.code, t.id]));
      const rows = [
        { code: 'COMMON_LABOR', name: '공통비 (인건비 기준)', basis: 'LABOR_COST' as const, ratePct: '15.0000', projectTypeId: null, validFrom: start, ...stamp },
        ...(types.has('RND') ? [{ code: 'RND_DIRECT', name: '연구개발 공통비 (직접비 기준)', basis: 'DIRECT_COST' as const, ratePct: '8.0000', projectTypeId: types.get('RND')!, validFrom: start, ...stamp }] : []),
        ...(types.has('INTERNAL') ? [{ code: 'INTERNAL_HOURS', name: '내부 과제 공통비 (시간당)', basis: 'HOURS' as const, ratePct: '800.0000', projectTypeId: types.get('INTERNAL')!, validFrom: change, ...stamp }] : []),
      ];
      await tx.insert(commonCostRate).values(rows);
      commonRates = rows.length;
    }
    let gradeChanges = 0;
    const [{ n: history }] = await tx.select({ n: count() }).from(userHrHistory);
    if (history === 0) {
      const promoted = await tx.select({ userId: userHr.userId, jobGrade: userHr.jobGrade }).from(userHr).where(inArray(userHr.jobGrade, ['ASSISTANT_MANAGER', 'MANAGER'])).orderBy(asc(userHr.userId)).limit(3);
      const effectiveDate = `${today.slice(0, 4)}-03-01`;
      if (promoted.length > 0 && effectiveDate <= today) {
        await tx.insert(userHrHistory).values(promoted.map((p) => ({ userId: p.userId, field: 'jobGrade' as const, effectiveDate, oldValue: GRADES[GRADES.indexOf(p.jobGrade) - 1], newValue: p.jobGrade, createdAt: now })));
        gradeChanges = promoted.length;
      }
    }
    return { laborRates, commonRates, gradeChanges };
  });
}
