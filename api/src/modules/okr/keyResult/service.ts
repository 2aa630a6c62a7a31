import { randomUUID } from 'node:crypto';
import type { Page } from '@dure/shared/contracts';
import { KR_METRIC_TYPE, type KeyResult, type KeyResultBody, type KeyResultDetail, type KeyResultListQuery } from '@dure/shared/contracts/okr/keyResult';
import { OKR_HEALTH } from '@dure/shared/contracts/okr/goal';
import { API_MESSAGES } from '@dure/shared/messages';
import { type KrMilestone, WEIGHT_TOTAL, expectedPctOn, isoWeekOf, isoWeekStartOf } from '@dure/shared/okr';
import { type SQL, and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, checkIn, goal, keyResult, okrPeriod } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { isDate, kstDate } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { recordActivity } from '../../cross/activity/service';
import { GOAL_ENTITY, type GoalViewer, canManageGoal, canSeeGoal, goalViewerOf, isGoalAdmin, requireOpenPeriod, visibleGoals } from '../goal/access';
import { recomputeGoalChain } from '../goal/progress';
import { codesOf } from '../goal/service';

export const KR_ENTITY = 'KEY_RESULT';
type KrRow = typeof keyResult.$inferSelect;
type GoalRow = typeof goal.$inferSelect;
type FieldErrors = Record<string, string>;
const AUDITED = ['title', 'metricType', 'unit', 'currencyCode', 'startValue', 'targetValue', 'weightPct', 'ownerUserId', 'dueDate', 'milestones'] as const;
const live = eq(keyResult.deletedYn, 'N');
const num = (v: string | null) => (v === null ? null : Number(v));

/** Key result owner, goal owner or who manages the goal may edit a key result; owners of either check in. */
export const canEditKr = (viewer: GoalViewer, kr: Pick<KrRow, 'ownerUserId'>, parent: GoalRow) => kr.ownerUserId === viewer.userId || canManageGoal(viewer, parent);
export const canCheckInKr = (viewer: GoalViewer, kr: Pick<KrRow, 'ownerUserId'>, parent: GoalRow) =>
  kr.ownerUserId === viewer.userId || parent.ownerUserId === viewer.userId || isGoalAdmin(viewer);

/** A live key result of a goal the viewer may see (else 404), with its goal. */
export async function requireVisibleKr(db: Executor, viewer: GoalViewer, id: number, lock = false): Promise<{ kr: KrRow; parent: GoalRow }> {
  const query = db.select().from(keyResult).where(and(eq(keyResult.id, id), live));
  const [kr] = lock ? await query.for('update') : await query;
  if (!kr) throw notFound(API_MESSAGES.krNotFound);
  const [parent] = await db.select().from(goal).where(and(eq(goal.id, kr.goalId), eq(goal.deletedYn, 'N')));
  if (!parent || !canSeeGoal(viewer, parent)) throw notFound(API_MESSAGES.krNotFound);
  return { kr, parent };
}

// ---------------------------------------------------------------- reading

const columns = (today: string, count: SQL<number> = sql<number>`0`) => ({
  kr: keyResult,
  goalTitle: goal.title,
  goalStatus: goal.status,
  periodId: goal.periodId,
  periodCode: okrPeriod.code,
  ownerUserName: appUser.name,
  checkInDue: checkInDueSql(today),
  cappedCount: count,
  startDate: okrPeriod.startDate,
  endDate: okrPeriod.endDate,
  periodStatus: okrPeriod.status,
});

/** A key result of an ACTIVE goal still needs this ISO week's check-in: none since the week's Monday (the list's dueYn, the home page). */
export const checkInDueSql = (today: string) => sql<boolean>`(${goal.status} = 'ACTIVE' and coalesce(${keyResult.lastCheckInDate} < ${isoWeekStartOf(today)}, true))`;

type Joined = { kr: KrRow; goalTitle: string; goalStatus: GoalRow['status']; periodId: number; periodCode: string; ownerUserName: string | null; checkInDue: boolean };

const toKr = ({ kr, checkInDue, goalTitle, goalStatus, periodId, periodCode, ownerUserName }: Joined): KeyResult => ({
  id: kr.id,
  goalId: kr.goalId,
  goalTitle,
  goalStatus,
  periodId,
  periodCode,
  ownerUserName,
  title: kr.title,
  metricType: kr.metricType,
  unit: kr.unit,
  currencyCode: kr.currencyCode,
  startValue: num(kr.startValue),
  targetValue: num(kr.targetValue),
  currentValue: num(kr.currentValue),
  weightPct: kr.weightPct,
  ownerUserId: kr.ownerUserId,
  dueDate: kr.dueDate,
  milestones: kr.milestones,
  attainment: num(kr.attainment),
  progressPct: Number(kr.progressPct),
  health: kr.health,
  lastConfidence: kr.lastConfidence,
  lastCheckInDate: kr.lastCheckInDate,
  checkInCount: kr.checkInCount,
  checkInDueYn: checkInDue ? 'Y' : 'N',
  createdAt: kr.createdAt.toISOString(),
  updatedAt: kr.updatedAt.toISOString(),
  version: kr.version,
});

function from(db: Executor, today: string, count?: SQL<number>) {
  return db
    .select(columns(today, count))
    .from(keyResult)
    .innerJoin(goal, eq(goal.id, keyResult.goalId))
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .leftJoin(appUser, eq(appUser.id, keyResult.ownerUserId));
}

const SORTS: Record<string, SQL> = {
  title: sql`${keyResult.title}`,
  progressPct: sql`${keyResult.progressPct}`,
  health: sql`case ${keyResult.health} when 'OFF_TRACK' then 1 when 'AT_RISK' then 2 else 3 end`,
  weightPct: sql`${keyResult.weightPct}`,
  dueDate: sql`${keyResult.dueDate}`,
  lastCheckInDate: sql`${keyResult.lastCheckInDate}`,
  goalTitle: sql`${goal.title}`,
  ownerUserName: sql`${appUser.name}`,
  updatedAt: sql`${keyResult.updatedAt}`,
};

export async function listKeyResults(db: Database, caller: ScopeCaller, query: KeyResultListQuery, now: Date): Promise<Page<KeyResult>> {
  const viewer = await goalViewerOf(db, caller);
  const today = kstDate(now);
  const request = pageRequest(query);
  const conditions: (SQL | undefined)[] = [live, eq(goal.deletedYn, 'N'), visibleGoals(viewer)];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(ilike(keyResult.title, containsPattern(keyword)));
  if (query.goalId) conditions.push(eq(keyResult.goalId, query.goalId));
  if (query.periodId) conditions.push(eq(goal.periodId, query.periodId));
  const metrics = codesOf(query.metricTypeList, KR_METRIC_TYPE.codes, 'metricTypeList');
  if (metrics.length > 0) conditions.push(inArray(keyResult.metricType, metrics));
  const healths = codesOf(query.healthList, OKR_HEALTH.codes, 'healthList');
  if (healths.length > 0) conditions.push(inArray(keyResult.health, healths));
  if (query.ownerUserId) conditions.push(eq(keyResult.ownerUserId, query.ownerUserId));
  if (query.mineYn === 'Y') conditions.push(eq(keyResult.ownerUserId, caller.userId));
  if (query.dueYn === 'Y') conditions.push(columns(today).checkInDue);
  const where = and(...conditions);
  const counted = () => db.select({ one: keyResult.id }).from(keyResult).innerJoin(goal, eq(goal.id, keyResult.goalId)).where(where);
  const rows = await from(db, today, cappedCount(counted()))
    .where(where)
    .orderBy(...listOrder(query.sort, SORTS, 'updatedAt,desc', [desc(keyResult.id)], { nullsLast: true }))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, toKr, counted);
}

export async function getKeyResult(db: Database, caller: ScopeCaller, id: number, now: Date): Promise<KeyResultDetail> {
  const viewer = await goalViewerOf(db, caller);
  const { kr, parent } = await requireVisibleKr(db, viewer, id);
  const today = kstDate(now);
  const [row] = await from(db, today).where(eq(keyResult.id, id));
  const { startDate, endDate, periodStatus, cappedCount: _c, ...joined } = row;
  const open = periodStatus !== 'CLOSED' && (parent.status === 'DRAFT' || parent.status === 'ACTIVE');
  return {
    ...toKr(joined),
    periodStartDate: startDate,
    periodEndDate: endDate,
    expectedPct: expectedPctOn(startDate, endDate, today),
    canEdit: open && canEditKr(viewer, kr, parent),
    canCheckIn: periodStatus !== 'CLOSED' && parent.status === 'ACTIVE' && canCheckInKr(viewer, kr, parent),
  };
}

// ---------------------------------------------------------------- writing

type KrValues = Partial<Omit<KrRow, 'id' | 'createdAt' | 'updatedAt' | 'version'>>;

/** Values of a key result as they will be stored, with Korean field messages (DOMAIN §5 KeyResult). */
function parseKr(input: KeyResultBody, current: KrRow | null, locked: boolean): { values: KrValues; errors: FieldErrors } {
  const values: KrValues = {};
  const errors: FieldErrors = {};
  if (input.title !== undefined || !current) {
    const title = input.title?.trim();
    if (!title) errors.title = API_MESSAGES.krTitleRequired;
    else values.title = title;
  }
  if (input.metricType !== undefined) {
    const code = input.metricType.trim().toUpperCase();
    if (!KR_METRIC_TYPE.codes.includes(code as KrRow['metricType'])) errors.metricType = API_MESSAGES.fieldChoice;
    else values.metricType = code as KrRow['metricType'];
  } else if (!current) values.metricType = 'NUMBER';
  const metric = values.metricType ?? current?.metricType ?? 'NUMBER';
  if (locked && ((values.metricType && values.metricType !== current!.metricType) || (input.startValue !== undefined && num(current!.startValue) !== input.startValue))) {
    errors.metricType = API_MESSAGES.krMetricLocked;
  }
  if (input.weightPct !== undefined) {
    if (input.weightPct < 1 || input.weightPct > WEIGHT_TOTAL) errors.weightPct = API_MESSAGES.krWeightRange;
    else values.weightPct = input.weightPct;
  } else if (!current) errors.weightPct = API_MESSAGES.krWeightRange;
  if (input.unit !== undefined) values.unit = input.unit?.trim() || null;
  if (input.currencyCode !== undefined) values.currencyCode = input.currencyCode?.trim().toUpperCase() || null;
  if (input.ownerUserId !== undefined) values.ownerUserId = input.ownerUserId;
  if (input.dueDate !== undefined) {
    if (input.dueDate && !isDate(input.dueDate)) errors.dueDate = API_MESSAGES.krDueDate;
    else values.dueDate = input.dueDate || null;
  }
  if (metric === 'MILESTONE') {
    if (input.milestones !== undefined) {
      const previous = new Map((current?.milestones ?? []).map((m) => [m.id, m]));
      const milestones: KrMilestone[] = input.milestones.map((m) => ({ id: m.id && previous.has(m.id) ? m.id : randomUUID().slice(0, 8), name: m.name.trim(), weight: m.weight, doneYn: (m.id && previous.get(m.id)?.doneYn) || 'N' }));
      if (milestones.some((m) => !m.name)) errors.milestones = API_MESSAGES.krMilestoneName;
      else if (milestones.some((m) => m.weight <= 0)) errors.milestones = API_MESSAGES.krMilestoneWeights;
      values.milestones = milestones;
    }
    if ((values.milestones ?? current?.milestones ?? []).length === 0 && !errors.milestones) errors.milestones = API_MESSAGES.krMilestonesRequired;
    values.startValue = null;
    values.targetValue = null;
  } else {
    const start = input.startValue !== undefined ? input.startValue : num(current?.startValue ?? null);
    const target = input.targetValue !== undefined ? input.targetValue : num(current?.targetValue ?? null);
    if (start === null || target === null) errors.targetValue = API_MESSAGES.krValuesRequired;
    else if (start === target) errors.targetValue = API_MESSAGES.krTargetEqualsStart;
    else if (metric === 'PERCENT' && [start, target].some((v) => v < 0 || v > 100)) errors.targetValue = API_MESSAGES.krPercentRange;
    else {
      values.startValue = String(start);
      values.targetValue = String(target);
    }
    if (metric === 'NUMBER' && !(values.unit ?? current?.unit)) errors.unit = API_MESSAGES.krUnitRequired;
    if (metric === 'CURRENCY' && !(values.currencyCode ?? current?.currencyCode)) values.currencyCode = 'KRW';
    if (input.milestones !== undefined || current?.metricType === 'MILESTONE') values.milestones = [];
  }
  return { values, errors };
}

async function requireOwner(tx: Executor, userId: number, errors: FieldErrors): Promise<void> {
  const [user] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  if (!user) errors.ownerUserId = API_MESSAGES.goalOwnerNotFound;
}

/** The goal of a key result write: visible, managed or owned by the caller, DRAFT or ACTIVE, in an open period. */
async function writableGoal(tx: Executor, viewer: GoalViewer, goalId: number, krOwner: number | null): Promise<GoalRow> {
  const [parent] = await tx.select().from(goal).where(and(eq(goal.id, goalId), eq(goal.deletedYn, 'N'))).for('update');
  if (!parent || !canSeeGoal(viewer, parent)) throw validationError({ goalId: API_MESSAGES.goalNotFound });
  if (!(krOwner === viewer.userId && krOwner !== null) && !canManageGoal(viewer, parent)) throw forbidden(API_MESSAGES.krWriteForbidden);
  await requireOpenPeriod(tx, parent.periodId);
  if (parent.status !== 'DRAFT' && parent.status !== 'ACTIVE') throw stateConflict(API_MESSAGES.okrPeriodClosed);
  return parent;
}

export async function createKeyResult(db: Database, actor: Actor, caller: ScopeCaller, input: KeyResultBody): Promise<KeyResultDetail> {
  if (!input.goalId) throw validationError({ goalId: API_MESSAGES.krGoalRequired });
  const viewer = await goalViewerOf(db, caller);
  const { values, errors } = parseKr(input, null, false);
  const id = await db.transaction(async (tx) => {
    const parent = await writableGoal(tx, viewer, input.goalId!, null);
    values.ownerUserId ??= parent.ownerUserId;
    await requireOwner(tx, values.ownerUserId, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const [row] = await tx
      .insert(keyResult)
      .values({ ...(values as Required<Pick<KrRow, 'title' | 'metricType' | 'ownerUserId'>>), ...values, goalId: parent.id, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, { entityType: KR_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    await recordActivity(tx, actor, { targetType: GOAL_ENTITY, targetId: parent.id, verb: 'UPDATED', summary: `핵심결과 추가: ${row.title}` });
    await recomputeGoalChain(tx, parent.id, kstDate(actor.now));
    return row.id;
  });
  return getKeyResult(db, caller, id, actor.now);
}

export async function updateKeyResult(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: KeyResultBody): Promise<KeyResultDetail> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const { kr: current } = await requireVisibleKr(tx, viewer, id, true);
    await writableGoal(tx, viewer, current.goalId, current.ownerUserId);
    if (input.version !== current.version) throw staleVersion();
    const { values, errors } = parseKr(input, current, current.checkInCount > 0);
    if (values.ownerUserId) await requireOwner(tx, values.ownerUserId, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const [row] = await tx
      .update(keyResult)
      .set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(keyResult.id, id))
      .returning();
    await writeAudit(tx, actor, { entityType: KR_ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, row, AUDITED) });
    await recomputeGoalChain(tx, current.goalId, kstDate(actor.now));
  });
  return getKeyResult(db, caller, id, actor.now);
}

export async function deleteKeyResult(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<void> {
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const { kr: current } = await requireVisibleKr(tx, viewer, id, true);
    const parent = await writableGoal(tx, viewer, current.goalId, null);
    if (current.version !== version) throw staleVersion();
    if (parent.status !== 'DRAFT' && current.checkInCount > 0) throw stateConflict(API_MESSAGES.krMetricLocked);
    await tx.update(keyResult).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(keyResult.id, id));
    await writeAudit(tx, actor, { entityType: KR_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
    await recomputeGoalChain(tx, current.goalId, kstDate(actor.now));
  });
}

/** Rows of check-ins of a key result, newest first (helper for the check-in module). */
export const checkInsOf = (db: Executor, krId: number) => db.select().from(checkIn).where(and(eq(checkIn.krId, krId), eq(checkIn.deletedYn, 'N'))).orderBy(desc(checkIn.checkInDate), desc(checkIn.id));
export { isoWeekOf };
