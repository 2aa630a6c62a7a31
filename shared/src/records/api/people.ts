import { http } from '../../http/client';
import { type Page, query, result } from './result';

export type UserSummary = { id: number; name: string; username: string; deptName: string | null };

export type DepartmentSummary = { id: number; name: string; parentId: number | null; path: string };

/**
 * GET /api/user/directory?keyword=&size= — active colleagues, open to every signed-in
 * user (people pickers and the @mention source; HR data stays behind USER_HR_READ).
 */
export function searchUsers(keyword: string, size: number): Promise<Page<UserSummary>> {
  return result(http.get('api/user/directory', { searchParams: query({ keyword, size }) }));
}

/** GET /api/department */
export function fetchDepartments(): Promise<DepartmentSummary[]> {
  return result(http.get('api/department'));
}
