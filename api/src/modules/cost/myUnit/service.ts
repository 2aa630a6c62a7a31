import type { MyUnit, UnitMember, UnitMyProject, UnitProject, UnitWeekStatus } from '@dure/shared/contracts/cost/myUnit';
import type { MemberRole, ProjectStatus } from '@dure/shared/contracts/okr/project';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { appUser, department, project, projectMember, workLog, workLogWeek } from '../../../db/schema';
import { type ScopeCaller, scopeOf } from '../../../lib/dataScope';
import { addDays, kstDate } from '../../../lib/time';
import { approvedLeaveDays, hoursOff } from '../../admin/leave/effect';
import { calendarDays } from '../workCalendar/service';
import { checkWeekStart, isoWeekOf, mondayOf } from '../worklog/service';

/** 내 유닛 (DOMAIN §6 MyUnit, /mypage/myunit): the read model of the caller's department for one ISO week. */

const leader = alias(appUser, 'leader');
const round2 = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The month an ISO week counts towards (its Thursday's): `YYYY-MM`, its first and last day. */
function monthOfWeek(weekStart: string): { month: string; from: string; to: string } {
  const month = addDays(weekStart, 3).slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { month, from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Per-person rows for the unit's leader and for WORKLOG_MANAGEMENT_READ whose scope holds the unit (DOMAIN §6 MyUnit). */
async function seesEveryone(db: Executor, caller: ScopeCaller, unit: { id: number; leaderUserId: number | null }): Promise<boolean> {
  if (unit.leaderUserId === caller.userId) return true;
  const scope = await scopeOf(db, caller, 'WORKLOG_MANAGEMENT');
  return scope.kind === 'ORG' || (scope.kind === 'DEPT' && scope.deptIds.includes(unit.id));
}

/** GET /api/mypage/myunit: the caller's own department (none: an empty unit), the week from `weekStart` (a Monday; default this week). */
export async function myUnit(db: Executor, caller: ScopeCaller, weekStartOrEmpty: string | undefined, now: Date): Promise<MyUnit> {
  const weekStart = weekStartOrEmpty || mondayOf(kstDate(now));
  checkWeekStart(weekStart);
  const weekEnd = addDays(weekStart, 6);
  const month = monthOfWeek(weekStart);
  const days = await calendarDays(db, weekStart, weekEnd);
  const expectedHours = round2(days.reduce((sum, d) => sum + d.expectedHours, 0));
  const [unit] = await db
    .select({ id: department.id, name: department.name, leaderUserId: department.leaderUserId, leaderName: leader.name })
    .from(appUser)
    .innerJoin(department, and(eq(department.id, appUser.deptId), eq(department.deletedYn, 'N')))
    .leftJoin(leader, eq(leader.id, department.leaderUserId))
    .where(eq(appUser.id, caller.userId));
  const empty: MyUnit = {
    dept: null,
    weekStart,
    isoWeek: isoWeekOf(weekStart),
    month: month.month,
    detailYn: 'N',
    memberCount: 0,
    statusCounts: {},
    weekHours: 0,
    monthHours: 0,
    expectedHours,
    unitExpectedHours: 0,
    members: [],
    projects: [],
    myProjects: [],
  };
  if (!unit) return empty;

  const people = await db
    .select({ id: appUser.id, name: appUser.name })
    .from(appUser)
    .where(and(eq(appUser.deptId, unit.id), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.name), asc(appUser.id));
  const ids = people.map((p) => p.id);
  if (!ids.includes(caller.userId)) ids.push(caller.userId);
  const from = weekStart < month.from ? weekStart : month.from;
  const to = weekEnd > month.to ? weekEnd : month.to;
  const [weeks, hours, allocations, leave] = await Promise.all([
    db
      .select({ userId: workLogWeek.userId, status: workLogWeek.status })
      .from(workLogWeek)
      .where(and(inArray(workLogWeek.userId, ids), eq(workLogWeek.weekStart, weekStart), eq(workLogWeek.deletedYn, 'N'))),
    db
      .select({
        userId: workLog.userId,
        projectId: workLog.projectId,
        week: sql<string>`coalesce(sum(${workLog.hours}) filter (where ${workLog.workDate} between ${weekStart} and ${weekEnd}), 0)`,
        month: sql<string>`coalesce(sum(${workLog.hours}) filter (where ${workLog.workDate} between ${month.from} and ${month.to}), 0)`,
      })
      .from(workLog)
      .where(and(inArray(workLog.userId, ids), eq(workLog.deletedYn, 'N'), gte(workLog.workDate, from), lte(workLog.workDate, to)))
      .groupBy(workLog.userId, workLog.projectId),
    db
      .select({ userId: projectMember.userId, projectId: projectMember.projectId, role: projectMember.role, allocationPct: projectMember.allocationPct })
      .from(projectMember)
      .innerJoin(project, and(eq(project.id, projectMember.projectId), eq(project.deletedYn, 'N')))
      .where(and(inArray(projectMember.userId, ids), lte(projectMember.fromDate, weekEnd), gte(projectMember.toDate, weekStart))),
    approvedLeaveDays(db, ids, weekStart, weekEnd),
  ]);
  const expectedOf = (userId: number) => round2(days.reduce((sum, d) => sum + d.expectedHours - hoursOff(d.expectedHours, leave.get(userId)?.get(d.date) ?? []), 0));
  const projectIds = [...new Set([...hours.map((h) => h.projectId), ...allocations.map((a) => a.projectId)])];
  const projects = new Map(
    (projectIds.length === 0
      ? []
      : await db.select({ id: project.id, projectNo: project.projectNo, name: project.name, status: project.status }).from(project).where(inArray(project.id, projectIds))
    ).map((p) => [p.id, p]),
  );

  const inUnit = new Set(people.map((p) => p.id));
  const statusOf = new Map(weeks.map((w) => [w.userId, w.status as UnitWeekStatus]));
  const member = (p: { id: number; name: string }): UnitMember => {
    const own = hours.filter((h) => h.userId === p.id);
    return {
      userId: p.id,
      name: p.name,
      leaderYn: p.id === unit.leaderUserId ? 'Y' : 'N',
      status: statusOf.get(p.id) ?? 'NONE',
      weekHours: round2(own.reduce((s, h) => s + Number(h.week), 0)),
      monthHours: round2(own.reduce((s, h) => s + Number(h.month), 0)),
      expectedHours: expectedOf(p.id),
      allocationPct: allocations.filter((a) => a.userId === p.id).reduce((s, a) => s + a.allocationPct, 0),
    };
  };
  const members = people.map(member);
  const statusCounts: Record<string, number> = {};
  for (const m of members) statusCounts[m.status] = (statusCounts[m.status] ?? 0) + 1;

  // The unit's figures are its members' (the caller counts only when they are one of them).
  const unitHours = hours.filter((h) => inUnit.has(h.userId));
  const unitAllocations = allocations.filter((a) => inUnit.has(a.userId));
  const weekHours = round2(unitHours.reduce((s, h) => s + Number(h.week), 0));
  const totalAllocation = unitAllocations.reduce((s, a) => s + a.allocationPct, 0);
  const byProject = new Map<number, { week: number; month: number; allocation: number }>();
  const entry = (id: number) => byProject.get(id) ?? byProject.set(id, { week: 0, month: 0, allocation: 0 }).get(id)!;
  for (const h of unitHours) {
    const e = entry(h.projectId);
    e.week += Number(h.week);
    e.month += Number(h.month);
  }
  for (const a of unitAllocations) entry(a.projectId).allocation += a.allocationPct;
  const unitProjects: UnitProject[] = [...byProject]
    .filter(([, e]) => e.week > 0 || e.month > 0 || e.allocation > 0)
    .map(([id, e]) => ({
      projectId: id,
      projectNo: projects.get(id)!.projectNo,
      name: projects.get(id)!.name,
      weekHours: round2(e.week),
      monthHours: round2(e.month),
      allocationPct: e.allocation,
      allocationSharePct: share(e.allocation, totalAllocation),
      hoursSharePct: share(e.week, weekHours),
    }))
    .sort((a, b) => b.weekHours - a.weekHours || b.allocationPct - a.allocationPct || a.projectNo.localeCompare(b.projectNo));

  const myProjects: UnitMyProject[] = allocations
    .filter((a) => a.userId === caller.userId)
    .map((a) => {
      const own = hours.find((h) => h.userId === caller.userId && h.projectId === a.projectId);
      const p = projects.get(a.projectId)!;
      return {
        projectId: a.projectId,
        projectNo: p.projectNo,
        name: p.name,
        status: p.status as ProjectStatus,
        role: a.role as MemberRole,
        allocationPct: a.allocationPct,
        weekHours: round2(Number(own?.week ?? 0)),
        monthHours: round2(Number(own?.month ?? 0)),
      };
    })
    .sort((a, b) => b.weekHours - a.weekHours || a.projectNo.localeCompare(b.projectNo));

  const detail = await seesEveryone(db, caller, unit);
  return {
    ...empty,
    dept: { id: unit.id, name: unit.name, leaderName: unit.leaderName },
    detailYn: detail ? 'Y' : 'N',
    memberCount: members.length,
    statusCounts,
    weekHours,
    monthHours: round2(unitHours.reduce((s, h) => s + Number(h.month), 0)),
    unitExpectedHours: round2(members.reduce((s, m) => s + m.expectedHours, 0)),
    members: detail ? members : members.filter((m) => m.userId === caller.userId),
    projects: unitProjects,
    myProjects,
  };
}
