import { and, eq } from 'drizzle-orm';
import { costBudget, costExecution } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { COST_BUDGET_ENTITY } from './budget';

/** COST_EXECUTION in the record toolkit (history of /cost-execution/management), governed by COST_EXECUTION_MANAGEMENT. */
registerRecordType('COST_EXECUTION', {
  area: 'COST_EXECUTION_MANAGEMENT',
  label: '비용 집행',
  shareable: false,
  location: (id) => `/cost-execution/management?id=${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT', deptId: 'DEPARTMENT' },
  fieldLabels: {
    executionNo: '집행번호',
    deptId: '부서',
    projectId: '프로젝트',
    costAccountId: '원가계정',
    title: '건명',
    requestedAmount: '요청 금액',
    plannedDate: '예정일',
    payee: '지급처',
    paymentMethod: '지급 방법',
    executedAmount: '집행 금액',
    executedDate: '집행일',
    status: '상태',
    overrideReason: '예산 초과 승인 사유',
    rejectReason: '반려 사유',
    directCostId: '직접비',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: costExecution.ownerDeptId, ownerUserId: costExecution.ownerUserId, no: costExecution.executionNo, title: costExecution.title })
      .from(costExecution)
      .where(and(eq(costExecution.id, id), eq(costExecution.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: `${row.no} ${row.title}` } : null;
  },
});

/** COST_BUDGET: budgets are an org-wide master of the same page. */
registerRecordType(COST_BUDGET_ENTITY, {
  area: 'COST_EXECUTION_MANAGEMENT',
  label: '예산',
  orgWide: true,
  shareable: false,
  location: () => '/cost-execution/management?tab=budget',
  references: { deptId: 'DEPARTMENT' },
  fieldLabels: { year: '연도', deptId: '부서', projectId: '프로젝트', costAccountId: '원가계정', amount: '예산', note: '비고', deletedYn: '삭제여부' },
  async load(db, id) {
    const [row] = await db.select({ year: costBudget.year, amount: costBudget.amount }).from(costBudget).where(and(eq(costBudget.id, id), eq(costBudget.deletedYn, 'N'))).limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.year}년 예산 ${row.amount.toLocaleString('ko-KR')}원` } : null;
  },
});
