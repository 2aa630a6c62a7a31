import type { PickedProject, PickedProjectType } from '../../contracts/okr/project';
import { http } from '../../http/client';
import { query, result } from './result';

export type { PickedProject, PickedProjectType } from '../../contracts/okr/project';

/** GET /api/project/picker?keyword=&size= — the projects the caller may read (their own without project roles). */
export function searchProjects(keyword: string, size: number): Promise<PickedProject[]> {
  return result(http.get('api/project/picker', { searchParams: query({ keyword, size }) }));
}

/** GET /api/project-type/picker — the active project types, open to every signed-in user. */
export function fetchProjectTypes(): Promise<PickedProjectType[]> {
  return result(http.get('api/project-type/picker'));
}
