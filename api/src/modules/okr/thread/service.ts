import type { Page } from '@dure/shared/contracts';
import {
  THREAD_CHANNEL,
  THREAD_LIMITS,
  THREAD_PROJECT_TARGET,
  THREAD_RECORD_TYPE,
  type ThreadBody,
  type ThreadChannelCount,
  type ThreadDetail,
  type ThreadListQuery,
  type ThreadSummary,
} from '@dure/shared/contracts/okr/thread';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, comment, department, okrThread, okrThreadMember, okrThreadRead, project } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { type RichTextOptions, richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';
import { toKst } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { activeUser, userName, userNames } from '../../cross/record/people';
import { type Viewer, viewerFor } from '../../cross/record/registry';
import { type ThreadRow, isThreadAdmin, lockThreadForChange, requireReadableThread, threadAccess, visibleThreads } from './access';
import { visibleProjects } from '../project/access';
import { mentionedUsers } from './mentions';

const AUDITED = ['title', 'body', 'channel', 'targetId', 'visibility', 'pinnedYn', 'ownerDeptId'] as const satisfies readonly (keyof ThreadRow)[];
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
const live = eq(okrThread.deletedYn, 'N');

// ---------------------------------------------------------------- reading

/** Whether the viewer has not read the thread since its last post or reply. */
const unreadSql = sql<'Y' | 'N'>`case when ${okrThreadRead.readAt} is null or ${okrThreadRead.readAt} < ${okrThread.activityAt} then 'Y' else 'N' end`;

function summaryColumns(counted: SQL<number>) {
  return {
    id: okrThread.id,
    title: okrThread.title,
    channel: okrThread.channel,
    visibility: okrThread.visibility,
    pinnedYn: okrThread.pinnedYn,
    targetType: okrThread.targetType,
    targetId: okrThread.targetId,
    projectName: project.name,
    authorId: okrThread.ownerUserId,
    authorName: appUser.name,
    deptName: department.name,
    commentCount: okrThread.commentCount,
    lastCommentAt: okrThread.lastCommentAt,
    createdAt: okrThread.createdAt,
    unreadYn: unreadSql,
    cappedCount: counted,
  };
}

type SummaryRow = Omit<ThreadSummary, 'lastCommentAt' | 'createdAt'> & { lastCommentAt: Date | null; createdAt: Date };

const toSummary = (row: SummaryRow): ThreadSummary => ({ ...row, lastCommentAt: toKst(row.lastCommentAt), createdAt: toKst(row.createdAt) });

/** A PROJECT thread's live project joins it for its name. */
const projectJoin = and(eq(okrThread.targetType, THREAD_PROJECT_TARGET), eq(project.id, okrThread.targetId), eq(project.deletedYn, 'N'));

/** The viewer's read marker joins each thread. */
const readJoin = (viewer: Viewer) => and(eq(okrThreadRead.threadId, okrThread.id), eq(okrThreadRead.userId, viewer.userId));

/** Visible threads matching the filters; pinned first, then the latest post or reply (DOMAIN §5). */
export async function listThreads(db: Database, viewer: Viewer, query: ThreadListQuery): Promise<Page<ThreadSummary>> {
  const request = pageRequest(query);
  const conditions: (SQL | undefined)[] = [live, await visibleThreads(db, viewer)];
  if (query.channel) conditions.push(eq(okrThread.channel, query.channel));
  if (query.targetId) conditions.push(and(eq(okrThread.targetType, THREAD_PROJECT_TARGET), eq(okrThread.targetId, query.targetId)));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(okrThread.title, pattern), sql`regexp_replace(${okrThread.body}, '<[^>]*>', ' ', 'g') ilike ${pattern}`));
  }
  if (query.unreadYn === 'Y') conditions.push(sql`${unreadSql} = 'Y'`);
  if (query.unreadYn === 'N') conditions.push(sql`${unreadSql} = 'N'`);
  const where = and(...conditions);
  const counted = () => db.select({ one: okrThread.id }).from(okrThread).leftJoin(okrThreadRead, readJoin(viewer)).where(where);
  const rows = await db
    .select(summaryColumns(cappedCount(counted())))
    .from(okrThread)
    .leftJoin(okrThreadRead, readJoin(viewer))
    .leftJoin(appUser, eq(appUser.id, okrThread.ownerUserId))
    .leftJoin(department, eq(department.id, okrThread.ownerDeptId))
    .leftJoin(project, projectJoin)
    .where(where)
    .orderBy(desc(okrThread.pinnedYn), desc(okrThread.activityAt), desc(okrThread.id))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, toSummary, counted);
}

/** Per channel, the visible threads and the unread ones. */
export async function channelCounts(db: Executor, viewer: Viewer): Promise<ThreadChannelCount[]> {
  const rows = await db
    .select({ channel: okrThread.channel, total: count(), unread: sql<number>`count(*) filter (where ${unreadSql} = 'Y')::int` })
    .from(okrThread)
    .leftJoin(okrThreadRead, readJoin(viewer))
    .where(and(live, await visibleThreads(db, viewer)))
    .groupBy(okrThread.channel);
  return THREAD_CHANNEL.codes.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  });
}

export async function getThread(db: Executor, viewer: Viewer, id: number): Promise<ThreadDetail> {
  const level = await threadAccess(db, viewer, id);
  if (level === 'NONE') throw notFound(API_MESSAGES.threadNotFound);
  const [row] = await db
    .select({ summary: summaryColumns(sql<number>`0`), body: okrThread.body, mentions: okrThread.mentions, updatedAt: okrThread.updatedAt, version: okrThread.version })
    .from(okrThread)
    .leftJoin(okrThreadRead, readJoin(viewer))
    .leftJoin(appUser, eq(appUser.id, okrThread.ownerUserId))
    .leftJoin(department, eq(department.id, okrThread.ownerDeptId))
    .leftJoin(project, projectJoin)
    .where(eq(okrThread.id, id));
  const memberIds = (await db.select({ userId: okrThreadMember.userId }).from(okrThreadMember).where(eq(okrThreadMember.threadId, id))).map((m) => m.userId);
  const names = await userNames(db, [...memberIds, ...row.mentions]);
  const people = (ids: number[]) => ids.filter((m) => names.has(m)).map((m) => ({ id: m, name: names.get(m)! })).sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  const { cappedCount: _, ...summary } = row.summary;
  return {
    ...toSummary(summary),
    body: row.body,
    members: people(memberIds),
    mentions: people(row.mentions),
    editableYn: yn(level === 'WRITE'),
    updatedAt: toKst(row.updatedAt),
    version: row.version,
  };
}

/** Marks the thread read by the viewer now. */
export async function markRead(db: Executor, viewer: Viewer, id: number, now: Date): Promise<void> {
  await requireReadableThread(db, viewer, id);
  await touchRead(db, id, viewer.userId, now);
}

async function touchRead(db: Executor, threadId: number, userId: number, at: Date): Promise<void> {
  await db.insert(okrThreadRead).values({ threadId, userId, readAt: at }).onConflictDoUpdate({ target: [okrThreadRead.threadId, okrThreadRead.userId], set: { readAt: at } });
}

// ---------------------------------------------------------------- writing

type Values = Pick<ThreadRow, 'title' | 'body' | 'channel' | 'visibility' | 'pinnedYn' | 'targetType' | 'targetId'> & { memberIds: number[] };

/** Checked, sanitised values of a body; `before` is the stored thread on edit (its pin and channel stay unless an administrator changes them). */
async function parseThread(db: Executor, viewer: Viewer, input: ThreadBody, options: RichTextOptions, before?: ThreadRow): Promise<Values> {
  const admin = isThreadAdmin(viewer);
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (!title) errors.title = API_MESSAGES.threadTitleRequired;
  const body = sanitizeRichText(input.body, options);
  if (richTextIsEmpty(body)) errors.body = API_MESSAGES.threadBodyRequired;
  else if (body.length > THREAD_LIMITS.body) errors.body = API_MESSAGES.threadBodyTooLong;
  const pinnedYn = input.pinnedYn ?? before?.pinnedYn ?? 'N';
  if (pinnedYn !== (before?.pinnedYn ?? 'N') && !admin) throw forbidden(API_MESSAGES.threadPinAdminOnly);
  if (input.channel === 'NOTICE' && before?.channel !== 'NOTICE' && !admin) throw forbidden(API_MESSAGES.threadNoticeAdminOnly);
  const targetId = input.targetId ?? null;
  if (input.channel !== 'PROJECT' && targetId !== null) errors.targetId = API_MESSAGES.threadProjectOnlyInProjectChannel;
  // A project post names its project; a project thread saved before projects were picked may stay without one.
  const legacy = before?.channel === 'PROJECT' && before.targetId === null;
  if (input.channel === 'PROJECT' && targetId === null && !legacy) errors.targetId = API_MESSAGES.threadProjectRequired;
  if (input.channel === 'PROJECT' && targetId !== null && targetId !== before?.targetId) {
    const [seen] = await db
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.id, targetId), eq(project.deletedYn, 'N'), await visibleProjects(db, viewer)))
      .limit(1);
    if (!seen) errors.targetId = API_MESSAGES.threadProjectNotFound;
  }
  // A project thread for members is for the project's members: nobody is chosen.
  const chosen = input.visibility === 'MEMBERS' && !(input.channel === 'PROJECT' && targetId !== null);
  const memberIds = chosen ? [...new Set(input.memberIds ?? [])] : [];
  if (chosen) {
    if (memberIds.length === 0) errors.memberIds = API_MESSAGES.threadMembersRequired;
    else {
      const found = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(inArray(appUser.id, memberIds), eq(appUser.deletedYn, 'N')));
      if (found.length !== memberIds.length) errors.memberIds = API_MESSAGES.threadMemberNotFound;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    title,
    body,
    channel: input.channel,
    visibility: input.visibility,
    pinnedYn,
    targetType: targetId === null ? null : THREAD_PROJECT_TARGET,
    targetId,
    memberIds,
  };
}

async function authorDept(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  return row?.deptId ?? null;
}

async function saveMembers(tx: Executor, threadId: number, memberIds: number[]): Promise<void> {
  await tx.delete(okrThreadMember).where(eq(okrThreadMember.threadId, threadId));
  if (memberIds.length > 0) await tx.insert(okrThreadMember).values(memberIds.map((userId) => ({ threadId, userId })));
}

/** MENTION (DOMAIN §9) to each mentioned active user, other than the writer, who can read the thread. */
async function notifyMentions(tx: Executor, viewer: Viewer, thread: Pick<ThreadRow, 'id' | 'title'>, userIds: number[], now: Date): Promise<void> {
  const recipients: number[] = [];
  for (const userId of userIds) {
    if (userId === viewer.userId || !(await activeUser(tx, userId))) continue;
    if ((await threadAccess(tx, await viewerFor(tx, userId, now), thread.id)) !== 'NONE') recipients.push(userId);
  }
  if (recipients.length === 0) return;
  const actorName = (await userName(tx, viewer.userId)) ?? '';
  await notify(tx, {
    userIds: recipients,
    category: 'COLLAB',
    type: 'MENTION',
    title: '스레드에서 언급되었습니다',
    body: `${actorName}님이 스레드 '${thread.title}'에서 회원님을 언급했습니다.`,
    contentLocation: threadLocation(thread.id),
    targetType: THREAD_RECORD_TYPE,
    targetId: thread.id,
    actorId: viewer.userId,
    now,
  });
}

/** The thread's address in the app (notifications, the record toolkit). */
export const threadLocation = (id: number) => `/threads?threadId=${id}`;

export async function createThread(db: Database, viewer: Viewer, actor: Actor, input: ThreadBody, options: RichTextOptions): Promise<ThreadDetail> {
  return db.transaction(async (tx) => {
    const values = await parseThread(tx, viewer, input, options);
    const ownerDeptId = await authorDept(tx, viewer.userId);
    if (values.visibility === 'DEPT' && ownerDeptId === null) throw validationError({ visibility: API_MESSAGES.threadNoDept });
    const mentions = await mentionedUsers(tx, values.body);
    const { memberIds, ...columns } = values;
    const [row] = await tx
      .insert(okrThread)
      .values({
        ...columns,
        mentions,
        ownerDeptId,
        ownerUserId: viewer.userId,
        activityAt: actor.now,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await saveMembers(tx, row.id, memberIds);
    await touchRead(tx, row.id, viewer.userId, actor.now);
    await writeAudit(tx, actor, { entityType: THREAD_RECORD_TYPE, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    await notifyMentions(tx, viewer, row, mentions, actor.now);
    return getThread(tx, viewer, row.id);
  });
}

export async function updateThread(db: Database, viewer: Viewer, actor: Actor, id: number, input: ThreadBody, options: RichTextOptions): Promise<ThreadDetail> {
  return db.transaction(async (tx) => {
    const before = await lockThreadForChange(tx, viewer, id);
    if (input.version === undefined || input.version !== before.version) throw staleVersion();
    const values = await parseThread(tx, viewer, input, options, before);
    if (values.visibility === 'DEPT' && before.ownerDeptId === null) throw validationError({ visibility: API_MESSAGES.threadNoDept });
    const mentions = await mentionedUsers(tx, values.body);
    const { memberIds, ...columns } = values;
    await tx
      .update(okrThread)
      .set({ ...columns, mentions, version: before.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(okrThread.id, id));
    await saveMembers(tx, id, memberIds);
    const changes = diff(before, columns, AUDITED);
    if (changes.length > 0) await writeAudit(tx, actor, { entityType: THREAD_RECORD_TYPE, entityId: id, action: 'UPDATE', changes });
    await notifyMentions(tx, viewer, { id, title: values.title }, mentions.filter((m) => !before.mentions.includes(m)), actor.now);
    return getThread(tx, viewer, id);
  });
}

export async function deleteThread(db: Database, viewer: Viewer, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockThreadForChange(tx, viewer, id);
    if (before.version !== version) throw staleVersion();
    await tx
      .update(okrThread)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: before.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(okrThread.id, id));
    await writeAudit(tx, actor, { entityType: THREAD_RECORD_TYPE, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

/**
 * After a reply is written or deleted: the live reply count, the latest reply, the activity the unread
 * marker compares with (the writer has read their own reply). The thread's version stays: a reply is not an edit.
 */
export async function recountReplies(tx: Executor, id: number, actor: { actorId: number | null; now: Date }): Promise<void> {
  const [stats] = await tx
    .select({ n: count(), last: max(comment.createdAt) })
    .from(comment)
    .where(and(eq(comment.targetType, THREAD_RECORD_TYPE), eq(comment.targetId, id), eq(comment.deletedYn, 'N')));
  const last = stats.last ? new Date(stats.last) : null;
  await tx
    .update(okrThread)
    .set({ commentCount: Number(stats.n), lastCommentAt: last, activityAt: last ? sql`greatest(${okrThread.createdAt}, ${last})` : okrThread.createdAt })
    .where(eq(okrThread.id, id));
  if (actor.actorId !== null) await touchRead(tx, id, actor.actorId, actor.now);
}

