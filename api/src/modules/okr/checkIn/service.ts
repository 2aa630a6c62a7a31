import type { CheckIn, CheckInBody } from '@dure/shared/contracts/okr/checkIn';
import { API_MESSAGES } from '@dure/shared/messages';
import { checkInNeedsComment, isCheckInLocked, isoWeekOf } from '@dure/shared/okr';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, checkIn, goal, keyResult, okrPeriod } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { fill } from '../../../lib/messages';
import { forbidden, notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { isDate, kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { goalViewerOf, requireOpenPeriod } from '../goal/access';
import { recomputeGoalChain } from '../goal/progress';
import { KR_ENTITY, canCheckInKr, requireVisibleKr } from '../keyResult/service';

const CHECKIN_ENTITY = 'CHECK_IN';
type CheckInRow = typeof checkIn.$inferSelect;
type KrRow = typeof keyResult.$inferSelect;
const AUDITED = ['checkInDate', 'value', 'doneMilestoneIds', 'confidence', 'comment', 'blockers'] as const;
const num = (v: string | null) => (v === null ? null : Number(v));

const toCheckIn = (row: CheckInRow & { createdByName: string | null }, today: string, periodClosed: boolean): CheckIn => ({
  id: row.id,
  krId: row.krId,
  checkInDate: row.checkInDate,
  isoWeek: row.isoWeek,
  value: num(row.value),
  doneMilestoneIds: row.doneMilestoneIds,
  confidence: row.confidence,
  comment: row.comment,
  blockers: row.blockers,
  progressSnapshot: Number(row.progressSnapshot),
  countedYn: row.countedYn,
  lockedYn: periodClosed || isCheckInLocked(row.checkInDate, today) ? 'Y' : 'N',
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** A key result's check-ins, newest first (the chart counts countedYn = Y: the latest of each ISO week). */
export async function listCheckIns(db: Database, caller: ScopeCaller, krId: number, now: Date): Promise<CheckIn[]> {
  const viewer = await goalViewerOf(db, caller);
  const { parent } = await requireVisibleKr(db, viewer, krId);
  const [period] = await db.select({ status: okrPeriod.status }).from(okrPeriod).where(eq(okrPeriod.id, parent.periodId));
  const rows = await db
    .select({ row: checkIn, createdByName: appUser.name })
    .from(checkIn)
    .leftJoin(appUser, eq(appUser.id, checkIn.createdBy))
    .where(and(eq(checkIn.krId, krId), eq(checkIn.deletedYn, 'N')))
    .orderBy(desc(checkIn.checkInDate), desc(checkIn.id));
  const today = kstDate(now);
  return rows.map((r) => toCheckIn({ ...r.row, createdByName: r.createdByName }, today, period.status === 'CLOSED'));
}

type Parsed = { checkInDate: string; value: string | null; doneMilestoneIds: string[]; confidence: number; comment: string | null; blockers: string | null };

/** DOMAIN §5 CheckIn: date ≤ today inside the period, confidence 1–10, value (MILESTONE: known done ids), comment when confidence ≤ 4 or the value drops. */
function parseCheckIn(input: CheckInBody, kr: KrRow, period: { startDate: string; endDate: string }, today: string): Parsed {
  const errors: Record<string, string> = {};
  const checkInDate = input.checkInDate?.trim() || today;
  if (!isDate(checkInDate)) errors.checkInDate = API_MESSAGES.checkInDateFormat;
  else if (checkInDate > today) errors.checkInDate = API_MESSAGES.checkInDateFuture;
  else if (checkInDate < period.startDate || checkInDate > period.endDate) errors.checkInDate = fill(API_MESSAGES.checkInDateOutside, { start: period.startDate, end: period.endDate });
  if (!Number.isInteger(input.confidence) || input.confidence < 1 || input.confidence > 10) errors.confidence = API_MESSAGES.checkInConfidence;
  let value: number | null = null;
  let doneMilestoneIds: string[] = [];
  let milestonesUndone = false;
  if (kr.metricType === 'MILESTONE') {
    const known = new Set(kr.milestones.map((m) => m.id));
    doneMilestoneIds = [...new Set(input.doneMilestoneIds ?? [])];
    if (doneMilestoneIds.some((id) => !known.has(id))) errors.doneMilestoneIds = API_MESSAGES.checkInMilestoneUnknown;
    milestonesUndone = kr.milestones.some((m) => m.doneYn === 'Y' && !doneMilestoneIds.includes(m.id));
  } else if (input.value === null || input.value === undefined || !Number.isFinite(input.value)) {
    errors.value = API_MESSAGES.checkInValueRequired;
  } else value = input.value;
  const comment = input.comment?.trim() || null;
  const decreasing = Number(kr.targetValue) < Number(kr.startValue);
  const previous = num(kr.currentValue);
  if (!errors.confidence && !comment && checkInNeedsComment({ confidence: input.confidence, value, previous, decreasing, milestonesUndone })) {
    errors.comment = API_MESSAGES.checkInCommentRequired;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { checkInDate, value: value === null ? null : String(value), doneMilestoneIds, confidence: input.confidence, comment, blockers: input.blockers?.trim() || null };
}

/**
 * After a check-in write: the latest check-in of each ISO week counts; the key result takes the latest one's value
 * (milestones: done ids), confidence and date; figures roll up the goal chain; the snapshot keeps the new progress.
 * A key result turning OFF_TRACK (or found so by its first check-in) notifies the goal's owner and the parent goal's owner (N-KR-OFF-TRACK).
 */
async function settle(tx: Executor, actor: Actor, kr: KrRow, written: CheckInRow): Promise<void> {
  const sameWeek = await tx
    .select({ id: checkIn.id })
    .from(checkIn)
    .where(and(eq(checkIn.krId, kr.id), eq(checkIn.isoWeek, written.isoWeek), eq(checkIn.deletedYn, 'N')))
    .orderBy(desc(checkIn.checkInDate), desc(checkIn.id));
  for (const [i, row] of sameWeek.entries()) await tx.update(checkIn).set({ countedYn: i === 0 ? 'Y' : 'N' }).where(eq(checkIn.id, row.id));
  const all = await tx.select().from(checkIn).where(and(eq(checkIn.krId, kr.id), eq(checkIn.deletedYn, 'N'))).orderBy(desc(checkIn.checkInDate), desc(checkIn.id));
  const latest = all[0];
  await tx
    .update(keyResult)
    .set({
      currentValue: kr.metricType === 'MILESTONE' ? null : latest.value,
      milestones: kr.milestones.map((m) => ({ ...m, doneYn: latest.doneMilestoneIds.includes(m.id) ? 'Y' : 'N' })),
      lastConfidence: latest.confidence,
      lastCheckInDate: latest.checkInDate,
      checkInCount: all.length,
    })
    .where(eq(keyResult.id, kr.id));
  await recomputeGoalChain(tx, kr.goalId, kstDate(actor.now));
  const [after] = await tx.select({ progressPct: keyResult.progressPct, health: keyResult.health }).from(keyResult).where(eq(keyResult.id, kr.id));
  await tx.update(checkIn).set({ progressSnapshot: after.progressPct }).where(eq(checkIn.id, written.id));
  // The first check-in counts as a change: before it the health stood on progress alone.
  if (after.health === 'OFF_TRACK' && (kr.health !== 'OFF_TRACK' || kr.checkInCount === 0)) {
    const [parent] = await tx.select({ id: goal.id, title: goal.title, ownerUserId: goal.ownerUserId, parentGoalId: goal.parentGoalId }).from(goal).where(eq(goal.id, kr.goalId));
    const [grand] = parent.parentGoalId ? await tx.select({ ownerUserId: goal.ownerUserId }).from(goal).where(eq(goal.id, parent.parentGoalId)) : [];
    await notify(tx, {
      userIds: [parent.ownerUserId, ...(grand ? [grand.ownerUserId] : [])],
      category: 'OKR',
      type: 'KR_OFF_TRACK',
      title: '핵심결과가 위험 상태입니다',
      body: `「${parent.title}」의 핵심결과 「${kr.title}」 진척률 ${Number(after.progressPct)}%, 자신감 ${latest.confidence}.`,
      contentLocation: `/keyresult/${kr.id}`,
      targetType: KR_ENTITY,
      targetId: kr.id,
      actorId: actor.actorId,
      now: actor.now,
    });
  }
}

async function lockForCheckIn(tx: Executor, caller: ScopeCaller, krId: number) {
  const viewer = await goalViewerOf(tx, caller);
  const { kr, parent } = await requireVisibleKr(tx, viewer, krId, true);
  const period = await requireOpenPeriod(tx, parent.periodId);
  if (!canCheckInKr(viewer, kr, parent)) throw forbidden(API_MESSAGES.checkInForbidden);
  if (parent.status !== 'ACTIVE') throw stateConflict(API_MESSAGES.checkInGoalState);
  return { kr, period };
}

export async function createCheckIn(db: Database, actor: Actor, caller: ScopeCaller, krId: number, input: CheckInBody): Promise<CheckIn> {
  const today = kstDate(actor.now);
  const id = await db.transaction(async (tx) => {
    const { kr, period } = await lockForCheckIn(tx, caller, krId);
    const values = parseCheckIn(input, kr, period, today);
    const [row] = await tx
      .insert(checkIn)
      .values({ ...values, krId, isoWeek: isoWeekOf(values.checkInDate), progressSnapshot: kr.progressPct, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, { entityType: CHECKIN_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    await settle(tx, actor, kr, row);
    return row.id;
  });
  return (await listCheckIns(db, caller, krId, actor.now)).find((c) => c.id === id)!;
}

/** Edits a check-in within 7 days of its date (then immutable); same rules as a new one. */
export async function updateCheckIn(db: Database, actor: Actor, caller: ScopeCaller, krId: number, checkInId: number, input: CheckInBody): Promise<CheckIn> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const today = kstDate(actor.now);
  await db.transaction(async (tx) => {
    const { kr, period } = await lockForCheckIn(tx, caller, krId);
    const [current] = await tx.select().from(checkIn).where(and(eq(checkIn.id, checkInId), eq(checkIn.krId, krId), eq(checkIn.deletedYn, 'N'))).for('update');
    if (!current) throw notFound(API_MESSAGES.checkInNotFound);
    if (isCheckInLocked(current.checkInDate, today)) throw stateConflict(API_MESSAGES.checkInLocked);
    if (input.version !== current.version) throw staleVersion();
    // The comment rule compares with the value before this check-in: the previous one's.
    const [previous] = await tx
      .select({ value: checkIn.value })
      .from(checkIn)
      .where(and(eq(checkIn.krId, krId), eq(checkIn.deletedYn, 'N'), ne(checkIn.id, checkInId)))
      .orderBy(desc(checkIn.checkInDate), desc(checkIn.id))
      .limit(1);
    const values = parseCheckIn(input, { ...kr, currentValue: previous?.value ?? null }, period, today);
    const [row] = await tx
      .update(checkIn)
      .set({ ...values, isoWeek: isoWeekOf(values.checkInDate), version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(checkIn.id, checkInId))
      .returning();
    await writeAudit(tx, actor, { entityType: CHECKIN_ENTITY, entityId: checkInId, action: 'UPDATE', changes: diff(current, row, AUDITED) });
    if (current.isoWeek !== row.isoWeek) await settle(tx, actor, kr, current);
    await settle(tx, actor, kr, row);
  });
  return (await listCheckIns(db, caller, krId, actor.now)).find((c) => c.id === checkInId)!;
}
