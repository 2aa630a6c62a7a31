import type { DepartmentSummary } from '../../contracts/admin/department';
import type { UserSummary } from '../../contracts/user/directory';
import { http } from '../../http/client';
import { type Page, query, result } from './result';

export type { DepartmentSummary } from '../../contracts/admin/department';
export type { UserSummary } from '../../contracts/user/directory';

/**
 * GET /api/user/directory?keyword=&size= — active colleagues, open to every signed-in
 * user (people pickers and the @mention source; HR data stays behind USER_HR_READ).
 */
export function searchUsers(keyword: string, size: number): Promise<Page<UserSummary>> {
  return result(http.get('api/user/directory', { searchParams: query({ keyword, size }) }));
}

/** One person as pickers name them, by id (retired people included; undefined when deleted). */
export async function userById(id: number): Promise<UserSummary | undefined> {
  const page = await result<Page<UserSummary>>(http.get('api/user/directory', { searchParams: query({ id, size: 1 }) }));
  return page.content[0];
}

/** GET /api/department/directory — the org chart, open to every signed-in user (department pickers on any screen). */
export function fetchDepartments(): Promise<DepartmentSummary[]> {
  return result(http.get('api/department/directory'));
}
