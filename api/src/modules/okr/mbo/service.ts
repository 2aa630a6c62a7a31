import type { Page } from '@dure/shared/contracts';
import {
  MBO_CATEGORY,
  MBO_DIFFICULTY,
  MBO_HALF,
  MBO_STATUS,
  type MboActionBody,
  type MboCategory,
  type MboCreateBody,
  type MboDifficulty,
  type MboItem,
  type MboItemsBody,
  type MboListQuery,
  type MboScoresBody,
  type MboSheet,
  type MboSheetDetail,
  type MboStatus,
} from '@dure/shared/contracts/okr/mbo';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { type AuditChange, appUser, department, goal, mboItem, mboSheet, notification } from '../../../db/schema';
import { approverOf } from '../../../lib/approver';
import { type Actor, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { by, sortOf } from '../../../lib/sort';
import { recordActivity } from '../../cross/activity/service';
import { notify } from '../../cross/notification/notify';
import { CONFIRM_TYPE } from '../../cross/notification/service';
import { recordAccess } from '../../cross/record/registry';
import { ACTION_RULES, type Caller, actionsFor, actsAs, liveSheet, visibleSheets } from './access';
import { MBO_ENTITY } from './record';
import { isScoreStep, isWeightStep, sheetScore, weightTotal } from './score';

type SheetRow = typeof mboSheet.$inferSelect;
type ItemRow = typeof mboItem.$inferSelect;
type FieldErrors = Record<string, string>;

const approver = alias(appUser, 'approver');
const liveItems = (sheetIds: number[]) => and(inArray(mboItem.sheetId, sheetIds), eq(mboItem.deletedYn, 'N'));
const num = (value: string | null) => (value === null ? null : Number(value));
const periodLabel = (row: Pick<SheetRow, 'year' | 'half'>) => `${row.year}년 ${MBO_HALF.labels[row.half]}`;

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

// ---------------------------------------------------------------- reading

const sheetColumns = {
  id: mboSheet.id,
  userId: mboSheet.userId,
  userName: appUser.name,
  deptName: department.name,
  year: mboSheet.year,
  half: mboSheet.half,
  status: mboSheet.status,
  approverId: mboSheet.approverId,
  approverName: approver.name,
  updatedAt: mboSheet.updatedAt,
  version: mboSheet.version,
};

const detailColumns = {
  returnReason: mboSheet.returnReason,
  submittedAt: mboSheet.submittedAt,
  agreedAt: mboSheet.agreedAt,
  evaluatedAt: mboSheet.evaluatedAt,
  closedAt: mboSheet.closedAt,
};

/** Sheets with their names; `counted` is the list's capped count column (lib/page), 0 for one sheet. */
function selectSheets(db: Executor, counted: SQL<number> = sql<number>`0`) {
  return db
    .select({ ...sheetColumns, ...detailColumns, cappedCount: counted })
    .from(mboSheet)
    .innerJoin(appUser, eq(appUser.id, mboSheet.userId))
    .leftJoin(approver, eq(approver.id, mboSheet.approverId))
    .leftJoin(department, eq(department.id, mboSheet.ownerDeptId));
}

type SheetView = Awaited<ReturnType<ReturnType<typeof selectSheets>['where']>>[number];

const toItem = (row: ItemRow, linkedGoalTitle: string | null): MboItem => ({
  id: row.id,
  seq: row.seq,
  category: row.category,
  title: row.title,
  kpi: row.kpi,
  target: row.target,
  weightPct: row.weightPct,
  difficulty: row.difficulty,
  linkedGoalId: row.linkedGoalId,
  linkedGoalTitle,
  result: row.result,
  selfScore: num(row.selfScore),
  evaluatorScore: num(row.evaluatorScore),
});

async function itemsOf(db: Executor, sheetIds: number[]): Promise<Map<number, MboItem[]>> {
  const bySheet = new Map<number, MboItem[]>(sheetIds.map((id) => [id, []]));
  if (sheetIds.length === 0) return bySheet;
  const rows = await db
    .select({ item: mboItem, goalTitle: goal.title })
    .from(mboItem)
    .leftJoin(goal, and(eq(goal.id, mboItem.linkedGoalId), eq(goal.deletedYn, 'N')))
    .where(liveItems(sheetIds))
    .orderBy(asc(mboItem.seq), asc(mboItem.id));
  for (const { item, goalTitle } of rows) bySheet.get(item.sheetId)!.push(toItem(item, goalTitle));
  return bySheet;
}

/** The list/detail figures of a sheet from its items: count, Σ weight and both scores (score.ts). */
function figures(items: MboItem[]) {
  return {
    itemCount: items.length,
    weightTotal: weightTotal(items),
    score: sheetScore(items.map((i) => ({ weightPct: i.weightPct, difficulty: i.difficulty, score: i.evaluatorScore }))),
    selfScore: sheetScore(items.map((i) => ({ weightPct: i.weightPct, difficulty: i.difficulty, score: i.selfScore }))),
  };
}

const toSheet = (row: Omit<SheetView, 'cappedCount'>, items: MboItem[]): MboSheet => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  deptName: row.deptName,
  year: row.year,
  half: row.half,
  status: row.status,
  approverId: row.approverId,
  approverName: row.approverName,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  ...figures(items),
});

const SORTS: Record<string, SQL> = {
  period: sql`${mboSheet.year}`,
  year: sql`${mboSheet.year}`,
  userName: sql`${appUser.name}`,
  deptName: sql`${department.name}`,
  status: sql`case ${mboSheet.status} ${sql.join(
    MBO_STATUS.codes.map((code, i) => sql`when ${code} then ${i}`),
    sql` `,
  )} end`,
  updatedAt: sql`${mboSheet.updatedAt}`,
};

function orderOf(sort: string | undefined): SQL[] {
  const { field, dir } = sortOf(sort, SORTS, 'period,desc');
  const first = by(SORTS[field], dir, true);
  const halves = sql`case ${mboSheet.half} when 'H2' then 0 when 'H1' then 1 else 2 end`;
  return [first, ...(field === 'period' || field === 'year' ? [halves] : []), asc(appUser.name), desc(mboSheet.id)];
}

function statusesOf(raw: string | undefined): MboStatus[] {
  const values = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (values.some((v) => !MBO_STATUS.codes.includes(v as MboStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  return values as MboStatus[];
}

/** GET /api/mbo: the sheets the caller sees (own, approved, led departments', EVALUATION_OKR scope). */
export async function listSheets(db: Database, caller: Caller, query: MboListQuery, maxSize?: number): Promise<Page<MboSheet>> {
  const request = pageRequest(query, maxSize);
  const conditions: (SQL | undefined)[] = [eq(mboSheet.deletedYn, 'N'), await visibleSheets(db, caller)];
  if (query.year) conditions.push(eq(mboSheet.year, query.year));
  if (query.half) conditions.push(eq(mboSheet.half, query.half));
  const statuses = statusesOf(query.statusList);
  if (statuses.length > 0) conditions.push(inArray(mboSheet.status, statuses));
  if (query.scope === 'MINE') conditions.push(eq(mboSheet.userId, caller.userId));
  if (query.scope === 'MEMBERS') conditions.push(ne(mboSheet.userId, caller.userId));
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(ilike(appUser.name, containsPattern(keyword)));
  const where = and(...conditions);
  const counted = () => db.select({ one: mboSheet.id }).from(mboSheet).innerJoin(appUser, eq(appUser.id, mboSheet.userId)).where(where);
  const rows = await selectSheets(db, cappedCount(counted()))
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(request.size)
    .offset(request.offset);
  const items = await itemsOf(db, rows.map((r) => r.id));
  return countedPage(db, request, rows, (row) => toSheet(row, items.get(row.id) ?? []), counted);
}

/** GET /api/mbo/{id}: a sheet the caller sees (404 otherwise), its items, scores and what the caller may do. */
export async function getSheet(db: Executor, caller: Caller, id: number): Promise<MboSheetDetail> {
  if ((await recordAccess(db, { ...caller }, MBO_ENTITY, id)) === 'NONE') throw notFound(API_MESSAGES.mboNotFound);
  const [row] = await selectSheets(db).where(liveSheet(id));
  const items = (await itemsOf(db, [id])).get(id) ?? [];
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const own = row.userId === caller.userId;
  const approves = row.approverId === caller.userId;
  return {
    ...toSheet(row, items),
    returnReason: row.returnReason,
    submittedAt: iso(row.submittedAt),
    agreedAt: iso(row.agreedAt),
    evaluatedAt: iso(row.evaluatedAt),
    closedAt: iso(row.closedAt),
    items,
    canEditItems: own && row.status === 'DRAFT',
    canSelfScore: own && row.status === 'AGREED',
    canEvaluate: approves && row.status === 'SELF_ASSESSED',
    actions: actionsFor(caller, row),
  };
}

// ---------------------------------------------------------------- writing

/** Locks a live sheet the caller sees (404 otherwise) and checks the version (409). */
async function lockSheet(tx: Executor, caller: Caller, id: number, version: number): Promise<SheetRow> {
  const [row] = await tx.select().from(mboSheet).where(liveSheet(id)).for('update');
  if (!row || (await recordAccess(tx, { ...caller }, MBO_ENTITY, id)) === 'NONE') throw notFound(API_MESSAGES.mboNotFound);
  if (row.version !== version) throw staleVersion();
  return row;
}

async function bump(tx: Executor, actor: Actor, row: SheetRow, set: Partial<typeof mboSheet.$inferInsert> = {}): Promise<void> {
  await tx
    .update(mboSheet)
    .set({ ...set, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(mboSheet.id, row.id));
}

/** POST /api/mbo: the caller's own sheet for a year and half, approved by their leader. */
export async function createSheet(db: Database, actor: Actor, caller: Caller, body: MboCreateBody): Promise<MboSheetDetail> {
  const id = await db
    .transaction(async (tx) => {
      const [user] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, caller.userId));
      if (!user?.deptId) throw stateConflict(API_MESSAGES.mboNoDepartment);
      const [taken] = await tx
        .select({ id: mboSheet.id })
        .from(mboSheet)
        .where(and(eq(mboSheet.userId, caller.userId), eq(mboSheet.year, body.year), eq(mboSheet.half, body.half), eq(mboSheet.deletedYn, 'N')));
      if (taken) throw validationError({ half: API_MESSAGES.mboDuplicate });
      const approverId = await approverOf(tx, user.deptId, caller.userId);
      if (approverId === null) throw stateConflict(API_MESSAGES.mboNoApprover);
      const [inserted] = await tx
        .insert(mboSheet)
        .values({ userId: caller.userId, ownerDeptId: user.deptId, year: body.year, half: body.half, approverId, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      const changes = (['userId', 'year', 'half', 'approverId', 'status'] as const).map((f) => ({ field: f, old: null, new: inserted[f] }));
      await writeAudit(tx, actor, { entityType: MBO_ENTITY, entityId: inserted.id, action: 'CREATE', changes });
      return inserted.id;
    })
    .catch((error) => {
      if (uniqueViolation(error) === 'mbo_sheet_user_period_uq') throw validationError({ half: API_MESSAGES.mboDuplicate });
      throw error;
    });
  return getSheet(db, caller, id);
}

/**
 * A newly linked goal must be a live goal of the sheet's owner (the picker offers those of the half year);
 * a link already saved stays even if the goal has since changed hands.
 */
async function checkLinkedGoals(tx: Executor, ownerId: number, before: MboItem[], values: { linkedGoalId: number | null }[], errors: FieldErrors): Promise<void> {
  const kept = new Set(before.map((i) => i.linkedGoalId));
  const added = [...new Set(values.map((v) => v.linkedGoalId).filter((g): g is number => g !== null && !kept.has(g)))];
  if (added.length === 0) return;
  const found = await tx
    .select({ id: goal.id })
    .from(goal)
    .where(and(inArray(goal.id, added), eq(goal.ownerUserId, ownerId), eq(goal.deletedYn, 'N')));
  const ok = new Set(found.map((g) => g.id));
  values.forEach((v, i) => {
    if (v.linkedGoalId !== null && !kept.has(v.linkedGoalId) && !ok.has(v.linkedGoalId)) errors[`items[${i}].linkedGoalId`] = API_MESSAGES.mboLinkedGoalNotFound;
  });
}

const summary = (items: { weightPct: number }[]) => `항목 ${items.length}개, 가중치 합계 ${weightTotal(items)}%`;

/** PUT /api/mbo/{id}/items: the owner replaces the items of a DRAFT sheet (weights in steps of 5; Σ checked on submit). */
export async function saveItems(db: Database, actor: Actor, caller: Caller, id: number, body: MboItemsBody): Promise<MboSheetDetail> {
  const errors: FieldErrors = {};
  const values = body.items.map((item, i) => {
    const at = (field: string) => `items[${i}].${field}`;
    const title = item.title.trim();
    if (!title) errors[at('title')] = API_MESSAGES.mboTitleRequired;
    if (!MBO_CATEGORY.codes.includes(item.category as MboCategory)) errors[at('category')] = API_MESSAGES.mboCategoryInvalid;
    if (!MBO_DIFFICULTY.codes.includes(item.difficulty as MboDifficulty)) errors[at('difficulty')] = API_MESSAGES.mboDifficultyInvalid;
    if (!isWeightStep(item.weightPct)) errors[at('weightPct')] = API_MESSAGES.mboWeightStep;
    return {
      id: item.id ?? null,
      seq: i + 1,
      category: item.category as MboCategory,
      title,
      kpi: item.kpi?.trim() || null,
      target: item.target?.trim() || null,
      weightPct: item.weightPct,
      difficulty: item.difficulty as MboDifficulty,
      linkedGoalId: item.linkedGoalId ?? null,
    };
  });
  failIf(errors);
  await db.transaction(async (tx) => {
    const row = await lockSheet(tx, caller, id, body.version);
    if (row.userId !== caller.userId) throw forbidden(API_MESSAGES.mboOwnerOnly);
    if (row.status !== 'DRAFT') throw stateConflict(API_MESSAGES.mboItemsLocked);
    const before = (await itemsOf(tx, [id])).get(id) ?? [];
    const known = new Set(before.map((i) => i.id));
    values.forEach((v, i) => {
      if (v.id !== null && !known.has(v.id)) errors[`items[${i}].id`] = API_MESSAGES.mboItemUnknown;
    });
    await checkLinkedGoals(tx, row.userId, before, values, errors);
    failIf(errors);
    const kept = new Set(values.map((v) => v.id).filter((v): v is number => v !== null));
    const removed = before.filter((i) => !kept.has(i.id)).map((i) => i.id);
    if (removed.length > 0) {
      await tx.update(mboItem).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId }).where(inArray(mboItem.id, removed));
    }
    const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };
    for (const { id: itemId, ...fields } of values) {
      if (itemId === null) await tx.insert(mboItem).values({ ...fields, sheetId: id, createdAt: actor.now, createdBy: actor.actorId, ...stamp });
      else await tx.update(mboItem).set({ ...fields, ...stamp, version: sql`${mboItem.version} + 1` }).where(eq(mboItem.id, itemId));
    }
    await bump(tx, actor, row);
    await writeAudit(tx, actor, { entityType: MBO_ENTITY, entityId: id, action: 'UPDATE', changes: [{ field: 'items', old: summary(before), new: summary(values) }] });
  });
  return getSheet(db, caller, id);
}

/**
 * PUT /api/mbo/{id}/scores: in AGREED the owner writes results and self scores; in SELF_ASSESSED the
 * approver writes evaluator scores. Each is refused to anyone else and in any other state.
 */
export async function saveScores(db: Database, actor: Actor, caller: Caller, id: number, body: MboScoresBody): Promise<MboSheetDetail> {
  await db.transaction(async (tx) => {
    const row = await lockSheet(tx, caller, id, body.version);
    const asOwner = row.userId === caller.userId;
    const asApprover = row.approverId === caller.userId;
    if (!asOwner && !asApprover) throw forbidden(API_MESSAGES.mboApproverOnly);
    if (asOwner && row.status !== 'AGREED') throw stateConflict(API_MESSAGES.mboSelfScoreLocked);
    if (asApprover && row.status !== 'SELF_ASSESSED') throw stateConflict(API_MESSAGES.mboEvaluatorScoreLocked);
    const before = (await itemsOf(tx, [id])).get(id) ?? [];
    const known = new Map(before.map((i) => [i.id, i]));
    const errors: FieldErrors = {};
    body.items.forEach((item, i) => {
      const at = (field: string) => `items[${i}].${field}`;
      if (!known.has(item.id)) errors[at('id')] = API_MESSAGES.mboItemUnknown;
      if (asOwner) {
        if (item.evaluatorScore !== undefined) errors[at('evaluatorScore')] = API_MESSAGES.mboEvaluatorScoreLocked;
        if (item.selfScore != null && !isScoreStep(item.selfScore)) errors[at('selfScore')] = API_MESSAGES.mboScoreStep;
      } else {
        if (item.selfScore !== undefined || item.result !== undefined) errors[at('selfScore')] = API_MESSAGES.mboSelfScoreLocked;
        if (item.evaluatorScore != null && !isScoreStep(item.evaluatorScore)) errors[at('evaluatorScore')] = API_MESSAGES.mboScoreStep;
      }
    });
    failIf(errors);
    const stamp = { updatedAt: actor.now, updatedBy: actor.actorId, version: sql`${mboItem.version} + 1` };
    for (const item of body.items) {
      const set = asOwner
        ? { result: item.result === undefined ? known.get(item.id)!.result : item.result?.trim() || null, selfScore: item.selfScore === undefined ? undefined : item.selfScore === null ? null : item.selfScore.toFixed(1) }
        : { evaluatorScore: item.evaluatorScore === undefined ? undefined : item.evaluatorScore === null ? null : item.evaluatorScore.toFixed(1) };
      await tx.update(mboItem).set({ ...set, ...stamp }).where(eq(mboItem.id, item.id));
    }
    await bump(tx, actor, row);
    const scored = (items: MboItem[]) => (asOwner ? items.filter((i) => i.selfScore !== null) : items.filter((i) => i.evaluatorScore !== null)).length;
    const after = (await itemsOf(tx, [id])).get(id) ?? [];
    const field = asOwner ? '자기평가' : '평가';
    await writeAudit(tx, actor, {
      entityType: MBO_ENTITY,
      entityId: id,
      action: 'UPDATE',
      changes: [{ field: 'scores', old: `${field} ${scored(before)}/${before.length}`, new: `${field} ${scored(after)}/${after.length}` }],
    });
  });
  return getSheet(db, caller, id);
}

/** Open CONFIRM requests of the sheet are confirmed once decided (DOMAIN §9). */
async function closeConfirmRequests(tx: Executor, actor: Actor, sheetId: number): Promise<void> {
  await tx
    .update(notification)
    .set({ confirmYn: 'Y', confirmedAt: actor.now })
    .where(and(eq(notification.targetType, MBO_ENTITY), eq(notification.targetId, sheetId), eq(notification.type, CONFIRM_TYPE), eq(notification.confirmYn, 'N')));
}

async function userName(tx: Executor, userId: number): Promise<string> {
  const [user] = await tx.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, userId));
  return user?.name ?? '';
}

/** POST /api/mbo/{id}/action: one state change by its actor (ACTION_RULES), with its checks, audit and notifications. */
export async function actOnSheet(db: Database, actor: Actor, caller: Caller, id: number, body: MboActionBody): Promise<MboSheetDetail> {
  const rule = ACTION_RULES[body.action];
  await db.transaction(async (tx) => {
    const row = await lockSheet(tx, caller, id, body.version);
    if (!actsAs(caller, row, rule.by)) {
      throw forbidden(rule.by === 'OWNER' ? API_MESSAGES.mboOwnerOnly : rule.by === 'APPROVER' ? API_MESSAGES.mboApproverOnly : API_MESSAGES.mboCloseForbidden);
    }
    if (row.status !== rule.from) throw stateConflict(fill(API_MESSAGES.mboStateNotAllowed, { status: MBO_STATUS.labels[row.status] }));
    const items = (await itemsOf(tx, [id])).get(id) ?? [];
    const set: Partial<typeof mboSheet.$inferInsert> = { status: rule.to };
    const period = periodLabel(row);
    const location = `/mbo?id=${id}`;
    const toOwner = async (type: string, title: string, text: string) =>
      notify(tx, { userIds: [row.userId], category: 'OKR', type, title, body: text, contentLocation: location, targetType: MBO_ENTITY, targetId: id, actorId: actor.actorId, now: actor.now });
    const toApprover = async (approverId: number, title: string, text: string) =>
      notify(tx, { userIds: [approverId], category: 'OKR', type: CONFIRM_TYPE, title, body: text, contentLocation: location, targetType: MBO_ENTITY, targetId: id, actorId: actor.actorId, now: actor.now });
    const reason = body.reason?.trim();
    switch (body.action) {
      case 'SUBMIT': {
        if (items.length === 0) throw validationError({ items: API_MESSAGES.mboNoItems });
        const total = weightTotal(items);
        if (total !== 100) throw validationError({ items: fill(API_MESSAGES.mboWeightTotal, { total }) });
        const approverId = await approverOf(tx, row.ownerDeptId, row.userId);
        if (approverId === null) throw stateConflict(API_MESSAGES.mboNoApprover);
        Object.assign(set, { approverId, submittedAt: actor.now, returnReason: null });
        await toApprover(approverId, `MBO 합의 요청: ${await userName(tx, row.userId)}`, `${period} MBO (${summary(items)}) 합의를 요청합니다.`);
        break;
      }
      case 'AGREE':
        set.agreedAt = actor.now;
        await closeConfirmRequests(tx, actor, id);
        await toOwner('MBO_AGREED', `MBO 합의 완료: ${period}`, `${period} MBO가 합의되었습니다. 기간이 끝나면 실적과 자기평가를 입력해 주세요.`);
        break;
      case 'RETURN':
        if (!reason) throw validationError({ reason: API_MESSAGES.mboReturnReasonRequired });
        set.returnReason = reason;
        await closeConfirmRequests(tx, actor, id);
        await toOwner('MBO_RETURNED', `MBO 반려: ${period}`, `${period} MBO가 반려되었습니다. 사유: ${reason}`);
        break;
      case 'SELF_ASSESS':
        if (items.length === 0 || items.some((i) => i.selfScore === null || !i.result)) throw validationError({ items: API_MESSAGES.mboSelfScoreMissing });
        if (row.approverId) await toApprover(row.approverId, `MBO 평가 요청: ${await userName(tx, row.userId)}`, `${period} MBO 자기평가가 끝났습니다. 평가 점수를 입력해 주세요.`);
        break;
      case 'EVALUATE':
        if (items.length === 0 || items.some((i) => i.evaluatorScore === null)) throw validationError({ items: API_MESSAGES.mboEvaluatorScoreMissing });
        set.evaluatedAt = actor.now;
        await closeConfirmRequests(tx, actor, id);
        await toOwner('MBO_EVALUATED', `MBO 평가 완료: ${period}`, `${period} MBO 평가가 끝났습니다. 점수 ${figures(items).score?.toFixed(2)}점.`);
        break;
      case 'CLOSE':
        set.closedAt = actor.now;
        break;
    }
    await bump(tx, actor, row, set);
    const changes: AuditChange[] = [{ field: 'status', old: row.status, new: rule.to }];
    if (set.returnReason) changes.push({ field: 'returnReason', old: row.returnReason, new: set.returnReason });
    if (set.approverId && set.approverId !== row.approverId) changes.push({ field: 'approverId', old: row.approverId, new: set.approverId });
    await writeAudit(tx, actor, { entityType: MBO_ENTITY, entityId: id, action: 'STATE', changes });
    await recordActivity(tx, actor, { targetType: MBO_ENTITY, targetId: id, verb: 'STATE_CHANGED', summary: `${MBO_STATUS.labels[row.status]} → ${MBO_STATUS.labels[rule.to]}` });
  });
  return getSheet(db, caller, id);
}
