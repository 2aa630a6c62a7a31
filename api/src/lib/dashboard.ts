import { type Area, admin, read } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database';
import { validationError } from './httpErrors';
import { type DataScope, type ScopeCaller, deptScopeOf, scopeOf } from './dataScope';
import { addDays, kstDate, kstDayStart } from './time';

/*
 * What every dashboard (DOMAIN §10) shares on the server: the period (ym range), the scope of its
 * figures, the department subtree and owner filters, and the drill-down links into the lists.
 */

export type Period = {
  fromYm: string;
  toYm: string;
  fromDate: string;
  toDate: string;
  /** [fromDate 00:00 KST, day after toDate 00:00 KST) as instants. */
  fromAt: Date;
  toAtExclusive: Date;
  months: string[];
};

const YM = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_MONTHS = 36;

export const addMonths = (ym: string, n: number): string => {
  const total = Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
export const monthsBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let ym = from; ym <= to; ym = addMonths(ym, 1)) out.push(ym);
  return out;
};
export const lastDay = (ym: string): string => {
  const next = addMonths(ym, 1);
  return addDays(`${next}-01`, -1);
};
/** 00:00 KST of the 1st of the month, as an instant. */
export const monthStart = (ym: string): Date => kstDayStart(`${ym}-01`);

/** fromYm / toYm (default: this calendar year in KST); at most 36 months. */
export function periodOf(query: { fromYm?: string; toYm?: string }, now: Date): Period {
  const year = kstDate(now).slice(0, 4);
  const fromYm = query.fromYm || `${year}-01`;
  const toYm = query.toYm || `${year}-12`;
  const errors: Record<string, string> = {};
  if (!YM.test(fromYm)) errors.fromYm = API_MESSAGES.fieldChoice;
  if (!YM.test(toYm)) errors.toYm = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length === 0 && (fromYm > toYm || monthsBetween(fromYm, toYm).length > MAX_MONTHS)) errors.toYm = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    fromYm,
    toYm,
    fromDate: `${fromYm}-01`,
    toDate: lastDay(toYm),
    fromAt: monthStart(fromYm),
    toAtExclusive: monthStart(addMonths(toYm, 1)),
    months: monthsBetween(fromYm, toYm),
  };
}

/**
 * Scope of a dashboard's figures: the wider of the caller's scope on the dashboard
 * itself and on the records behind it (e.g. DASHBOARD_LEAD and LEAD). A dashboard
 * _READ alone is department scope like any _READ (DOMAIN §1.3): the figures cover the
 * caller's department subtrees (+ 겸직) and their own records; a dashboard or area
 * _ADMIN, or SUPER, sees the whole organisation. The CEO sits in the root department,
 * so a _READ already gives them every team.
 */
export async function dashboardScope(db: Executor, caller: ScopeCaller, dashboard: Area, data: Area): Promise<DataScope> {
  const held = caller.authorities;
  if (held.has('ROLE_SUPER') || held.has(admin(dashboard)) || held.has(admin(data))) return { kind: 'ORG' };
  if (held.has(read(dashboard)) || held.has(read(data))) {
    const viaData = await scopeOf(db, caller, data);
    if (viaData.kind === 'DEPT') return viaData;
    return caller.deptScope ?? deptScopeOf(db, caller.userId);
  }
  return scopeOf(db, caller, data);
}

export const idList = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Department subtree of the `deptId` filter; unknown department → 400. */
export async function deptSubtree(db: Executor, deptId: number | undefined): Promise<number[] | null> {
  if (!deptId) return null;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select d.id from department d join department k on d.path like k.path || '%' where k.id = ${deptId} and d.deleted_yn = 'N'`,
  );
  if (rows.length === 0) throw validationError({ deptId: API_MESSAGES.fieldChoice });
  return rows.map((r) => Number(r.id));
}

/** The rows a dashboard may count: in scope, in the department filter subtree, of the owner filter. */
export type RowFilter = {
  scope: DataScope;
  userId: number;
  deptIds: number[] | null;
  ownerUserId?: number;
};

export async function rowFilterOf(db: Executor, caller: ScopeCaller, query: { deptId?: number; ownerUserId?: number }, dashboard: Area, data: Area): Promise<RowFilter> {
  const [scope, deptIds] = await Promise.all([dashboardScope(db, caller, dashboard, data), deptSubtree(db, query.deptId)]);
  return { scope, userId: caller.userId, deptIds, ownerUserId: query.ownerUserId };
}

/** WHERE fragment for a row's department and owner columns (raw SQL expressions). */
export function rowCondition(f: RowFilter, deptCol: SQL, ownerCol: SQL): SQL {
  const parts: SQL[] = [];
  const self = sql`${ownerCol} = ${f.userId}`;
  if (f.scope.kind === 'NONE') parts.push(sql`false`);
  else if (f.scope.kind === 'SELF') parts.push(self);
  else if (f.scope.kind === 'DEPT') parts.push(f.scope.deptIds.length > 0 ? sql`(${deptCol} in (${idList(f.scope.deptIds)}) or ${self})` : self);
  if (f.deptIds) parts.push(sql`${deptCol} in (${idList(f.deptIds)})`);
  if (f.ownerUserId) parts.push(sql`${ownerCol} = ${f.ownerUserId}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** A list route with its query for drill-down (undefined values left out). */
export function drill(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
/** a ÷ b × 100 to 1 decimal; null when b is 0. */
export const pct = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a * 1000) / b) / 10);

/** KST calendar day of a timestamptz column, independent of the session time zone. */
export const kstDay = (col: SQL): SQL => sql`((${col} at time zone 'UTC') + interval '9 hours')::date`;
