import { CLOSED_PROJECT_STATUSES, PROJECT_MOVES, type ProjectActions, type ProjectStatus } from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, eq, exists, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { project, projectMember } from '../../../db/schema';
import { scopeCondition, scopeOf } from '../../../lib/dataScope';
import { stateConflict, staleVersion } from '../../../lib/httpErrors';
import { type AccessLevel, type Viewer, isAreaAdmin, requireRecord } from '../../cross/record/registry';

export const PROJECT_ENTITY = 'PROJECT';

export const isProjectAdmin = (viewer: Viewer) => isAreaAdmin(viewer, 'PROJECT');
export const isClosed = (status: ProjectStatus) => CLOSED_PROJECT_STATUSES.includes(status);

/** Self scope of DOMAIN §1.3: the projects the user leads (PM) or is a member of. */
export function selfCondition(db: Executor, userId: number): SQL {
  const member = db.select({ one: projectMember.id }).from(projectMember).where(and(eq(projectMember.projectId, project.id), eq(projectMember.userId, userId)));
  return or(eq(project.pmUserId, userId), exists(member)) as SQL;
}

/**
 * The projects a user sees in lists and pickers: PROJECT_READ department scope (ADMIN: all) plus their own, which
 * someone without project roles (a salesperson on a project) still reads as its member.
 */
export async function visibleProjects(db: Executor, viewer: Viewer): Promise<SQL> {
  const scope = await scopeOf(db, viewer, 'PROJECT');
  return scopeCondition(scope.kind === 'NONE' ? { kind: 'SELF' } : scope, project.ownerDeptId, selfCondition(db, viewer.userId));
}

/**
 * Record-level access through the record toolkit: the PM writes their own project (its owner), PROJECT_WRITE
 * writes in department scope, members and PROJECT_READ read; anything else is a 404.
 */
export const requireProject = (db: Executor, viewer: Viewer, id: number, needed: Exclude<AccessLevel, 'NONE'>) => requireRecord(db, viewer, PROJECT_ENTITY, id, needed);

/** Locks a live project the caller may write, still open for edits, at the version they read. */
export async function lockProject(tx: Executor, viewer: Viewer, id: number, version: number | null): Promise<typeof project.$inferSelect> {
  await requireProject(tx, viewer, id, 'WRITE');
  const [row] = await tx.select().from(project).where(and(eq(project.id, id), eq(project.deletedYn, 'N'))).for('update');
  if (version !== null && row.version !== version) throw staleVersion();
  if (isClosed(row.status)) throw stateConflict(API_MESSAGES.projectClosed);
  return row;
}

/** What the detail page offers: editing while open, and the moves of the lifecycle (reopening for PROJECT_ADMIN only). */
export function actionsFor(viewer: Viewer, level: AccessLevel, status: ProjectStatus): ProjectActions {
  if (level !== 'WRITE') return { edit: false, statuses: [] };
  const statuses = isClosed(status) && !isProjectAdmin(viewer) ? [] : [...PROJECT_MOVES[status]];
  return { edit: !isClosed(status), statuses };
}
