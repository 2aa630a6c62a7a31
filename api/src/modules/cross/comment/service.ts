import type { Comment, CommentCreateBody } from '@dure/shared/contracts/cross/comment';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, comment } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { type RichTextOptions, mentionedUserIds, richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';
import { toKst } from '../../../lib/time';
import { recordActivity } from '../activity/service';
import { notify } from '../notification/notify';
import { activeUser, userName, userNames } from '../record/people';
import { type RecordAccess, type Viewer, isRecordAdmin, recordAccess, requireRecord, viewerFor } from '../record/registry';

export const COMMENT_MAX_LENGTH = 10_000;
const ENTITY = 'COMMENT';


type Row = typeof comment.$inferSelect;
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

/** The thread of a record: top-level comments oldest first, each with its replies oldest first. */
export async function listComments(db: Executor, viewer: Viewer, access: RecordAccess, type: string, id: number): Promise<Comment[]> {
  const rows = await db
    .select({ row: comment, authorName: appUser.name })
    .from(comment)
    .leftJoin(appUser, eq(appUser.id, comment.createdBy))
    .where(and(eq(comment.targetType, type), eq(comment.targetId, id)))
    .orderBy(asc(comment.createdAt), asc(comment.id));
  const names = await userNames(db, rows.flatMap((r) => r.row.mentions));
  const admin = isRecordAdmin(viewer, access.def);
  const toView = ({ row, authorName }: { row: Row; authorName: string | null }): Comment => {
    const deleted = row.deletedYn === 'Y';
    const mine = row.createdBy === viewer.userId;
    return {
      id: row.id,
      parentId: row.parentId,
      body: deleted ? API_MESSAGES.commentDeletedBody : row.body,
      authorId: row.createdBy,
      authorName: authorName ?? null,
      mentions: deleted ? [] : row.mentions.filter((m) => names.has(m)).map((m) => ({ id: m, name: names.get(m)! })),
      editedYn: row.editedYn,
      deletedYn: row.deletedYn,
      editableYn: yn(!deleted && mine),
      deletableYn: yn(!deleted && (mine || admin)),
      createdAt: toKst(row.createdAt),
      updatedAt: toKst(row.updatedAt),
      version: row.version,
      replies: [],
    };
  };
  const top: Comment[] = [];
  const byId = new Map<number, Comment>();
  for (const r of rows.filter((x) => x.row.parentId === null)) {
    const v = toView(r);
    byId.set(v.id, v);
    top.push(v);
  }
  for (const r of rows.filter((x) => x.row.parentId !== null)) byId.get(r.row.parentId!)?.replies.push(toView(r));
  return top;
}

/** Sanitised body and the mentioned users that exist; 400 when empty or too long. */
async function prepareBody(db: Executor, raw: string, options: RichTextOptions): Promise<{ body: string; mentions: number[] }> {
  const body = sanitizeRichText(raw, options);
  if (richTextIsEmpty(body)) throw validationError({ body: API_MESSAGES.commentEmpty });
  if (body.length > COMMENT_MAX_LENGTH) throw validationError({ body: API_MESSAGES.commentTooLong });
  const ids = mentionedUserIds(body);
  const known = await userNames(db, ids);
  return { body, mentions: ids.filter((id) => known.has(id)) };
}

/** MENTION to each newly mentioned active user who can read the record (others silently skipped). */
async function notifyMentions(tx: Executor, viewer: Viewer, access: RecordAccess, type: string, id: number, userIds: number[]): Promise<number[]> {
  const recipients: number[] = [];
  for (const userId of userIds) {
    if (userId === viewer.userId || !(await activeUser(tx, userId))) continue;
    if ((await recordAccess(tx, await viewerFor(tx, userId, viewer.now ?? new Date()), type, id)) !== 'NONE') recipients.push(userId);
  }
  if (recipients.length === 0) return [];
  const actorName = (await userName(tx, viewer.userId)) ?? '';
  const what = access.facts.title ? `${access.def.label} '${access.facts.title}'` : access.def.label;
  await notify(tx, {
    userIds: recipients,
    category: 'COLLAB',
    type: 'MENTION',
    title: '댓글에서 언급되었습니다',
    body: `${actorName}님이 ${what}의 댓글에서 회원님을 언급했습니다.`,
    contentLocation: access.def.location?.(id) ?? null,
    targetType: type,
    targetId: id,
    actorId: viewer.userId,
    now: viewer.now,
  });
  return recipients;
}

/** COMMENT to the record's owner (DOMAIN §9 "on records you own"), unless they wrote it or were just mentioned. */
async function notifyOwner(tx: Executor, viewer: Viewer, access: RecordAccess, type: string, id: number, alreadyTold: number[]) {
  const owner = access.facts.ownerUserId;
  if (owner === null || owner === viewer.userId || alreadyTold.includes(owner) || !(await activeUser(tx, owner))) return;
  const actorName = (await userName(tx, viewer.userId)) ?? '';
  const what = access.facts.title ? `${access.def.label} '${access.facts.title}'` : access.def.label;
  await notify(tx, {
    userIds: [owner],
    category: 'COLLAB',
    type: 'COMMENT',
    title: '새 댓글이 등록되었습니다',
    body: `${actorName}님이 ${what}에 댓글을 남겼습니다.`,
    contentLocation: access.def.location?.(id) ?? null,
    targetType: type,
    targetId: id,
    actorId: viewer.userId,
    now: viewer.now,
  });
}


export async function createComment(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  type: string,
  id: number,
  input: CommentCreateBody,
  options: RichTextOptions,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const access = await requireRecord(tx, viewer, type, id, 'READ');
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const [parent] = await tx.select().from(comment).where(eq(comment.id, parentId));
      if (!parent || parent.targetType !== type || parent.targetId !== id) throw validationError({ parentId: API_MESSAGES.commentParentNotFound });
      if (parent.parentId !== null) throw validationError({ parentId: API_MESSAGES.commentReplyDepth });
    }
    const { body, mentions } = await prepareBody(tx, input.body, options);
    const [row] = await tx
      .insert(comment)
      .values({ targetType: type, targetId: id, parentId, body, mentions, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, {
      entityType: ENTITY,
      entityId: row.id,
      action: 'CREATE',
      changes: [
        { field: 'target', old: null, new: `${type}:${id}` },
        { field: 'body', old: null, new: body },
      ],
    });
    await recordActivity(tx, actor, { targetType: type, targetId: id, verb: 'COMMENTED', summary: parentId ? '답글 작성' : '댓글 작성' });
    await access.def.onCommentsChanged?.(tx, id, actor);
    const mentioned = await notifyMentions(tx, viewer, access, type, id, mentions);
    await notifyOwner(tx, viewer, access, type, id, mentioned);
    return (await listComments(tx, viewer, access, type, id)).flatMap((c) => [c, ...c.replies]).find((c) => c.id === row.id)!;
  });
}

/** A live comment and the caller's access to its record; no READ → 404 (like a missing comment). */
async function loadForChange(tx: Executor, viewer: Viewer, commentId: number): Promise<{ row: Row; access: RecordAccess }> {
  const [row] = await tx.select().from(comment).where(and(eq(comment.id, commentId), eq(comment.deletedYn, 'N'))).for('update');
  if (!row) throw notFound(API_MESSAGES.commentNotFound);
  try {
    return { row, access: await requireRecord(tx, viewer, row.targetType, row.targetId, 'READ') };
  } catch {
    throw notFound(API_MESSAGES.commentNotFound);
  }
}

export async function updateComment(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  commentId: number,
  input: { body: string; version: number },
  options: RichTextOptions,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const { row, access } = await loadForChange(tx, viewer, commentId);
    if (row.createdBy !== viewer.userId) throw forbidden(API_MESSAGES.commentNotAuthor);
    if (row.version !== input.version) throw staleVersion();
    const { body, mentions } = await prepareBody(tx, input.body, options);
    await tx
      .update(comment)
      .set({ body, mentions, editedYn: body !== row.body ? 'Y' : row.editedYn, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(comment.id, commentId));
    if (body !== row.body) await writeAudit(tx, actor, { entityType: ENTITY, entityId: commentId, action: 'UPDATE', changes: [{ field: 'body', old: row.body, new: body }] });
    const added = mentions.filter((m) => !row.mentions.includes(m));
    await notifyMentions(tx, viewer, access, row.targetType, row.targetId, added);
    return (await listComments(tx, viewer, access, row.targetType, row.targetId)).flatMap((c) => [c, ...c.replies]).find((c) => c.id === commentId)!;
  });
}

/** Soft delete by the author or the record area's admin. */
export async function deleteComment(db: Database, viewer: Viewer, actor: Actor, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, access } = await loadForChange(tx, viewer, commentId);
    if (row.createdBy !== viewer.userId && !isRecordAdmin(viewer, access.def)) throw forbidden(API_MESSAGES.commentNotAuthor);
    await tx
      .update(comment)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(comment.id, commentId));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: commentId, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
    await access.def.onCommentsChanged?.(tx, row.targetId, actor);
  });
}
