import { COMMON_CODE_LIMITS, COMMON_CODE_PATTERN } from '@dure/shared/contracts/crm/code';
import type { ActivityType, ActivityTypeCreateBody } from '@dure/shared/contracts/crm/crmRecord';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { commonCode, crmRecord } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { TYPE_GROUP } from './codes';

const ENTITY = 'COMMON_CODE';
const AUDITED = ['groupCode', 'code', 'label', 'sortOrder', 'activeYn'] as const;
const CODE_PATTERN = new RegExp(COMMON_CODE_PATTERN);
const inGroup = and(eq(commonCode.groupCode, TYPE_GROUP), eq(commonCode.deletedYn, 'N'));

/** The CRM_ACTIVITY_TYPE codes with how many live records use each (used codes deactivate, never delete). */
export async function listTypeCodes(db: Executor, includeInactive: boolean): Promise<ActivityType[]> {
  const [codes, usage] = await Promise.all([
    db
      .select()
      .from(commonCode)
      .where(includeInactive ? inGroup : and(inGroup, eq(commonCode.activeYn, 'Y')))
      .orderBy(asc(commonCode.sortOrder), asc(commonCode.id)),
    db.select({ type: crmRecord.activityType, n: count() }).from(crmRecord).where(eq(crmRecord.deletedYn, 'N')).groupBy(crmRecord.activityType),
  ]);
  const used = new Map(usage.map((u) => [u.type, Number(u.n)]));
  return codes.map((c) => ({ id: c.id, code: c.code, label: c.label, sortOrder: c.sortOrder, activeYn: c.activeYn, usageCount: used.get(c.code) ?? 0, version: c.version }));
}

function checkLabel(raw: string, fields: Record<string, string>): string {
  const label = raw.trim().replace(/\s+/g, ' ');
  if (!label || label.length > COMMON_CODE_LIMITS.label) fields.label = API_MESSAGES.crmTypeLabelRequired;
  return label;
}

const one = async (db: Executor, id: number) => (await listTypeCodes(db, true)).find((c) => c.id === id)!;

export async function createTypeCode(db: Database, actor: Actor, input: ActivityTypeCreateBody): Promise<ActivityType> {
  const fields: Record<string, string> = {};
  const code = input.code.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) fields.code = API_MESSAGES.crmTypeCodeFormat;
  const label = checkLabel(input.label, fields);
  if (Object.keys(fields).length > 0) throw validationError(fields);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: commonCode.id }).from(commonCode).where(and(inGroup, eq(commonCode.code, code)));
      if (taken) throw validationError({ code: API_MESSAGES.crmTypeCodeDuplicate });
      const [top] = await tx.select({ top: max(commonCode.sortOrder) }).from(commonCode).where(inGroup);
      const [row] = await tx
        .insert(commonCode)
        .values({
          groupCode: TYPE_GROUP,
          code,
          label,
          sortOrder: input.sortOrder ?? (top?.top ?? 0) + 10,
          createdAt: actor.now,
          createdBy: actor.actorId,
          updatedAt: actor.now,
          updatedBy: actor.actorId,
        })
        .returning();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return one(tx, row.id);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'common_code_group_code_uq') throw validationError({ code: API_MESSAGES.crmTypeCodeDuplicate });
    throw error;
  }
}

export async function updateTypeCode(
  db: Database,
  actor: Actor,
  id: number,
  input: { label: string; sortOrder?: number; activeYn: 'Y' | 'N'; version: number },
): Promise<ActivityType> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(commonCode).where(and(inGroup, eq(commonCode.id, id))).for('update');
    if (!row) throw notFound(API_MESSAGES.crmTypeNotFound);
    if (row.version !== input.version) throw staleVersion();
    const fields: Record<string, string> = {};
    const next = { label: checkLabel(input.label, fields), sortOrder: input.sortOrder ?? row.sortOrder, activeYn: input.activeYn };
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const changes = diff(row, next, AUDITED);
    if (changes.length > 0) {
      await tx
        .update(commonCode)
        .set({ ...next, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(commonCode.id, id));
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes });
    }
    return one(tx, id);
  });
}
