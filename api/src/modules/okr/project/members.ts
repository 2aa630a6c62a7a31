import { MEMBER_ROLE, type MemberBody, type OverAllocation, type ProjectMember, type StaffCandidate } from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, department, project, projectMember, skill, userSkill } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { writeAudit } from '../../../lib/audit';
import { notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { addDays } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import type { Viewer } from '../../cross/record/registry';
import { PROJECT_ENTITY, lockProject, requireProject } from './access';
import { activeUser, announceMember } from './service';

type Span = { allocationPct: number; fromDate: string; toDate: string };

/**
 * The days within [from, to] on which the spans add up to more than 100%, as ranges of equal total: a sweep over
 * the days where a span starts or ends.
 */
export function overAllocatedDays(spans: Span[], from: string, to: string): OverAllocation[] {
  const edges = new Map<string, number>();
  for (const s of spans) {
    edges.set(s.fromDate, (edges.get(s.fromDate) ?? 0) + s.allocationPct);
    const after = addDays(s.toDate, 1);
    edges.set(after, (edges.get(after) ?? 0) - s.allocationPct);
  }
  const days = [...edges.keys()].sort();
  const out: OverAllocation[] = [];
  let total = 0;
  days.forEach((day, i) => {
    total += edges.get(day)!;
    const next = days[i + 1];
    if (total <= 100 || !next) return;
    const start = day < from ? from : day;
    const end = addDays(next, -1) > to ? to : addDays(next, -1);
    if (start <= end) out.push({ fromDate: start, toDate: end, totalPct: total });
  });
  return out;
}

/** Every allocation of these users on live projects that are not canceled. */
async function spansOf(db: Executor, userIds: number[]): Promise<Map<number, Span[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: projectMember.userId, allocationPct: projectMember.allocationPct, fromDate: projectMember.fromDate, toDate: projectMember.toDate })
          .from(projectMember)
          .innerJoin(project, eq(project.id, projectMember.projectId))
          .where(and(inArray(projectMember.userId, userIds), eq(project.deletedYn, 'N'), ne(project.status, 'CANCELED')));
  const byUser = new Map<number, Span[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  return byUser;
}

async function membersOf(db: Executor, projectId: number, only?: number): Promise<ProjectMember[]> {
  const rows = await db
    .select({
      id: projectMember.id,
      projectId: projectMember.projectId,
      userId: projectMember.userId,
      userName: appUser.name,
      deptName: department.name,
      role: projectMember.role,
      allocationPct: projectMember.allocationPct,
      fromDate: projectMember.fromDate,
      toDate: projectMember.toDate,
      version: projectMember.version,
    })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(projectMember.projectId, projectId), only ? eq(projectMember.id, only) : undefined))
    .orderBy(asc(projectMember.fromDate), asc(projectMember.id));
  const spans = await spansOf(db, [...new Set(rows.map((r) => r.userId))]);
  const order = (role: string) => MEMBER_ROLE.codes.indexOf(role as never);
  return rows
    .map((r) => ({ ...r, overAllocation: overAllocatedDays(spans.get(r.userId) ?? [], r.fromDate, r.toDate) }))
    .sort((a, b) => order(a.role) - order(b.role) || a.fromDate.localeCompare(b.fromDate) || a.id - b.id);
}

export async function listMembers(db: Executor, viewer: Viewer, projectId: number): Promise<ProjectMember[]> {
  await requireProject(db, viewer, projectId, 'READ');
  return membersOf(db, projectId);
}

type Period = { startDate: string; endDate: string };

/** The member's values as they will be stored, with Korean field messages. */
function checkMember(next: { role?: string; allocationPct?: number; fromDate: string; toDate: string }, p: Period, isPm: boolean): void {
  const errors: Record<string, string> = {};
  if (!next.role) errors.role = API_MESSAGES.memberRoleRequired;
  else if ((next.role === 'PM') !== isPm) errors.role = API_MESSAGES.memberPmRole;
  const pct = next.allocationPct;
  if (pct === undefined || !Number.isInteger(pct) || pct < 1 || pct > 100) errors.allocationPct = API_MESSAGES.memberAllocationRange;
  if (next.fromDate < p.startDate || next.fromDate > p.endDate) errors.fromDate = API_MESSAGES.memberDatesOutside;
  if (next.toDate < p.startDate || next.toDate > p.endDate) errors.toDate = API_MESSAGES.memberDatesOutside;
  else if (next.toDate < next.fromDate) errors.toDate = API_MESSAGES.memberDatesOrder;
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

const describe = (name: string, m: { role: string; allocationPct: number; fromDate: string; toDate: string }) =>
  `${name} (${MEMBER_ROLE.labels[m.role as keyof typeof MEMBER_ROLE.labels]}, ${m.allocationPct}%, ${m.fromDate} ~ ${m.toDate})`;

/** POST /api/project/{id}/members: the answer carries the new member's over-allocated days as a warning. */
export async function addMember(db: Database, viewer: Viewer, actor: Actor, projectId: number, input: MemberBody): Promise<ProjectMember> {
  const memberId = await db.transaction(async (tx) => {
    const p = await lockProject(tx, viewer, projectId, null);
    if (!input.userId) throw validationError({ userId: API_MESSAGES.memberUserRequired });
    const user = await activeUser(tx, input.userId);
    if (!user) throw validationError({ userId: API_MESSAGES.memberUserUnknown });
    const [taken] = await tx.select({ id: projectMember.id }).from(projectMember).where(and(eq(projectMember.projectId, projectId), eq(projectMember.userId, input.userId)));
    if (taken) throw validationError({ userId: API_MESSAGES.memberDuplicate });
    const values = { role: input.role, allocationPct: input.allocationPct, fromDate: input.fromDate ?? p.startDate, toDate: input.toDate ?? p.endDate };
    checkMember(values, p, false);
    const m = { ...values, userId: input.userId, role: values.role!, allocationPct: values.allocationPct! };
    const [row] = await tx
      .insert(projectMember)
      .values({ ...m, projectId, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
      .returning({ id: projectMember.id });
    const text = describe(user.name, m);
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'members', old: null, new: text }] });
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: projectId, verb: 'UPDATED', summary: `참여자 추가: ${text}` });
    await announceMember(tx, actor, p, m);
    return row.id;
  });
  const [member] = await membersOf(db, projectId, memberId);
  return member;
}

async function lockMember(tx: Executor, projectId: number, memberId: number, version: number | undefined) {
  const [row] = await tx
    .select({ m: projectMember, userName: appUser.name })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .where(and(eq(projectMember.id, memberId), eq(projectMember.projectId, projectId)))
    .for('update', { of: projectMember });
  if (!row) throw notFound(API_MESSAGES.memberNotFound);
  if (version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  if (row.m.version !== version) throw staleVersion();
  return row;
}

/** PUT /api/project/{id}/members/{memberId}: role (never to or from PM), allocation, dates. */
export async function updateMember(db: Database, viewer: Viewer, actor: Actor, projectId: number, memberId: number, input: MemberBody): Promise<ProjectMember> {
  await db.transaction(async (tx) => {
    const p = await lockProject(tx, viewer, projectId, null);
    const { m, userName } = await lockMember(tx, projectId, memberId, input.version);
    const next = {
      role: input.role ?? m.role,
      allocationPct: input.allocationPct ?? m.allocationPct,
      fromDate: input.fromDate ?? m.fromDate,
      toDate: input.toDate ?? m.toDate,
    };
    checkMember(next, p, m.userId === p.pmUserId);
    const before = describe(userName, m);
    const after = describe(userName, next);
    if (before === after) return;
    await tx.update(projectMember).set({ ...next, version: m.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(projectMember.id, memberId));
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'members', old: before, new: after }] });
  });
  const [member] = await membersOf(db, projectId, memberId);
  return member;
}

/** DELETE /api/project/{id}/members/{memberId}: anyone but the PM. */
export async function removeMember(db: Database, viewer: Viewer, actor: Actor, projectId: number, memberId: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await lockProject(tx, viewer, projectId, null);
    const { m, userName } = await lockMember(tx, projectId, memberId, version);
    if (m.userId === p.pmUserId) throw stateConflict(API_MESSAGES.memberPmRemove);
    await tx.delete(projectMember).where(eq(projectMember.id, memberId));
    const text = describe(userName, m);
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: projectId, action: 'UPDATE', changes: [{ field: 'members', old: text, new: null }] });
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: projectId, verb: 'UPDATED', summary: `참여자 제외: ${text}` });
  });
}


/** The busiest day's Σ allocation of spans within [from, to]. */
export function peakAllocation(spans: Span[], from: string, to: string): number {
  const inside = spans.filter((s) => s.fromDate <= to && s.toDate >= from);
  const days = [...new Set(inside.flatMap((s) => [s.fromDate < from ? from : s.fromDate]))];
  return days.reduce((peak, day) => Math.max(peak, inside.filter((s) => s.fromDate <= day && s.toDate >= day).reduce((sum, s) => sum + s.allocationPct, 0)), 0);
}

const CANDIDATE_LIMIT = 50;

/**
 * GET /api/project/{id}/candidates: active users holding any of the skills, most matching skills and highest levels
 * first, with how busy they already are during the project (staffing by skill on the members tab).
 */
export async function staffCandidates(db: Executor, viewer: Viewer, projectId: number, skillIds: number[]): Promise<StaffCandidate[]> {
  await requireProject(db, viewer, projectId, 'READ');
  const [p] = await db.select({ startDate: project.startDate, endDate: project.endDate }).from(project).where(eq(project.id, projectId));
  const rows = await db
    .select({ userId: userSkill.userId, userName: appUser.name, deptName: department.name, skillId: skill.id, name: skill.name, level: userSkill.level })
    .from(userSkill)
    .innerJoin(skill, eq(skill.id, userSkill.skillId))
    .innerJoin(appUser, eq(appUser.id, userSkill.userId))
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(and(inArray(userSkill.skillId, skillIds), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  const byUser = new Map<number, Omit<StaffCandidate, 'peakAllocationPct' | 'memberYn'>>();
  for (const r of rows) {
    const c = byUser.get(r.userId) ?? { userId: r.userId, userName: r.userName, deptName: r.deptName, skills: [] };
    c.skills.push({ skillId: r.skillId, name: r.name, level: r.level });
    byUser.set(r.userId, c);
  }
  const score = (c: { skills: { level: number }[] }) => c.skills.length * 100 + c.skills.reduce((s, k) => s + k.level, 0);
  const ranked = [...byUser.values()].sort((a, b) => score(b) - score(a) || a.userName.localeCompare(b.userName, 'ko')).slice(0, CANDIDATE_LIMIT);
  const ids = ranked.map((c) => c.userId);
  const spans = await spansOf(db, ids);
  const members = new Set(
    ids.length === 0
      ? []
      : (await db.select({ userId: projectMember.userId }).from(projectMember).where(and(eq(projectMember.projectId, projectId), inArray(projectMember.userId, ids)))).map((m) => m.userId),
  );
  return ranked.map((c) => ({ ...c, peakAllocationPct: peakAllocation(spans.get(c.userId) ?? [], p.startDate, p.endDate), memberYn: members.has(c.userId) ? 'Y' : 'N' }));
}
