import type { PickedProject, PickedProjectType } from '../../contracts/okr/project';
import { http } from '../../http/client';
import { query, result } from './result';

export type { PickedProject, PickedProjectType } from '../../contracts/okr/project';

/**
 * GET /api/project/picker?keyword=&size= — the projects the caller may read (their own without project roles); or
 * another endpoint of the same shape (`path`), such as the sales ledger's org-wide one.
 */
export function searchProjects(keyword: string, size: number, path = PROJECT_PICKER_PATH): Promise<PickedProject[]> {
  return result(http.get(path, { searchParams: query({ keyword, size }) }));
}
export const PROJECT_PICKER_PATH = 'api/project/picker';

/** GET /api/project-type/picker — the active project types, open to every signed-in user. */
export function fetchProjectTypes(): Promise<PickedProjectType[]> {
  return result(http.get('api/project-type/picker'));
}
