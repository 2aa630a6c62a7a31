import type { Page } from '@dure/shared/contracts';
import {
  type BudgetCheck,
  COST_EXECUTION_SORTS,
  COST_EXECUTION_STATUSES,
  CostExecutionAction,
  CostExecutionStatus,
  type CostExecution,
  type CostExecutionActionBody,
  type CostExecutionBody,
  type CostExecutionListQuery,
} from '@dure/shared/contracts/cost/directCost';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, costAccount, costExecution, department, project } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { nextDocNumber } from '../../../lib/docNumber';
import { forbidden, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { fill } from '../../../lib/messages';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { orderOf as listOrder } from '../../../lib/sort';
import { toKst } from '../../../lib/time';
import { monthOf } from '../costPeriod/months';
import { refuseClosedMonths } from '../costRate/closedMonth';
import { insertDirectCost } from '../directCost/service';
import { type BudgetAsk, EXECUTION_AREA, budgetCheck, budgetChecks, isExecutionAdmin } from './budget';

export const COST_EXECUTION_ENTITY = 'COST_EXECUTION';
const AUDITED = ['deptId', 'projectId', 'costAccountId', 'title', 'requestedAmount', 'plannedDate', 'payee', 'paymentMethod'] as const;
const EDITABLE: readonly CostExecutionStatus[] = ['DRAFT', 'REJECTED'];
const live = eq(costExecution.deletedYn, 'N');
type Caller = ScopeCaller;
type Row = typeof costExecution.$inferSelect;

const owner = alias(appUser, 'ce_owner');
const decider = alias(appUser, 'ce_decider');
const overrider = alias(appUser, 'ce_overrider');
const requester = alias(appUser, 'ce_requester');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

const columns = {
  row: costExecution,
  deptName: department.name,
  projectName: project.name,
  costAccountName: costAccount.name,
  directYn: costAccount.directYn,
  ownerUserName: owner.name,
  decidedByName: decider.name,
  overrideByName: overrider.name,
  requestedByName: requester.name,
};
type ViewRow = { row: Row; deptName: string | null; projectName: string | null; costAccountName: string | null; directYn: 'Y' | 'N' | null; ownerUserName: string | null; decidedByName: string | null; overrideByName: string | null; requestedByName: string | null };

const selectExecutions = (db: Executor, fields: Record<string, unknown> = columns) =>
  db
    .select(fields as typeof columns)
    .from(costExecution)
    .leftJoin(department, eq(department.id, costExecution.deptId))
    .leftJoin(project, eq(project.id, costExecution.projectId))
    .leftJoin(costAccount, eq(costAccount.id, costExecution.costAccountId))
    .leftJoin(owner, eq(owner.id, costExecution.ownerUserId))
    .leftJoin(decider, eq(decider.id, costExecution.decidedBy))
    .leftJoin(overrider, eq(overrider.id, costExecution.overrideBy))
    .leftJoin(requester, eq(requester.id, costExecution.requestedBy));

const keyOf = (r: Pick<Row, 'plannedDate' | 'deptId' | 'projectId' | 'costAccountId'>) => ({ year: Number(r.plannedDate.slice(0, 4)), deptId: r.deptId, projectId: r.projectId, costAccountId: r.costAccountId });

/** An open execution is checked against what the others leave; a closed one shows its budget as it stands. */
function budgetAskOf(r: Row): BudgetAsk {
  const open = r.status === 'DRAFT' || r.status === 'REQUESTED' || r.status === 'REJECTED';
  return { key: keyOf(r), requested: open ? r.requestedAmount : 0, excludeId: open ? r.id : null };
}

/** The views of executions, their budgets read in one query. */
async function viewsOf(db: Executor, rows: readonly ViewRow[]): Promise<CostExecution[]> {
  const budgets = await budgetChecks(db, rows.map((v) => budgetAskOf(v.row)));
  return rows.map((v, i) => toView(v, budgets[i]));
}

function toView(v: ViewRow, budget: BudgetCheck): CostExecution {
  const r = v.row;
  return {
    id: r.id,
    executionNo: r.executionNo,
    deptId: r.deptId,
    deptName: v.deptName,
    projectId: r.projectId,
    projectName: v.projectName,
    costAccountId: r.costAccountId,
    costAccountName: v.costAccountName,
    directYn: v.directYn ?? 'N',
    title: r.title,
    requestedAmount: r.requestedAmount,
    plannedDate: r.plannedDate,
    payee: r.payee,
    paymentMethod: r.paymentMethod,
    executedAmount: r.executedAmount,
    executedDate: r.executedDate,
    status: r.status,
    overrideReason: r.overrideReason,
    overrideByName: v.overrideByName,
    overrideAt: toKst(r.overrideAt),
    rejectReason: r.rejectReason,
    requestedAt: toKst(r.requestedAt),
    requestedBy: r.requestedBy,
    requestedByName: v.requestedByName,
    decidedAt: toKst(r.decidedAt),
    decidedByName: v.decidedByName,
    directCostId: r.directCostId,
    budget,
    ownerUserId: r.ownerUserId,
    ownerUserName: v.ownerUserName,
    createdAt: toKst(r.createdAt),
    updatedAt: toKst(r.updatedAt),
    version: r.version,
  };
}

// ---------------------------------------------------------------- reading

const SORTS: Record<(typeof COST_EXECUTION_SORTS)[number], SQL> = {
  plannedDate: sql`${costExecution.plannedDate}`,
  executionNo: sql`${costExecution.executionNo}`,
  requestedAmount: sql`${costExecution.requestedAmount}`,
  status: sql`${costExecution.status}`,
  updatedAt: sql`${costExecution.updatedAt}`,
};

const selfOf = (caller: Caller) => or(eq(costExecution.ownerUserId, caller.userId), eq(costExecution.requestedBy, caller.userId)) as SQL;

export async function listExecutions(db: Executor, caller: Caller, query: CostExecutionListQuery, maxSize?: number): Promise<Page<CostExecution>> {
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, EXECUTION_AREA);
  const statuses = (query.statusList ?? '').split(',').filter(Boolean);
  if (statuses.some((s) => !COST_EXECUTION_STATUSES.includes(s as CostExecutionStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  const order = listOrder(query.sort, SORTS, 'plannedDate,desc', [desc(costExecution.id)]);
  const keyword = query.keyword?.trim();
  const where = and(
    live,
    scopeCondition(scope, costExecution.ownerDeptId, selfOf(caller)),
    statuses.length > 0 ? inArray(costExecution.status, statuses as CostExecutionStatus[]) : undefined,
    typeof query.deptId === 'number' ? inDeptSubtree(costExecution.deptId, query.deptId) : undefined,
    typeof query.projectId === 'number' ? eq(costExecution.projectId, query.projectId) : undefined,
    typeof query.costAccountId === 'number' ? eq(costExecution.costAccountId, query.costAccountId) : undefined,
    query.fromDate ? gte(costExecution.plannedDate, query.fromDate) : undefined,
    query.toDate ? lte(costExecution.plannedDate, query.toDate) : undefined,
    keyword
      ? or(ilike(sql`replace(${costExecution.executionNo}, '-', '')`, containsPattern(keyword.replace(/-/g, ''))), ilike(costExecution.title, containsPattern(keyword)), ilike(costExecution.payee, containsPattern(keyword)))
      : undefined,
  );
  const counted = () => db.select({ id: costExecution.id }).from(costExecution).where(where);
  const rows = await selectExecutions(db, { ...columns, cappedCount: cappedCount(counted()) })
    .where(where)
    .orderBy(...order)
    .limit(request.size)
    .offset(request.offset);
  const page = await countedPage(db, request, rows as unknown as (ViewRow & { cappedCount: number })[], (r) => r as ViewRow, counted);
  return { ...page, content: await viewsOf(db, page.content) };
}

async function loadExecution(db: Executor, id: number): Promise<CostExecution> {
  const [row] = await selectExecutions(db).where(eq(costExecution.id, id));
  if (!row) throw notFound(API_MESSAGES.costExecutionNotFound);
  const [view] = await viewsOf(db, [row as unknown as ViewRow]);
  return view;
}

async function executionInScope(tx: Executor, caller: Caller, id: number, lock = false): Promise<Row> {
  const scope = await scopeOf(tx, caller, EXECUTION_AREA);
  const query = tx.select().from(costExecution).where(and(eq(costExecution.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId || row.requestedBy === caller.userId)) throw notFound(API_MESSAGES.costExecutionNotFound);
  return row;
}

export async function getExecution(db: Executor, caller: Caller, id: number): Promise<CostExecution> {
  await executionInScope(db, caller, id);
  return loadExecution(db, id);
}

// ---------------------------------------------------------------- writing

type Values = Pick<Row, 'deptId' | 'projectId' | 'costAccountId' | 'title' | 'requestedAmount' | 'plannedDate' | 'payee' | 'paymentMethod'>;

async function parse(tx: Executor, caller: Caller, input: CostExecutionBody): Promise<Values> {
  const errors: Record<string, string> = {};
  const [d] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, input.deptId), eq(department.deletedYn, 'N')));
  if (!d) errors.deptId = API_MESSAGES.costBudgetDeptUnknown;
  else {
    const scope = await scopeOf(tx, caller, EXECUTION_AREA);
    if (scope.kind !== 'ORG' && !(scope.kind === 'DEPT' && scope.deptIds.includes(input.deptId))) errors.deptId = API_MESSAGES.costExecutionDeptOutOfScope;
  }
  const projectId = input.projectId ?? null;
  if (projectId !== null) {
    const [p] = await tx.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.deletedYn, 'N')));
    if (!p) errors.projectId = API_MESSAGES.directCostProjectUnknown;
  }
  const [a] = await tx.select({ id: costAccount.id }).from(costAccount).where(and(eq(costAccount.id, input.costAccountId), eq(costAccount.deletedYn, 'N'), eq(costAccount.activeYn, 'Y')));
  if (!a) errors.costAccountId = API_MESSAGES.costBudgetAccountUnknown;
  const title = input.title.trim();
  if (!title) errors.title = API_MESSAGES.fieldRequired;
  if (!(input.requestedAmount > 0)) errors.requestedAmount = API_MESSAGES.costExecutionAmount;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { deptId: input.deptId, projectId, costAccountId: input.costAccountId, title, requestedAmount: input.requestedAmount, plannedDate: input.plannedDate, payee: input.payee?.trim() || null, paymentMethod: input.paymentMethod };
}

const locked = (tx: Executor, days: (string | null)[]) => refuseClosedMonths(tx, days.filter((d): d is string => !!d).map(monthOf), API_MESSAGES.monthClosedCostExecution);

export async function createExecution(db: Database, actor: Actor, caller: Caller, input: CostExecutionBody): Promise<CostExecution> {
  const id = await db.transaction(async (tx) => {
    const values = await parse(tx, caller, input);
    await locked(tx, [values.plannedDate]);
    const [row] = await tx
      .insert(costExecution)
      .values({
        ...values,
        executionNo: await nextDocNumber(tx, 'COST_EXECUTION', values.plannedDate),
        ownerDeptId: values.deptId,
        ownerUserId: caller.userId,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, { entityType: COST_EXECUTION_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, ['executionNo', ...AUDITED]) });
    return row.id;
  });
  return loadExecution(db, id);
}

/** PUT of a DRAFT or REJECTED execution (version; its old and new month open). */
export async function updateExecution(db: Database, actor: Actor, caller: Caller, id: number, input: CostExecutionBody): Promise<CostExecution> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  await db.transaction(async (tx) => {
    const row = await executionInScope(tx, caller, id, true);
    if (row.version !== input.version) throw staleVersion();
    if (!EDITABLE.includes(row.status)) throw stateConflict(API_MESSAGES.costExecutionNotEditable);
    const values = await parse(tx, caller, input);
    await locked(tx, [row.plannedDate, values.plannedDate]);
    const changes = diff(row, values, AUDITED);
    if (changes.length === 0) return;
    await tx
      .update(costExecution)
      .set({ ...values, ownerDeptId: values.deptId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(costExecution.id, id));
    await writeAudit(tx, actor, { entityType: COST_EXECUTION_ENTITY, entityId: id, action: 'UPDATE', changes });
  });
  return loadExecution(db, id);
}

export async function deleteExecution(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await executionInScope(tx, caller, id, true);
    if (row.version !== version) throw staleVersion();
    if (row.status !== 'DRAFT') throw stateConflict(API_MESSAGES.costExecutionDeleteDraftOnly);
    await locked(tx, [row.plannedDate]);
    await tx.update(costExecution).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(costExecution.id, id));
    await writeAudit(tx, actor, { entityType: COST_EXECUTION_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

const FROM: Record<(typeof CostExecutionAction.codes)[number], readonly CostExecutionStatus[]> = {
  request: ['DRAFT', 'REJECTED'],
  approve: ['REQUESTED'],
  reject: ['REQUESTED'],
  execute: ['APPROVED'],
  cancel: ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED'],
};
const TO = { request: 'REQUESTED', approve: 'APPROVED', reject: 'REJECTED', execute: 'EXECUTED', cancel: 'CANCELED' } as const;

/**
 * The budget rule at request and approval (DOMAIN §6 CostBudget): more than what remains warns (the view's overrunYn);
 * on a budgetControlYn account it is refused (409) unless COST_EXECUTION_MANAGEMENT_ADMIN gives an override reason,
 * which is stored with who gave it. An override given once carries through approval.
 */
async function budgetGate(tx: Executor, caller: Caller, row: Row, overrideReason: string | undefined): Promise<Partial<Row>> {
  const check = await budgetCheck(tx, keyOf(row), row.requestedAmount, row.id);
  if (check.overrunYn === 'N' || check.budgetControlYn === 'N') return {};
  const reason = overrideReason?.trim();
  if (reason) {
    if (!isExecutionAdmin(caller)) throw forbidden(API_MESSAGES.costExecutionOverrideAdminOnly);
    return { overrideReason: reason, overrideBy: caller.userId };
  }
  if (row.overrideReason) return {};
  throw stateConflict(fill(API_MESSAGES.costExecutionBudgetBlocked, { remaining: won(check.remaining), requested: won(row.requestedAmount) }));
}

/** Moves an execution along DRAFT → REQUESTED → APPROVED → EXECUTED | REJECTED | CANCELED. */
export async function changeExecutionState(db: Database, actor: Actor, caller: Caller, id: number, action: CostExecutionAction, body: CostExecutionActionBody): Promise<CostExecution> {
  await db.transaction(async (tx) => {
    const row = await executionInScope(tx, caller, id, true);
    if (row.version !== body.version) throw staleVersion();
    if (!FROM[action].includes(row.status)) throw stateConflict(fill(API_MESSAGES.costExecutionBadState, { status: CostExecutionStatus.labels[row.status], action: CostExecutionAction.labels[action] }));
    await locked(tx, [row.plannedDate, action === 'execute' ? (body.executedDate ?? null) : null]);
    const stamp = { version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId };
    let change: Partial<Row> = {};
    if (action === 'request') {
      change = { requestedAt: actor.now, requestedBy: caller.userId, rejectReason: null, ...(await budgetGate(tx, caller, row, body.overrideReason)) };
    } else if (action === 'approve' || action === 'reject') {
      if (row.requestedBy === caller.userId) throw forbidden(API_MESSAGES.costExecutionSelfDecision);
      if (action === 'reject') {
        const reason = body.reason?.trim();
        if (!reason) throw validationError({ reason: API_MESSAGES.costExecutionRejectReason });
        change = { rejectReason: reason };
      } else change = await budgetGate(tx, caller, row, body.overrideReason);
      change = { ...change, decidedAt: actor.now, decidedBy: caller.userId };
    } else if (action === 'execute') {
      const amount = body.executedAmount ?? row.requestedAmount;
      if (!(amount > 0 && amount <= row.requestedAmount)) throw validationError({ executedAmount: fill(API_MESSAGES.costExecutionExecutedAmount, { requested: won(row.requestedAmount) }) });
      const executedDate = body.executedDate ?? row.plannedDate;
      change = { executedAmount: amount, executedDate, executedBy: caller.userId };
      const [account] = await tx.select({ directYn: costAccount.directYn }).from(costAccount).where(eq(costAccount.id, row.costAccountId));
      if (row.projectId !== null && account?.directYn === 'Y') {
        change.directCostId = await insertDirectCost(tx, actor, row.ownerUserId ?? caller.userId, {
          projectId: row.projectId,
          costAccountId: row.costAccountId,
          costDate: executedDate,
          description: row.title,
          vendorName: row.payee,
          supplyAmount: amount,
          vatAmount: 0,
          currencyCode: null,
          foreignAmount: null,
          exchangeRate: null,
          evidenceType: row.paymentMethod === 'CORP_CARD' ? 'CARD' : 'NONE',
          purchaseTaxInvoiceId: null,
          status: 'CONFIRMED',
          sourceType: 'EXECUTION',
          costExecutionId: row.id,
          ownerDeptId: row.ownerDeptId,
        });
      }
    }
    if (change.overrideReason) change.overrideAt = actor.now;
    await tx.update(costExecution).set({ ...change, status: TO[action], ...stamp }).where(eq(costExecution.id, id));
    const changes: { field: string; old: unknown; new: unknown }[] = [{ field: 'status', old: row.status, new: TO[action] }];
    for (const field of ['overrideReason', 'rejectReason', 'executedAmount', 'executedDate', 'directCostId'] as const) if (change[field] !== undefined && change[field] !== null) changes.push({ field, old: row[field], new: change[field] });
    await writeAudit(tx, actor, { entityType: COST_EXECUTION_ENTITY, entityId: id, action: 'STATE', changes });
  });
  return loadExecution(db, id);
}
