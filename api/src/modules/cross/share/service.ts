import { SHARE_PERMISSION, type Share, type ShareBody } from '@dure/shared/contracts/cross/share';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, department, share } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { badRequest, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { recordActivity } from '../activity/service';
import { notify } from '../notification/notify';
import { activeUser, liveDepartment, userName } from '../record/people';
import { type Viewer, requireRecord } from '../record/registry';
import { activeUsersInDeptSubtree } from '../record/scope';
import { josa } from '@dure/shared/format';




const creator = alias(appUser, 'creator');
const granteeUser = alias(appUser, 'grantee_user');

async function views(db: Executor, where: ReturnType<typeof and>): Promise<Share[]> {
  const rows = await db
    .select({ row: share, createdByName: creator.name, userName: granteeUser.name, deptName: department.name })
    .from(share)
    .leftJoin(creator, eq(creator.id, share.createdBy))
    .leftJoin(granteeUser, and(eq(share.granteeType, 'USER'), eq(granteeUser.id, share.granteeId)))
    .leftJoin(department, and(eq(share.granteeType, 'DEPT'), eq(department.id, share.granteeId)))
    .where(where)
    .orderBy(asc(share.createdAt), asc(share.id));
  return rows.map(({ row, createdByName, userName: u, deptName }) => ({
    id: row.id,
    granteeType: row.granteeType,
    granteeId: row.granteeId,
    granteeName: (row.granteeType === 'USER' ? u : deptName) ?? null,
    permission: row.permission,
    expiresAt: toKst(row.expiresAt),
    createdByName: createdByName ?? null,
    createdAt: toKst(row.createdAt),
  }));
}

export const listShares = (db: Executor, type: string, id: number) => views(db, and(eq(share.targetType, type), eq(share.targetId, id)));

/** `YYYY-MM-DD` → end of that Seoul day; otherwise an ISO instant. Must lie in the future. */
function parseExpiry(raw: string | null | undefined, now: Date): Date | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const value = raw.trim();
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999+09:00`) : new Date(value);
  if (Number.isNaN(at.getTime())) throw validationError({ expiresAt: API_MESSAGES.fieldInvalid });
  if (at.getTime() <= now.getTime()) throw validationError({ expiresAt: API_MESSAGES.shareExpiresPast });
  return at;
}

/** Shares a record (WRITE access; upsert per grantee) and tells the grantee(s). Returns the view and whether it was new. */
export async function createShare(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  type: string,
  id: number,
  input: ShareBody,
): Promise<{ view: Share; created: boolean }> {
  return db.transaction(async (tx) => {
    const { def, facts } = await requireRecord(tx, viewer, type, id, 'WRITE');
    if (!def.shareable) throw badRequest(API_MESSAGES.shareNotAllowed);
    const expiresAt = parseExpiry(input.expiresAt, actor.now);
    let granteeName: string;
    if (input.granteeType === 'USER') {
      if (input.granteeId === viewer.userId) throw validationError({ granteeId: API_MESSAGES.shareSelf });
      const user = await activeUser(tx, input.granteeId);
      if (!user) throw validationError({ granteeId: API_MESSAGES.shareGranteeNotFound });
      granteeName = user.name;
    } else {
      const dept = await liveDepartment(tx, input.granteeId);
      if (!dept) throw validationError({ granteeId: API_MESSAGES.shareGranteeNotFound });
      granteeName = dept.name;
    }

    const [existing] = await tx
      .select()
      .from(share)
      .where(and(eq(share.targetType, type), eq(share.targetId, id), eq(share.granteeType, input.granteeType), eq(share.granteeId, input.granteeId)))
      .for('update');
    let shareId: number;
    if (existing) {
      shareId = existing.id;
      await tx
        .update(share)
        .set({ permission: input.permission, expiresAt, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(share.id, existing.id));
      await writeAudit(tx, actor, {
        entityType: 'SHARE',
        entityId: shareId,
        action: 'UPDATE',
        changes: [
          { field: 'permission', old: existing.permission, new: input.permission },
          { field: 'expiresAt', old: toKst(existing.expiresAt), new: toKst(expiresAt) },
        ].filter((c) => c.old !== c.new),
      });
    } else {
      const [row] = await tx
        .insert(share)
        .values({
          targetType: type,
          targetId: id,
          granteeType: input.granteeType,
          granteeId: input.granteeId,
          permission: input.permission,
          expiresAt,
          createdAt: actor.now,
          createdBy: actor.actorId,
          updatedAt: actor.now,
          updatedBy: actor.actorId,
        })
        .onConflictDoNothing()
        .returning({ id: share.id });
      // Lost a race with an identical share being created: ask the client to reload.
      if (!row) throw staleVersion();
      shareId = row.id;
      await writeAudit(tx, actor, {
        entityType: 'SHARE',
        entityId: shareId,
        action: 'CREATE',
        changes: [
          { field: 'targetType', old: null, new: type },
          { field: 'targetId', old: null, new: id },
          { field: 'granteeType', old: null, new: input.granteeType },
          { field: 'granteeId', old: null, new: input.granteeId },
          { field: 'permission', old: null, new: input.permission },
          { field: 'expiresAt', old: null, new: toKst(expiresAt) },
        ],
      });
    }
    const permission = SHARE_PERMISSION.labels[input.permission];
    await recordActivity(tx, actor, { targetType: type, targetId: id, verb: 'SHARED', summary: `${granteeName}에게 ${permission} 권한으로 공유` });

    const recipients = input.granteeType === 'USER' ? [input.granteeId] : await activeUsersInDeptSubtree(tx, input.granteeId);
    const actorName = (await userName(tx, viewer.userId)) ?? '';
    const what = facts.title ? `${def.label} '${facts.title}'` : def.label;
    await notify(tx, {
      userIds: recipients.filter((u) => u !== viewer.userId),
      category: 'COLLAB',
      type: 'SHARED',
      title: '항목이 공유되었습니다',
      body: `${actorName}님이 ${josa(what, '을/를')} ${permission} 권한으로 공유했습니다.`,
      contentLocation: def.location?.(id) ?? null,
      targetType: type,
      targetId: id,
      actorId: viewer.userId,
      now: actor.now,
    });
    const [view] = await views(tx, and(eq(share.id, shareId)));
    return { view, created: !existing };
  });
}

/** Revokes a share (WRITE access on its record); unknown or unreachable → 404. */
export async function deleteShare(db: Database, viewer: Viewer, actor: Actor, shareId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(share).where(eq(share.id, shareId)).for('update');
    if (!row) throw notFound(API_MESSAGES.shareNotFound);
    await requireRecord(tx, viewer, row.targetType, row.targetId, 'WRITE');
    await tx.delete(share).where(eq(share.id, shareId));
    const granteeName = row.granteeType === 'USER' ? await userName(tx, row.granteeId) : (await liveDepartment(tx, row.granteeId))?.name;
    await writeAudit(tx, actor, {
      entityType: 'SHARE',
      entityId: shareId,
      action: 'DELETE',
      changes: [
        { field: 'targetType', old: row.targetType, new: null },
        { field: 'targetId', old: row.targetId, new: null },
        { field: 'granteeType', old: row.granteeType, new: null },
        { field: 'granteeId', old: row.granteeId, new: null },
        { field: 'permission', old: row.permission, new: null },
      ],
    });
    await recordActivity(tx, actor, { targetType: row.targetType, targetId: row.targetId, verb: 'SHARED', summary: `${granteeName ?? ''} 공유 해제`.trim() });
  });
}
