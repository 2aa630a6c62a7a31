import { count } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { commonCode, leadStage } from '../../../db/schema';
import { CRM_CODE_DEFAULTS, LEAD_STAGE_DEFAULTS } from './defaults';

/** Adds the CRM reference codes and the default pipeline that are missing; returns how many rows it added. */
export async function syncCrmCodes(db: Database, now: Date): Promise<number> {
  const rows = Object.entries(CRM_CODE_DEFAULTS).flatMap(([groupCode, codes]) =>
    codes.map(([code, label], i) => ({ groupCode, code, label, sortOrder: (i + 1) * 10, createdAt: now, updatedAt: now })),
  );
  const added = await db.insert(commonCode).values(rows).onConflictDoNothing().returning({ id: commonCode.id });
  const [{ n }] = await db.select({ n: count() }).from(leadStage);
  if (n > 0) return added.length;
  const stages = LEAD_STAGE_DEFAULTS.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10, createdAt: now, updatedAt: now }));
  await db.insert(leadStage).values(stages);
  return added.length + stages.length;
}
