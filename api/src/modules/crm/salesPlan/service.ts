import { admin, write } from '@dure/shared/access';
import type {
  SalesPlanCell,
  SalesPlanConfirmed,
  SalesPlanDimension,
  SalesPlanGrid,
  SalesPlanGridRow,
  SalesPlanSaveBody,
  SalesPlanSaved,
  SalesPlanWarning,
} from '@dure/shared/contracts/crm/salesPlan';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { salesPlan } from '../../../db/schema';
import { type Actor, type AuditEntry, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, scopeOf } from '../../../lib/dataScope';
import { type RowError, RowsError, staleVersion, stateConflict } from '../../../lib/httpErrors';
import { type PlanKey, monthOf, planKeys, usersInSubtree, ymOf } from './keys';
import { orderActuals } from './orderActuals';
import { salesActuals } from './salesActuals';

export const SALES_PLAN_ENTITY = 'SALES_PLAN';
const AREA = 'SALES_PLAN' as const;

type PlanRow = typeof salesPlan.$inferSelect;

/** actual ÷ target × 100, 1 decimal (truncated); null when there is no target. */
export function attainment(actual: number | null, target: number): number | null {
  if (actual === null || target === 0) return null;
  return Math.trunc((actual * 1000) / target) / 10;
}

const isAdmin = (caller: ScopeCaller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(AREA));
const canWrite = (caller: ScopeCaller) => isAdmin(caller) || caller.authorities.has(write(AREA));

/** Every revision of the year's cells, newest first within a cell. */
async function planRows(db: Executor, year: number, dimension: SalesPlanDimension, keys?: number[]): Promise<PlanRow[]> {
  return db
    .select()
    .from(salesPlan)
    .where(
      and(
        eq(salesPlan.deletedYn, 'N'),
        eq(salesPlan.dimension, dimension),
        between(salesPlan.ym, ymOf(year, 1), ymOf(year, 12)),
        keys ? inArray(salesPlan.keyId, keys.length > 0 ? keys : [0]) : undefined,
      ),
    )
    .orderBy(desc(salesPlan.revisionNo));
}

type CellHistory = { latest: PlanRow; baseline: PlanRow | null };

function byCell(rows: PlanRow[]): Map<string, CellHistory> {
  const cells = new Map<string, CellHistory>();
  for (const row of rows) {
    const key = `${row.keyId}:${row.ym}`;
    const seen = cells.get(key);
    if (!seen) cells.set(key, { latest: row, baseline: row.revisionNo === 0 ? row : null });
    else if (row.revisionNo === 0) seen.baseline = row;
  }
  return cells;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function planGrid(db: Database, caller: ScopeCaller, year: number, dimension: SalesPlanDimension): Promise<SalesPlanGrid> {
  const scope = await scopeOf(db, caller, AREA);
  const keys = await planKeys(db, scope, dimension, caller.userId);
  const keyIds = keys.map((k) => k.keyId);
  const [rows, orders, sales] = await Promise.all([
    planRows(db, year, dimension, keyIds),
    orderActuals(db, year, dimension, keyIds),
    salesActuals(db, year, dimension, keyIds),
  ]);
  const cells = byCell(rows);
  const gridRows = keys.map((key) => gridRow(key, year, cells, orders.get(key.keyId), sales.available ? (sales.byKey.get(key.keyId) ?? Array(12).fill(0)) : null));
  // Rows with a plan or an actual (the sales teams and people) first, the rest after, each in tree order.
  const active = (r: SalesPlanGridRow) => r.plannedYn === 'Y' || r.total.orderActual > 0 || (r.total.salesActual ?? 0) > 0;
  const sorted = [...gridRows.filter(active), ...gridRows.filter((r) => !active(r))];
  const latest = [...cells.values()].map((c) => c.latest);
  return {
    year,
    dimension,
    status: latest.length === 0 ? 'NONE' : latest.some((r) => r.status === 'DRAFT') ? 'DRAFT' : 'CONFIRMED',
    revisionNo: Math.max(0, ...latest.map((r) => r.revisionNo)),
    salesActualsAvailable: sales.available,
    canWrite: canWrite(caller),
    canConfirm: isAdmin(caller),
    rows: sorted,
    warnings: await mismatches(db, year, keys, dimension, cells),
  };
}

function gridRow(key: PlanKey, year: number, cells: Map<string, CellHistory>, orders: number[] | undefined, sales: number[] | null): SalesPlanGridRow {
  const months: SalesPlanCell[] = [];
  for (let m = 1; m <= 12; m++) {
    const ym = ymOf(year, m);
    const cell = cells.get(`${key.keyId}:${ym}`);
    const row = cell?.latest;
    const revised = row && row.revisionNo > 0 ? cell.baseline : null;
    const orderActual = orders?.[m - 1] ?? 0;
    const salesActual = sales ? sales[m - 1] : null;
    const orderTarget = row?.orderTarget ?? 0;
    const salesTarget = row?.salesTarget ?? 0;
    months.push({
      month: m,
      ym,
      id: row?.id ?? null,
      version: row?.version ?? null,
      status: row?.status ?? null,
      revisionNo: row?.revisionNo ?? null,
      orderTarget,
      salesTarget,
      baselineOrderTarget: revised ? revised.orderTarget : null,
      baselineSalesTarget: revised ? revised.salesTarget : null,
      orderActual,
      salesActual,
      orderAttainment: attainment(orderActual, orderTarget),
      salesAttainment: attainment(salesActual, salesTarget),
    });
  }
  const revisedAny = months.some((c) => c.baselineOrderTarget !== null);
  const baseline = (pick: (c: SalesPlanCell) => number, base: (c: SalesPlanCell) => number | null) => (revisedAny ? sum(months.map((c) => base(c) ?? pick(c))) : null);
  const orderTarget = sum(months.map((c) => c.orderTarget));
  const salesTarget = sum(months.map((c) => c.salesTarget));
  const orderActual = sum(months.map((c) => c.orderActual));
  const salesActual = sales ? sum(sales) : null;
  return {
    keyId: key.keyId,
    name: key.name,
    deptId: key.deptId,
    deptName: key.deptName,
    depth: key.depth,
    plannedYn: months.some((c) => c.id !== null) ? 'Y' : 'N',
    months,
    total: {
      orderTarget,
      salesTarget,
      orderActual,
      salesActual,
      orderAttainment: attainment(orderActual, orderTarget),
      salesAttainment: attainment(salesActual, salesTarget),
      baselineOrderTarget: baseline((c) => c.orderTarget, (c) => c.baselineOrderTarget),
      baselineSalesTarget: baseline((c) => c.salesTarget, (c) => c.baselineSalesTarget),
    },
  };
}

/**
 * DOMAIN §4: Σ USER targets of a department's people (its subtree) ≠ its DEPT target
 * → warning. Checked for departments with a DEPT target and at least one USER plan.
 */
async function mismatches(db: Executor, year: number, keys: PlanKey[], dimension: SalesPlanDimension, cells: Map<string, CellHistory>): Promise<SalesPlanWarning[]> {
  if (dimension === 'SEGMENT') return [];
  const depts = dimension === 'DEPT' ? keys : [];
  const deptCells = dimension === 'DEPT' ? cells : byCell(await planRows(db, year, 'DEPT'));
  const userCells = dimension === 'USER' ? cells : byCell(await planRows(db, year, 'USER'));
  if (userCells.size === 0 || deptCells.size === 0) return [];
  const deptKeys =
    depts.length > 0
      ? depts
      : await planKeys(db, { kind: 'DEPT', deptIds: [...new Set(keys.map((k) => k.deptId).filter((d): d is number => d !== null))], paths: [] }, 'DEPT', 0);
  const warnings: SalesPlanWarning[] = [];
  for (const dept of deptKeys) {
    const planned = [...deptCells.values()].some((c) => c.latest.keyId === dept.keyId);
    if (!planned) continue;
    const users = new Set(await usersInSubtree(db, dept.path));
    const userRows = [...userCells.values()].map((c) => c.latest).filter((r) => users.has(r.keyId));
    if (userRows.length === 0) continue;
    for (let m = 1; m <= 12; m++) {
      const ym = ymOf(year, m);
      const target = deptCells.get(`${dept.keyId}:${ym}`)?.latest;
      const inMonth = userRows.filter((r) => monthOf(r.ym) === m);
      const orderSum = sum(inMonth.map((r) => r.orderTarget));
      const salesSum = sum(inMonth.map((r) => r.salesTarget));
      if ((target?.orderTarget ?? 0) !== orderSum) warnings.push({ deptId: dept.keyId, deptName: dept.name, month: m, measure: 'ORDER', deptTarget: target?.orderTarget ?? 0, userSum: orderSum });
      if ((target?.salesTarget ?? 0) !== salesSum) warnings.push({ deptId: dept.keyId, deptName: dept.name, month: m, measure: 'SALES', deptTarget: target?.salesTarget ?? 0, userSum: salesSum });
    }
  }
  return warnings;
}

// ---------------------------------------------------------------- saving

const validTarget = (v: number | undefined) => v === undefined || (Number.isInteger(v) && v >= 0 && v <= 1e15);

/**
 * Saves the changed cells of a year's grid in one transaction. Errors are per row
 * (key) and cell (`orderTarget.3`); any error or a stale version saves nothing.
 * A DRAFT cell is updated in place; a CONFIRMED one gets a new DRAFT revision.
 */
export async function savePlanGrid(db: Database, actor: Actor, caller: ScopeCaller, input: SalesPlanSaveBody): Promise<SalesPlanSaved> {
  const scope = await scopeOf(db, caller, AREA);
  const keys = new Map((await planKeys(db, scope, input.dimension, caller.userId)).map((k) => [k.keyId, k]));
  const errors: RowError[] = [];
  const seen = new Set<number>();
  for (const row of input.rows) {
    const fields: Record<string, string> = {};
    if (!keys.has(row.keyId)) fields._row = API_MESSAGES.salesPlanKeyOutOfScope;
    if (seen.has(row.keyId)) fields._row = API_MESSAGES.salesPlanDuplicateKey;
    seen.add(row.keyId);
    for (const cell of row.cells) {
      if (!(Number.isInteger(cell.month) && cell.month >= 1 && cell.month <= 12)) fields[`month.${cell.month}`] = API_MESSAGES.salesPlanMonthInvalid;
      if (!validTarget(cell.orderTarget)) fields[`orderTarget.${cell.month}`] = API_MESSAGES.salesPlanTargetInvalid;
      if (!validTarget(cell.salesTarget)) fields[`salesTarget.${cell.month}`] = API_MESSAGES.salesPlanTargetInvalid;
    }
    if (Object.keys(fields).length > 0) errors.push({ key: String(row.keyId), fields });
  }
  if (errors.length > 0) throw new RowsError(errors);

  return db.transaction(async (tx) => {
    const cells = byCell(await planRows(tx, input.year, input.dimension, input.rows.map((r) => r.keyId)));
    const counts = { created: 0, updated: 0, revised: 0 };
    const audits: AuditEntry[] = [];
    for (const row of input.rows) {
      for (const cell of row.cells) {
        const ym = ymOf(input.year, cell.month);
        const current = cells.get(`${row.keyId}:${ym}`)?.latest;
        if ((current?.version ?? null) !== cell.version) throw staleVersion();
        const orderTarget = cell.orderTarget ?? current?.orderTarget ?? 0;
        const salesTarget = cell.salesTarget ?? current?.salesTarget ?? 0;
        if (current && current.orderTarget === orderTarget && current.salesTarget === salesTarget) continue;
        const changes = [
          { field: 'ym', old: current?.ym ?? null, new: ym },
          { field: 'orderTarget', old: current?.orderTarget ?? null, new: orderTarget },
          { field: 'salesTarget', old: current?.salesTarget ?? null, new: salesTarget },
        ];
        if (current?.status === 'DRAFT') {
          await tx
            .update(salesPlan)
            .set({ orderTarget, salesTarget, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
            .where(eq(salesPlan.id, current.id));
          audits.push({ entityType: SALES_PLAN_ENTITY, entityId: current.id, action: 'UPDATE', changes });
          counts.updated++;
          continue;
        }
        const [inserted] = await tx
          .insert(salesPlan)
          .values({
            ym,
            dimension: input.dimension,
            keyId: row.keyId,
            deptId: input.dimension === 'DEPT' ? row.keyId : null,
            userId: input.dimension === 'USER' ? row.keyId : null,
            segmentId: input.dimension === 'SEGMENT' ? row.keyId : null,
            orderTarget,
            salesTarget,
            revisionNo: current ? current.revisionNo + 1 : 0,
            createdAt: actor.now,
            createdBy: actor.actorId,
            updatedAt: actor.now,
            updatedBy: actor.actorId,
          })
          .returning({ id: salesPlan.id, revisionNo: salesPlan.revisionNo });
        audits.push({ entityType: SALES_PLAN_ENTITY, entityId: inserted.id, action: 'CREATE', changes: [...changes, { field: 'revisionNo', old: null, new: inserted.revisionNo }] });
        if (current) counts.revised++;
        else counts.created++;
      }
    }
    for (const entry of audits) await writeAudit(tx, actor, entry);
    return counts;
  });
}

/** SALES_PLAN_ADMIN confirms every DRAFT cell of the year and dimension. */
export async function confirmPlan(db: Database, actor: Actor, caller: ScopeCaller, year: number, dimension: SalesPlanDimension): Promise<SalesPlanConfirmed> {
  const scope = await scopeOf(db, caller, AREA);
  const keyIds = (await planKeys(db, scope, dimension, caller.userId)).map((k) => k.keyId);
  return db.transaction(async (tx) => {
    const drafts = [...byCell(await planRows(tx, year, dimension, keyIds)).values()].map((c) => c.latest).filter((r) => r.status === 'DRAFT');
    if (drafts.length === 0) throw stateConflict(API_MESSAGES.salesPlanNothingToConfirm);
    await tx
      .update(salesPlan)
      .set({ status: 'CONFIRMED', confirmedAt: actor.now, confirmedBy: actor.actorId, version: sql`${salesPlan.version} + 1`, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(inArray(salesPlan.id, drafts.map((r) => r.id)));
    for (const row of drafts) {
      await writeAudit(tx, actor, { entityType: SALES_PLAN_ENTITY, entityId: row.id, action: 'STATE', changes: [{ field: 'status', old: 'DRAFT', new: 'CONFIRMED' }] });
    }
    return { confirmed: drafts.length };
  });
}
