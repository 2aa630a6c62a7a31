import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { nextDocNumber } from '../../lib/docNumber';
import { addDays, kstDate } from '../../lib/time';
import type { Database } from '../database';
import { appUser, costAccount, costBudget, costExecution, department, directCost, project } from '../schema';

/**
 * A handful of direct costs, budgets and one approved cost execution for the demo (DOMAIN §11), once, when the direct
 * cost table is empty: finance's rows on the first two projects in progress — last month confirmed, this month one
 * confirmed and one draft — this year's budgets (a project's 외주 개발비, finance's 접대비) and an approved execution.
 */
export async function seedDirectCostDemo(db: Database, options: { now: Date }): Promise<{ directCosts: number; budgets: number; executions: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now;
  const today = kstDate(now);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-10`;
  const stamp = { createdAt: now, updatedAt: now };
  return db.transaction(async (tx) => {
    const none = { directCosts: 0, budgets: 0, executions: 0 };
    const [{ n }] = await tx.select({ n: count() }).from(directCost);
    if (n > 0) return none;
    const projects = await tx.select({ id: project.id }).from(project).where(and(eq(project.deletedYn, 'N'), eq(project.status, 'IN_PROGRESS'))).orderBy(asc(project.id)).limit(2);
    const [finance] = await tx.select({ id: appUser.id, deptId: appUser.deptId }).from(appUser).where(eq(appUser.username, 'finance'));
    const [ceo] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'ceo'));
    const [fin] = await tx.select({ id: department.id }).from(department).where(eq(department.code, 'MGT-FIN'));
    const accounts = new Map(
      (await tx.select({ id: costAccount.id, code: costAccount.code }).from(costAccount).where(inArray(costAccount.code, ['OUT_DEV', 'EXP_TRAVEL', 'MAT_PARTS', 'EXP_SUPPLIES', 'EXP_ENTERTAIN']))).map((a) => [a.code, a.id]),
    );
    if (projects.length < 2 || !finance || !fin || accounts.size < 5) return none;
    const [p1, p2] = projects.map((p) => p.id);
    const owner = { ownerUserId: finance.id, ownerDeptId: finance.deptId ?? fin.id, createdBy: finance.id, updatedBy: finance.id, ...stamp };
    const confirmed = { status: 'CONFIRMED' as const, confirmedAt: now, confirmedBy: finance.id };
    const costs = [
      { projectId: p1, costAccountId: accounts.get('OUT_DEV')!, costDate: lastMonth, description: '화면 개발 외주 1차', vendorName: '(주)코드웍스', supplyAmount: 12_000_000, vatAmount: 1_200_000, evidenceType: 'TAX_INVOICE' as const, ...confirmed },
      { projectId: p1, costAccountId: accounts.get('EXP_TRAVEL')!, costDate: lastMonth, description: '고객사 현장 출장 (부산)', vendorName: 'KTX', supplyAmount: 480_000, vatAmount: 48_000, evidenceType: 'CARD' as const, ...confirmed },
      { projectId: p2, costAccountId: accounts.get('MAT_PARTS')!, costDate: thisMonth, description: '시제품 센서 부품', vendorName: '(주)한빛부품', supplyAmount: 3_200_000, vatAmount: 320_000, evidenceType: 'RECEIPT' as const, ...confirmed },
      { projectId: p2, costAccountId: accounts.get('EXP_SUPPLIES')!, costDate: thisMonth, description: '시험용 소모품', vendorName: null, supplyAmount: 150_000, vatAmount: 15_000, evidenceType: 'CARD' as const, status: 'DRAFT' as const },
    ];
    await tx.insert(directCost).values(costs.map((c) => ({ ...c, ...owner })));
    const year = Number(today.slice(0, 4));
    await tx.insert(costBudget).values([
      { year, projectId: p1, costAccountId: accounts.get('OUT_DEV')!, amount: 50_000_000, note: '외주 개발 연간 예산', ...stamp },
      { year, deptId: fin.id, costAccountId: accounts.get('EXP_ENTERTAIN')!, amount: 3_000_000, ...stamp },
    ]);
    await tx.insert(costExecution).values({
      executionNo: await nextDocNumber(tx, 'COST_EXECUTION', thisMonth),
      deptId: fin.id,
      projectId: p1,
      costAccountId: accounts.get('OUT_DEV')!,
      title: '화면 개발 외주 2차 착수금',
      requestedAmount: 8_000_000,
      plannedDate: thisMonth,
      payee: '(주)코드웍스',
      paymentMethod: 'TRANSFER',
      status: 'APPROVED',
      requestedAt: now,
      requestedBy: finance.id,
      decidedAt: now,
      decidedBy: ceo?.id ?? null,
      ...owner,
      ownerDeptId: fin.id,
    });
    return { directCosts: costs.length, budgets: 2, executions: 1 };
  });
}
