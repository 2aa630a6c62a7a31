import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { kstDate } from '../../../lib/time';
import type { Executor } from '../../database';
import { appUser, department, salesPlan } from '../../schema';
import { between, mulberry32 } from '../random';

/** Share of the year's target per month: slow January–February (설), Q4 peak. */
const SEASON = [0.06, 0.06, 0.08, 0.08, 0.085, 0.085, 0.075, 0.07, 0.085, 0.09, 0.1, 0.11];
const MAN = 10_000;

type Cell = { ym: string; orderTarget: number; salesTarget: number };

/** A person's monthly targets for a year: order targets by season, sales one month behind at ~90%. */
function personYear(year: number, annual: number): Cell[] {
  const orders = SEASON.map((s) => Math.round((annual * s) / (100 * MAN)) * 100 * MAN);
  return orders.map((orderTarget, i) => ({
    ym: `${year}-${String(i + 1).padStart(2, '0')}`,
    orderTarget,
    salesTarget: Math.round(((i === 0 ? orders[0] : orders[i - 1]) * 0.9) / (100 * MAN)) * 100 * MAN,
  }));
}

/**
 * Plans for last year and this year (DOMAIN §11): every sales person, their team
 * (= Σ people, rounded to 천만원 in a few months, which the grid warns about) and the
 * 영업본부 (= Σ teams). Last year and this year's baseline are CONFIRMED; this year's
 * Q4 of 영업2팀 has a DRAFT revision 1.
 */
export async function seedSalesPlans(tx: Executor, now: Date): Promise<{ salesPlans: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(salesPlan);
  if (n > 0) return { salesPlans: 0 };
  const depts = await tx.select({ id: department.id, code: department.code }).from(department).where(inArray(department.code, ['SAL', 'SAL-1', 'SAL-2']));
  const division = depts.find((d) => d.code === 'SAL');
  const teams = depts.filter((d) => d.code !== 'SAL').sort((a, b) => a.code.localeCompare(b.code));
  if (teams.length === 0) return { salesPlans: 0 };
  const people = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id));
  const random = mulberry32(20_260_115);
  const thisYear = Number(kstDate(now).slice(0, 4));
  const rows: (typeof salesPlan.$inferInsert)[] = [];
  const confirmedAt = (year: number) => new Date(Date.parse(`${year - 1}-12-25T10:00:00+09:00`));
  const add = (dimension: 'DEPT' | 'USER', keyId: number, cells: Cell[], year: number) => {
    for (const c of cells) {
      rows.push({
        ym: c.ym,
        dimension,
        keyId,
        deptId: dimension === 'DEPT' ? keyId : null,
        userId: dimension === 'USER' ? keyId : null,
        orderTarget: c.orderTarget,
        salesTarget: c.salesTarget,
        status: 'CONFIRMED',
        revisionNo: 0,
        confirmedAt: confirmedAt(year),
        createdAt: confirmedAt(year),
        updatedAt: confirmedAt(year),
      });
    }
  };
  for (const year of [thisYear - 1, thisYear]) {
    const growth = year === thisYear ? 1.1 : 1;
    const teamCells = new Map<number, Cell[]>();
    for (const person of people) {
      // 6억–12억 a year in 1,000만원 steps, so people differ.
      const cells = personYear(year, between(random, 60, 120) * 1000 * MAN * growth);
      add('USER', person.id, cells, year);
      const sum = teamCells.get(person.deptId!) ?? cells.map((c) => ({ ...c, orderTarget: 0, salesTarget: 0 }));
      teamCells.set(person.deptId!, sum.map((s, i) => ({ ...s, orderTarget: s.orderTarget + cells[i].orderTarget, salesTarget: s.salesTarget + cells[i].salesTarget })));
    }
    const divisionCells = SEASON.map((_, i) => ({ ym: `${year}-${String(i + 1).padStart(2, '0')}`, orderTarget: 0, salesTarget: 0 }));
    for (const team of teams) {
      const cells = (teamCells.get(team.id) ?? []).map((c, i) =>
        // Teams set round figures in March and September; the grid flags the gap to Σ people.
        i === 2 || i === 8 ? { ...c, orderTarget: Math.ceil(c.orderTarget / (1000 * MAN)) * 1000 * MAN } : c,
      );
      add('DEPT', team.id, cells, year);
      cells.forEach((c, i) => {
        divisionCells[i].orderTarget += c.orderTarget;
        divisionCells[i].salesTarget += c.salesTarget;
      });
    }
    if (division) add('DEPT', division.id, divisionCells, year);
  }
  const revised = teams[1] ?? teams[0];
  for (const row of rows.filter((r) => r.dimension === 'DEPT' && r.keyId === revised.id && r.ym >= `${thisYear}-10`)) {
    rows.push({ ...row, orderTarget: Math.round((row.orderTarget! * 1.15) / (100 * MAN)) * 100 * MAN, status: 'DRAFT', revisionNo: 1, confirmedAt: null, createdAt: now, updatedAt: now });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(salesPlan).values(rows.slice(i, i + 500));
  return { salesPlans: rows.length };
}
