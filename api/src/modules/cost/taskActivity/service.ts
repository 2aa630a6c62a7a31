import type { PickedTaskActivity, TaskActivity, TaskActivityBody, TaskActivityCategory, TaskActivityListQuery, TaskActivityOrderBody } from '@dure/shared/contracts/cost/taskActivity';
import { API_MESSAGES } from '@dure/shared/messages';
import { aliasedTable, and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { projectType, taskActivity } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { TASK_ACTIVITY_ENTITY } from './record';

const live = eq(taskActivity.deletedYn, 'N');
const AUDITED = ['parentId', 'code', 'name', 'category', 'billableYn', 'noteRequiredYn', 'projectTypeIds', 'sortOrder', 'activeYn'] as const;
const CODE = /^[A-Z0-9_]{1,20}$/;

type Row = typeof taskActivity.$inferSelect;

const toView = (r: Row): TaskActivity => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: r.name,
  category: r.category,
  billableYn: r.billableYn,
  noteRequiredYn: r.noteRequiredYn,
  projectTypeIds: r.projectTypeIds.map(Number),
  sortOrder: r.sortOrder,
  activeYn: r.activeYn,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/**
 * The whole tree, flat, in tree order: each group (by sortOrder, code) followed by its activities.
 * `activeYn=Y` leaves out inactive nodes and the activities of inactive groups.
 */
export async function listTaskActivities(db: Executor, query: TaskActivityListQuery): Promise<TaskActivity[]> {
  const rows = await db.select().from(taskActivity).where(live).orderBy(asc(taskActivity.sortOrder), asc(taskActivity.code));
  const groups = rows.filter((r) => r.parentId === null);
  const out: Row[] = [];
  const keep = (r: Row) => !query.activeYn || r.activeYn === query.activeYn;
  for (const g of groups) {
    const children = rows.filter((r) => r.parentId === g.id);
    if (query.activeYn === 'Y' && g.activeYn !== 'Y') continue;
    if (keep(g) || children.some(keep)) out.push(g);
    out.push(...children.filter(keep));
  }
  return out.map(toView);
}

async function loadRow(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(taskActivity).where(and(eq(taskActivity.id, id), live));
  if (!row) throw notFound(API_MESSAGES.taskActivityNotFound);
  return row;
}

export async function getTaskActivity(db: Executor, id: number): Promise<TaskActivity> {
  return toView(await loadRow(db, id));
}

/**
 * Active activities under active groups that a work-log row of a project of `projectTypeId` may use
 * (an activity with no project types is allowed for all); every active activity without a type.
 */
export async function pickTaskActivities(db: Executor, projectTypeId: number | undefined): Promise<PickedTaskActivity[]> {
  const group = aliasedTable(taskActivity, 'g');
  const rows = await db
    .select({
      id: taskActivity.id,
      code: taskActivity.code,
      name: taskActivity.name,
      groupId: group.id,
      groupName: group.name,
      category: taskActivity.category,
      billableYn: taskActivity.billableYn,
      noteRequiredYn: taskActivity.noteRequiredYn,
    })
    .from(taskActivity)
    .innerJoin(group, eq(group.id, taskActivity.parentId))
    .where(
      and(
        live,
        eq(taskActivity.activeYn, 'Y'),
        eq(group.deletedYn, 'N'),
        eq(group.activeYn, 'Y'),
        projectTypeId === undefined ? undefined : sql`(cardinality(${taskActivity.projectTypeIds}) = 0 or ${projectTypeId}::bigint = any(${taskActivity.projectTypeIds}))`,
      ),
    )
    .orderBy(asc(group.sortOrder), asc(group.code), asc(taskActivity.sortOrder), asc(taskActivity.code));
  return rows;
}

type Values = Omit<TaskActivityBody, 'version'>;

function parse(input: TaskActivityBody, creating: boolean): Values {
  const { version: _v, ...values } = input;
  const errors: Record<string, string> = {};
  if (values.code !== undefined || creating) {
    const code = values.code?.trim().toUpperCase() ?? '';
    if (!code) errors.code = API_MESSAGES.taskActivityCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.taskActivityCodeFormat;
    values.code = code;
  }
  if (values.name !== undefined || creating) {
    const name = values.name?.trim() ?? '';
    if (!name) errors.name = API_MESSAGES.taskActivityNameRequired;
    values.name = name;
  }
  if (creating && !values.category) errors.category = API_MESSAGES.taskActivityCategoryRequired;
  if (values.projectTypeIds) values.projectTypeIds = [...new Set(values.projectTypeIds)].sort((a, b) => a - b);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

/** The parent, category and project-type rules against the stored tree (`self` null when creating). */
async function checkTree(tx: Executor, values: Values, self: Row | null): Promise<void> {
  const errors: Record<string, string> = {};
  const parentId = values.parentId === undefined ? (self?.parentId ?? null) : values.parentId;
  const category: TaskActivityCategory | undefined = values.category ?? self?.category;
  if (parentId !== null) {
    const [parent] = await tx.select().from(taskActivity).where(and(eq(taskActivity.id, parentId), live));
    if (!parent || parent.id === self?.id) errors.parentId = API_MESSAGES.taskActivityParentUnknown;
    else if (parent.parentId !== null) errors.parentId = API_MESSAGES.taskActivityParentNotGroup;
    else if (category && category !== parent.category) errors.category = API_MESSAGES.taskActivityCategoryMismatch;
  }
  if (self) {
    const [child] = await tx.select({ id: taskActivity.id }).from(taskActivity).where(and(eq(taskActivity.parentId, self.id), live)).limit(1);
    if (child && parentId !== null) errors.parentId = API_MESSAGES.taskActivityGroupHasChildren;
    if (child && category !== self.category) errors.category = API_MESSAGES.taskActivityGroupCategoryChildren;
  }
  if (values.projectTypeIds && values.projectTypeIds.length > 0) {
    const found = await tx.select({ id: projectType.id }).from(projectType).where(and(inArray(projectType.id, values.projectTypeIds), eq(projectType.deletedYn, 'N')));
    if (found.length !== values.projectTypeIds.length) errors.projectTypeIds = API_MESSAGES.taskActivityProjectTypeUnknown;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'task_activity_code_uq') throw validationError({ code: API_MESSAGES.taskActivityCodeDuplicate });
    throw error;
  }
}

async function codeTaken(tx: Executor, code: string, selfId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: taskActivity.id })
    .from(taskActivity)
    .where(and(eq(taskActivity.code, code), live, selfId === null ? undefined : ne(taskActivity.id, selfId)))
    .limit(1);
  return Boolean(row);
}

const siblingsOf = (parentId: number | null) => (parentId === null ? isNull(taskActivity.parentId) : eq(taskActivity.parentId, parentId));

export async function createTaskActivity(db: Database, actor: Actor, input: TaskActivityBody): Promise<TaskActivity> {
  const values = parse(input, true);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      await checkTree(tx, values, null);
      if (await codeTaken(tx, values.code!, null)) throw validationError({ code: API_MESSAGES.taskActivityCodeDuplicate });
      const parentId = values.parentId ?? null;
      // A new node goes last among its siblings unless given a place.
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${taskActivity.sortOrder}), 0)`.mapWith(Number) })
        .from(taskActivity)
        .where(and(live, siblingsOf(parentId)));
      const [row] = await tx
        .insert(taskActivity)
        .values({
          sortOrder: last + 10,
          ...values,
          parentId,
          code: values.code!,
          name: values.name!,
          category: values.category!,
          createdAt: actor.now,
          createdBy: actor.actorId,
          updatedAt: actor.now,
          updatedBy: actor.actorId,
        })
        .returning();
      await writeAudit(tx, actor, { entityType: TASK_ACTIVITY_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getTaskActivity(db, id);
}

/** PUT: version must match (409). An activity in use is switched off (activeYn=N), never deleted. */
export async function updateTaskActivity(db: Database, actor: Actor, id: number, input: TaskActivityBody): Promise<TaskActivity> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const values = parse(input, false);
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(taskActivity).where(and(eq(taskActivity.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.taskActivityNotFound);
      if (current.version !== input.version) throw staleVersion();
      await checkTree(tx, values, current);
      if (values.code && values.code !== current.code && (await codeTaken(tx, values.code, id))) throw validationError({ code: API_MESSAGES.taskActivityCodeDuplicate });
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await tx.update(taskActivity).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(taskActivity.id, id));
      await writeAudit(tx, actor, { entityType: TASK_ACTIVITY_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getTaskActivity(db, id);
}

/** New order of one parent's children (or of the groups): all of them, each with its version (409 when one moved on). */
export async function reorderTaskActivities(db: Database, actor: Actor, input: TaskActivityOrderBody): Promise<TaskActivity[]> {
  await db.transaction(async (tx) => {
    const siblings = await tx.select().from(taskActivity).where(and(live, siblingsOf(input.parentId))).orderBy(asc(taskActivity.id)).for('update');
    const ids = input.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length || ids.length !== siblings.length || !siblings.every((s) => ids.includes(s.id))) {
      throw validationError({ items: API_MESSAGES.taskActivityOrderSiblings });
    }
    const byId = new Map(siblings.map((s) => [s.id, s]));
    for (const item of input.items) if (byId.get(item.id)!.version !== item.version) throw staleVersion();
    for (const [i, item] of input.items.entries()) {
      const current = byId.get(item.id)!;
      const sortOrder = (i + 1) * 10;
      if (current.sortOrder === sortOrder) continue;
      await tx.update(taskActivity).set({ sortOrder, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(taskActivity.id, item.id));
      await writeAudit(tx, actor, { entityType: TASK_ACTIVITY_ENTITY, entityId: item.id, action: 'UPDATE', changes: [{ field: 'sortOrder', old: current.sortOrder, new: sortOrder }] });
    }
  });
  return listTaskActivities(db, {});
}
