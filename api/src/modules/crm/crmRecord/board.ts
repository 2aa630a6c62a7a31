import type { ActivityBoard, ActivityBoardQuery } from '@dure/shared/contracts/crm/crmRecord';
import { read } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, crmRecord, department } from '../../../db/schema';
import { scopeCondition, scopeOf } from '../../../lib/dataScope';
import { validationError } from '../../../lib/httpErrors';
import { addDays, kstDayStart } from '../../../lib/time';
import type { Viewer } from '../../cross/record/registry';
import { activityTypes } from './codes';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_BOARD_WEEKS = 26;

/** Monday (UTC date at 00:00) of an ISO week `YYYY-Www`, or null when malformed. */
export function isoWeekMonday(week: string): Date | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(week.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const week1 = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS);
  const monday = new Date(week1.getTime() + (n - 1) * 7 * DAY_MS);
  return n >= 1 && n <= 53 && isoWeekOf(monday) === week.trim() ? monday : null;
}

/** ISO week `YYYY-Www` of a UTC calendar date. */
export function isoWeekOf(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const dow = (d.getUTCDay() + 6) % 7;
  const thursday = new Date(d.getTime() + (3 - dow) * DAY_MS);
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  const n = Math.floor((thursday.getTime() - yearStart.getTime()) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(n).padStart(2, '0')}`;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Person × ISO-week board of /crm/management (DOMAIN §4): DONE activities per week by type, and each person's
 * overdue next actions now. Within the viewer's CRM_MANAGEMENT department scope; `deptId` narrows to a subtree and
 * lists its members even without activity.
 */
export async function activityBoard(db: Executor, viewer: Viewer, query: ActivityBoardQuery, now: Date): Promise<ActivityBoard> {
  const from = isoWeekMonday(query.fromWeek);
  const to = isoWeekMonday(query.toWeek);
  if (!from || !to) throw validationError({ [from ? 'toWeek' : 'fromWeek']: API_MESSAGES.crmRecordWeekInvalid });
  const weekCount = Math.round((to.getTime() - from.getTime()) / (7 * DAY_MS)) + 1;
  if (weekCount < 1 || weekCount > MAX_BOARD_WEEKS) throw validationError({ toWeek: API_MESSAGES.crmRecordWeekRange });
  const weeks = Array.from({ length: weekCount }, (_, i) => {
    const monday = new Date(from.getTime() + i * 7 * DAY_MS);
    return { week: isoWeekOf(monday), fromDate: ymd(monday), toDate: ymd(new Date(monday.getTime() + 6 * DAY_MS)) };
  });
  const start = kstDayStart(ymd(from));
  const end = kstDayStart(addDays(ymd(to), 7));

  const scope = await scopeOf(db, viewer, 'CRM_MANAGEMENT');
  const conditions: (SQL | undefined)[] = [eq(crmRecord.deletedYn, 'N'), scopeCondition(scope, crmRecord.ownerDeptId, eq(crmRecord.ownerUserId, viewer.userId))];
  let subtree: number[] | null = null;
  if (typeof query.deptId === 'number') {
    const [dept] = await db.select({ path: department.path }).from(department).where(eq(department.id, query.deptId));
    subtree = dept ? (await db.select({ id: department.id }).from(department).where(like(department.path, `${dept.path}%`))).map((r) => r.id) : [];
    conditions.push(subtree.length > 0 ? inArray(crmRecord.ownerDeptId, subtree) : sql`false`);
  }
  const scoped = and(...conditions);
  const weekExpr = sql<string>`to_char(${crmRecord.activityAt} at time zone 'Asia/Seoul', 'IYYY-"W"IW')`;
  const [counts, overdue, types] = await Promise.all([
    db
      .select({ userId: crmRecord.ownerUserId, type: crmRecord.activityType, week: weekExpr, n: count() })
      .from(crmRecord)
      .where(
        and(
          scoped,
          eq(crmRecord.status, 'DONE'),
          sql`${crmRecord.activityAt} >= ${start.toISOString()}::timestamptz`,
          sql`${crmRecord.activityAt} < ${end.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(crmRecord.ownerUserId, crmRecord.activityType, weekExpr),
    db
      .select({ userId: crmRecord.ownerUserId, n: count() })
      .from(crmRecord)
      .where(
        and(
          scoped,
          sql`${crmRecord.nextActionAt} < ${now.toISOString()}::timestamptz`,
          sql`exists (select 1 from action_item ai where ai.id = ${crmRecord.nextActionItemId} and ai.status = 'OPEN' and ai.deleted_yn = 'N')`,
        ),
      )
      .groupBy(crmRecord.ownerUserId),
    activityTypes(db),
  ]);

  // Members of the chosen subtree show even with no activity, but only where the viewer's scope reaches.
  const visibleDept = (deptId: number | null) =>
    scope.kind === 'ORG' || (scope.kind === 'DEPT' && deptId !== null && scope.deptIds.includes(deptId));
  const members =
    subtree && subtree.length > 0 && viewer.authorities.has(read('CRM_MANAGEMENT'))
      ? (
          await db
            .select({ id: appUser.id, deptId: appUser.deptId })
            .from(appUser)
            .where(and(inArray(appUser.deptId, subtree), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
        )
          .filter((m) => visibleDept(m.deptId))
          .map((m) => m.id)
      : [];
  const userIds = [...new Set([...counts.map((c) => c.userId), ...overdue.map((o) => o.userId), ...members].filter((id): id is number => id !== null))];
  const people = userIds.length
    ? await db
        .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId, deptName: department.name })
        .from(appUser)
        .leftJoin(department, eq(department.id, appUser.deptId))
        .where(inArray(appUser.id, userIds))
    : [];

  const rows = people.map((p) => {
    const mine = counts.filter((c) => c.userId === p.id);
    const cells = weeks.map(({ week }) => {
      const byType: Record<string, number> = {};
      for (const c of mine.filter((c) => c.week === week)) byType[c.type] = Number(c.n);
      return { week, total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
    });
    return {
      userId: p.id,
      userName: p.name,
      deptId: p.deptId,
      deptName: p.deptName ?? null,
      total: cells.reduce((a, c) => a + c.total, 0),
      overdueNextActions: Number(overdue.find((o) => o.userId === p.id)?.n ?? 0),
      cells,
    };
  });
  rows.sort((a, b) => (a.deptName ?? '').localeCompare(b.deptName ?? '', 'ko') || a.userName.localeCompare(b.userName, 'ko'));
  return { weeks, types: [...types.values()].map((t) => ({ code: t.code, label: t.label })), rows };
}
