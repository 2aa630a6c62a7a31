import { and, eq } from 'drizzle-orm';
import { costAccount } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

export const COST_ACCOUNT_ENTITY = 'COST_ACCOUNT';

/** COST_ACCOUNT in the record toolkit (the history dialog): an org-wide master of /cost/management. */
registerRecordType(COST_ACCOUNT_ENTITY, {
  area: 'COST_ACCOUNT_MANAGEMENT',
  label: '원가계정',
  orgWide: true,
  shareable: false,
  location: () => '/cost/management',
  fieldLabels: { parentId: '상위 계정', code: '계정 코드', name: '계정명', category: '분류', directYn: '직접비', budgetControlYn: '예산 통제', activeYn: '사용', sortOrder: '순서' },
  async load(db, id) {
    const [row] = await db.select({ code: costAccount.code, name: costAccount.name }).from(costAccount).where(and(eq(costAccount.id, id), eq(costAccount.deletedYn, 'N'))).limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.code} ${row.name}` } : null;
  },
});
