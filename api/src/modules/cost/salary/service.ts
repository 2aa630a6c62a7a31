import { base } from '@dure/shared/access';
import { SALARY_AMOUNT_FIELDS, SALARY_SORTS, type Salary, type SalaryAmountField, type SalaryBody, type SalaryListQuery, type SalaryPage, type SalaryTotals } from '@dure/shared/contracts/cost/salary';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, type SQLWrapper, and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, costPeriod, department, salary, userHr } from '../../../db/schema';
import { type Actor, diff, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { seesSalary } from '../../../lib/masking';
import { fill } from '../../../lib/messages';
import { pageRequest, toPage } from '../../../lib/page';
import { by, sortOf } from '../../../lib/sort';
import { closedMonthsAmong } from '../costPeriod/months';
import { SALARY_ENTITY } from './record';

export type SalaryAmounts = Record<SalaryAmountField, number>;

/** The fields every change of a row writes to its history; amounts are masked there without SALARY_MANAGEMENT_READ. */
export const SALARY_AUDITED = ['userId', 'ym', ...SALARY_AMOUNT_FIELDS, 'totalCost'] as const;

/** Severance accrual when the payroll leaves it blank (DOMAIN §6 "÷ 12"): (basePay + allowances + overtimePay + bonus) ÷ 12, floored. */
export const defaultSeverance = (a: Pick<SalaryAmounts, 'basePay' | 'allowances' | 'overtimePay' | 'bonus'>) => Math.floor((a.basePay + a.allowances + a.overtimePay + a.bonus) / 12);

/** totalCost ∑: the six amounts. */
export const totalOf = (a: SalaryAmounts) => SALARY_AMOUNT_FIELDS.reduce((sum, f) => sum + a[f], 0);

/**
 * Who reads salary rows: SALARY_MANAGEMENT by its levels (READ: the department subtrees by the row's ownerDeptId; base
 * role: their own rows), and ROLE_ADMIN / HR_ADMIN org-wide — they manage people, so they see who has a payroll row,
 * but never its amounts (DOMAIN §1.3: salary content is not implied).
 */
export async function salaryScope(db: Executor, caller: ScopeCaller): Promise<DataScope> {
  const scope = await scopeOf(db, caller, 'SALARY_MANAGEMENT');
  if (scope.kind === 'ORG' || scope.kind === 'DEPT') return scope;
  if (caller.authorities.has(base('ADMIN')) || caller.authorities.has(base('HR_ADMIN'))) return { kind: 'ORG' };
  return scope;
}

const live = eq(salary.deletedYn, 'N');
const updater = alias(appUser, 'salary_updater');
const lockedSql = sql<boolean>`exists (select 1 from ${costPeriod} p where p.ym = ${salary.ym} and p.status = 'CLOSED')`;

const columns = {
  id: salary.id,
  userId: salary.userId,
  userName: appUser.name,
  username: appUser.username,
  employeeNo: userHr.employeeNo,
  deptId: salary.ownerDeptId,
  deptName: department.name,
  ym: salary.ym,
  basePay: salary.basePay,
  allowances: salary.allowances,
  overtimePay: salary.overtimePay,
  bonus: salary.bonus,
  employerInsurance: salary.employerInsurance,
  severanceAccrual: salary.severanceAccrual,
  totalCost: salary.totalCost,
  locked: lockedSql,
  updatedAt: salary.updatedAt,
  updatedByName: updater.name,
  version: salary.version,
};

const selectRows = (db: Executor, extra: Record<string, SQL> = {}) =>
  db
    .select({ ...columns, ...extra })
    .from(salary)
    .innerJoin(appUser, eq(appUser.id, salary.userId))
    .leftJoin(userHr, eq(userHr.userId, salary.userId))
    .leftJoin(department, eq(department.id, salary.ownerDeptId))
    .leftJoin(updater, eq(updater.id, salary.updatedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** A row as the viewer may see it: amounts and totalCost null + maskedYn 'Y' without SALARY_MANAGEMENT_READ. */
function toView(r: Row, sees: boolean): Salary {
  const amount = (v: number | string) => (sees ? Number(v) : null);
  return {
    id: Number(r.id),
    userId: Number(r.userId),
    userName: r.userName,
    username: r.username,
    employeeNo: r.employeeNo ?? null,
    deptId: r.deptId === null ? null : Number(r.deptId),
    deptName: r.deptName ?? null,
    ym: r.ym,
    basePay: amount(r.basePay),
    allowances: amount(r.allowances),
    overtimePay: amount(r.overtimePay),
    bonus: amount(r.bonus),
    employerInsurance: amount(r.employerInsurance),
    severanceAccrual: amount(r.severanceAccrual),
    totalCost: amount(r.totalCost),
    maskedYn: sees ? 'N' : 'Y',
    lockedYn: r.locked ? 'Y' : 'N',
    updatedAt: new Date(r.updatedAt).toISOString(),
    updatedByName: r.updatedByName ?? null,
    version: r.version,
  };
}

const SORTS: Record<(typeof SALARY_SORTS)[number], SQLWrapper> = {
  ym: salary.ym,
  userName: appUser.name,
  deptName: department.name,
  basePay: salary.basePay,
  totalCost: salary.totalCost,
  updatedAt: salary.updatedAt,
};
const AMOUNT_SORTS = new Set(['basePay', 'totalCost']);

function order(sort: string | undefined, sees: boolean): SQL[] {
  const { field, dir } = sortOf(sort, SORTS, 'ym,desc');
  // Sorting by a masked amount would leak its order: without salary access such a sort keeps the default order.
  const column = AMOUNT_SORTS.has(field) && !sees ? salary.ym : SORTS[field];
  return [by(column, dir, true), sql`${appUser.name} asc`, desc(salary.id)];
}

function whereOf(query: SalaryListQuery, scope: DataScope, caller: ScopeCaller): SQL {
  if (query.fromYm && query.toYm && query.fromYm > query.toYm) throw validationError({ fromYm: API_MESSAGES.salaryYmRange });
  const keyword = query.keyword?.trim();
  const deptId = query.deptId ? Number(query.deptId) : null;
  return and(
    live,
    scopeCondition(scope, salary.ownerDeptId, eq(salary.userId, caller.userId)),
    query.fromYm ? gte(salary.ym, query.fromYm) : undefined,
    query.toYm ? lte(salary.ym, query.toYm) : undefined,
    deptId ? (query.includeSubDeptYn === 'Y' ? inDeptSubtree(salary.ownerDeptId, deptId) : eq(salary.ownerDeptId, deptId)) : undefined,
    query.userId ? eq(salary.userId, Number(query.userId)) : undefined,
    keyword
      ? sql`(${appUser.name} ilike ${containsPattern(keyword)} or ${appUser.username} ilike ${containsPattern(keyword)} or ${userHr.employeeNo} ilike ${containsPattern(keyword)})`
      : undefined,
  ) as SQL;
}

async function totalsOf(db: Executor, where: SQL, sees: boolean): Promise<SalaryTotals> {
  const sums = Object.fromEntries([...SALARY_AMOUNT_FIELDS, 'totalCost' as const].map((f) => [f, sql<string | null>`sum(${salary[f]})`])) as Record<SalaryAmountField | 'totalCost', SQL<string | null>>;
  const [row] = await db
    .select({ count: sql<string>`count(*)`, ...sums })
    .from(salary)
    .innerJoin(appUser, eq(appUser.id, salary.userId))
    .leftJoin(userHr, eq(userHr.userId, salary.userId))
    .where(where);
  const amount = (v: unknown) => (sees ? Number(v ?? 0) : null);
  return {
    count: Number(row.count),
    basePay: amount(row.basePay),
    allowances: amount(row.allowances),
    overtimePay: amount(row.overtimePay),
    bonus: amount(row.bonus),
    employerInsurance: amount(row.employerInsurance),
    severanceAccrual: amount(row.severanceAccrual),
    totalCost: amount(row.totalCost),
    maskedYn: sees ? 'N' : 'Y',
  };
}

/** Salaries by month range, department (optionally its subtree), person and keyword (name, username, 사번), with totals of every match. */
export async function listSalaries(db: Executor, caller: ScopeCaller, query: SalaryListQuery, maxSize?: number): Promise<SalaryPage> {
  const request = pageRequest(query, maxSize);
  const sees = seesSalary(caller.authorities);
  const scope = await salaryScope(db, caller);
  const where = whereOf(query, scope, caller);
  const [rows, totals] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order(query.sort, sees))
      .limit(request.size)
      .offset(request.offset),
    totalsOf(db, where, sees),
  ]);
  return { ...toPage(rows.map((r) => toView(r, sees)), totals.count, request), totals };
}

/** One row in the caller's scope (404 outside it: no existence leak). */
export async function getSalary(db: Executor, caller: ScopeCaller, id: number): Promise<Salary> {
  const [row] = await selectRows(db, { ownerDeptId: sql`${salary.ownerDeptId}` }).where(and(eq(salary.id, id), live));
  if (!row || !inScope(await salaryScope(db, caller), row.deptId === null ? null : Number(row.deptId), Number(row.userId) === caller.userId)) throw notFound(API_MESSAGES.salaryNotFound);
  return toView(row, seesSalary(caller.authorities));
}

/** A sensitive read of salary rows (DOMAIN §6 "reads audited"): who read what, when — also when the values were masked. */
export function auditSalaryRead(db: Executor, actor: Actor, entityId: number | null, what: Record<string, unknown>): Promise<void> {
  return writeAudit(db, actor, {
    entityType: SALARY_ENTITY,
    entityId,
    action: 'VIEW_SENSITIVE',
    changes: Object.entries(what).map(([field, value]) => ({ field, old: null, new: value ?? null })),
  });
}

/** 409 when the month is CLOSED (read FOR SHARE, so a close in flight waits for the write and the other way round). */
export async function assertMonthsOpen(tx: Executor, months: readonly string[]): Promise<void> {
  const [closed] = await closedMonthsAmong(tx, months);
  if (closed) throw stateConflict(fill(API_MESSAGES.monthClosedSalary, { ym: closed }));
}

async function lockRow(tx: Executor, caller: ScopeCaller, id: number, version: number) {
  const [row] = await tx.select().from(salary).where(and(eq(salary.id, id), live)).for('update');
  if (!row || !inScope(await salaryScope(tx, caller), row.ownerDeptId, row.userId === caller.userId)) throw notFound(API_MESSAGES.salaryNotFound);
  if (row.version !== version) throw staleVersion();
  await assertMonthsOpen(tx, [row.ym]);
  return row;
}

/** The amounts of a body, severance filled in when blank, with their total. */
export function amountsOf(input: Omit<SalaryAmounts, 'severanceAccrual'> & { severanceAccrual?: number | null }): SalaryAmounts & { totalCost: number } {
  const amounts: SalaryAmounts = {
    basePay: input.basePay,
    allowances: input.allowances,
    overtimePay: input.overtimePay,
    bonus: input.bonus,
    employerInsurance: input.employerInsurance,
    severanceAccrual: input.severanceAccrual ?? defaultSeverance(input),
  };
  return { ...amounts, totalCost: totalOf(amounts) };
}

/** Edits the amounts of one row (version echoed; stale → 409; CLOSED month → 409). */
export async function updateSalary(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: SalaryBody): Promise<Salary> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, caller, id, input.version);
    const next = amountsOf(input);
    await tx
      .update(salary)
      .set({ ...next, updatedAt: actor.now, updatedBy: actor.actorId, version: row.version + 1 })
      .where(eq(salary.id, id));
    await writeAudit(tx, actor, { entityType: SALARY_ENTITY, entityId: id, action: 'UPDATE', changes: diff(row, next, SALARY_AUDITED) });
  });
  return getSalary(db, caller, id);
}

/** Soft-deletes one row (version echoed; CLOSED month → 409). */
export async function deleteSalary(db: Database, actor: Actor, caller: ScopeCaller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, caller, id, version);
    await tx
      .update(salary)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId, version: row.version + 1 })
      .where(eq(salary.id, id));
    await writeAudit(tx, actor, { entityType: SALARY_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
