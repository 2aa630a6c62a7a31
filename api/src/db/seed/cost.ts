import type { TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
import { count, eq, inArray } from 'drizzle-orm';
import { addDays, kstDate } from '../../lib/time';
import type { Database } from '../database';
import { exchangeRate, projectType, taskActivity } from '../schema';
import { mulberry32 } from './random';

type Node = { code: string; name: string; billable?: boolean; note?: boolean; types?: readonly string[] };

/** The demo's task-activity tree (DOMAIN §11): project work, indirect work, leave. */
export const DEMO_ACTIVITY_TREE: readonly { code: string; name: string; category: TaskActivityCategory; children: readonly Node[] }[] = [
  {
    code: 'PRJ',
    name: '프로젝트 수행',
    category: 'PROJECT',
    children: [
      { code: 'PRJ_ANALYSIS', name: '분석', billable: true },
      { code: 'PRJ_DESIGN', name: '설계', billable: true },
      { code: 'PRJ_DEV', name: '개발', billable: true },
      { code: 'PRJ_TEST', name: '테스트', billable: true },
      { code: 'PRJ_PM', name: 'PM', billable: true, note: true },
    ],
  },
  {
    code: 'IND',
    name: '간접',
    category: 'INDIRECT',
    children: [
      { code: 'IND_TRAINING', name: '교육', note: true },
      { code: 'IND_MEETING', name: '회의' },
      { code: 'IND_SALES', name: '영업지원', note: true, types: ['PROPOSAL', 'INTERNAL'] },
    ],
  },
  {
    code: 'LV',
    name: '휴가',
    category: 'LEAVE',
    children: [
      { code: 'LV_ANNUAL', name: '연차', types: ['INTERNAL'] },
      { code: 'LV_SICK', name: '병가', note: true, types: ['INTERNAL'] },
    ],
  },
];

/** Demo BASE rates (KRW per quote unit) around which the daily rates drift. */
export const DEMO_RATE_CENTRES = { USD: 1350, JPY: 920, EUR: 1480, CNY: 186 } as const;
export const DEMO_RATE_DAYS = 60;

/** Weekdays of the last DEMO_RATE_DAYS days up to `today` (banks post no rate at the weekend). */
function rateDays(today: string): string[] {
  const days: string[] = [];
  for (let i = DEMO_RATE_DAYS - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(day);
  }
  return days;
}

/**
 * The cost area's demo data (DOMAIN §11), each part only when its table is empty: the task-activity tree
 * and daily BASE rates of USD, JPY (per 100), EUR and CNY for the last 60 days (weekdays, a small drift).
 */
export async function seedCostDemo(db: Database, options: { now: Date }): Promise<{ taskActivities: number; exchangeRates: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now;
  return db.transaction(async (tx) => {
    let taskActivities = 0;
    const [{ n: activities }] = await tx.select({ n: count() }).from(taskActivity);
    if (activities === 0) {
      const codes = [...new Set(DEMO_ACTIVITY_TREE.flatMap((g) => g.children.flatMap((c) => c.types ?? [])))];
      const types = new Map((await tx.select({ id: projectType.id, code: projectType.code }).from(projectType).where(inArray(projectType.code, codes))).map((t) => [t.code, t.id]));
      for (const [g, group] of DEMO_ACTIVITY_TREE.entries()) {
        const [row] = await tx
          .insert(taskActivity)
          .values({ code: group.code, name: group.name, category: group.category, sortOrder: (g + 1) * 10, createdAt: now, updatedAt: now })
          .returning({ id: taskActivity.id });
        await tx.insert(taskActivity).values(
          group.children.map((c, i) => ({
            parentId: row.id,
            code: c.code,
            name: c.name,
            category: group.category,
            billableYn: c.billable ? ('Y' as const) : ('N' as const),
            noteRequiredYn: c.note ? ('Y' as const) : ('N' as const),
            projectTypeIds: (c.types ?? []).flatMap((code) => (types.has(code) ? [types.get(code)!] : [])),
            sortOrder: (i + 1) * 10,
            createdAt: now,
            updatedAt: now,
          })),
        );
        taskActivities += 1 + group.children.length;
      }
    }
    let exchangeRates = 0;
    const [{ n: rates }] = await tx.select({ n: count() }).from(exchangeRate).where(eq(exchangeRate.rateType, 'BASE'));
    if (rates === 0) {
      const random = mulberry32(20_261_128);
      const days = rateDays(kstDate(now));
      for (const [code, centre] of Object.entries(DEMO_RATE_CENTRES)) {
        let rate = centre;
        const values = days.map((rateDate) => {
          // A random walk of at most ±0.6 % a day, pulled back toward the centre.
          rate = rate * (1 + (random() - 0.5) * 0.012) + (centre - rate) * 0.05;
          return { currencyCode: code, rateDate, rateType: 'BASE' as const, rate: rate.toFixed(2), source: 'BANK_FEED' as const, createdAt: now, updatedAt: now };
        });
        await tx.insert(exchangeRate).values(values);
        exchangeRates += values.length;
      }
    }
    return { taskActivities, exchangeRates };
  });
}
