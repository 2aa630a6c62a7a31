import { and, eq } from 'drizzle-orm';
import { directCost, directCostMod } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { DIRECT_COST_MOD_ENTITY } from './mods';

/** DIRECT_COST_MOD in the record toolkit (history of a change request), governed by DIRECT_COST_MOD_MANAGEMENT. */
registerRecordType(DIRECT_COST_MOD_ENTITY, {
  area: 'DIRECT_COST_MOD_MANAGEMENT',
  label: '직접비 변경',
  shareable: false,
  location: (id) => `/direct/cost/mod/management?id=${id}`,
  references: { ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    directCostId: '직접비',
    changeType: '변경 유형',
    afterProjectId: '변경 후 프로젝트',
    afterCostAccountId: '변경 후 계정',
    afterCostDate: '변경 후 일자',
    afterSupplyAmount: '변경 후 공급가액',
    afterVatAmount: '변경 후 부가세',
    reason: '사유',
    status: '상태',
    rejectReason: '반려 사유',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: directCostMod.ownerDeptId, requestedBy: directCostMod.requestedBy, description: directCost.description })
      .from(directCostMod)
      .innerJoin(directCost, eq(directCost.id, directCostMod.directCostId))
      .where(and(eq(directCostMod.id, id), eq(directCostMod.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.requestedBy, title: `${row.description} 변경` } : null;
  },
});
