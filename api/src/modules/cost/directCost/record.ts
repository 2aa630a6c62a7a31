import { and, eq } from 'drizzle-orm';
import { directCost, project } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { DIRECT_COST_AREA, DIRECT_COST_ENTITY } from './service';

/** DIRECT_COST in the record toolkit (the history dialog of /direct/cost/management), governed by DIRECT_COST_MANAGEMENT. */
registerRecordType(DIRECT_COST_ENTITY, {
  area: DIRECT_COST_AREA,
  label: '직접비',
  shareable: false,
  location: (id) => `/direct/cost/management?id=${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    projectId: '프로젝트',
    costAccountId: '원가계정',
    costDate: '일자',
    description: '내용',
    vendorName: '거래처',
    supplyAmount: '공급가액',
    vatAmount: '부가세',
    currencyCode: '통화',
    foreignAmount: '외화 금액',
    exchangeRate: '환율',
    evidenceType: '증빙',
    purchaseTaxInvoiceId: '매입 세금계산서',
    status: '상태',
    sourceType: '구분',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: directCost.ownerDeptId, ownerUserId: directCost.ownerUserId, description: directCost.description, projectName: project.name })
      .from(directCost)
      .leftJoin(project, eq(project.id, directCost.projectId))
      .where(and(eq(directCost.id, id), eq(directCost.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: `${row.projectName ?? ''} ${row.description}`.trim() } : null;
  },
});
