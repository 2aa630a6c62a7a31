import type { PickedProject, ProjectPickerQuery } from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { project } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';
import type { Viewer } from '../../cross/record/registry';
import { visibleProjects } from './access';

const live = eq(project.deletedYn, 'N');

/**
 * Projects for a picker (the contract form): only those the caller may read (the project list's scope; without
 * project roles the projects they lead or work on), matching name or number; latest start first.
 */
export async function pickProjects(db: Executor, viewer: Viewer, query: ProjectPickerQuery): Promise<PickedProject[]> {
  return projectChoices(db, await visibleProjects(db, viewer), query);
}

/** Live projects matching name or number, latest start first, within `visible` (every project when undefined: org-wide pickers such as the sales ledger's). */
export function projectChoices(db: Executor, visible: SQL | undefined, query: ProjectPickerQuery): Promise<PickedProject[]> {
  const keyword = query.keyword?.trim();
  return db
    .select({ id: project.id, projectNo: project.projectNo, name: project.name, status: project.status })
    .from(project)
    .where(and(live, visible, keyword ? or(ilike(project.name, containsPattern(keyword)), ilike(project.projectNo, containsPattern(keyword))) : undefined))
    .orderBy(desc(project.startDate), desc(project.id))
    .limit(query.size ?? 20);
}

/**
 * Why a record may not point at the project, or null: it must exist and be one the caller may read. The project it
 * already points at stays allowed, so an edit by someone outside the project keeps the link.
 */
export async function projectLinkProblem(db: Executor, viewer: Viewer, projectId: number, currentId: number | null): Promise<string | null> {
  if (projectId === currentId) return null;
  const [found] = await db.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), live, await visibleProjects(db, viewer)));
  return found ? null : API_MESSAGES.contractProjectNotFound;
}
