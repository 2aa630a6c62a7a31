import type { Industry } from '@dure/shared/contracts/crm/customer';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { commonCode } from '../../../db/schema';

/** Active 업종 codes (common code group INDUSTRY) for the customer form and filters. */
export async function listIndustries(db: Executor): Promise<Industry[]> {
  return db
    .select({ code: commonCode.code, label: commonCode.label })
    .from(commonCode)
    .where(and(eq(commonCode.groupCode, 'INDUSTRY'), eq(commonCode.activeYn, 'Y'), eq(commonCode.deletedYn, 'N')))
    .orderBy(asc(commonCode.sortOrder), asc(commonCode.code));
}
