import { STRATEGY_NODE_TYPE, STRATEGY_PARENT_TYPE, GSP_LIMITS, type GspGoal, type GspTree, type StrategyNode, type StrategyNodeBody, type StrategyNodeMoveBody, type StrategyNodeType } from '@dure/shared/contracts/okr/gsp';
import { API_MESSAGES } from '@dure/shared/messages';
import { holdsAnyRole } from '@dure/shared/access';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, goal, keyResult, okrPeriod, strategyNode } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';
import { kstDate } from '../../../lib/time';
import { goalViewerOf, requireOpenPeriod, visibleGoals } from '../goal/access';
import { containingNarrowestFirst, pickPeriods } from '../period/service';

export const GSP_ENTITY = 'STRATEGY_NODE';
export const GSP_EDITOR_ROLE = 'ROLE_BUSINESS_STRATEGY_ADMIN';
type NodeRow = typeof strategyNode.$inferSelect;
type FieldErrors = Record<string, string>;
const AUDITED = ['type', 'title', 'description', 'parentId', 'sortOrder', 'goalIds'] as const satisfies readonly (keyof NodeRow)[];
const live = eq(strategyNode.deletedYn, 'N');

const toNode = (row: NodeRow): StrategyNode => ({
  id: row.id,
  periodId: row.periodId,
  parentId: row.parentId,
  type: row.type,
  title: row.title,
  description: row.description,
  sortOrder: row.sortOrder,
  goalIds: row.goalIds.map(Number),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

// ---------------------------------------------------------------- reading

/** Linked goals the caller may see (the goal visibility rule), live and COMPANY, with their live key results. */
async function linkedGoals(db: Executor, caller: ScopeCaller, ids: number[]): Promise<Map<number, GspGoal>> {
  const out = new Map<number, GspGoal>();
  if (ids.length === 0) return out;
  const viewer = await goalViewerOf(db, caller);
  const goals = await db
    .select({ id: goal.id, title: goal.title, status: goal.status, progressPct: goal.progressPct, health: goal.health, ownerUserName: appUser.name })
    .from(goal)
    .leftJoin(appUser, eq(appUser.id, goal.ownerUserId))
    .where(and(inArray(goal.id, ids), eq(goal.deletedYn, 'N'), eq(goal.level, 'COMPANY'), visibleGoals(viewer)));
  for (const g of goals) out.set(g.id, { ...g, progressPct: Number(g.progressPct), keyResults: [] });
  if (out.size === 0) return out;
  const krs = await db
    .select({ goalId: keyResult.goalId, id: keyResult.id, title: keyResult.title, metricType: keyResult.metricType, progressPct: keyResult.progressPct, health: keyResult.health, ownerUserName: appUser.name })
    .from(keyResult)
    .leftJoin(appUser, eq(appUser.id, keyResult.ownerUserId))
    .where(and(inArray(keyResult.goalId, [...out.keys()]), eq(keyResult.deletedYn, 'N')))
    .orderBy(asc(keyResult.id));
  for (const { goalId, ...kr } of krs) out.get(goalId)!.keyResults.push({ ...kr, progressPct: Number(kr.progressPct) });
  return out;
}

const canEdit = (caller: ScopeCaller) => holdsAnyRole(caller.authorities, [GSP_EDITOR_ROLE]);

/**
 * The period the tree opens on when none is asked: of the periods containing today, the narrowest whose strategies
 * link live COMPANY goals the caller may see (goals are set per quarter while a tree may be drawn for the year), else
 * the narrowest; with none containing today, the latest. Null without any period.
 */
async function defaultPeriodId(db: Executor, caller: ScopeCaller, now: Date): Promise<number | null> {
  const periods = await pickPeriods(db, now);
  const current = containingNarrowestFirst(periods, kstDate(now));
  if (current.length === 0) return periods[0]?.id ?? null;
  const linked = await db
    .selectDistinct({ periodId: strategyNode.periodId })
    .from(strategyNode)
    .innerJoin(
      goal,
      and(sql`${goal.id} = any(${strategyNode.goalIds})`, eq(goal.periodId, strategyNode.periodId), eq(goal.level, 'COMPANY'), eq(goal.deletedYn, 'N'), visibleGoals(await goalViewerOf(db, caller))),
    )
    .where(and(live, eq(strategyNode.type, 'STRATEGY'), inArray(strategyNode.periodId, current.map((p) => p.id))));
  const withGoals = new Set(linked.map((r) => r.periodId));
  return (current.find((p) => withGoals.has(p.id)) ?? current[0]).id;
}

/** GET /api/gsp/tree: one period's nodes (the default period's without `periodId`) in tree order with the linked goals the caller may see and their KRs. */
export async function gspTree(db: Database, caller: ScopeCaller, asked: number | undefined, now: Date): Promise<GspTree> {
  const periodId = asked ?? (await defaultPeriodId(db, caller, now));
  if (periodId === null) throw notFound(API_MESSAGES.okrPeriodNotFound);
  const [period] = await db.select().from(okrPeriod).where(and(eq(okrPeriod.id, periodId), eq(okrPeriod.deletedYn, 'N')));
  if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
  const rows = await db.select().from(strategyNode).where(and(eq(strategyNode.periodId, periodId), live)).orderBy(asc(strategyNode.sortOrder), asc(strategyNode.id));
  const goals = await linkedGoals(db, caller, [...new Set(rows.flatMap((r) => r.goalIds.map(Number)))]);
  const children = new Map<number | null, NodeRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const nodes: GspTree['nodes'] = [];
  const visit = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      const node = toNode(row);
      nodes.push({ ...node, goals: node.goalIds.flatMap((id) => goals.get(id) ?? []) });
      visit(row.id);
    }
  };
  visit(null);
  return { periodId: period.id, periodCode: period.code, periodStatus: period.status, editableYn: canEdit(caller) && period.status !== 'CLOSED' ? 'Y' : 'N', nodes };
}

// ---------------------------------------------------------------- checks

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The parent rule (VISION at the root, THEME under a VISION, STRATEGY under a THEME) as a field message, or null. */
async function parentProblem(tx: Executor, type: StrategyNodeType, parentId: number | null, periodId: number, selfId: number | null): Promise<string | null> {
  const wanted = STRATEGY_PARENT_TYPE[type];
  const ruleMessage = { VISION: API_MESSAGES.gspVisionAtRoot, THEME: API_MESSAGES.gspThemeUnderVision, STRATEGY: API_MESSAGES.gspStrategyUnderTheme }[type];
  if (parentId === null) return wanted === null ? null : ruleMessage;
  if (wanted === null) return ruleMessage;
  const [parent] = await tx.select().from(strategyNode).where(and(eq(strategyNode.id, parentId), live));
  if (!parent || parent.id === selfId) return API_MESSAGES.gspParentNotFound;
  if (parent.periodId !== periodId) return API_MESSAGES.gspParentOtherPeriod;
  return parent.type === wanted ? null : ruleMessage;
}

/** Linked goals: at most GSP_LIMITS.goals, each a live COMPANY goal of the period (unique, in the given order). */
async function checkGoals(tx: Executor, ids: number[], periodId: number, errors: FieldErrors): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > GSP_LIMITS.goals) {
    errors.goalIds = API_MESSAGES.gspGoalTooMany;
    return unique;
  }
  if (unique.length === 0) return unique;
  const rows = await tx
    .select({ id: goal.id, level: goal.level })
    .from(goal)
    .where(and(inArray(goal.id, unique), eq(goal.deletedYn, 'N'), eq(goal.periodId, periodId), ne(goal.status, 'CANCELED')));
  if (rows.length < unique.length) errors.goalIds = API_MESSAGES.gspGoalNotFound;
  else if (rows.some((r) => r.level !== 'COMPANY')) errors.goalIds = API_MESSAGES.gspGoalNotCompany;
  return unique;
}

function parseText(input: StrategyNodeBody, errors: FieldErrors): { title?: string; description?: string | null } {
  const out: { title?: string; description?: string | null } = {};
  if (input.title !== undefined) {
    const title = (input.title ?? '').trim();
    if (!title) errors.title = API_MESSAGES.gspTitleRequired;
    else if (title.length > GSP_LIMITS.title) errors.title = API_MESSAGES.gspTitleTooLong;
    else out.title = title;
  }
  if (input.description !== undefined) {
    const html = input.description ? sanitizeRichText(input.description) : '';
    out.description = html && !richTextIsEmpty(html) ? html : null;
  }
  return out;
}

async function lockNode(tx: Executor, id: number, version: number): Promise<NodeRow> {
  const [row] = await tx.select().from(strategyNode).where(and(eq(strategyNode.id, id), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.gspNodeNotFound);
  if (row.version !== version) throw staleVersion();
  await requireOpenPeriod(tx, row.periodId);
  return row;
}

const siblingsOf = (periodId: number, parentId: number | null) =>
  and(eq(strategyNode.periodId, periodId), live, parentId === null ? isNull(strategyNode.parentId) : eq(strategyNode.parentId, parentId));

/** Renumbers the siblings 0, 1, 2… with `moved` at `position` (clamped) under `parentId`; the others keep their order. */
async function placeAmongSiblings(tx: Executor, moved: NodeRow, parentId: number | null, position: number): Promise<void> {
  const siblings = await tx
    .select({ id: strategyNode.id, sortOrder: strategyNode.sortOrder })
    .from(strategyNode)
    .where(and(siblingsOf(moved.periodId, parentId), ne(strategyNode.id, moved.id)))
    .orderBy(asc(strategyNode.sortOrder), asc(strategyNode.id));
  const order = [...siblings];
  order.splice(Math.min(position, order.length), 0, { id: moved.id, sortOrder: -1 });
  // A sibling's new position is not an edit of its content: its version stays (an open edit of it still saves).
  for (const [index, { id, sortOrder }] of order.entries()) {
    if (id === moved.id) await tx.update(strategyNode).set({ parentId, sortOrder: index }).where(eq(strategyNode.id, id));
    else if (sortOrder !== index) await tx.update(strategyNode).set({ sortOrder: index }).where(eq(strategyNode.id, id));
  }
}

// ---------------------------------------------------------------- writing

/** POST /api/gsp/node: a node at the end of its siblings. */
export async function createNode(db: Database, actor: Actor, input: StrategyNodeBody): Promise<StrategyNode> {
  const errors: FieldErrors = {};
  const text = parseText({ title: input.title ?? null, description: input.description }, errors);
  const type = STRATEGY_NODE_TYPE.codes.find((c) => c === input.type);
  if (!type) errors.type = API_MESSAGES.gspTypeRequired;
  if (!input.periodId) errors.periodId = API_MESSAGES.fieldRequired;
  failIf(errors);
  return db.transaction(async (tx) => {
    await requireOpenPeriod(tx, input.periodId!);
    const parentId = input.parentId ?? null;
    const problem = await parentProblem(tx, type!, parentId, input.periodId!, null);
    if (problem) errors.parentId = problem;
    const goalIds = await checkGoals(tx, input.goalIds ?? [], input.periodId!, errors);
    failIf(errors);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${strategyNode.sortOrder}) + 1, 0)`.mapWith(Number) })
      .from(strategyNode)
      .where(siblingsOf(input.periodId!, parentId));
    const [row] = await tx
      .insert(strategyNode)
      .values({ periodId: input.periodId!, type: type!, parentId, title: text.title!, description: text.description ?? null, sortOrder: next, goalIds, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, { entityType: GSP_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    return toNode(row);
  });
}

/** PUT /api/gsp/node/{id}: title, description and linked goals (the version must match; 409 otherwise, nothing written). */
export async function updateNode(db: Database, actor: Actor, id: number, input: StrategyNodeBody): Promise<StrategyNode> {
  const errors: FieldErrors = {};
  const text = parseText(input, errors);
  if (input.version === undefined) errors.version = API_MESSAGES.fieldRequired;
  failIf(errors);
  return db.transaction(async (tx) => {
    const current = await lockNode(tx, id, input.version!);
    const values: Partial<NodeRow> = { ...text };
    if (input.goalIds !== undefined) values.goalIds = await checkGoals(tx, input.goalIds, current.periodId, errors);
    failIf(errors);
    const changes = diff({ ...current, goalIds: current.goalIds.map(Number) }, values, AUDITED);
    if (changes.length === 0) return toNode(current);
    const [row] = await tx.update(strategyNode).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(strategyNode.id, id)).returning();
    await writeAudit(tx, actor, { entityType: GSP_ENTITY, entityId: id, action: 'UPDATE', changes });
    return toNode(row);
  });
}

/** PUT /api/gsp/node/{id}/move: under another parent of the right type (same period) and/or to another position. */
export async function moveNode(db: Database, actor: Actor, id: number, input: StrategyNodeMoveBody): Promise<StrategyNode> {
  return db.transaction(async (tx) => {
    const current = await lockNode(tx, id, input.version);
    const problem = await parentProblem(tx, current.type, input.parentId, current.periodId, current.id);
    if (problem) throw validationError({ parentId: problem });
    await placeAmongSiblings(tx, current, input.parentId, input.sortOrder);
    const [row] = await tx.update(strategyNode).set({ version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(strategyNode.id, id)).returning();
    const changes = diff(current, row, ['parentId', 'sortOrder']);
    if (changes.length > 0) await writeAudit(tx, actor, { entityType: GSP_ENTITY, entityId: id, action: 'UPDATE', changes });
    return toNode(row);
  });
}

/** DELETE /api/gsp/node/{id}: soft delete, refused while the node has children. */
export async function deleteNode(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockNode(tx, id, version);
    const [child] = await tx.select({ id: strategyNode.id }).from(strategyNode).where(and(eq(strategyNode.parentId, id), live)).limit(1);
    if (child) throw stateConflict(API_MESSAGES.gspDeleteHasChildren);
    await tx
      .update(strategyNode)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(strategyNode.id, id));
    await writeAudit(tx, actor, { entityType: GSP_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
