import { http, result } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { Grant, GrantBody, GrantListQuery } from '@dure/shared/contracts/admin/authority';

export type { Grant } from '@dure/shared/contracts/admin/authority';

/** The grant list's filter state; empty filters are left out of the request. */
export type GrantQuery = GrantListQuery & { page: number; size: number };

export type GrantInput = GrantBody;

function params(q: GrantQuery): GrantListQuery {
  const out: GrantListQuery = { page: q.page, size: q.size };
  if (q.userId) out.userId = q.userId;
  if (q.keyword?.trim()) out.keyword = q.keyword.trim();
  if (q.authorityCode) out.authorityCode = q.authorityCode;
  if (q.deptId) out.deptId = q.deptId;
  return out;
}

export const grantApi = {
  list: (q: GrantQuery) => result<Page<Grant>>(http.get('api/auth/user', { searchParams: params(q) })),
  grant: (input: GrantInput) => result<Grant>(http.post('api/auth/user', { json: input })),
  revoke: (id: number, reason?: string) => http.delete(`api/auth/user/${id}`, { searchParams: reason ? { reason } : {} }).json<{ result: true }>(),
};
