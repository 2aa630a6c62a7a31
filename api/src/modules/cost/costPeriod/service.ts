import type { Role } from '@dure/shared/access';
import type { CostPeriod, CostPeriodReopenBody } from '@dure/shared/contracts/cost/costPeriod';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../../db/database';
import { appUser, costPeriod } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { kstDate } from '../../../lib/time';
import { activeHoldersOf } from '../../admin/authority/holders';
import { notify } from '../../cross/notification/notify';
import { freezeProjectMonths, frozenCommonByMonth, thawProjectMonths } from '../profit/months';
import { freezeLaborCost, thawLaborCost } from './freeze';
import { monthOf, monthRange, nextYm } from './months';
import { COST_PERIOD_ENTITY } from './record';

type Row = typeof costPeriod.$inferSelect;
/** Who hears that a month closed: those who read the close or the profit it fixes. */
const NOTIFIED_ROLES: readonly Role[] = ['ROLE_COST_MANAGEMENT_READ', 'ROLE_PROJECT_PROFIT_READ'];
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const koreanMonth = (ym: string) => `${ym.slice(0, 4)}년 ${Number(ym.slice(5))}월`;

/** The last CLOSED month and the month in CLOSING (at most one), from the whole table (a few rows a year). */
async function closeState(db: Executor): Promise<{ lastClosed: string | null; closing: string | null }> {
  const rows = await db.select({ ym: costPeriod.ym, status: costPeriod.status }).from(costPeriod).where(sql`${costPeriod.status} <> 'OPEN'`);
  const closed = rows.filter((r) => r.status === 'CLOSED').map((r) => r.ym);
  return { lastClosed: closed.length > 0 ? closed.reduce((a, b) => (a > b ? a : b)) : null, closing: rows.find((r) => r.status === 'CLOSING')?.ym ?? null };
}

/** Why `ym` may not start closing now, or null: a past month, none other closing, the month after the last closed. */
function startRefusal(ym: string, state: { lastClosed: string | null; closing: string | null }, today: string): string | null {
  if (ym >= monthOf(today)) return API_MESSAGES.costPeriodNotFinished;
  if (state.closing && state.closing !== ym) return fill(API_MESSAGES.costPeriodAnotherClosing, { ym: state.closing });
  if (state.lastClosed && ym !== nextYm(state.lastClosed)) return fill(API_MESSAGES.costPeriodOrder, { next: nextYm(state.lastClosed) });
  return null;
}

function reopenRefusal(ym: string, state: { lastClosed: string | null; closing: string | null }): string | null {
  if (state.lastClosed !== ym) return fill(API_MESSAGES.costPeriodReopenLatest, { ym: state.lastClosed ?? '-' });
  if (state.closing === nextYm(ym)) return fill(API_MESSAGES.costPeriodReopenNextClosing, { ym: state.closing });
  return null;
}

type Totals = { logs: number; labor: number | null; common?: number };

/** Approved logs, Σ frozen costAmount and Σ frozen common cost by month of [from, to]. */
async function totalsByMonth(db: Executor, from: string, to: string): Promise<Map<string, Totals>> {
  const rows = await rowsOf<{ ym: string; logs: string | number; labor: string | number | null }>(
    db,
    sql`select to_char(work_date, 'YYYY-MM') as ym, count(*) as logs, sum(cost_amount) as labor from work_log
      where deleted_yn = 'N' and status = 'APPROVED' and work_date >= ${from} and work_date <= ${to}
      group by 1`,
  );
  const common = await frozenCommonByMonth(db, from.slice(0, 7), to.slice(0, 7));
  const totals = new Map<string, Totals>(rows.map((r) => [r.ym, { logs: Number(r.logs), labor: r.labor === null ? null : Number(r.labor) }]));
  for (const [ym, amount] of common) totals.set(ym, { logs: 0, labor: null, ...totals.get(ym), common: amount });
  return totals;
}

function toView(ym: string, row: (Row & { closedByName: string | null }) | undefined, totals: Totals | undefined, state: { lastClosed: string | null; closing: string | null }, today: string): CostPeriod {
  const status = row?.status ?? 'OPEN';
  return {
    id: row?.id ?? null,
    ym,
    status,
    closedAt: status === 'CLOSED' ? (row?.closedAt?.toISOString() ?? null) : null,
    closedByName: status === 'CLOSED' ? (row?.closedByName ?? null) : null,
    reopenReason: row?.reopenReason ?? null,
    reopenedAt: row?.reopenedAt?.toISOString() ?? null,
    approvedLogCount: totals?.logs ?? 0,
    frozenLaborCost: status === 'OPEN' ? null : (totals?.labor ?? 0),
    frozenCommonCost: status === 'OPEN' ? null : (totals?.common ?? 0),
    closableYn: status === 'OPEN' && startRefusal(ym, state, today) === null ? 'Y' : 'N',
    reopenableYn: status === 'CLOSED' && reopenRefusal(ym, state) === null ? 'Y' : 'N',
    version: row?.version ?? 0,
  };
}

const selectRows = (db: Executor) =>
  db
    .select({ row: costPeriod, closedByName: appUser.name })
    .from(costPeriod)
    .leftJoin(appUser, eq(appUser.id, costPeriod.closedBy));

/** The twelve months of a year (default: this year in Seoul), each with its status; untouched months are OPEN. */
export async function listPeriods(db: Executor, year: string | undefined, now: Date): Promise<CostPeriod[]> {
  const today = kstDate(now);
  const y = year ?? today.slice(0, 4);
  const months = Array.from({ length: 12 }, (_, i) => `${y}-${String(i + 1).padStart(2, '0')}`);
  const rows = new Map((await selectRows(db).where(and(gte(costPeriod.ym, months[0]), lte(costPeriod.ym, months[11])))).map((r) => [r.row.ym, { ...r.row, closedByName: r.closedByName }]));
  const totals = await totalsByMonth(db, `${y}-01-01`, `${y}-12-31`);
  const state = await closeState(db);
  return months.map((ym) => toView(ym, rows.get(ym), totals.get(ym), state, today));
}

export async function getPeriod(db: Executor, ym: string, now: Date): Promise<CostPeriod> {
  const today = kstDate(now);
  const [found] = await selectRows(db).where(eq(costPeriod.ym, ym));
  const totals = await totalsByMonth(db, ...monthRange(ym));
  return toView(ym, found ? { ...found.row, closedByName: found.closedByName } : undefined, totals.get(ym), await closeState(db), today);
}

/**
 * Runs a transition of `ym` serialized with every other: the table lock (SHARE ROW EXCLUSIVE conflicts with itself
 * and with row writes, not with the FOR SHARE reads of work-log writers) makes "one month closing, in order" hold
 * under concurrent requests; the month's row is created OPEN at version 0 the first time, then locked.
 */
async function transition(db: Database, actor: Actor, ym: string, version: number, work: (tx: Executor, row: Row, state: { lastClosed: string | null; closing: string | null }) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table cost_period in share row exclusive mode`);
    await tx.insert(costPeriod).values({ ym, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId }).onConflictDoNothing();
    const [row] = await tx.select().from(costPeriod).where(eq(costPeriod.ym, ym)).for('update');
    if (row.version !== version) throw staleVersion();
    await work(tx, row, await closeState(tx));
  });
}

async function setStatus(tx: Executor, actor: Actor, row: Row, change: Partial<Row>, audit: { field: string; old: unknown; new: unknown }[]): Promise<void> {
  await tx
    .update(costPeriod)
    .set({ ...change, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(eq(costPeriod.id, row.id));
  await writeAudit(tx, actor, { entityType: COST_PERIOD_ENTITY, entityId: row.id, action: 'STATE', changes: audit });
}

/** Freezes the month's labour log by log, then each project-month with the common cost figured on it. */
async function freezeMonth(tx: Executor, ym: string): Promise<{ logs: number; laborCost: number; commonCost: number }> {
  const labour = await freezeLaborCost(tx, ym);
  return { ...labour, commonCost: (await freezeProjectMonths(tx, ym, ym)).commonCost };
}
const frozenAudit = (frozen: { logs: number; laborCost: number; commonCost: number }) => [
  { field: 'approvedLogs', old: null, new: frozen.logs },
  { field: 'laborCost', old: null, new: frozen.laborCost },
  { field: 'commonCost', old: null, new: frozen.commonCost },
];

/** Drops what the close froze: the month is priced live again. */
async function thawMonth(tx: Executor, ym: string): Promise<void> {
  await thawLaborCost(tx, ym);
  await thawProjectMonths(tx, ym, ym);
}

/** OPEN → CLOSING (COST_MANAGEMENT_WRITE): months in order, one at a time; the month's labour and common cost are frozen. */
export async function startClosing(db: Database, actor: Actor, ym: string, version: number): Promise<CostPeriod> {
  await transition(db, actor, ym, version, async (tx, row, state) => {
    if (row.status !== 'OPEN') throw stateConflict(API_MESSAGES.costPeriodNotOpen);
    const refusal = startRefusal(ym, state, kstDate(actor.now));
    if (refusal) throw stateConflict(refusal);
    const frozen = await freezeMonth(tx, ym);
    await setStatus(tx, actor, row, { status: 'CLOSING' }, [{ field: 'status', old: 'OPEN', new: 'CLOSING' }, ...frozenAudit(frozen)]);
  });
  return getPeriod(db, ym, actor.now);
}

/** CLOSING → CLOSED (COST_MANAGEMENT_WRITE): labour and common cost are frozen again (approvals since count) and the month locks; N-COST-PERIOD-CLOSED. */
export async function closePeriod(db: Database, actor: Actor, ym: string, version: number): Promise<CostPeriod> {
  await transition(db, actor, ym, version, async (tx, row) => {
    if (row.status !== 'CLOSING') throw stateConflict(API_MESSAGES.costPeriodNotClosing);
    const frozen = await freezeMonth(tx, ym);
    await setStatus(tx, actor, row, { status: 'CLOSED', closedAt: actor.now, closedBy: actor.actorId }, [{ field: 'status', old: 'CLOSING', new: 'CLOSED' }, ...frozenAudit(frozen)]);
    const recipients = (await activeHoldersOf(tx, NOTIFIED_ROLES, actor.now)).filter((id) => id !== actor.actorId);
    await notify(tx, {
      userIds: recipients,
      category: 'COST',
      type: 'COST_PERIOD_CLOSED',
      title: `${koreanMonth(ym)} 원가 마감`,
      body: `${koreanMonth(ym)} 원가를 마감했습니다. 승인된 업무일지 ${frozen.logs.toLocaleString('ko-KR')}건, 인건비 ${won(frozen.laborCost)}, 공통비 ${won(frozen.commonCost)}이 확정되었습니다.`,
      contentLocation: `/cost/management?tab=close&year=${ym.slice(0, 4)}&ym=${ym}`,
      targetType: COST_PERIOD_ENTITY,
      targetId: row.id,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
  return getPeriod(db, ym, actor.now);
}

/** CLOSING → OPEN (COST_MANAGEMENT_WRITE): the close is called off and the frozen amounts dropped. */
export async function cancelClosing(db: Database, actor: Actor, ym: string, version: number): Promise<CostPeriod> {
  await transition(db, actor, ym, version, async (tx, row) => {
    if (row.status !== 'CLOSING') throw stateConflict(API_MESSAGES.costPeriodNotClosing);
    await thawMonth(tx, ym);
    await setStatus(tx, actor, row, { status: 'OPEN' }, [{ field: 'status', old: 'CLOSING', new: 'OPEN' }]);
  });
  return getPeriod(db, ym, actor.now);
}

/** CLOSED → OPEN (COST_MANAGEMENT_ADMIN) with a reason: only the last closed month, so months stay closed in order. */
export async function reopenPeriod(db: Database, actor: Actor, ym: string, body: CostPeriodReopenBody): Promise<CostPeriod> {
  const reason = body.reason.trim();
  if (!reason) throw validationError({ reason: API_MESSAGES.costPeriodReopenReason });
  await transition(db, actor, ym, body.version, async (tx, row, state) => {
    if (row.status !== 'CLOSED') throw stateConflict(API_MESSAGES.costPeriodNotClosed);
    const refusal = reopenRefusal(ym, state);
    if (refusal) throw stateConflict(refusal);
    await thawMonth(tx, ym);
    await setStatus(tx, actor, row, { status: 'OPEN', reopenReason: reason, reopenedAt: actor.now, reopenedBy: actor.actorId }, [
      { field: 'status', old: 'CLOSED', new: 'OPEN' },
      { field: 'reopenReason', old: row.reopenReason, new: reason },
    ]);
  });
  return getPeriod(db, ym, actor.now);
}

