import type { Page } from '@dure/shared/contracts';
import {
  CHECKIN_CADENCE,
  OKR_PERIOD_STATUS,
  OKR_PERIOD_TRANSITIONS,
  OKR_PERIOD_TYPE,
  type OkrCopyForwardBody,
  type OkrCopyForwardResult,
  type OkrPeriod,
  type OkrPeriodBody,
  type OkrPeriodListQuery,
  type OkrPeriodStatus,
  type OkrReparentBody,
  type OkrReparentResult,
  type PickedOkrPeriod,
} from '@dure/shared/contracts/okr/period';
import { can } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { goal, keyResult, okrPeriod } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { isDate, kstDate } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { alignGoal, codesOf } from '../goal/service';

export const PERIOD_ENTITY = 'OKR_PERIOD';
type PeriodRow = typeof okrPeriod.$inferSelect;
const AUDITED = ['code', 'name', 'type', 'startDate', 'endDate', 'parentPeriodId', 'checkInCadence', 'status'] as const;
const live = eq(okrPeriod.deletedYn, 'N');
const parent = alias(okrPeriod, 'parent_period');
const CODE = /^[A-Z0-9-]{1,20}$/;
const TYPE_RANK = { YEAR: 3, HALF: 2, QUARTER: 1 } as const;

const columns = {
  row: okrPeriod,
  parentPeriodCode: parent.code,
  goalCount: sql<number>`(select count(*) from goal g where g.period_id = ${okrPeriod.id} and g.deleted_yn = 'N')`.mapWith(Number),
  openGoalCount: sql<number>`(select count(*) from goal g where g.period_id = ${okrPeriod.id} and g.deleted_yn = 'N' and g.status in ('DRAFT', 'ACTIVE'))`.mapWith(Number),
};

const toPeriod = ({ row, parentPeriodCode, goalCount, openGoalCount }: { row: PeriodRow; parentPeriodCode: string | null; goalCount: number; openGoalCount: number }): OkrPeriod => ({
  id: row.id,
  code: row.code,
  name: row.name,
  type: row.type,
  startDate: row.startDate,
  endDate: row.endDate,
  parentPeriodId: row.parentPeriodId,
  parentPeriodCode,
  checkInCadence: row.checkInCadence,
  status: row.status,
  goalCount,
  openGoalCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const from = (db: Executor, count: SQL<number> = sql<number>`0`) => db.select({ ...columns, cappedCount: count }).from(okrPeriod).leftJoin(parent, eq(parent.id, okrPeriod.parentPeriodId));

const SORTS: Record<string, SQL> = {
  startDate: sql`${okrPeriod.startDate}`,
  code: sql`${okrPeriod.code}`,
  type: sql`case ${okrPeriod.type} when 'YEAR' then 1 when 'HALF' then 2 else 3 end`,
  status: sql`${okrPeriod.status}`,
  endDate: sql`${okrPeriod.endDate}`,
};

export async function listPeriods(db: Database, query: OkrPeriodListQuery): Promise<Page<OkrPeriod>> {
  const request = pageRequest(query);
  const conditions: (SQL | undefined)[] = [live];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(or(ilike(okrPeriod.code, containsPattern(keyword)), ilike(okrPeriod.name, containsPattern(keyword))));
  const types = codesOf(query.typeList, OKR_PERIOD_TYPE.codes, 'typeList');
  if (types.length > 0) conditions.push(inArray(okrPeriod.type, types));
  const statuses = codesOf(query.statusList, OKR_PERIOD_STATUS.codes, 'statusList');
  if (statuses.length > 0) conditions.push(inArray(okrPeriod.status, statuses));
  if (query.year) conditions.push(and(lte(okrPeriod.startDate, `${query.year}-12-31`), gte(okrPeriod.endDate, `${query.year}-01-01`)));
  const where = and(...conditions);
  const counted = () => db.select({ one: okrPeriod.id }).from(okrPeriod).where(where);
  const rows = await from(db, cappedCount(counted()))
    .where(where)
    .orderBy(...listOrder(query.sort, SORTS, 'startDate,asc', [SORTS.type, desc(okrPeriod.id)]))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, toPeriod, counted);
}

export async function getPeriod(db: Executor, id: number): Promise<OkrPeriod> {
  const [row] = await from(db).where(and(eq(okrPeriod.id, id), live));
  if (!row) throw notFound(API_MESSAGES.okrPeriodNotFound);
  return toPeriod(row);
}

/** The periods containing `today`, narrowest first (the first is the current one). */
export function containingNarrowestFirst<P extends Pick<PeriodRow, 'type' | 'startDate' | 'endDate'>>(periods: readonly P[], today: string): P[] {
  return periods.filter((p) => p.startDate <= today && p.endDate >= today).sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type]);
}

/** Every live period (newest first) for pickers; the current one is the shortest containing today. */
export async function pickPeriods(db: Executor, now: Date): Promise<PickedOkrPeriod[]> {
  const today = kstDate(now);
  const rows = await db.select().from(okrPeriod).where(live).orderBy(desc(okrPeriod.startDate), asc(SORTS.type)).limit(200);
  const [current] = containingNarrowestFirst(rows, today);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, type: r.type, startDate: r.startDate, endDate: r.endDate, status: r.status, currentYn: r.id === current?.id ? 'Y' : 'N' }));
}

function parsePeriod(input: OkrPeriodBody, current: PeriodRow | null) {
  const errors: Record<string, string> = {};
  const values: Partial<PeriodRow> = {};
  if (input.code !== undefined || !current) {
    const code = input.code?.trim().toUpperCase();
    if (!code) errors.code = API_MESSAGES.okrPeriodCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.okrPeriodCodeFormat;
    else values.code = code;
  }
  if (input.name !== undefined) values.name = input.name?.trim() || null;
  if (input.type !== undefined || !current) {
    const type = input.type?.trim().toUpperCase();
    if (!type || !OKR_PERIOD_TYPE.codes.includes(type as PeriodRow['type'])) errors.type = API_MESSAGES.fieldChoice;
    else values.type = type as PeriodRow['type'];
  }
  if (input.checkInCadence !== undefined) {
    const cadence = input.checkInCadence.trim().toUpperCase();
    if (!CHECKIN_CADENCE.codes.includes(cadence as PeriodRow['checkInCadence'])) errors.checkInCadence = API_MESSAGES.fieldChoice;
    else values.checkInCadence = cadence as PeriodRow['checkInCadence'];
  }
  for (const key of ['startDate', 'endDate'] as const) {
    if (input[key] === undefined && current) continue;
    const day = input[key]?.trim();
    if (!day || !isDate(day)) errors[key] = API_MESSAGES.okrPeriodDateRequired;
    else values[key] = day;
  }
  if (input.parentPeriodId !== undefined) values.parentPeriodId = input.parentPeriodId;
  const next = { ...current, ...values };
  if (!errors.startDate && !errors.endDate && next.startDate && next.endDate && next.endDate < next.startDate) errors.endDate = API_MESSAGES.okrPeriodDateOrder;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { values, next: next as PeriodRow };
}

/** Same-type periods never overlap; a parent is of a longer type and contains the period; codes are unique. */
async function checkPeriod(tx: Executor, next: PeriodRow, selfId: number | null): Promise<void> {
  const other = selfId === null ? undefined : ne(okrPeriod.id, selfId);
  const [overlap] = await tx
    .select({ code: okrPeriod.code })
    .from(okrPeriod)
    .where(and(live, other, eq(okrPeriod.type, next.type), lte(okrPeriod.startDate, next.endDate), gte(okrPeriod.endDate, next.startDate)))
    .limit(1);
  if (overlap) throw validationError({ startDate: fill(API_MESSAGES.okrPeriodOverlap, { code: overlap.code }) });
  const [taken] = await tx.select({ id: okrPeriod.id }).from(okrPeriod).where(and(live, other, eq(okrPeriod.code, next.code))).limit(1);
  if (taken) throw validationError({ code: API_MESSAGES.okrPeriodCodeDuplicate });
  if (next.parentPeriodId) {
    const [up] = await tx.select().from(okrPeriod).where(and(live, eq(okrPeriod.id, next.parentPeriodId)));
    if (!up || up.id === selfId) throw validationError({ parentPeriodId: API_MESSAGES.okrPeriodParentNotFound });
    if (TYPE_RANK[up.type] <= TYPE_RANK[next.type]) throw validationError({ parentPeriodId: API_MESSAGES.okrPeriodParentType });
    if (up.startDate > next.startDate || up.endDate < next.endDate) throw validationError({ parentPeriodId: API_MESSAGES.okrPeriodParentRange });
  }
}

export async function createPeriod(db: Database, actor: Actor, input: OkrPeriodBody): Promise<OkrPeriod> {
  const { values, next } = parsePeriod(input, null);
  const id = await db.transaction(async (tx) => {
    await checkPeriod(tx, next, null);
    const [row] = await tx
      .insert(okrPeriod)
      .values({ ...(values as Pick<PeriodRow, 'code' | 'type' | 'startDate' | 'endDate'>), createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, { entityType: PERIOD_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    return row.id;
  });
  return getPeriod(db, id);
}

async function lockPeriod(tx: Executor, id: number, version: number | undefined): Promise<PeriodRow> {
  const [row] = await tx.select().from(okrPeriod).where(and(eq(okrPeriod.id, id), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.okrPeriodNotFound);
  if (version === undefined || row.version !== version) throw staleVersion();
  return row;
}

const goalsOfPeriod = async (tx: Executor, id: number) => (await tx.select({ id: goal.id }).from(goal).where(and(eq(goal.periodId, id), eq(goal.deletedYn, 'N'))).limit(1)).length;

export async function updatePeriod(db: Database, actor: Actor, id: number, input: OkrPeriodBody): Promise<OkrPeriod> {
  await db.transaction(async (tx) => {
    const current = await lockPeriod(tx, id, input.version);
    if (current.status === 'CLOSED') throw stateConflict(API_MESSAGES.okrPeriodClosed);
    const { values, next } = parsePeriod(input, current);
    const moved = (['type', 'startDate', 'endDate'] as const).some((k) => values[k] !== undefined && values[k] !== current[k]);
    if (moved && (await goalsOfPeriod(tx, id)) > 0) throw validationError({ startDate: API_MESSAGES.okrPeriodDatesLocked });
    await checkPeriod(tx, next, id);
    const [row] = await tx.update(okrPeriod).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(okrPeriod.id, id)).returning();
    await writeAudit(tx, actor, { entityType: PERIOD_ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, row, AUDITED) });
  });
  return getPeriod(db, id);
}

/**
 * PLANNING → ACTIVE → REVIEW → CLOSED (REVIEW ↔ ACTIVE). Closing freezes the period: its ACTIVE goals close with the
 * score frozen (progress ÷ 100); reopening (CLOSED → REVIEW, OKR_MANAGEMENT_ADMIN) makes them ACTIVE again.
 */
export async function changePeriodStatus(db: Database, actor: Actor, caller: ScopeCaller, id: number, status: string, version: number): Promise<OkrPeriod> {
  const to = status.trim().toUpperCase() as OkrPeriodStatus;
  if (!OKR_PERIOD_STATUS.codes.includes(to)) throw validationError({ status: API_MESSAGES.fieldChoice });
  await db.transaction(async (tx) => {
    const current = await lockPeriod(tx, id, version);
    if (!OKR_PERIOD_TRANSITIONS[current.status].includes(to)) {
      throw stateConflict(fill(API_MESSAGES.okrPeriodTransition, { from: OKR_PERIOD_STATUS.labels[current.status], to: OKR_PERIOD_STATUS.labels[to] }));
    }
    if (current.status === 'CLOSED' && !can(caller.authorities, 'OKR_MANAGEMENT', 'ADMIN')) throw forbidden(API_MESSAGES.okrPeriodReopenForbidden);
    const stamp = { version: sql`${goal.version} + 1`, updatedAt: actor.now, updatedBy: actor.actorId };
    if (to === 'CLOSED') {
      await tx
        .update(goal)
        .set({ ...stamp, status: 'CLOSED', closedAt: actor.now, score: sql`round(least(greatest(${goal.progressPct}, 0), 100) / 100, 2)` })
        .where(and(eq(goal.periodId, id), eq(goal.deletedYn, 'N'), eq(goal.status, 'ACTIVE')));
    }
    if (current.status === 'CLOSED') {
      await tx.update(goal).set({ ...stamp, status: 'ACTIVE', closedAt: null, score: null }).where(and(eq(goal.periodId, id), eq(goal.deletedYn, 'N'), eq(goal.status, 'CLOSED')));
    }
    const [row] = await tx.update(okrPeriod).set({ status: to, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(okrPeriod.id, id)).returning();
    await writeAudit(tx, actor, { entityType: PERIOD_ENTITY, entityId: id, action: 'STATE', changes: diff(current, row, ['status'] as const) });
  });
  return getPeriod(db, id);
}

export async function deletePeriod(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockPeriod(tx, id, version);
    if (current.status !== 'PLANNING') throw stateConflict(API_MESSAGES.okrPeriodDeleteState);
    if ((await goalsOfPeriod(tx, id)) > 0) throw stateConflict(API_MESSAGES.okrPeriodDeleteInUse);
    await tx.update(okrPeriod).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1 }).where(eq(okrPeriod.id, id));
    await writeAudit(tx, actor, { entityType: PERIOD_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

/**
 * Copies the period's unfinished goals (DRAFT, ACTIVE; or the chosen ones) with their key results into another period
 * of the same type as DRAFTs: progress and check-ins start over, alignment is kept among the copies (or to a parent
 * whose period contains the target), weights are kept.
 */
export async function copyForward(db: Database, actor: Actor, id: number, input: OkrCopyForwardBody): Promise<OkrCopyForwardResult> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(okrPeriod).where(and(eq(okrPeriod.id, id), live));
    if (!source) throw notFound(API_MESSAGES.okrPeriodNotFound);
    const [target] = await tx.select().from(okrPeriod).where(and(eq(okrPeriod.id, input.targetPeriodId), live));
    if (!target) throw validationError({ targetPeriodId: API_MESSAGES.okrPeriodNotFound });
    if (target.id === source.id) throw validationError({ targetPeriodId: API_MESSAGES.okrCopyTargetSame });
    if (target.status === 'CLOSED') throw validationError({ targetPeriodId: API_MESSAGES.okrCopyTargetClosed });
    if (target.type !== source.type) throw validationError({ targetPeriodId: API_MESSAGES.okrCopyTargetType });
    const goals = await tx
      .select()
      .from(goal)
      .where(and(eq(goal.periodId, id), eq(goal.deletedYn, 'N'), inArray(goal.status, ['DRAFT', 'ACTIVE']), input.goalIds ? inArray(goal.id, input.goalIds) : undefined))
      .orderBy(asc(goal.depth), asc(goal.id));
    if (goals.length === 0) throw validationError({ goalIds: API_MESSAGES.okrCopyNothing });
    const copies = new Map<number, { id: number; depth: number }>();
    let keyResults = 0;
    for (const g of goals) {
      let parentGoalId: number | null = null;
      let depth = 1;
      if (g.parentGoalId && copies.has(g.parentGoalId)) {
        parentGoalId = copies.get(g.parentGoalId)!.id;
        depth = copies.get(g.parentGoalId)!.depth + 1;
      } else if (g.parentGoalId) {
        const [up] = await tx.select({ id: goal.id, depth: goal.depth, start: okrPeriod.startDate, end: okrPeriod.endDate }).from(goal).innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId)).where(eq(goal.id, g.parentGoalId));
        if (up && up.start <= target.startDate && up.end >= target.endDate) {
          parentGoalId = up.id;
          depth = up.depth + 1;
        }
      }
      const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...rest } = g;
      const [copy] = await tx
        .insert(goal)
        .values({
          ...rest,
          periodId: target.id,
          parentGoalId,
          depth,
          status: 'DRAFT',
          progressPct: '0',
          health: 'ON_TRACK',
          score: null,
          approvalRequestedAt: null,
          approverId: null,
          approvedAt: null,
          rejectReason: null,
          closedAt: null,
          copiedFromId: g.id,
          createdAt: actor.now,
          createdBy: actor.actorId,
          updatedAt: actor.now,
          updatedBy: actor.actorId,
        })
        .returning({ id: goal.id, depth: goal.depth });
      copies.set(g.id, copy);
      const krs = await tx.select().from(keyResult).where(and(eq(keyResult.goalId, g.id), eq(keyResult.deletedYn, 'N')));
      if (krs.length > 0) {
        await tx.insert(keyResult).values(
          krs.map(({ id: _k, createdAt: _kc, updatedAt: _ku, version: _kv, ...kr }) => ({
            ...kr,
            goalId: copy.id,
            currentValue: null,
            attainment: kr.metricType === 'MILESTONE' ? '0' : '0',
            progressPct: '0',
            health: 'ON_TRACK' as const,
            lastConfidence: null,
            lastCheckInDate: null,
            checkInCount: 0,
            milestones: kr.milestones.map((m) => ({ ...m, doneYn: 'N' as const })),
            createdAt: actor.now,
            createdBy: actor.actorId,
            updatedAt: actor.now,
            updatedBy: actor.actorId,
          })),
        );
        keyResults += krs.length;
      }
      await writeAudit(tx, actor, { entityType: 'GOAL', entityId: copy.id, action: 'CREATE', changes: [{ field: 'copiedFromId', old: null, new: g.id }] });
    }
    return { goals: copies.size, keyResults };
  });
}

/**
 * Moves goals of the period under another goal (or none), each with the re-align checks (cycles, the parent's period,
 * depth, who may write it). All or nothing: one goal that cannot move, or one not of this period, moves none.
 */
export async function reparentGoals(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: OkrReparentBody): Promise<OkrReparentResult> {
  return db.transaction(async (tx) => {
    const [period] = await tx.select({ id: okrPeriod.id }).from(okrPeriod).where(and(eq(okrPeriod.id, id), live));
    if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
    const wanted = [...new Set(input.goalIds)];
    const rows = await tx
      .select({ id: goal.id, version: goal.version })
      .from(goal)
      .where(and(eq(goal.periodId, id), eq(goal.deletedYn, 'N'), inArray(goal.id, wanted)))
      .orderBy(asc(goal.id));
    if (rows.length !== wanted.length) throw validationError({ goalIds: API_MESSAGES.okrReparentOutside });
    // Each re-align runs in a savepoint of this transaction, so a refusal rolls back the ones before it too.
    for (const row of rows) await alignGoal(tx, actor, caller, row.id, { parentGoalId: input.parentGoalId, version: row.version });
    return { moved: rows.length };
  });
}
