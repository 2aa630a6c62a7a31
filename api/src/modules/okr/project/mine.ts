import { type MemberRole, type MyProject, OPEN_PROJECT_STATUSES } from '@dure/shared/contracts/okr/project';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { milestone, project, projectMember } from '../../../db/schema';
import { kstDate } from '../../../lib/time';
import { selfCondition } from './access';
import { progressSql } from './view';

/** At most this many projects: a home card, the full list is on /project. */
export const MY_PROJECTS_LIMIT = 20;

/**
 * The home page's 내 프로젝트: the projects under way (PLANNED, IN_PROGRESS, ON_HOLD) the caller leads or is a member of
 * (DOMAIN §1.3 self scope), with their role and the next milestone not done. Only their own projects, so any signed-in
 * user may ask whatever their PROJECT roles.
 */
export async function myProjects(db: Executor, userId: number, now: Date): Promise<MyProject[]> {
  const today = kstDate(now);
  const rows = await db
    .select({
      id: project.id,
      projectNo: project.projectNo,
      name: project.name,
      status: project.status,
      health: project.health,
      progressPct: progressSql(today),
      endDate: project.endDate,
      pmUserId: project.pmUserId,
    })
    .from(project)
    .where(and(eq(project.deletedYn, 'N'), inArray(project.status, [...OPEN_PROJECT_STATUSES]), selfCondition(db, userId)))
    // Running projects first, then planned, then on hold; the one ending soonest first.
    .orderBy(sql`case ${project.status} when 'IN_PROGRESS' then 1 when 'PLANNED' then 2 else 3 end`, asc(project.endDate), asc(project.id))
    .limit(MY_PROJECTS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const memberships = await db
    .select({ projectId: projectMember.projectId, role: projectMember.role })
    .from(projectMember)
    .where(and(inArray(projectMember.projectId, ids), eq(projectMember.userId, userId)));
  const next = await db
    .selectDistinctOn([milestone.projectId], { projectId: milestone.projectId, id: milestone.id, name: milestone.name, dueDate: milestone.dueDate })
    .from(milestone)
    .where(and(inArray(milestone.projectId, ids), eq(milestone.status, 'PLANNED')))
    .orderBy(milestone.projectId, asc(milestone.dueDate), asc(milestone.id));
  const nextOf = new Map(next.map((m) => [m.projectId, m]));
  return rows.map(({ pmUserId, ...row }) => {
    const roles = new Set<MemberRole>(pmUserId === userId ? ['PM'] : []);
    for (const m of memberships) if (m.projectId === row.id) roles.add(m.role);
    const m = nextOf.get(row.id);
    return { ...row, myRoles: [...roles], nextMilestone: m ? { id: m.id, name: m.name, dueDate: m.dueDate, overdue: m.dueDate < today } : null };
  });
}
