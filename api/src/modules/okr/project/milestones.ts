import type { Milestone, MilestoneBody, MilestoneList } from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { attachment, milestone, project } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { kstDate } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import type { Viewer } from '../../cross/record/registry';
import { PROJECT_ENTITY, lockProject, requireProject } from './access';
import { progressSql } from './view';

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function milestonesOf(db: Executor, projectId: number, today: string, only?: number): Promise<Milestone[]> {
  const rows = await db
    .select({
      id: milestone.id,
      projectId: milestone.projectId,
      name: milestone.name,
      dueDate: milestone.dueDate,
      weightPct: sql<number | null>`${milestone.weightPct}`.mapWith(numberOrNull),
      status: milestone.status,
      doneDate: milestone.doneDate,
      deliverableFileId: attachment.id,
      deliverableFileName: attachment.originalName,
      version: milestone.version,
    })
    .from(milestone)
    .leftJoin(attachment, and(eq(attachment.id, milestone.deliverableFileId), eq(attachment.deletedYn, 'N')))
    .where(and(eq(milestone.projectId, projectId), only ? eq(milestone.id, only) : undefined))
    .orderBy(asc(milestone.dueDate), asc(milestone.id));
  return rows.map((r) => ({ ...r, overdue: r.status === 'PLANNED' && r.dueDate < today }));
}

/** GET /api/project/{id}/milestones: in due order, with the weight total and the project's progress. */
export async function listMilestones(db: Executor, viewer: Viewer, projectId: number): Promise<MilestoneList> {
  await requireProject(db, viewer, projectId, 'READ');
  const today = kstDate(viewer.now ?? new Date());
  const content = await milestonesOf(db, projectId, today);
  const weighted = content.filter((m) => m.weightPct !== null);
  const [{ progressPct }] = await db.select({ progressPct: progressSql(today) }).from(project).where(eq(project.id, projectId));
  return {
    content,
    weightTotal: weighted.length === 0 ? null : Math.round(weighted.reduce((sum, m) => sum + m.weightPct!, 0) * 100) / 100,
    progressPct,
  };
}

type Values = { name: string; dueDate: string; weightPct: string | null; status: 'PLANNED' | 'DONE'; doneDate: string | null; deliverableFileId: number | null };

/** The milestone as it will be stored: required name and due day, weight 0–100 with Σ ≤ 100, DONE dated today or before. */
async function resolve(tx: Executor, projectId: number, selfId: number | null, next: Omit<Values, 'weightPct'> & { weightPct: number | null }, today: string): Promise<Values> {
  const errors: Record<string, string> = {};
  const name = next.name.trim();
  if (!name) errors.name = API_MESSAGES.milestoneNameRequired;
  if (!next.dueDate) errors.dueDate = API_MESSAGES.milestoneDueRequired;
  const w = next.weightPct;
  if (w !== null && (!(w > 0 && w <= 100) || Math.round(w * 100) !== w * 100)) errors.weightPct = API_MESSAGES.milestoneWeightRange;
  else if (w !== null) {
    const [{ others }] = await tx
      .select({ others: sql<number>`coalesce(sum(${milestone.weightPct}), 0)`.mapWith(Number) })
      .from(milestone)
      .where(and(eq(milestone.projectId, projectId), selfId === null ? undefined : ne(milestone.id, selfId)));
    if (others + w > 100) errors.weightPct = fill(API_MESSAGES.milestoneWeightTotal, { others: Math.round(others * 100) / 100 });
  }
  const doneDate = next.status === 'DONE' ? (next.doneDate ?? today) : null;
  if (doneDate && doneDate > today) errors.doneDate = API_MESSAGES.milestoneDoneDateFuture;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { ...next, name, weightPct: w === null ? null : w.toFixed(2), doneDate };
}

/**
 * A deliverable is a live file already on the project or the caller's own temporary upload, which is attached
 * to the project now (so it shows in the project's files too).
 */
async function claimDeliverable(tx: Executor, actor: Actor, viewer: Viewer, projectId: number, fileId: number | null, currentId: number | null): Promise<number | null> {
  if (fileId === null || fileId === currentId) return fileId;
  const [file] = await tx.select().from(attachment).where(and(eq(attachment.id, fileId), eq(attachment.deletedYn, 'N'), eq(attachment.purpose, 'ATTACHMENT')));
  const onProject = file && file.targetType === PROJECT_ENTITY && file.targetId === projectId;
  const ownTemp = file && file.targetId === null && file.createdBy === viewer.userId;
  if (!onProject && !ownTemp) throw validationError({ deliverableFileId: API_MESSAGES.milestoneDeliverableInvalid });
  if (ownTemp) {
    await tx.update(attachment).set({ targetType: PROJECT_ENTITY, targetId: projectId }).where(and(eq(attachment.id, fileId), isNull(attachment.targetId)));
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: projectId, verb: 'ATTACHED', summary: `산출물 첨부: ${file.originalName}` });
  }
  return fileId;
}

const summaryOf = (v: Pick<Values, 'name' | 'dueDate' | 'weightPct' | 'status' | 'doneDate'>) =>
  `${v.name} (예정 ${v.dueDate}${v.weightPct === null ? '' : `, 가중치 ${Number(v.weightPct)}%`}${v.status === 'DONE' ? `, 완료 ${v.doneDate}` : ''})`;

export async function addMilestone(db: Database, viewer: Viewer, actor: Actor, projectId: number, input: MilestoneBody): Promise<Milestone> {
  const today = kstDate(actor.now);
  const id = await db.transaction(async (tx) => {
    await lockProject(tx, viewer, projectId, null);
    const values = await resolve(
      tx,
      projectId,
      null,
      { name: input.name ?? '', dueDate: input.dueDate ?? '', weightPct: input.weightPct ?? null, status: input.status ?? 'PLANNED', doneDate: input.doneDate ?? null, deliverableFileId: null },
      today,
    );
    values.deliverableFileId = await claimDeliverable(tx, actor, viewer, projectId, input.deliverableFileId ?? null, null);
    const [row] = await tx
      .insert(milestone)
      .values({ ...values, projectId, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning({ id: milestone.id });
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'milestones', old: null, new: summaryOf(values) }] });
    return row.id;
  });
  const [row] = await milestonesOf(db, projectId, today, id);
  return row;
}

async function lockMilestone(tx: Executor, projectId: number, id: number, version: number | undefined) {
  const [row] = await tx.select().from(milestone).where(and(eq(milestone.id, id), eq(milestone.projectId, projectId))).for('update');
  if (!row) throw notFound(API_MESSAGES.milestoneNotFound);
  if (version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  if (row.version !== version) throw staleVersion();
  return row;
}

/** PUT /api/project/{id}/milestones/{milestoneId}: fields, or DONE (doneDate default today) and back to PLANNED. */
export async function updateMilestone(db: Database, viewer: Viewer, actor: Actor, projectId: number, id: number, input: MilestoneBody): Promise<Milestone> {
  const today = kstDate(actor.now);
  await db.transaction(async (tx) => {
    await lockProject(tx, viewer, projectId, null);
    const current = await lockMilestone(tx, projectId, id, input.version);
    const status = input.status ?? current.status;
    const values = await resolve(
      tx,
      projectId,
      id,
      {
        name: input.name ?? current.name,
        dueDate: input.dueDate ?? current.dueDate,
        weightPct: input.weightPct !== undefined ? input.weightPct : numberOrNull(current.weightPct),
        status,
        doneDate: input.doneDate !== undefined ? input.doneDate : status === current.status ? current.doneDate : null,
        deliverableFileId: null,
      },
      today,
    );
    values.deliverableFileId = await claimDeliverable(
      tx,
      actor,
      viewer,
      projectId,
      input.deliverableFileId !== undefined ? input.deliverableFileId : current.deliverableFileId,
      current.deliverableFileId,
    );
    const before = summaryOf(current);
    const after = summaryOf(values);
    if (before === after && values.deliverableFileId === current.deliverableFileId) return;
    const dueNoticeYn = values.dueDate === current.dueDate ? current.dueNoticeYn : 'N';
    await tx.update(milestone).set({ ...values, dueNoticeYn, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(milestone.id, id));
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'milestones', old: before, new: after }] });
    if (current.status !== values.status) {
      const summary = values.status === 'DONE' ? `마일스톤 완료: ${values.name}` : `마일스톤 완료 취소: ${values.name}`;
      await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: projectId, verb: 'UPDATED', summary });
    }
  });
  const [row] = await milestonesOf(db, projectId, today, id);
  return row;
}

export async function removeMilestone(db: Database, viewer: Viewer, actor: Actor, projectId: number, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, viewer, projectId, null);
    const current = await lockMilestone(tx, projectId, id, version);
    await tx.delete(milestone).where(eq(milestone.id, id));
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'milestones', old: summaryOf(current), new: null }] });
  });
}
