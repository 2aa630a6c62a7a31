import {
  LEAD_STAGE_CODE_PATTERN,
  LEAD_STAGE_LIMITS,
  type LeadStageCreateBody,
  type LeadStageOrderBody,
  type LeadStageUpdateBody,
} from '@dure/shared/contracts/crm/leadStage';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { lead, leadStage } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { fill } from '../../../lib/messages';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { type Stage, loadStages } from '../lead/lookup';

const ENTITY = 'LEAD_STAGE';
const AUDITED = ['code', 'name', 'sortOrder', 'defaultProbability', 'staleDays', 'activeYn', 'deletedYn'] as const;
const CODE = new RegExp(LEAD_STAGE_CODE_PATTERN);

/** Renumbers the stages 10, 20, … in pipeline order (OPEN in the given order, then WON, LOST). */
async function renumber(tx: Executor, ordered: Stage[], actor: Actor): Promise<void> {
  for (const [i, stage] of ordered.entries()) {
    const sortOrder = (i + 1) * 10;
    if (stage.sortOrder === sortOrder) continue;
    await tx.update(leadStage).set({ sortOrder, version: stage.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(leadStage.id, stage.id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: stage.id, action: 'UPDATE', changes: [{ field: 'sortOrder', old: stage.sortOrder, new: sortOrder }] });
  }
}

function checkFields(name: string, probability: number, staleDays: number | undefined, code?: string) {
  const errors: Record<string, string> = {};
  if (code !== undefined && !CODE.test(code)) errors.code = API_MESSAGES.leadStageCodeFormat;
  if (!name.trim()) errors.name = API_MESSAGES.fieldRequired;
  else if (name.trim().length > LEAD_STAGE_LIMITS.name) errors.name = fill(API_MESSAGES.fieldTooLong, { limit: LEAD_STAGE_LIMITS.name });
  if (probability < 1 || probability > 99) errors.defaultProbability = API_MESSAGES.leadProbabilityRange;
  if (staleDays !== undefined && (staleDays < 0 || staleDays > LEAD_STAGE_LIMITS.staleDays)) errors.staleDays = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A new OPEN stage at the end of the OPEN stages (수주·실주 stay one each). */
export function createStage(db: Database, actor: Actor, input: LeadStageCreateBody): Promise<number> {
  const code = input.code.trim().toUpperCase();
  checkFields(input.name, input.defaultProbability, input.staleDays, code);
  return db
    .transaction(async (tx) => {
      const stages = await loadStages(tx);
      const lastOpen = stages.filter((s) => s.category === 'OPEN').at(-1);
      const [row] = await tx
        .insert(leadStage)
        .values({
          code,
          name: input.name.trim(),
          category: 'OPEN',
          sortOrder: (lastOpen?.sortOrder ?? 0) + 1,
          defaultProbability: input.defaultProbability,
          staleDays: input.staleDays ?? 30,
          createdAt: actor.now,
          createdBy: actor.actorId,
          updatedAt: actor.now,
          updatedBy: actor.actorId,
        })
        .returning();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      await renumber(tx, await loadStages(tx), actor);
      return row.id;
    })
    .catch((error) => {
      if (uniqueViolation(error) === 'lead_stage_code_uq') throw validationError({ code: API_MESSAGES.leadStageCodeTaken });
      throw error;
    });
}

async function lockStage(tx: Executor, id: number, version: number): Promise<Stage> {
  const [row] = await tx.select().from(leadStage).where(and(eq(leadStage.id, id), eq(leadStage.deletedYn, 'N'))).for('update');
  if (!row) throw notFound(API_MESSAGES.leadStageNotFound);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Name, default probability, stale days, active flag; 수주 100 · 실주 0 stay fixed and active. */
export function updateStage(db: Database, actor: Actor, id: number, input: LeadStageUpdateBody): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockStage(tx, id, input.version);
    const open = current.category === 'OPEN';
    checkFields(input.name, open ? input.defaultProbability : 50, input.staleDays);
    if (!open && (input.activeYn === 'N' || input.defaultProbability !== current.defaultProbability)) throw stateConflict(API_MESSAGES.leadStageCategoryFixed);
    if (open && input.activeYn === 'N' && current.activeYn === 'Y') {
      const stillOpen = (await loadStages(tx)).filter((s) => s.category === 'OPEN' && s.activeYn === 'Y' && s.id !== id);
      if (stillOpen.length === 0) throw stateConflict(API_MESSAGES.leadStageLastOpen);
    }
    const next = { name: input.name.trim(), defaultProbability: input.defaultProbability, staleDays: input.staleDays, activeYn: input.activeYn };
    await tx.update(leadStage).set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(leadStage.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, next, AUDITED) });
  });
}

/** New order of the OPEN stages; the list must name every live OPEN stage once. */
export function reorderStages(db: Database, actor: Actor, input: LeadStageOrderBody): Promise<void> {
  return db.transaction(async (tx) => {
    const stages = await loadStages(tx);
    const open = stages.filter((s) => s.category === 'OPEN');
    const ids = [...new Set(input.ids)];
    if (ids.length !== open.length || ids.some((id) => !open.some((s) => s.id === id))) throw stateConflict(API_MESSAGES.leadStageOrderMismatch);
    const ordered = [...ids.map((id) => open.find((s) => s.id === id)!), ...stages.filter((s) => s.category !== 'OPEN')];
    await renumber(tx, ordered, actor);
  });
}

/** Soft-deletes an unused OPEN stage; a stage any lead (or its history) uses can only be deactivated. */
export function deleteStage(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockStage(tx, id, version);
    if (current.category !== 'OPEN') throw stateConflict(API_MESSAGES.leadStageClosedDelete);
    const [{ n }] = await tx.select({ n: count() }).from(lead).where(eq(lead.stageId, id));
    if (n > 0) throw stateConflict(fill(API_MESSAGES.leadStageInUse, { count: n }));
    const stillOpen = (await loadStages(tx)).filter((s) => s.category === 'OPEN' && s.activeYn === 'Y' && s.id !== id);
    if (stillOpen.length === 0) throw stateConflict(API_MESSAGES.leadStageLastOpen);
    // Frees the code for reuse; the history rows that may name the stage keep pointing at it.
    await tx
      .update(leadStage)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(leadStage.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
