import { GMP_PARENT_TYPE, type GmpNode, type GmpNodeBody, type GmpNodeType, type GmpTree } from '@dure/shared/contracts/okr/gmp';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../../db/database';
import { appUser, department, gmpNode, marketSegment } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { type FieldErrors, type GmpValues, parseGmpNode } from './fields';

export const GMP_ENTITY = 'GMP_NODE';
type Caller = { userId: number };
type NodeRow = typeof gmpNode.$inferSelect;

/** Fields written to the audit trail. */
const AUDITED = [
  'type',
  'segmentId',
  'year',
  'parentId',
  'title',
  'offering',
  'valueProposition',
  'channels',
  'targetRevenue',
  'ownerUserId',
  'ownerDeptId',
  'dueDate',
  'status',
] as const satisfies readonly (keyof NodeRow)[];

const live = eq(gmpNode.deletedYn, 'N');
const TYPE_RANK = sql`case ${gmpNode.type} when 'PLAN' then 1 when 'INITIATIVE' then 2 else 3 end`;

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

// ---------------------------------------------------------------- read

/**
 * Σ of a segment's sales plan for a year: the sales target of the latest revision of each month's
 * SEGMENT cell (crm SalesPlan, keyed by the segment's id); null when no month is planned.
 */
export async function salesPlanTotal(db: Executor, segmentId: number, year: number): Promise<number | null> {
  const [row] = await rowsOf<{ total: string | number | null; cells: string | number }>(
    db,
    sql`select sum(sp.sales_target) as total, count(*) as cells from sales_plan sp
      where sp.deleted_yn = 'N' and sp.dimension = 'SEGMENT' and sp.key_id = ${segmentId}
        and sp.ym between ${`${year}-01`} and ${`${year}-12`}
        and sp.revision_no = (select max(x.revision_no) from sales_plan x
          where x.deleted_yn = 'N' and x.dimension = 'SEGMENT' and x.key_id = sp.key_id and x.ym = sp.ym)`,
  );
  return Number(row?.cells ?? 0) === 0 ? null : Number(row.total);
}

/** A PLAN is flagged when its target differs from the segment's sales plan total (either missing counts as 0). */
const mismatchOf = (type: GmpNodeType, target: number | null, total: number | null) => type === 'PLAN' && (target ?? 0) !== (total ?? 0);

function selectNodes(db: Executor, where: SQL | undefined) {
  return db
    .select({ node: gmpNode, ownerUserName: appUser.name, ownerDeptName: department.name })
    .from(gmpNode)
    .leftJoin(appUser, eq(appUser.id, gmpNode.ownerUserId))
    .leftJoin(department, eq(department.id, gmpNode.ownerDeptId))
    .where(where)
    .orderBy(TYPE_RANK, asc(gmpNode.sortOrder), asc(gmpNode.id));
}

type Selected = Awaited<ReturnType<typeof selectNodes>>[number];

function toNode({ node: n, ownerUserName, ownerDeptName }: Selected, total: number | null): GmpNode {
  return {
    id: n.id,
    type: n.type,
    segmentId: n.segmentId,
    year: n.year,
    parentId: n.parentId,
    title: n.title,
    offering: n.offering,
    valueProposition: n.valueProposition,
    channels: n.channels,
    targetRevenue: n.targetRevenue,
    ownerUserId: n.ownerUserId,
    ownerUserName,
    ownerDeptId: n.ownerDeptId,
    ownerDeptName,
    dueDate: n.dueDate,
    status: n.status,
    sortOrder: n.sortOrder,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    version: n.version,
    targetMismatch: mismatchOf(n.type, n.targetRevenue, total),
  };
}

async function liveSegment(db: Executor, id: number) {
  const [row] = await db
    .select({ id: marketSegment.id, code: marketSegment.code, name: marketSegment.name })
    .from(marketSegment)
    .where(and(eq(marketSegment.id, id), eq(marketSegment.deletedYn, 'N')));
  return row;
}

/** GET /api/gmp/tree: a segment's plans for a year, parents before children, with the sales plan check. */
export async function gmpTree(db: Executor, segmentId: number, year: number): Promise<GmpTree> {
  const segment = await liveSegment(db, segmentId);
  if (!segment) throw notFound(API_MESSAGES.gmpSegmentNotFound);
  const total = await salesPlanTotal(db, segmentId, year);
  const rows = await selectNodes(db, and(live, eq(gmpNode.segmentId, segmentId), eq(gmpNode.year, year)));
  return { segmentId, segmentCode: segment.code, segmentName: segment.name, year, salesPlanTotal: total, nodes: rows.map((r) => toNode(r, total)) };
}

/** GET /api/gmp/:id: one node with the check of its plan. */
export async function getGmpNode(db: Executor, id: number): Promise<GmpNode> {
  const [row] = await selectNodes(db, and(live, eq(gmpNode.id, id)));
  if (!row) throw notFound(API_MESSAGES.gmpNodeNotFound);
  const total = row.node.type === 'PLAN' ? await salesPlanTotal(db, row.node.segmentId, row.node.year) : null;
  return toNode(row, total);
}

// ---------------------------------------------------------------- write

type Placement = { parentId: number | null; segmentId: number; year: number };

const PARENT_RULE: Record<GmpNodeType, string> = {
  PLAN: API_MESSAGES.gmpPlanAtRoot,
  INITIATIVE: API_MESSAGES.gmpInitiativeUnderPlan,
  ACTION: API_MESSAGES.gmpActionUnderInitiative,
};

/**
 * Where a node of `type` may stand: a PLAN at the root of a live segment's year, an INITIATIVE under a
 * PLAN, an ACTION under an INITIATIVE; a child takes its parent's segment and year (a different one given is an error).
 */
async function place(tx: Executor, type: GmpNodeType, want: { parentId: number | null; segmentId: number | null; year: number | null }, errors: FieldErrors): Promise<Placement | null> {
  const parentType = GMP_PARENT_TYPE[type];
  if (parentType === null) {
    if (want.parentId !== null) errors.parentId = PARENT_RULE.PLAN;
    if (want.segmentId === null) errors.segmentId = API_MESSAGES.gmpSegmentRequired;
    else if (!(await liveSegment(tx, want.segmentId))) errors.segmentId = API_MESSAGES.gmpSegmentNotFound;
    if (want.year === null) errors.year = API_MESSAGES.gmpYearRange;
    return want.segmentId !== null && want.year !== null ? { parentId: null, segmentId: want.segmentId, year: want.year } : null;
  }
  if (want.parentId === null) {
    errors.parentId = PARENT_RULE[type];
    return null;
  }
  const [parent] = await tx.select().from(gmpNode).where(and(live, eq(gmpNode.id, want.parentId)));
  if (!parent) errors.parentId = API_MESSAGES.gmpParentNotFound;
  else if (parent.type !== parentType) errors.parentId = PARENT_RULE[type];
  else if ((want.segmentId !== null && want.segmentId !== parent.segmentId) || (want.year !== null && want.year !== parent.year)) errors.parentId = API_MESSAGES.gmpParentOtherTree;
  return parent ? { parentId: parent.id, segmentId: parent.segmentId, year: parent.year } : null;
}

async function checkOwner(tx: Executor, ownerUserId: number | null | undefined, errors: FieldErrors): Promise<number | null> {
  if (!ownerUserId) return null;
  const [user] = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.id, ownerUserId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  if (!user) errors.ownerUserId = API_MESSAGES.gmpOwnerNotFound;
  return user?.deptId ?? null;
}

/** The next sort order among a parent's children (or a tree's plans). */
async function nextSortOrder(tx: Executor, p: Placement): Promise<number> {
  const siblings = p.parentId === null ? and(sql`${gmpNode.parentId} is null`, eq(gmpNode.segmentId, p.segmentId), eq(gmpNode.year, p.year)) : eq(gmpNode.parentId, p.parentId);
  const [row] = await tx.select({ max: sql<number | null>`max(${gmpNode.sortOrder})`.mapWith((v) => (v === null ? null : Number(v))) }).from(gmpNode).where(and(live, siblings));
  return (row?.max ?? -1) + 1;
}

/** Puts a node at `index` among its siblings under `p` and renumbers them (an order only: their versions stay). */
async function reorder(tx: Executor, id: number, p: Placement, index: number): Promise<void> {
  const siblings = p.parentId === null ? and(sql`${gmpNode.parentId} is null`, eq(gmpNode.segmentId, p.segmentId), eq(gmpNode.year, p.year)) : eq(gmpNode.parentId, p.parentId);
  const rows = await tx
    .select({ id: gmpNode.id, sortOrder: gmpNode.sortOrder })
    .from(gmpNode)
    .where(and(live, siblings, sql`${gmpNode.id} <> ${id}`))
    .orderBy(asc(gmpNode.sortOrder), asc(gmpNode.id));
  const order = rows.map((r) => r.id);
  order.splice(Math.min(index, order.length), 0, id);
  for (const [i, nodeId] of order.entries()) {
    const row = rows.find((r) => r.id === nodeId);
    if (row?.sortOrder !== i) await tx.update(gmpNode).set({ sortOrder: i }).where(eq(gmpNode.id, nodeId));
  }
}

/** POST /api/gmp: a node where the tree rules allow it. */
export async function createGmpNode(db: Database, actor: Actor, caller: Caller, input: GmpNodeBody): Promise<GmpNode> {
  const { version: _version, ...fields } = input;
  const { values, errors } = parseGmpNode({ type: undefined, title: undefined, ...fields });
  if (!values.type && !errors.type) errors.type = API_MESSAGES.gmpTypeRequired;
  if (!values.title && !errors.title) errors.title = API_MESSAGES.gmpTitleRequired;
  failIf(errors);
  const id = await db.transaction(async (tx) => {
    const placement = await place(tx, values.type!, { parentId: values.parentId ?? null, segmentId: values.segmentId ?? null, year: values.year ?? null }, errors);
    const ownerUserId = values.ownerUserId ?? caller.userId;
    const ownerDeptId = await checkOwner(tx, ownerUserId, errors);
    failIf(errors);
    const [inserted] = await tx
      .insert(gmpNode)
      .values({
        ...values,
        type: values.type!,
        title: values.title!,
        ...placement!,
        ownerUserId,
        ownerDeptId,
        sortOrder: await nextSortOrder(tx, placement!),
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, { entityType: GMP_ENTITY, entityId: inserted.id, action: 'CREATE', changes: created(inserted, AUDITED) });
    return inserted.id;
  });
  return getGmpNode(db, id);
}

async function lockNode(tx: Executor, id: number, version: number | undefined, errors: FieldErrors): Promise<NodeRow> {
  const [row] = await tx.select().from(gmpNode).where(and(eq(gmpNode.id, id), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.gmpNodeNotFound);
  if (version === undefined) {
    errors.version = API_MESSAGES.fieldRequired;
    failIf(errors);
  }
  if (row.version !== version) throw staleVersion();
  return row;
}

/**
 * PUT /api/gmp/:id and its move: the version must match (409 otherwise, nothing written). The type stays;
 * a new parent (or a plan's new segment or year) follows the tree rules and carries the node's subtree along.
 */
export async function updateGmpNode(db: Database, actor: Actor, id: number, input: GmpNodeBody & { index?: number }): Promise<GmpNode> {
  const { version, index, ...fields } = input;
  const { values, errors } = parseGmpNode(fields);
  failIf(errors);
  await db.transaction(async (tx) => {
    const current = await lockNode(tx, id, version, errors);
    if (values.type && values.type !== current.type) errors.type = API_MESSAGES.gmpTypeFixed;
    const structural = 'parentId' in values || 'segmentId' in values || 'year' in values;
    const { parentId: _p, segmentId: _s, year: _y, ...content } = values;
    const next: Omit<GmpValues, keyof Placement> & Partial<Placement> = content;
    if (structural) {
      const moved = current.type !== 'PLAN' && values.parentId !== undefined && values.parentId !== current.parentId;
      const placement = await place(
        tx,
        current.type,
        {
          parentId: values.parentId !== undefined ? values.parentId : current.parentId,
          // A child moved under another parent takes that parent's segment and year.
          segmentId: moved ? (values.segmentId ?? null) : values.segmentId !== undefined ? values.segmentId : current.segmentId,
          year: moved ? (values.year ?? null) : values.year !== undefined ? values.year : current.year,
        },
        errors,
      );
      if (placement) Object.assign(next, placement);
    }
    let ownerDeptId = current.ownerDeptId;
    if (values.ownerUserId !== undefined && values.ownerUserId !== current.ownerUserId) ownerDeptId = await checkOwner(tx, values.ownerUserId, errors);
    failIf(errors);
    delete next.type;
    const after = { ...next, ownerDeptId } as Partial<NodeRow>;
    const changes = diff(current, after, AUDITED);
    const placed: Placement = { parentId: next.parentId ?? current.parentId, segmentId: next.segmentId ?? current.segmentId, year: next.year ?? current.year };
    if (index !== undefined) await reorder(tx, id, placed, index);
    if (changes.length === 0) return;
    if (index === undefined && placed.parentId !== current.parentId) after.sortOrder = await nextSortOrder(tx, placed);
    await tx
      .update(gmpNode)
      .set({ ...after, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(gmpNode.id, id));
    if ((next.segmentId !== undefined && next.segmentId !== current.segmentId) || (next.year !== undefined && next.year !== current.year)) {
      // The subtree follows: children and grandchildren take the node's new segment and year.
      const children = tx.select({ id: gmpNode.id }).from(gmpNode).where(eq(gmpNode.parentId, id));
      await tx
        .update(gmpNode)
        .set({ segmentId: next.segmentId, year: next.year, updatedAt: actor.now, updatedBy: actor.actorId, version: sql`${gmpNode.version} + 1` })
        .where(or(eq(gmpNode.parentId, id), inArray(gmpNode.parentId, children)));
    }
    await writeAudit(tx, actor, { entityType: GMP_ENTITY, entityId: id, action: 'UPDATE', changes });
  });
  return getGmpNode(db, id);
}

/** DELETE /api/gmp/:id: soft delete, refused while the node has children. */
export async function deleteGmpNode(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNode(tx, id, version, {});
    const [child] = await tx.select({ id: gmpNode.id }).from(gmpNode).where(and(eq(gmpNode.parentId, id), live)).limit(1);
    if (child) throw stateConflict(API_MESSAGES.gmpDeleteHasChildren);
    await tx.update(gmpNode).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: sql`${gmpNode.version} + 1` }).where(eq(gmpNode.id, id));
    await writeAudit(tx, actor, { entityType: GMP_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
