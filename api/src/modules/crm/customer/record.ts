import { and, eq } from 'drizzle-orm';
import { customer } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { CUSTOMER_FIELD_LABELS } from './labels';

export const CUSTOMER_ENTITY = 'CUSTOMER';

/** CUSTOMER in the record toolkit: history, share, bookmarks, comments, files, activity, action items. */
registerRecordType(CUSTOMER_ENTITY, {
  area: 'CUSTOMER',
  label: '고객사',
  shareable: true,
  location: (id) => `/customer/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: CUSTOMER_FIELD_LABELS,
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId, name: customer.name })
      .from(customer)
      .where(and(eq(customer.id, id), eq(customer.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: row.name } : null;
  },
});
