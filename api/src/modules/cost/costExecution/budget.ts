import { admin } from '@dure/shared/access';
import type { Page } from '@dure/shared/contracts';
import type { BudgetCheck, CostBudget, CostBudgetBody, CostBudgetListQuery } from '@dure/shared/contracts/cost/directCost';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../../db/database';
import { costAccount, costBudget, department, project } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { inIds } from '../../../lib/idList';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { toKst } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';

export const COST_BUDGET_ENTITY = 'COST_BUDGET';
export const EXECUTION_AREA = 'COST_EXECUTION_MANAGEMENT' as const;
const AUDITED = ['year', 'deptId', 'projectId', 'costAccountId', 'amount', 'note'] as const;
const live = eq(costBudget.deletedYn, 'N');

export const isExecutionAdmin = (caller: ScopeCaller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(EXECUTION_AREA));

/** What an execution draws on: its project's budget when it has a project, else its department's (DOMAIN §6 CostBudget). */
export type BudgetKey = { year: number; deptId: number; projectId: number | null; costAccountId: number };

/**
 * Committed (APPROVED, not yet executed: the requested amount) and executed (EXECUTED: the executed amount) of the
 * executions `target` picks (SQL over cost_execution `ce`) on an account and year; `excludeId` leaves one out.
 */
function usageOf(target: SQL, costAccountId: SQL | number, year: SQL | number, excludeId: SQL | null) {
  const where = sql`ce.deleted_yn = 'N' and ce.cost_account_id = ${costAccountId} and extract(year from ce.planned_date) = ${year} and ${target}${excludeId ? sql` and ce.id is distinct from ${excludeId}` : sql``}`;
  return {
    committed: sql<string>`(select coalesce(sum(ce.requested_amount), 0) from cost_execution ce where ${where} and ce.status = 'APPROVED')`,
    executed: sql<string>`(select coalesce(sum(ce.executed_amount), 0) from cost_execution ce where ${where} and ce.status = 'EXECUTED')`,
  };
}

/** One budget question: the key drawn on, the amount asked for, and the execution left out of the usage (itself). */
export type BudgetAsk = { key: BudgetKey; requested: number; excludeId: number | null };

/** The budgets of several keys and what remains of each for its `requested` (overrun when requested > remaining), in one query. */
export async function budgetChecks(db: Executor, asks: readonly BudgetAsk[]): Promise<BudgetCheck[]> {
  if (asks.length === 0) return [];
  const values = sql.join(
    asks.map((a, i) => sql`(${i}::int, ${a.key.year}::int, ${a.key.deptId}::int, ${a.key.projectId}::int, ${a.key.costAccountId}::int, ${a.excludeId}::int)`),
    sql`, `,
  );
  const usage = usageOf(sql`(case when k.project_id is null then ce.project_id is null and ce.dept_id = k.dept_id else ce.project_id = k.project_id end)`, sql`k.account_id`, sql`k.year`, sql`k.exclude_id`);
  const rows = await rowsOf<{ i: number; control: 'Y' | 'N' | null; budget_id: number | null; amount: string | number | null; committed: string; executed: string }>(
    db,
    sql`with k(i, year, dept_id, project_id, account_id, exclude_id) as (values ${values})
      select k.i, a.budget_control_yn as control, b.id as budget_id, b.amount, ${usage.committed} as committed, ${usage.executed} as executed
      from k
      left join cost_account a on a.id = k.account_id
      left join cost_budget b on b.deleted_yn = 'N' and b.year = k.year and b.cost_account_id = k.account_id
        and (case when k.project_id is null then b.dept_id = k.dept_id and b.project_id is null else b.project_id = k.project_id end)
      order by k.i`,
  );
  return rows.map((row) => {
    const { requested } = asks[Number(row.i)];
    const committed = Number(row.committed);
    const executed = Number(row.executed);
    const budgetAmount = row.amount === null ? 0 : Number(row.amount);
    const remaining = budgetAmount - committed - executed;
    return { budgetId: row.budget_id === null ? null : Number(row.budget_id), budgetAmount, committed, executed, remaining, overrunYn: requested > remaining ? 'Y' : 'N', budgetControlYn: row.control ?? 'N' };
  });
}

/** The budget of a key and what remains of it for `requested`. */
export async function budgetCheck(db: Executor, key: BudgetKey, requested: number, excludeId: number | null): Promise<BudgetCheck> {
  const [check] = await budgetChecks(db, [{ key, requested, excludeId }]);
  return check;
}

// ---------------------------------------------------------------- budgets

const usage = usageOf(
  sql`(case when ${costBudget.projectId} is null then ce.project_id is null and ce.dept_id = ${costBudget.deptId} else ce.project_id = ${costBudget.projectId} end)`,
  sql`${costBudget.costAccountId}`,
  sql`${costBudget.year}`,
  null,
);
const columns = {
  row: costBudget,
  deptName: department.name,
  projectName: project.name,
  costAccountName: costAccount.name,
  budgetControlYn: costAccount.budgetControlYn,
  committed: usage.committed,
  executed: usage.executed,
};
type Row = { row: typeof costBudget.$inferSelect; deptName: string | null; projectName: string | null; costAccountName: string | null; budgetControlYn: 'Y' | 'N' | null; committed: string; executed: string };

function toView(r: Row): CostBudget {
  const committed = Number(r.committed);
  const executed = Number(r.executed);
  return {
    id: r.row.id,
    year: r.row.year,
    deptId: r.row.deptId,
    deptName: r.deptName,
    projectId: r.row.projectId,
    projectName: r.projectName,
    costAccountId: r.row.costAccountId,
    costAccountName: r.costAccountName,
    budgetControlYn: r.budgetControlYn ?? 'N',
    amount: r.row.amount,
    committed,
    executed,
    remaining: r.row.amount - committed - executed,
    note: r.row.note,
    updatedAt: toKst(r.row.updatedAt),
    version: r.row.version,
  };
}

const selectBudgets = (db: Executor, fields: Record<string, unknown> = columns) =>
  db
    .select(fields as typeof columns)
    .from(costBudget)
    .leftJoin(department, eq(department.id, costBudget.deptId))
    .leftJoin(project, eq(project.id, costBudget.projectId))
    .leftJoin(costAccount, eq(costAccount.id, costBudget.costAccountId));

/** Budgets in the caller's scope: department budgets of their departments, project budgets of projects owned there (ADMIN: all). */
async function scopeWhere(db: Executor, caller: ScopeCaller): Promise<SQL> {
  const scope = await scopeOf(db, caller, EXECUTION_AREA);
  if (scope.kind === 'ORG') return sql`true`;
  if (scope.kind !== 'DEPT' || scope.deptIds.length === 0) return sql`false`;
  return sql`(${inIds(costBudget.deptId, scope.deptIds)} or ${inIds(project.ownerDeptId, scope.deptIds)})`;
}

export async function listBudgets(db: Executor, caller: ScopeCaller, query: CostBudgetListQuery, maxSize?: number): Promise<Page<CostBudget>> {
  const request = pageRequest(query, maxSize);
  const where = and(
    live,
    await scopeWhere(db, caller),
    typeof query.year === 'number' ? eq(costBudget.year, query.year) : undefined,
    typeof query.deptId === 'number' ? eq(costBudget.deptId, query.deptId) : undefined,
    typeof query.projectId === 'number' ? eq(costBudget.projectId, query.projectId) : undefined,
    typeof query.costAccountId === 'number' ? eq(costBudget.costAccountId, query.costAccountId) : undefined,
  );
  const sorts = { year: sql`${costBudget.year}`, amount: sql`${costBudget.amount}`, costAccountId: sql`${costAccount.sortOrder}`, updatedAt: sql`${costBudget.updatedAt}` };
  const counted = () => selectBudgets(db, { id: costBudget.id }).where(where);
  const rows = await selectBudgets(db, { ...columns, cappedCount: cappedCount(counted()) })
    .where(where)
    .orderBy(...listOrder(query.sort, sorts, 'year,desc', [asc(costAccount.code), desc(costBudget.id)]))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows as unknown as (Row & { cappedCount: number })[], (r) => toView(r as Row), counted);
}

async function getBudget(db: Executor, id: number): Promise<CostBudget> {
  const [row] = await selectBudgets(db).where(and(eq(costBudget.id, id), live));
  if (!row) throw notFound(API_MESSAGES.costBudgetNotFound);
  return toView(row as unknown as Row);
}

async function parse(tx: Executor, input: CostBudgetBody): Promise<Omit<CostBudgetBody, 'version'> & { deptId: number | null; projectId: number | null; note: string | null }> {
  const errors: Record<string, string> = {};
  const deptId = input.deptId ?? null;
  const projectId = input.projectId ?? null;
  if ((deptId === null) === (projectId === null)) errors.deptId = API_MESSAGES.costBudgetTarget;
  if (deptId !== null) {
    const [d] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, deptId), eq(department.deletedYn, 'N')));
    if (!d) errors.deptId = API_MESSAGES.costBudgetDeptUnknown;
  }
  if (projectId !== null) {
    const [p] = await tx.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.deletedYn, 'N')));
    if (!p) errors.projectId = API_MESSAGES.directCostProjectUnknown;
  }
  const [a] = await tx.select({ id: costAccount.id }).from(costAccount).where(and(eq(costAccount.id, input.costAccountId), eq(costAccount.deletedYn, 'N'), eq(costAccount.activeYn, 'Y')));
  if (!a) errors.costAccountId = API_MESSAGES.costBudgetAccountUnknown;
  if (input.amount < 0) errors.amount = API_MESSAGES.costBudgetAmount;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { year: input.year, deptId, projectId, costAccountId: input.costAccountId, amount: input.amount, note: input.note?.trim() || null };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'cost_budget_key_uq') throw validationError({ costAccountId: API_MESSAGES.costBudgetDuplicate });
    throw error;
  }
}

/** Budgets are set by COST_EXECUTION_MANAGEMENT_ADMIN (the route's role); one per (year, dept or project, account). */
export async function createBudget(db: Database, actor: Actor, input: CostBudgetBody): Promise<CostBudget> {
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const values = await parse(tx, input);
      const [row] = await tx.insert(costBudget).values({ ...values, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId }).returning();
      await writeAudit(tx, actor, { entityType: COST_BUDGET_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getBudget(db, id);
}

export async function updateBudget(db: Database, actor: Actor, id: number, input: CostBudgetBody): Promise<CostBudget> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(costBudget).where(and(eq(costBudget.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.costBudgetNotFound);
      if (current.version !== input.version) throw staleVersion();
      const values = await parse(tx, input);
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await tx.update(costBudget).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(costBudget.id, id));
      await writeAudit(tx, actor, { entityType: COST_BUDGET_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getBudget(db, id);
}

export async function deleteBudget(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(costBudget).where(and(eq(costBudget.id, id), live)).for('update');
    if (!current) throw notFound(API_MESSAGES.costBudgetNotFound);
    if (current.version !== version) throw staleVersion();
    await tx.update(costBudget).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(costBudget.id, id));
    await writeAudit(tx, actor, { entityType: COST_BUDGET_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
