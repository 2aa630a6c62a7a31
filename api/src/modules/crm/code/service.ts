import { COMMON_CODE_LIMITS, COMMON_CODE_PATTERN, type CommonCode, type CommonCodeCreateBody, type CommonCodeUpdateBody } from '@dure/shared/contracts/crm/code';
import { type Area, admin, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { commonCode, contract, lead } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';

/**
 * Common-code groups editable over /api/common-code/{group}, each by the _WRITE of its management area,
 * with the column that uses the code (a used code can only be deactivated, DOMAIN §9).
 */
const GROUPS: Record<string, { area: Area; usedBy: (() => { table: typeof contract | typeof lead; column: PgColumn })[] }> = {
  CONTRACT_TYPE: { area: 'CONTRACT_MANAGEMENT', usedBy: [() => ({ table: contract, column: contract.contractType })] },
  LEAD_SOURCE: { area: 'LEAD_MANAGEMENT', usedBy: [() => ({ table: lead, column: lead.source })] },
  LOST_REASON: { area: 'LEAD_MANAGEMENT', usedBy: [() => ({ table: lead, column: lead.lostReason })] },
  CRM_ACTIVITY_TYPE: { area: 'CRM_MANAGEMENT', usedBy: [] },
};

export const EDITABLE_GROUPS = Object.keys(GROUPS);
/** Every role that may edit some group (the route's coarse check; the group's own area decides). */
export const EDITOR_ROLES = [...new Set(Object.values(GROUPS).map((g) => g.area))].map(write);

const AUDITED = ['code', 'label', 'sortOrder', 'activeYn'] as const;
/** A common code: upper case, digits and _ (e.g. MANUFACTURING, SUPPLY). */
export const CODE_PATTERN = new RegExp(COMMON_CODE_PATTERN);
const ENTITY = 'COMMON_CODE';

type Row = typeof commonCode.$inferSelect;
type Caller = { authorities: ReadonlySet<string> };

const view = (r: Row): CommonCode => ({ id: r.id, groupCode: r.groupCode, code: r.code, label: r.label, sortOrder: r.sortOrder, activeYn: r.activeYn, version: r.version, updatedAt: toKst(r.updatedAt) });

function groupOf(raw: string) {
  const group = raw.trim().toUpperCase();
  const def = GROUPS[group];
  if (!def) throw notFound(API_MESSAGES.commonCodeGroupUnknown);
  return { group, def };
}

function checkEditor(caller: Caller, area: Area): void {
  const held = caller.authorities;
  if (!(held.has('ROLE_SUPER') || held.has(write(area)) || held.has(admin(area)))) throw forbidden();
}

/** GET: the group's codes in order (inactive ones too when asked, for the editor). */
export async function listCodes(db: Executor, rawGroup: string, includeInactive: boolean): Promise<CommonCode[]> {
  const { group } = groupOf(rawGroup);
  const rows = await db
    .select()
    .from(commonCode)
    .where(and(eq(commonCode.groupCode, group), eq(commonCode.deletedYn, 'N'), includeInactive ? undefined : eq(commonCode.activeYn, 'Y')))
    .orderBy(asc(commonCode.sortOrder), asc(commonCode.id));
  return rows.map(view);
}


function normalisedLabel(label: string): string {
  const value = label.trim().replace(/\s+/g, ' ');
  if (!value || value.length > COMMON_CODE_LIMITS.label) throw validationError({ label: API_MESSAGES.commonCodeLabelRequired });
  return value;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'common_code_group_code_uq') throw validationError({ code: API_MESSAGES.commonCodeDuplicate });
    throw error;
  }
}

export function createCode(db: Database, caller: Caller, actor: Actor, rawGroup: string, input: CommonCodeCreateBody): Promise<CommonCode> {
  const { group, def } = groupOf(rawGroup);
  checkEditor(caller, def.area);
  const code = (input.code ?? '').trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) throw validationError({ code: API_MESSAGES.commonCodeFormat });
  const label = normalisedLabel(input.label);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: commonCode.id }).from(commonCode).where(and(eq(commonCode.groupCode, group), eq(commonCode.code, code), eq(commonCode.deletedYn, 'N')));
      if (taken) throw validationError({ code: API_MESSAGES.commonCodeDuplicate });
      const [{ top }] = await tx.select({ top: max(commonCode.sortOrder) }).from(commonCode).where(eq(commonCode.groupCode, group));
      const [row] = await tx
        .insert(commonCode)
        .values({ groupCode: group, code, label, sortOrder: input.sortOrder ?? (top ?? 0) + 10, activeYn: input.activeYn ?? 'Y', createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, ['groupCode', ...AUDITED]) });
      return view(row);
    }),
  );
}

async function lockCode(tx: Executor, group: string, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(commonCode).where(and(eq(commonCode.id, id), eq(commonCode.groupCode, group), eq(commonCode.deletedYn, 'N'))).for('update');
  if (!row) throw notFound(API_MESSAGES.commonCodeNotFound);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** PUT: label, order and active flag; the code itself never changes (records store it). */
export function updateCode(db: Database, caller: Caller, actor: Actor, rawGroup: string, id: number, input: CommonCodeUpdateBody): Promise<CommonCode> {
  const { group, def } = groupOf(rawGroup);
  checkEditor(caller, def.area);
  const label = normalisedLabel(input.label);
  return db.transaction(async (tx) => {
    const row = await lockCode(tx, group, id, input.version);
    const [updated] = await tx
      .update(commonCode)
      .set({ label, sortOrder: input.sortOrder ?? row.sortOrder, activeYn: input.activeYn ?? row.activeYn, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(commonCode.id, id))
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes: diff(row, updated, AUDITED) });
    return view(updated);
  });
}

/** DELETE: only a code no record uses (used ones are deactivated instead). */
export async function deleteCode(db: Database, caller: Caller, actor: Actor, rawGroup: string, id: number, version: number): Promise<void> {
  const { group, def } = groupOf(rawGroup);
  checkEditor(caller, def.area);
  await db.transaction(async (tx) => {
    const row = await lockCode(tx, group, id, version);
    for (const use of def.usedBy) {
      const { table, column } = use();
      const [{ n }] = await tx.select({ n: count() }).from(table).where(eq(column, row.code));
      if (Number(n) > 0) throw stateConflict(API_MESSAGES.commonCodeInUse);
    }
    await tx.update(commonCode).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1 }).where(eq(commonCode.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'code', old: row.code, new: null }] });
  });
}
