import type { Page } from '@dure/shared/contracts';
import {
  GOAL_LEVEL,
  GOAL_LIMITS,
  GOAL_OKR_TYPE,
  GOAL_STATUS,
  GOAL_VISIBILITY,
  type Goal,
  type GoalAlignBody,
  type GoalBody,
  type GoalDetail,
  type GoalListQuery,
  type GoalPickerQuery,
  type GoalReasonBody,
  OKR_HEALTH,
  type PickedGoal,
} from '@dure/shared/contracts/okr/goal';
import { API_MESSAGES } from '@dure/shared/messages';
import { WEIGHT_TOTAL, expectedPctOn, scoreOf } from '@dure/shared/okr';
import { type SQL, and, asc, desc, eq, gte, ilike, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, department, goal, keyResult, notification, okrPeriod } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inDeptSubtree } from '../../../lib/dataScope';
import { forbidden, notFound, stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { kstDate } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { recordActivity } from '../../cross/activity/service';
import { notify } from '../../cross/notification/notify';
import { CONFIRM_TYPE } from '../../cross/notification/service';
import { GOAL_ENTITY, type GoalRow, type GoalViewer, canManageGoal, canSeeGoal, goalViewerOf, isGoalAdmin, lockGoal, requireOpenPeriod, requireVisibleGoal, visibleGoals } from './access';
import { checkAlignment, shiftSubtreeDepth, subtreeOf } from './align';
import { recomputeGoalChain } from './progress';
import { goalsFrom, loadGoals, toGoal } from './view';

type FieldErrors = Record<string, string>;
const live = eq(goal.deletedYn, 'N');
const AUDITED = ['title', 'description', 'level', 'periodId', 'parentGoalId', 'ownerUserId', 'deptId', 'okrType', 'weightPct', 'segmentId', 'projectId', 'visibility', 'status'] as const;

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Comma-joined codes of a list filter, each one of `allowed` (else 400). */
export function codesOf<T extends string>(raw: string | undefined, allowed: readonly T[], field: string): T[] {
  const values = (raw ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (values.some((v) => !allowed.includes(v as T))) throw validationError({ [field]: API_MESSAGES.fieldChoice });
  return values as T[];
}

// ---------------------------------------------------------------- list, picker, detail

const SORTS: Record<string, SQL> = {
  title: sql`${goal.title}`,
  level: sql`case ${goal.level} when 'COMPANY' then 1 when 'DEPT' then 2 when 'TEAM' then 3 else 4 end`,
  progressPct: sql`${goal.progressPct}`,
  health: sql`case ${goal.health} when 'OFF_TRACK' then 1 when 'AT_RISK' then 2 else 3 end`,
  status: sql`${goal.status}`,
  weightPct: sql`${goal.weightPct}`,
  periodCode: sql`${okrPeriod.code}`,
  ownerUserName: sql`${appUser.name}`,
  deptName: sql`${department.name}`,
  updatedAt: sql`${goal.updatedAt}`,
  createdAt: sql`${goal.createdAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'updatedAt,desc', [desc(goal.id)], { nullsLast: true });

export async function listGoals(db: Database, caller: ScopeCaller, query: GoalListQuery): Promise<Page<Goal>> {
  const viewer = await goalViewerOf(db, caller);
  const request = pageRequest(query);
  const conditions: (SQL | undefined)[] = [live, visibleGoals(viewer)];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(ilike(goal.title, containsPattern(keyword)));
  if (query.periodId) conditions.push(eq(goal.periodId, query.periodId));
  const inCodes = (column: SQL, codes: string[]) => (codes.length > 0 ? sql`${column} in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})` : undefined);
  conditions.push(
    inCodes(sql`${goal.level}`, codesOf(query.levelList, GOAL_LEVEL.codes, 'levelList')),
    inCodes(sql`${goal.status}`, codesOf(query.statusList, GOAL_STATUS.codes, 'statusList')),
    inCodes(sql`${goal.health}`, codesOf(query.healthList, OKR_HEALTH.codes, 'healthList')),
    inCodes(sql`${goal.visibility}`, codesOf(query.visibilityList, GOAL_VISIBILITY.codes, 'visibilityList')),
  );
  if (query.deptId) conditions.push(query.includeSubDeptYn === 'Y' ? inDeptSubtree(goal.deptId, query.deptId) : eq(goal.deptId, query.deptId));
  if (query.ownerUserId) conditions.push(eq(goal.ownerUserId, query.ownerUserId));
  if (query.mineYn === 'Y') conditions.push(eq(goal.ownerUserId, caller.userId));
  if (query.parentGoalId) conditions.push(eq(goal.parentGoalId, query.parentGoalId));
  if (query.unalignedYn === 'Y') conditions.push(sql`${goal.parentGoalId} is null and ${goal.level} <> 'COMPANY'`);
  const where = and(...conditions);
  const counted = () => db.select({ one: goal.id }).from(goal).where(where);
  const rows = await goalsFrom(db, cappedCount(counted()))
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, toGoal, counted);
}

/** Visible, not canceled goals to pick as a parent (a goal being aligned leaves out itself and its subtree) or as an MBO item's linked goal (one owner, overlapping a half year). */
export async function pickGoals(db: Database, caller: ScopeCaller, query: GoalPickerQuery): Promise<PickedGoal[]> {
  const viewer = await goalViewerOf(db, caller);
  const excluded = query.excludeId ? (await subtreeOf(db, query.excludeId)).map((g) => g.id) : [];
  const keyword = query.keyword?.trim();
  const rows = await db
    .select({ id: goal.id, title: goal.title, level: goal.level, periodId: goal.periodId, periodCode: okrPeriod.code, ownerUserName: appUser.name, status: goal.status })
    .from(goal)
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .leftJoin(appUser, eq(appUser.id, goal.ownerUserId))
    .where(
      and(
        live,
        ne(goal.status, 'CANCELED'),
        visibleGoals(viewer),
        keyword ? ilike(goal.title, containsPattern(keyword)) : undefined,
        query.periodId ? eq(goal.periodId, query.periodId) : undefined,
        query.ownerUserId ? eq(goal.ownerUserId, query.ownerUserId) : undefined,
        query.periodTo ? lte(okrPeriod.startDate, query.periodTo) : undefined,
        query.periodFrom ? gte(okrPeriod.endDate, query.periodFrom) : undefined,
        excluded.length > 0 ? sql`${goal.id} not in (${sql.join(excluded.map((id) => sql`${id}`), sql`, `)})` : undefined,
      ),
    )
    .orderBy(asc(goal.depth), asc(goal.title), desc(goal.id))
    .limit(50);
  return rows;
}

async function weightTotal(db: Executor, ownerUserId: number, periodId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${goal.weightPct}), 0)`.mapWith(Number) })
    .from(goal)
    .where(and(live, eq(goal.ownerUserId, ownerUserId), eq(goal.periodId, periodId), ne(goal.status, 'CANCELED')));
  return row.total;
}

async function krWeightTotal(db: Executor, goalId: number): Promise<{ total: number; count: number }> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${keyResult.weightPct}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
    .from(keyResult)
    .where(and(eq(keyResult.goalId, goalId), eq(keyResult.deletedYn, 'N')));
  return row;
}

/** The approver of DOMAIN §5: the parent goal's owner, else the leader of the owner's department (or the nearest above), never the owner. */
async function approverOf(db: Executor, row: Pick<GoalRow, 'parentGoalId' | 'ownerUserId' | 'ownerDeptId'>): Promise<number | null> {
  if (row.parentGoalId) {
    const [parent] = await db.select({ ownerUserId: goal.ownerUserId }).from(goal).where(eq(goal.id, row.parentGoalId));
    if (parent && parent.ownerUserId !== row.ownerUserId) return parent.ownerUserId;
  }
  if (row.ownerDeptId === null) return null;
  const leaders = await db
    .select({ leaderUserId: department.leaderUserId, depth: sql<number>`length(${department.path})`.mapWith(Number) })
    .from(department)
    .innerJoin(appUser, and(eq(appUser.id, department.leaderUserId), eq(appUser.status, 'ACTIVE')))
    .where(and(eq(department.deletedYn, 'N'), sql`(select o.path from ${department} o where o.id = ${row.ownerDeptId}) like ${department.path} || '%'`))
    .orderBy(desc(sql`length(${department.path})`));
  return leaders.find((l) => l.leaderUserId !== row.ownerUserId)?.leaderUserId ?? null;
}

function permissionsOf(viewer: GoalViewer, row: GoalRow, periodOpen: boolean, approverId: number | null) {
  const manage = periodOpen && canManageGoal(viewer, row);
  const open = row.status === 'DRAFT' || row.status === 'ACTIVE';
  return {
    edit: manage && open,
    submit: manage && row.status === 'DRAFT' && !row.approvalRequestedAt,
    approve: periodOpen && row.status === 'DRAFT' && Boolean(row.approvalRequestedAt) && (approverId === viewer.userId || isGoalAdmin(viewer)),
    close: manage && row.status === 'ACTIVE',
    cancel: manage && open,
    align: manage && open && row.level !== 'COMPANY',
    checkIn: periodOpen && row.status === 'ACTIVE' && (row.ownerUserId === viewer.userId || isGoalAdmin(viewer)),
  };
}

export async function getGoal(db: Database, caller: ScopeCaller, id: number, now: Date): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  const row = await requireVisibleGoal(db, viewer, id);
  const [[view], [period]] = await Promise.all([loadGoals(db, [id]), db.select().from(okrPeriod).where(eq(okrPeriod.id, row.periodId))]);
  const ancestors: GoalDetail['ancestors'] = [];
  for (let parentId = row.parentGoalId, hops = 0; parentId !== null && hops < 10; hops++) {
    const [parent] = await db.select().from(goal).where(eq(goal.id, parentId));
    if (!parent || !canSeeGoal(viewer, parent)) break;
    ancestors.unshift({ id: parent.id, title: parent.title, level: parent.level });
    parentId = parent.parentGoalId;
  }
  const childIds = (await db.select({ id: goal.id }).from(goal).where(and(live, eq(goal.parentGoalId, id), visibleGoals(viewer)))).map((r) => r.id);
  const children = (await loadGoals(db, childIds)).sort((a, b) => a.title.localeCompare(b.title, 'ko'));
  const kr = await krWeightTotal(db, id);
  return {
    ...view,
    description: row.description,
    periodType: period.type,
    periodStartDate: period.startDate,
    periodEndDate: period.endDate,
    expectedPct: expectedPctOn(period.startDate, period.endDate, kstDate(now)),
    ownerWeightTotal: await weightTotal(db, row.ownerUserId, row.periodId),
    krWeightTotal: kr.total,
    ancestors,
    children,
    permissions: permissionsOf(viewer, row, period.status !== 'CLOSED', row.approverId),
  };
}

// ---------------------------------------------------------------- writing

type GoalValues = Partial<Pick<GoalRow, 'title' | 'description' | 'level' | 'periodId' | 'parentGoalId' | 'ownerUserId' | 'deptId' | 'okrType' | 'weightPct' | 'segmentId' | 'projectId' | 'visibility'>>;

function parseGoal(input: GoalBody, creating: boolean): { values: GoalValues; errors: FieldErrors } {
  const values: GoalValues = {};
  const errors: FieldErrors = {};
  const choice = <T extends string>(key: keyof GoalBody, allowed: readonly T[]) => {
    const raw = input[key];
    if (raw === undefined) return undefined;
    const code = String(raw).trim().toUpperCase();
    if (!allowed.includes(code as T)) {
      errors[key] = API_MESSAGES.fieldChoice;
      return undefined;
    }
    return code as T;
  };
  if (input.title !== undefined || creating) {
    const title = input.title?.trim();
    if (!title) errors.title = API_MESSAGES.goalTitleRequired;
    else values.title = title;
  }
  if (input.description !== undefined) values.description = input.description?.trim() || null;
  values.level = choice('level', GOAL_LEVEL.codes) ?? (creating && !errors.level ? 'PERSONAL' : undefined);
  values.okrType = choice('okrType', GOAL_OKR_TYPE.codes);
  values.visibility = choice('visibility', GOAL_VISIBILITY.codes);
  if (input.periodId !== undefined) values.periodId = input.periodId;
  else if (creating) errors.periodId = API_MESSAGES.goalPeriodRequired;
  if (input.weightPct !== undefined) {
    if (input.weightPct < 0 || input.weightPct > WEIGHT_TOTAL) errors.weightPct = API_MESSAGES.goalWeightRange;
    else values.weightPct = input.weightPct;
  }
  for (const key of ['parentGoalId', 'ownerUserId', 'deptId', 'segmentId', 'projectId'] as const) if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
  for (const key of Object.keys(values) as (keyof GoalValues)[]) if (values[key] === undefined) delete values[key];
  return { values, errors };
}

async function ownerDeptOf(db: Executor, userId: number): Promise<number | null | undefined> {
  const [user] = await db.select({ deptId: appUser.deptId }).from(appUser).where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  return user ? user.deptId : undefined;
}

/** Owner, department (DEPT/TEAM need one; default the owner's) and the write permission for the goal as it will be. */
async function checkOwnership(tx: Executor, viewer: GoalViewer, next: GoalRow | GoalValues, errors: FieldErrors): Promise<number | null> {
  const ownerDeptId = await ownerDeptOf(tx, next.ownerUserId!);
  if (ownerDeptId === undefined) {
    errors.ownerUserId = API_MESSAGES.goalOwnerNotFound;
    return null;
  }
  if ((next.level === 'DEPT' || next.level === 'TEAM') && !next.deptId) {
    if (ownerDeptId) next.deptId = ownerDeptId;
    else errors.deptId = API_MESSAGES.goalDeptRequired;
  }
  if (next.deptId) {
    const [dept] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, next.deptId), eq(department.deletedYn, 'N')));
    if (!dept) errors.deptId = API_MESSAGES.goalDeptNotFound;
  }
  if (!canManageGoal(viewer, { ownerUserId: next.ownerUserId!, ownerDeptId, level: next.level! })) {
    throw forbidden(next.level === 'COMPANY' ? API_MESSAGES.goalCompanyForbidden : API_MESSAGES.goalCreateForbidden);
  }
  return ownerDeptId;
}

async function announceAlignment(tx: Executor, actor: Actor, row: Pick<GoalRow, 'id' | 'title' | 'ownerUserId'>, parentId: number | null): Promise<void> {
  if (!parentId) return;
  const [parent] = await tx.select({ ownerUserId: goal.ownerUserId, title: goal.title }).from(goal).where(eq(goal.id, parentId));
  if (!parent || parent.ownerUserId === actor.actorId) return;
  await notify(tx, {
    userIds: [parent.ownerUserId],
    category: 'OKR',
    type: 'GOAL_ALIGNED',
    title: '하위 목표가 정렬되었습니다',
    body: `「${row.title}」 목표가 「${parent.title}」 아래로 정렬되었습니다.`,
    contentLocation: `/goal/${row.id}`,
    targetType: GOAL_ENTITY,
    targetId: row.id,
    actorId: actor.actorId,
    now: actor.now,
  });
}

export async function createGoal(db: Database, actor: Actor, caller: ScopeCaller, input: GoalBody): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  const { values, errors } = parseGoal(input, true);
  values.ownerUserId ??= caller.userId;
  failIf(errors);
  const id = await db.transaction(async (tx) => {
    await requireOpenPeriod(tx, values.periodId!);
    const ownerDeptId = await checkOwnership(tx, viewer, values, errors);
    failIf(errors);
    const depth = await checkAlignment(tx, viewer, { id: null, level: values.level!, periodId: values.periodId! }, values.parentGoalId ?? null);
    const [row] = await tx
      .insert(goal)
      .values({ ...(values as Required<Pick<GoalRow, 'title' | 'level' | 'periodId' | 'ownerUserId'>>), ...values, depth, ownerDeptId, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning();
    await writeAudit(tx, actor, { entityType: GOAL_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
    await recordActivity(tx, actor, { targetType: GOAL_ENTITY, targetId: row.id, verb: 'CREATED', summary: `목표 등록: ${row.title}` });
    await recomputeGoalChain(tx, row.id, kstDate(actor.now));
    await announceAlignment(tx, actor, row, row.parentGoalId);
    return row.id;
  });
  return getGoal(db, caller, id, actor.now);
}

export async function updateGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: GoalBody): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  const { values, errors } = parseGoal(input, false);
  failIf(errors);
  await db.transaction(async (tx) => {
    const current = await lockGoal(tx, viewer, id, input.version);
    if (current.status !== 'DRAFT' && current.status !== 'ACTIVE') throw stateConflict(fill(API_MESSAGES.goalState, { status: GOAL_STATUS.labels[current.status] }));
    if (values.periodId !== undefined && values.periodId !== current.periodId) {
      const [child] = await tx.select({ id: goal.id }).from(goal).where(and(live, eq(goal.parentGoalId, id))).limit(1);
      if (current.status !== 'DRAFT' || child) throw validationError({ periodId: API_MESSAGES.goalPeriodChangeLocked });
      await requireOpenPeriod(tx, values.periodId);
    }
    const next = { ...current, ...values };
    if (values.level !== undefined || values.ownerUserId !== undefined || values.deptId !== undefined) {
      const ownerDeptId = await checkOwnership(tx, viewer, next, errors);
      failIf(errors);
      if (values.ownerUserId !== undefined && values.ownerUserId !== current.ownerUserId) next.ownerDeptId = ownerDeptId;
    }
    const parentChanged = 'parentGoalId' in values && values.parentGoalId !== current.parentGoalId;
    if (parentChanged || values.periodId !== undefined || values.level !== undefined) {
      next.depth = await checkAlignment(tx, viewer, { id, level: next.level, periodId: next.periodId }, next.parentGoalId);
    }
    const [row] = await tx
      .update(goal)
      .set({ ...values, deptId: next.deptId, ownerDeptId: next.ownerDeptId, depth: next.depth, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(goal.id, id))
      .returning();
    await shiftSubtreeDepth(tx, id, row.depth - current.depth);
    await writeAudit(tx, actor, { entityType: GOAL_ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, row, AUDITED) });
    const today = kstDate(actor.now);
    await recomputeGoalChain(tx, id, today);
    if (parentChanged) {
      if (current.parentGoalId) await recomputeGoalChain(tx, current.parentGoalId, today);
      await announceAlignment(tx, actor, row, row.parentGoalId);
    }
  });
  return getGoal(db, caller, id, actor.now);
}

/** Re-align: move a goal under another (or none) with the alignment checks; also the management page's re-parent. */
export async function alignGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: GoalAlignBody): Promise<GoalDetail> {
  return updateGoal(db, actor, caller, id, { parentGoalId: input.parentGoalId, version: input.version });
}

async function setState(tx: Executor, actor: Actor, current: GoalRow, set: Partial<GoalRow>, summary: string): Promise<GoalRow> {
  const [row] = await tx
    .update(goal)
    .set({ ...set, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(goal.id, current.id))
    .returning();
  const changes = diff(current, row, ['status', 'approverId', 'rejectReason', 'cancelReason', 'score'] as const);
  await writeAudit(tx, actor, { entityType: GOAL_ENTITY, entityId: row.id, action: 'STATE', changes });
  await recordActivity(tx, actor, { targetType: GOAL_ENTITY, targetId: row.id, verb: 'STATE_CHANGED', summary });
  return row;
}

const requireStatus = (row: GoalRow, ...allowed: GoalRow['status'][]) => {
  if (!allowed.includes(row.status)) throw stateConflict(fill(API_MESSAGES.goalState, { status: GOAL_STATUS.labels[row.status] }));
};

/** Weights of DOMAIN §5: the owner's goals of the period and the goal's key results must each add up to 100. */
async function checkWeights(tx: Executor, row: GoalRow): Promise<void> {
  const total = await weightTotal(tx, row.ownerUserId, row.periodId);
  if (total !== WEIGHT_TOTAL) {
    const [owner] = await tx.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, row.ownerUserId));
    throw validationError({ weightPct: fill(API_MESSAGES.goalOwnerWeights, { name: owner?.name ?? '', total }) });
  }
  const kr = await krWeightTotal(tx, row.id);
  if (kr.count > 0 && kr.total !== WEIGHT_TOTAL) throw validationError({ keyResults: fill(API_MESSAGES.goalKrWeights, { total: kr.total }) });
}

async function closeConfirms(tx: Executor, actor: Actor, goalId: number): Promise<void> {
  await tx
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: actor.now })
    .where(and(eq(notification.targetType, GOAL_ENTITY), eq(notification.targetId, goalId), eq(notification.type, CONFIRM_TYPE), eq(notification.confirmYn, 'N')));
}

/** DRAFT → approval requested (N-CONFIRM to the approver); without an approver above the owner it activates at once. */
export async function submitGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await lockGoal(tx, viewer, id, version);
    requireStatus(current, 'DRAFT');
    await checkWeights(tx, current);
    const approverId = await approverOf(tx, current);
    if (approverId === null) {
      await setState(tx, actor, current, { status: 'ACTIVE', approverId: actor.actorId, approvedAt: actor.now, approvalRequestedAt: actor.now, rejectReason: null }, '목표 활성화 (승인자 없음)');
      return;
    }
    const row = await setState(tx, actor, current, { approverId, approvalRequestedAt: actor.now, rejectReason: null }, '목표 승인 요청');
    await notify(tx, {
      userIds: [approverId],
      category: 'OKR',
      type: CONFIRM_TYPE,
      title: '목표 승인 요청',
      body: `「${row.title}」 목표의 승인을 요청합니다.`,
      contentLocation: `/goal/${row.id}`,
      targetType: GOAL_ENTITY,
      targetId: row.id,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
  return getGoal(db, caller, id, actor.now);
}

async function lockForDecision(tx: Executor, viewer: GoalViewer, id: number, version: number): Promise<GoalRow> {
  const [row] = await tx.select().from(goal).where(and(eq(goal.id, id), live)).for('update');
  if (!row || !canSeeGoal(viewer, row)) throw notFound(API_MESSAGES.goalNotFound);
  if (row.approverId !== viewer.userId && !isGoalAdmin(viewer)) throw forbidden(API_MESSAGES.goalApproveForbidden);
  if (row.version !== version) throw stateConflict(API_MESSAGES.conflict);
  await requireOpenPeriod(tx, row.periodId);
  requireStatus(row, 'DRAFT');
  if (!row.approvalRequestedAt) throw stateConflict(API_MESSAGES.goalNotRequested);
  return row;
}

export async function approveGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await lockForDecision(tx, viewer, id, version);
    await checkWeights(tx, current);
    await setState(tx, actor, current, { status: 'ACTIVE', approvedAt: actor.now, approverId: actor.actorId }, '목표 승인 (진행)');
    await closeConfirms(tx, actor, id);
    await recomputeGoalChain(tx, id, kstDate(actor.now));
  });
  return getGoal(db, caller, id, actor.now);
}

export async function rejectGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: GoalReasonBody): Promise<GoalDetail> {
  const reason = input.reason?.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.goalRejectReasonRequired });
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await lockForDecision(tx, viewer, id, input.version);
    await setState(tx, actor, current, { approvalRequestedAt: null, rejectReason: reason.slice(0, GOAL_LIMITS.reason) }, `목표 반려: ${reason.slice(0, 100)}`);
    await closeConfirms(tx, actor, id);
  });
  return getGoal(db, caller, id, actor.now);
}

/** ACTIVE → CLOSED: the score (progress ÷ 100) is frozen. */
export async function closeGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<GoalDetail> {
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await lockGoal(tx, viewer, id, version);
    requireStatus(current, 'ACTIVE');
    await recomputeGoalChain(tx, id, kstDate(actor.now));
    const [fresh] = await tx.select({ progressPct: goal.progressPct }).from(goal).where(eq(goal.id, id));
    await setState(tx, actor, current, { status: 'CLOSED', closedAt: actor.now, score: String(scoreOf(Number(fresh.progressPct))) }, '목표 종료 (점수 확정)');
  });
  return getGoal(db, caller, id, actor.now);
}

export async function cancelGoal(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: GoalReasonBody): Promise<GoalDetail> {
  const reason = input.reason?.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.goalCancelReasonRequired });
  const viewer = await goalViewerOf(db, caller);
  await db.transaction(async (tx) => {
    const current = await lockGoal(tx, viewer, id, input.version);
    requireStatus(current, 'DRAFT', 'ACTIVE');
    const [child] = await tx.select({ id: goal.id }).from(goal).where(and(live, eq(goal.parentGoalId, id), ne(goal.status, 'CANCELED'))).limit(1);
    if (child) throw stateConflict(API_MESSAGES.goalHasChildren);
    await setState(tx, actor, current, { status: 'CANCELED', cancelReason: reason.slice(0, GOAL_LIMITS.reason), approvalRequestedAt: null }, `목표 취소: ${reason.slice(0, 100)}`);
    await closeConfirms(tx, actor, id);
    if (current.parentGoalId) await recomputeGoalChain(tx, current.parentGoalId, kstDate(actor.now));
  });
  return getGoal(db, caller, id, actor.now);
}
