import type { Page } from '@dure/shared/contracts';
import {
  DIRECT_COST_MOD_SORTS,
  DIRECT_COST_MOD_STATUSES,
  DirectCostModType,
  type DirectCostMod,
  type DirectCostModBody,
  type DirectCostModListQuery,
  type DirectCostModSide,
  type DirectCostModStatus,
} from '@dure/shared/contracts/cost/directCost';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, costAccount, directCost, directCostMod, project } from '../../../db/schema';
import { type Actor, created, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { kstDate, toKst } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { notify } from '../../cross/notification/notify';
import { closedMonthsAmong, lastClosedMonth, monthOf, nextYm } from '../costPeriod/months';
import { refuseClosedMonths } from '../costRate/closedMonth';
import { DIRECT_COST_AREA, DIRECT_COST_ENTITY, type DirectCostRow, costInScope, directAccount, insertDirectCost, liveProject } from './service';

export const DIRECT_COST_MOD_ENTITY = 'DIRECT_COST_MOD';
const MOD_AREA = 'DIRECT_COST_MOD_MANAGEMENT' as const;
type Caller = ScopeCaller;
type ModRow = typeof directCostMod.$inferSelect;

const liveMod = eq(directCostMod.deletedYn, 'N');
const requester = alias(appUser, 'mod_requester');
const decider = alias(appUser, 'mod_decider');
const beforeProject = alias(project, 'mod_before_project');
const afterProject = alias(project, 'mod_after_project');
const beforeAccount = alias(costAccount, 'mod_before_account');
const afterAccount = alias(costAccount, 'mod_after_account');

const columns = {
  mod: directCostMod,
  description: directCost.description,
  requestedByName: requester.name,
  decidedByName: decider.name,
  beforeProjectName: beforeProject.name,
  afterProjectName: afterProject.name,
  beforeAccountName: beforeAccount.name,
  afterAccountName: afterAccount.name,
  adjustmentIds: sql<(string | number)[]>`coalesce((select array_agg(a.id order by a.id) from direct_cost a where a.direct_cost_mod_id = ${directCostMod.id}), '{}')`,
};
type ViewRow = {
  mod: ModRow;
  description: string | null;
  requestedByName: string | null;
  decidedByName: string | null;
  beforeProjectName: string | null;
  afterProjectName: string | null;
  beforeAccountName: string | null;
  afterAccountName: string | null;
  adjustmentIds: (string | number)[];
};

function selectMods(db: Executor, fields: Record<string, unknown> = columns) {
  return db
    .select(fields as typeof columns)
    .from(directCostMod)
    .innerJoin(directCost, eq(directCost.id, directCostMod.directCostId))
    .leftJoin(requester, eq(requester.id, directCostMod.requestedBy))
    .leftJoin(decider, eq(decider.id, directCostMod.decidedBy))
    .leftJoin(beforeProject, eq(beforeProject.id, directCostMod.beforeProjectId))
    .leftJoin(afterProject, eq(afterProject.id, directCostMod.afterProjectId))
    .leftJoin(beforeAccount, eq(beforeAccount.id, directCostMod.beforeCostAccountId))
    .leftJoin(afterAccount, eq(afterAccount.id, directCostMod.afterCostAccountId));
}

function toView(v: ViewRow): DirectCostMod {
  const m = v.mod;
  const before: DirectCostModSide = {
    projectId: m.beforeProjectId,
    projectName: v.beforeProjectName,
    costAccountId: m.beforeCostAccountId,
    costAccountName: v.beforeAccountName,
    costDate: m.beforeCostDate,
    supplyAmount: m.beforeSupplyAmount,
    vatAmount: m.beforeVatAmount,
  };
  const after: DirectCostModSide = {
    projectId: m.afterProjectId,
    projectName: v.afterProjectName,
    costAccountId: m.afterCostAccountId,
    costAccountName: v.afterAccountName,
    costDate: m.afterCostDate,
    supplyAmount: m.afterSupplyAmount,
    vatAmount: m.afterVatAmount,
  };
  return {
    id: m.id,
    directCostId: m.directCostId,
    directCostDescription: v.description,
    changeType: m.changeType,
    before,
    after,
    reason: m.reason,
    status: m.status,
    requestedBy: m.requestedBy,
    requestedByName: v.requestedByName,
    requestedAt: toKst(m.createdAt),
    decidedAt: toKst(m.decidedAt),
    decidedByName: v.decidedByName,
    rejectReason: m.rejectReason,
    adjustedYn: m.adjustedYn,
    adjustmentIds: v.adjustmentIds.map(Number),
    version: m.version,
  };
}

// ---------------------------------------------------------------- reading

const SORTS: Record<(typeof DIRECT_COST_MOD_SORTS)[number], SQL> = {
  requestedAt: sql`${directCostMod.createdAt}`,
  status: sql`${directCostMod.status}`,
  changeType: sql`${directCostMod.changeType}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'requestedAt,desc', [desc(directCostMod.id)]);

/**
 * Changes in scope of DIRECT_COST_MOD_MANAGEMENT (by the change's owner department; the requester always sees theirs);
 * the month range is the original row's month.
 */
export async function listMods(db: Executor, caller: Caller, query: DirectCostModListQuery, maxSize?: number): Promise<Page<DirectCostMod>> {
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, MOD_AREA);
  const statuses = (query.statusList ?? '').split(',').filter(Boolean);
  if (statuses.some((s) => !DIRECT_COST_MOD_STATUSES.includes(s as DirectCostModStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  const keyword = query.keyword?.trim();
  const where = and(
    liveMod,
    scopeCondition(scope, directCostMod.ownerDeptId, eq(directCostMod.requestedBy, caller.userId)),
    statuses.length > 0 ? inArray(directCostMod.status, statuses as DirectCostModStatus[]) : undefined,
    query.changeType ? eq(directCostMod.changeType, query.changeType) : undefined,
    typeof query.directCostId === 'number' ? eq(directCostMod.directCostId, query.directCostId) : undefined,
    query.fromYm ? gte(directCostMod.beforeCostDate, `${query.fromYm}-01`) : undefined,
    query.toYm ? lt(directCostMod.beforeCostDate, `${nextYm(query.toYm)}-01`) : undefined,
    keyword ? or(ilike(directCost.description, containsPattern(keyword)), ilike(directCostMod.reason, containsPattern(keyword))) : undefined,
  );
  const counted = () => db.select({ id: directCostMod.id }).from(directCostMod).innerJoin(directCost, eq(directCost.id, directCostMod.directCostId)).where(where);
  const rows = await selectMods(db, { ...columns, cappedCount: cappedCount(counted()) })
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows as unknown as (ViewRow & { cappedCount: number })[], (r) => toView(r as ViewRow), counted);
}

export async function loadMod(db: Executor, id: number): Promise<DirectCostMod> {
  const [row] = await selectMods(db).where(and(eq(directCostMod.id, id), liveMod));
  if (!row) throw notFound(API_MESSAGES.directCostModNotFound);
  return toView(row as unknown as ViewRow);
}

/** A change the caller may read (their scope or their own request); 404 otherwise. */
export async function getMod(db: Executor, caller: Caller, id: number): Promise<DirectCostMod> {
  const scope = await scopeOf(db, caller, MOD_AREA);
  const [row] = await selectMods(db).where(and(eq(directCostMod.id, id), liveMod, scopeCondition(scope, directCostMod.ownerDeptId, eq(directCostMod.requestedBy, caller.userId))));
  if (!row) throw notFound(API_MESSAGES.directCostModNotFound);
  return toView(row as unknown as ViewRow);
}

// ---------------------------------------------------------------- requesting

type After = Pick<ModRow, 'afterProjectId' | 'afterCostAccountId' | 'afterCostDate' | 'afterSupplyAmount' | 'afterVatAmount'>;

/** The change's "after" side checked against the row: only the fields of its type, and different from now. */
async function afterOf(tx: Executor, row: DirectCostRow, input: DirectCostModBody): Promise<After> {
  const none: After = { afterProjectId: null, afterCostAccountId: null, afterCostDate: null, afterSupplyAmount: null, afterVatAmount: null };
  const errors: Record<string, string> = {};
  switch (input.changeType) {
    case 'AMOUNT': {
      const supply = input.supplyAmount ?? null;
      const vat = input.vatAmount ?? row.vatAmount;
      if (supply === null) errors.supplyAmount = API_MESSAGES.directCostSupplyRequired;
      else if (supply === 0) errors.supplyAmount = API_MESSAGES.directCostAmountZero;
      else if (Math.sign(vat) * Math.sign(supply) < 0 || Math.abs(vat) * 2 > Math.abs(supply)) errors.vatAmount = API_MESSAGES.directCostVatRange;
      else if (supply === row.supplyAmount && vat === row.vatAmount) errors.supplyAmount = API_MESSAGES.directCostModNothing;
      if (Object.keys(errors).length > 0) throw validationError(errors);
      return { ...none, afterSupplyAmount: supply, afterVatAmount: vat };
    }
    case 'ACCOUNT': {
      const id = input.costAccountId ?? null;
      if (id === null || !(await directAccount(tx, id))) throw validationError({ costAccountId: API_MESSAGES.directCostAccountNotDirect });
      if (id === row.costAccountId) throw validationError({ costAccountId: API_MESSAGES.directCostModNothing });
      return { ...none, afterCostAccountId: id };
    }
    case 'PROJECT': {
      const id = input.projectId ?? null;
      if (id === null || !(await liveProject(tx, id))) throw validationError({ projectId: API_MESSAGES.directCostProjectUnknown });
      if (id === row.projectId) throw validationError({ projectId: API_MESSAGES.directCostModNothing });
      return { ...none, afterProjectId: id };
    }
    case 'MONTH': {
      const date = input.costDate ?? null;
      if (!date) throw validationError({ costDate: API_MESSAGES.directCostModDateRequired });
      if (monthOf(date) === monthOf(row.costDate)) throw validationError({ costDate: API_MESSAGES.directCostModMonthSame });
      const [closed] = await closedMonthsAmong(tx, [monthOf(date)]);
      if (closed) throw validationError({ costDate: fill(API_MESSAGES.directCostModTargetClosed, { ym: closed }) });
      return { ...none, afterCostDate: date };
    }
    case 'CANCEL':
      return none;
  }
}

/** Is the row a closed month's row already corrected by adjustments? Then changes go to the adjustment row. */
async function superseded(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: directCostMod.id }).from(directCostMod).where(and(liveMod, eq(directCostMod.directCostId, id), eq(directCostMod.status, 'APPLIED'), eq(directCostMod.adjustedYn, 'Y'))).limit(1);
  return row !== undefined;
}

/**
 * Requests a change of a CONFIRMED row in the caller's direct-cost scope (a CLOSED month's row too: that is what changes
 * are for). One open request per row; `version` is the row's as read.
 */
export async function requestMod(db: Database, actor: Actor, caller: Caller, input: DirectCostModBody): Promise<DirectCostMod> {
  const reason = input.reason.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.fieldRequired });
  const id = await db.transaction(async (tx) => {
    const row = await costInScope(tx, caller, await scopeOf(tx, caller, DIRECT_COST_AREA), input.directCostId, true);
    if (row.version !== input.version) throw staleVersion();
    if (row.status !== 'CONFIRMED') throw stateConflict(API_MESSAGES.directCostModNotConfirmed);
    const [open] = await tx.select({ id: directCostMod.id }).from(directCostMod).where(and(liveMod, eq(directCostMod.directCostId, row.id), eq(directCostMod.status, 'REQUESTED'))).limit(1);
    if (open) throw stateConflict(API_MESSAGES.directCostModPending);
    if (await superseded(tx, row.id)) throw stateConflict(API_MESSAGES.directCostModSuperseded);
    const after = await afterOf(tx, row, input);
    const [mod] = await tx
      .insert(directCostMod)
      .values({
        ownerDeptId: row.ownerDeptId,
        directCostId: row.id,
        changeType: input.changeType,
        beforeProjectId: row.projectId,
        beforeCostAccountId: row.costAccountId,
        beforeCostDate: row.costDate,
        beforeSupplyAmount: row.supplyAmount,
        beforeVatAmount: row.vatAmount,
        ...after,
        reason,
        requestedBy: caller.userId,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, { entityType: DIRECT_COST_MOD_ENTITY, entityId: mod.id, action: 'CREATE', changes: created(mod, ['directCostId', 'changeType', 'afterProjectId', 'afterCostAccountId', 'afterCostDate', 'afterSupplyAmount', 'afterVatAmount', 'reason']) });
    return mod.id;
  });
  return loadMod(db, id);
}

// ---------------------------------------------------------------- deciding

/** A REQUESTED change in the caller's scope, locked; version echoed; never the requester's own (approver ≠ requester). */
async function modForDecision(tx: Executor, caller: Caller, id: number, version: number): Promise<ModRow> {
  const scope = await scopeOf(tx, caller, MOD_AREA);
  const [mod] = await tx
    .select()
    .from(directCostMod)
    .where(and(eq(directCostMod.id, id), liveMod, scopeCondition(scope, directCostMod.ownerDeptId, eq(directCostMod.requestedBy, caller.userId))))
    .for('update');
  if (!mod) throw notFound(API_MESSAGES.directCostModNotFound);
  if (mod.version !== version) throw staleVersion();
  if (mod.status !== 'REQUESTED') throw stateConflict(API_MESSAGES.directCostModNotRequested);
  if (mod.requestedBy === caller.userId) throw forbidden(API_MESSAGES.directCostModSelfDecision);
  return mod;
}

const TYPE_FIELDS = { AMOUNT: ['supplyAmount', 'vatAmount'], ACCOUNT: ['costAccountId'], PROJECT: ['projectId'], MONTH: ['costDate'], CANCEL: ['deletedYn'] } as const;

/** The row as the change makes it (the fields of its type). */
function changed(row: DirectCostRow, mod: ModRow) {
  return {
    projectId: mod.afterProjectId ?? row.projectId,
    costAccountId: mod.afterCostAccountId ?? row.costAccountId,
    costDate: mod.afterCostDate ?? row.costDate,
    supplyAmount: mod.afterSupplyAmount ?? row.supplyAmount,
    vatAmount: mod.afterVatAmount ?? row.vatAmount,
  };
}

/** The day an adjustment lands on: today when the first open month is this month, else that month's first day. */
function adjustmentDay(openYm: string, today: string): string {
  return monthOf(today) === openYm ? today : `${openYm}-01`;
}

/**
 * Applies an approved change. The row's month open: the row itself changes (CANCEL deletes it). Its month CLOSED: the
 * row stays as it is and adjustment rows land in the first open month — AMOUNT one row of the difference; ACCOUNT,
 * PROJECT, MONTH the old amount negated and the new row; CANCEL the old amount negated.
 */
async function apply(tx: Executor, actor: Actor, mod: ModRow): Promise<boolean> {
  const [row] = await tx.select().from(directCost).where(eq(directCost.id, mod.directCostId)).for('update');
  if (!row || row.deletedYn === 'Y') throw notFound(API_MESSAGES.directCostNotFound);
  const next = changed(row, mod);
  const [closed] = await closedMonthsAmong(tx, [monthOf(row.costDate)]);
  if (!closed) {
    if (mod.changeType === 'MONTH') await refuseClosedMonths(tx, [monthOf(next.costDate)], API_MESSAGES.monthClosedDirectCost);
    const stamp = { version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId };
    if (mod.changeType === 'CANCEL') {
      await tx.update(directCost).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, ...stamp }).where(eq(directCost.id, row.id));
    } else {
      // A changed amount drops the foreign figures it no longer matches.
      const foreign = mod.changeType === 'AMOUNT' ? { currencyCode: null, foreignAmount: null, exchangeRate: null } : {};
      await tx.update(directCost).set({ ...next, ...foreign, ...stamp }).where(eq(directCost.id, row.id));
    }
    const changes = TYPE_FIELDS[mod.changeType].map((field) =>
      field === 'deletedYn' ? { field, old: 'N', new: 'Y' } : { field, old: row[field], new: next[field] },
    );
    changes.push({ field: 'directCostModId', old: null, new: mod.id } as never);
    await writeAudit(tx, actor, { entityType: DIRECT_COST_ENTITY, entityId: row.id, action: mod.changeType === 'CANCEL' ? 'DELETE' : 'UPDATE', changes });
    return false;
  }
  const last = await lastClosedMonth(tx);
  const openYm = nextYm(last ?? closed);
  const day = adjustmentDay(openYm, kstDate(actor.now));
  const base = {
    description: row.description,
    vendorName: row.vendorName,
    currencyCode: null,
    foreignAmount: null,
    exchangeRate: null,
    evidenceType: row.evidenceType,
    purchaseTaxInvoiceId: row.purchaseTaxInvoiceId,
    status: 'CONFIRMED' as const,
    sourceType: 'ADJUSTMENT' as const,
    adjustmentOfId: row.id,
    directCostModId: mod.id,
    ownerDeptId: row.ownerDeptId,
  };
  const owner = row.ownerUserId ?? mod.requestedBy;
  if (mod.changeType === 'AMOUNT') {
    await insertDirectCost(tx, actor, owner, { ...base, projectId: row.projectId, costAccountId: row.costAccountId, costDate: day, supplyAmount: next.supplyAmount - row.supplyAmount, vatAmount: next.vatAmount - row.vatAmount });
    return true;
  }
  await insertDirectCost(tx, actor, owner, { ...base, projectId: row.projectId, costAccountId: row.costAccountId, costDate: day, supplyAmount: -row.supplyAmount, vatAmount: -row.vatAmount });
  if (mod.changeType !== 'CANCEL') {
    await insertDirectCost(tx, actor, owner, { ...base, projectId: next.projectId, costAccountId: next.costAccountId, costDate: mod.changeType === 'MONTH' ? next.costDate : day, supplyAmount: row.supplyAmount, vatAmount: row.vatAmount });
  }
  return true;
}

const TYPE_LABEL = (m: ModRow) => DirectCostModType.labels[m.changeType];

async function decided(tx: Executor, actor: Actor, mod: ModRow, status: 'APPLIED' | 'REJECTED', rejectReason: string | null, adjusted: boolean): Promise<void> {
  await tx
    .update(directCostMod)
    .set({ status, rejectReason, adjustedYn: adjusted ? 'Y' : 'N', decidedAt: actor.now, decidedBy: actor.actorId, version: mod.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(directCostMod.id, mod.id));
  const changes: { field: string; old: string; new: string }[] = [{ field: 'status', old: mod.status, new: status }];
  if (rejectReason) changes.push({ field: 'rejectReason', old: '', new: rejectReason });
  await writeAudit(tx, actor, { entityType: DIRECT_COST_MOD_ENTITY, entityId: mod.id, action: 'STATE', changes });
  const [cost] = await tx.select({ description: directCost.description }).from(directCost).where(eq(directCost.id, mod.directCostId));
  await notify(tx, {
    userIds: [mod.requestedBy],
    category: 'COST',
    type: status === 'APPLIED' ? 'DIRECT_COST_MOD_APPROVED' : 'DIRECT_COST_MOD_REJECTED',
    title: status === 'APPLIED' ? '직접비 변경 승인' : '직접비 변경 반려',
    body:
      status === 'APPLIED'
        ? `'${cost?.description ?? ''}' 직접비 ${TYPE_LABEL(mod)} 변경이 승인되어 반영되었습니다.${adjusted ? ' 마감된 달의 직접비라 진행 중인 달에 조정 행으로 반영했습니다.' : ''}`
        : `'${cost?.description ?? ''}' 직접비 ${TYPE_LABEL(mod)} 변경이 반려되었습니다. 사유: ${rejectReason}`,
    contentLocation: `/direct/cost/mod/management?directCostId=${mod.directCostId}`,
    targetType: DIRECT_COST_MOD_ENTITY,
    targetId: mod.id,
    actorId: actor.actorId,
    now: actor.now,
  });
}

/** REQUESTED → APPROVED and applied at once (status APPLIED); the requester hears of it. */
export async function approveMod(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<DirectCostMod> {
  await db.transaction(async (tx) => {
    const mod = await modForDecision(tx, caller, id, version);
    await writeAudit(tx, actor, { entityType: DIRECT_COST_MOD_ENTITY, entityId: mod.id, action: 'STATE', changes: [{ field: 'status', old: 'REQUESTED', new: 'APPROVED' }] });
    const adjusted = await apply(tx, actor, mod);
    await decided(tx, actor, { ...mod, status: 'APPROVED' }, 'APPLIED', null, adjusted);
  });
  return loadMod(db, id);
}

/** REQUESTED → REJECTED with a reason; the requester hears of it. */
export async function rejectMod(db: Database, actor: Actor, caller: Caller, id: number, version: number, reason: string | undefined): Promise<DirectCostMod> {
  const text = reason?.trim() ?? '';
  if (!text) throw validationError({ reason: API_MESSAGES.directCostModRejectReason });
  await db.transaction(async (tx) => {
    const mod = await modForDecision(tx, caller, id, version);
    await decided(tx, actor, mod, 'REJECTED', text, false);
  });
  return loadMod(db, id);
}

