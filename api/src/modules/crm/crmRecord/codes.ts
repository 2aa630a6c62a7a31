import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { commonCode } from '../../../db/schema';

export const TYPE_GROUP = 'CRM_ACTIVITY_TYPE';
/** Activity types whose record needs a location (DOMAIN §4 CrmRecord). */
export const LOCATION_TYPES: ReadonlySet<string> = new Set(['VISIT', 'MEETING']);

export type TypeCode = { code: string; label: string; active: boolean };

/** Every CRM_ACTIVITY_TYPE code (active or not) by code, in sort order. */
export async function activityTypes(db: Executor): Promise<Map<string, TypeCode>> {
  const rows = await db
    .select({ code: commonCode.code, label: commonCode.label, activeYn: commonCode.activeYn })
    .from(commonCode)
    .where(and(eq(commonCode.groupCode, TYPE_GROUP), eq(commonCode.deletedYn, 'N')))
    .orderBy(asc(commonCode.sortOrder), asc(commonCode.id));
  return new Map(rows.map((r) => [r.code, { code: r.code, label: r.label, active: r.activeYn === 'Y' }]));
}
