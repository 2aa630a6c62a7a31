import { eq } from 'drizzle-orm';
import { costPeriod } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

export const COST_PERIOD_ENTITY = 'COST_PERIOD';

/** COST_PERIOD in the record toolkit (the history dialog of a month on the 월 마감 tab). */
registerRecordType(COST_PERIOD_ENTITY, {
  area: 'COST_MANAGEMENT',
  label: '원가 마감',
  orgWide: true,
  shareable: false,
  location: () => '/cost/management?tab=close',
  fieldLabels: { status: '마감 상태', closedAt: '마감일시', reopenReason: '재오픈 사유', laborCost: '확정 인건비', commonCost: '확정 공통비', approvedLogs: '승인된 업무일지' },
  async load(db, id) {
    const [row] = await db.select({ ym: costPeriod.ym }).from(costPeriod).where(eq(costPeriod.id, id)).limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.ym} 원가 마감` } : null;
  },
});
