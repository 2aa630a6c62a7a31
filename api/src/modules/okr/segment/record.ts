import { and, eq } from 'drizzle-orm';
import { marketSegment } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { SEGMENT_FIELD_LABELS } from './labels';

export const SEGMENT_ENTITY = 'MARKET_SEGMENT';

/** MARKET_SEGMENT in the record toolkit: history, share, bookmarks, comments, files, activity, action items. */
registerRecordType(SEGMENT_ENTITY, {
  area: 'MARKETSEGMENT',
  label: '시장 세그먼트',
  shareable: true,
  location: (id) => `/segment/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: SEGMENT_FIELD_LABELS,
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: marketSegment.ownerDeptId, ownerUserId: marketSegment.ownerUserId, name: marketSegment.name })
      .from(marketSegment)
      .where(and(eq(marketSegment.id, id), eq(marketSegment.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: row.name } : null;
  },
});
