import { http } from '../../http/client';
import { type Page, query, result } from './result';

export type UserSummary = { id: number; name: string; username: string; deptName: string | null };

/** A department as the org chart shows it; `pathName` = `두레 > 영업본부 > 영업1팀`. */
export type DepartmentSummary = { id: number; name: string; parentId: number | null; sortOrder: number; validTo: string | null; pathName: string };

/**
 * GET /api/user/directory?keyword=&size= — active colleagues, open to every signed-in
 * user (people pickers and the @mention source; HR data stays behind USER_HR_READ).
 */
export function searchUsers(keyword: string, size: number): Promise<Page<UserSummary>> {
  return result(http.get('api/user/directory', { searchParams: query({ keyword, size }) }));
}

/** GET /api/department/directory — the org chart, open to every signed-in user (department pickers on any screen). */
export function fetchDepartments(): Promise<DepartmentSummary[]> {
  return result(http.get('api/department/directory'));
}
