import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { ACTION_ITEM_STATUSES, type ActionItemStatus, actionItem, appUser } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { type Page, pageRequest, toPage } from '../../../lib/page';
import { kstDate, toKst } from '../../../lib/time';
import { notify } from '../notification/notify';
import { isDate, normaliseType } from '../record/common';
import { activeUser, userName } from '../record/people';
import { type Viewer, recordTypeOf, requireRecord, resolveRecord } from '../record/registry';
import { ACTION_ITEM_LIMITS, type ActionItem, type ActionItemCreateBody, type ActionItemListQuery, type ActionItemUpdateBody } from '@dure/shared/contracts/cross/actionItem';
import { escapeLike } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';

const ENTITY = 'ACTION_ITEM';
const AUDITED = ['title', 'assigneeId', 'dueDate', 'priority', 'targetType', 'targetId', 'source', 'status', 'doneAt'] as const;
type Row = typeof actionItem.$inferSelect;

const assignee = alias(appUser, 'assignee');
const creator = alias(appUser, 'creator');
const live = eq(actionItem.deletedYn, 'N');

async function views(db: Executor, where: SQL | undefined, order: SQL[] = [desc(actionItem.id)], limit?: { size: number; offset: number }): Promise<ActionItem[]> {
  let query = db
    .select({ row: actionItem, assigneeName: assignee.name, createdByName: creator.name })
    .from(actionItem)
    .leftJoin(assignee, eq(assignee.id, actionItem.assigneeId))
    .leftJoin(creator, eq(creator.id, actionItem.createdBy))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit) query = query.limit(limit.size).offset(limit.offset);
  const today = kstDate(new Date());
  return (await query).map(({ row, assigneeName, createdByName }) => ({
    id: row.id,
    title: row.title,
    assigneeId: row.assigneeId,
    assigneeName: assigneeName ?? null,
    dueDate: row.dueDate,
    priority: row.priority,
    targetType: row.targetType,
    targetId: row.targetId,
    source: row.source,
    status: row.status,
    doneAt: toKst(row.doneAt),
    overdueYn: row.status === 'OPEN' && row.dueDate !== null && row.dueDate < today ? 'Y' : 'N',
    createdBy: row.createdBy,
    createdByName: createdByName ?? null,
    createdAt: toKst(row.createdAt),
    updatedAt: toKst(row.updatedAt),
    version: row.version,
  }));
}

const one = async (db: Executor, id: number) => (await views(db, eq(actionItem.id, id)))[0];

const PRIORITY_RANK = sql`case ${actionItem.priority} when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end`;
const SORTS: Record<string, SQL> = {
  dueDate: sql`${actionItem.dueDate}`,
  priority: PRIORITY_RANK,
  createdAt: sql`${actionItem.createdAt}`,
  title: sql`${actionItem.title}`,
  status: sql`${actionItem.status}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'dueDate,asc', [desc(actionItem.id)], { nullsLast: true });

/**
 * With a record (targetType + targetId): every item on it, for whoever reads the record.
 * Without: the caller's own items (assigned to or created by them; everything for SUPER).
 */
export async function listActionItems(db: Executor, viewer: Viewer, filter: ActionItemListQuery): Promise<Page<ActionItem>> {
  const conditions: (SQL | undefined)[] = [live];
  if (filter.targetType !== undefined || filter.targetId !== undefined) {
    if (filter.targetType === undefined || filter.targetId === undefined) throw validationError({ targetId: API_MESSAGES.actionItemTarget });
    const type = normaliseType(filter.targetType);
    await requireRecord(db, viewer, type, filter.targetId, 'READ');
    conditions.push(eq(actionItem.targetType, type), eq(actionItem.targetId, filter.targetId));
  } else if (!viewer.authorities.has('ROLE_SUPER')) {
    conditions.push(or(eq(actionItem.assigneeId, viewer.userId), eq(actionItem.createdBy, viewer.userId)));
  }
  if (filter.mineYn === 'Y') conditions.push(eq(actionItem.assigneeId, viewer.userId));
  if (filter.assigneeId !== undefined) conditions.push(eq(actionItem.assigneeId, filter.assigneeId));
  const statuses = (filter.statusList ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (statuses.some((s) => !(ACTION_ITEM_STATUSES as readonly string[]).includes(s))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(actionItem.status, statuses as ActionItemStatus[]));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(actionItem.title, `%${escapeLike(keyword)}%`));

  const where = and(...conditions);
  const order = orderOf(filter.sort);
  const page = pageRequest(filter);
  const [{ total }] = await db.select({ total: count() }).from(actionItem).where(where);
  return toPage(await views(db, where, order, page), Number(total), page);
}

/** What the viewer may do with an item: see (creator, assignee, record READ) and change (creator, assignee, record WRITE). */
async function rightsOn(db: Executor, viewer: Viewer, row: Row): Promise<{ see: boolean; change: boolean }> {
  if (viewer.authorities.has('ROLE_SUPER') || row.createdBy === viewer.userId || row.assigneeId === viewer.userId) return { see: true, change: true };
  if (row.targetType === null || row.targetId === null) return { see: false, change: false };
  const { level } = await resolveRecord(db, viewer, row.targetType, row.targetId);
  return { see: level !== 'NONE', change: level === 'WRITE' };
}

async function lockForChange(tx: Executor, viewer: Viewer, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(actionItem).where(and(eq(actionItem.id, id), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.actionItemNotFound);
  const rights = await rightsOn(tx, viewer, row);
  if (!rights.see) throw notFound(API_MESSAGES.actionItemNotFound);
  if (!rights.change) throw forbidden(API_MESSAGES.actionItemForbidden);
  if (row.version !== version) throw staleVersion();
  return row;
}

export async function getActionItem(db: Executor, viewer: Viewer, id: number): Promise<ActionItem> {
  const [row] = await db.select().from(actionItem).where(and(eq(actionItem.id, id), live));
  if (!row || !(await rightsOn(db, viewer, row)).see) throw notFound(API_MESSAGES.actionItemNotFound);
  return one(db, id);
}

function checkTitle(raw: string, fields: Record<string, string>): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) fields.title = API_MESSAGES.actionItemTitleRequired;
  else if (title.length > ACTION_ITEM_LIMITS.title) fields.title = API_MESSAGES.actionItemTitleTooLong;
  return title;
}

function checkDueDate(raw: string | null | undefined, fields: Record<string, string>): string | null | undefined {
  if (raw === undefined) return undefined;
  const value = raw?.trim() || null;
  if (value !== null && !isDate(value)) fields.dueDate = API_MESSAGES.dateInvalid;
  return value;
}

async function checkAssignee(tx: Executor, id: number, fields: Record<string, string>): Promise<void> {
  if (!(await activeUser(tx, id))) fields.assigneeId = API_MESSAGES.actionItemAssigneeNotFound;
}

/** ACTION_ITEM_ASSIGNED to a new assignee other than the actor. */
async function notifyAssignee(tx: Executor, viewer: Viewer, row: { id: number; title: string; assigneeId: number; targetType: string | null; targetId: number | null }) {
  if (row.assigneeId === viewer.userId) return;
  const actorName = (await userName(tx, viewer.userId)) ?? '';
  const location = row.targetType && row.targetId ? recordTypeOf(row.targetType)?.location?.(row.targetId) : null;
  await notify(tx, {
    userIds: [row.assigneeId],
    category: 'COLLAB',
    type: 'ACTION_ITEM_ASSIGNED',
    title: '액션아이템이 배정되었습니다',
    body: `${actorName}님이 '${row.title}' 액션아이템을 배정했습니다.`,
    contentLocation: location ?? '/myhome',
    targetType: row.targetType ?? ENTITY,
    targetId: row.targetId ?? row.id,
    actorId: viewer.userId,
    now: viewer.now,
  });
}

export async function createActionItem(db: Database, viewer: Viewer, actor: Actor, input: ActionItemCreateBody): Promise<ActionItem> {
  return db.transaction(async (tx) => {
    const fields: Record<string, string> = {};
    const title = checkTitle(input.title, fields);
    const dueDate = checkDueDate(input.dueDate, fields) ?? null;
    const assigneeId = input.assigneeId ?? viewer.userId;
    await checkAssignee(tx, assigneeId, fields);
    const hasType = input.targetType != null;
    const hasId = input.targetId != null;
    if (hasType !== hasId) fields.targetId = API_MESSAGES.actionItemTarget;
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const targetType = hasType ? normaliseType(input.targetType!) : null;
    const targetId = hasId ? input.targetId! : null;
    if (targetType && targetId) await requireRecord(tx, viewer, targetType, targetId, 'READ');

    const [row] = await tx
      .insert(actionItem)
      .values({
        title,
        assigneeId,
        dueDate,
        priority: input.priority ?? 'MEDIUM',
        targetType,
        targetId,
        source: input.source ?? 'MANUAL',
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    await notifyAssignee(tx, viewer, row);
    return one(tx, row.id);
  });
}

export async function updateActionItem(db: Database, viewer: Viewer, actor: Actor, id: number, input: ActionItemUpdateBody): Promise<ActionItem> {
  return db.transaction(async (tx) => {
    const current = await lockForChange(tx, viewer, id, input.version);
    const fields: Record<string, string> = {};
    const next: Partial<Row> = { title: checkTitle(input.title, fields), assigneeId: input.assigneeId };
    const dueDate = checkDueDate(input.dueDate, fields);
    if (dueDate !== undefined) next.dueDate = dueDate;
    if (input.priority) next.priority = input.priority;
    if (input.assigneeId !== current.assigneeId) await checkAssignee(tx, input.assigneeId, fields);
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const changes = diff(current, next, AUDITED);
    if (changes.length === 0) return one(tx, id);
    await tx
      .update(actionItem)
      .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(actionItem.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes });
    if (input.assigneeId !== current.assigneeId) await notifyAssignee(tx, viewer, { ...current, ...next, assigneeId: input.assigneeId, title: next.title! });
    return one(tx, id);
  });
}

export async function changeStatus(db: Database, viewer: Viewer, actor: Actor, id: number, status: ActionItemStatus, version: number): Promise<ActionItem> {
  return db.transaction(async (tx) => {
    const current = await lockForChange(tx, viewer, id, version);
    if (current.status === status) return one(tx, id);
    const doneAt = status === 'DONE' ? actor.now : null;
    await tx
      .update(actionItem)
      .set({ status, doneAt, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(actionItem.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'STATE', changes: diff(current, { status, doneAt }, AUDITED) });
    return one(tx, id);
  });
}

export async function deleteActionItem(db: Database, viewer: Viewer, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockForChange(tx, viewer, id, version);
    await tx
      .update(actionItem)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(actionItem.id, id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

