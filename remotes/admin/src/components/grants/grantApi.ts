import { type Page, http } from '@dure/shared';

/** One role granted to one user (DOMAIN §3 AuthorityUser). */
export type Grant = {
  id: number;
  userId: number;
  username: string;
  userName: string;
  deptName: string | null;
  authorityCode: string;
  authorityName: string;
  grantedBy: number | null;
  grantedByName: string | null;
  grantedAt: string;
  expiresAt: string | null;
  reason: string | null;
  expiredYn: 'Y' | 'N';
};

export type GrantQuery = { page: number; size: number; userId?: number; keyword?: string; authorityCode?: string; deptId?: number };

export type GrantInput = { userId: number; authorityCode: string; expiresAt?: string; reason?: string };

function params(q: GrantQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.userId) out.userId = q.userId;
  if (q.keyword?.trim()) out.keyword = q.keyword.trim();
  if (q.authorityCode) out.authorityCode = q.authorityCode;
  if (q.deptId) out.deptId = q.deptId;
  return out;
}

export const grantApi = {
  list: (q: GrantQuery) => http.get('api/auth/user', { searchParams: params(q) }).json<{ result: Page<Grant> }>().then((r) => r.result),
  grant: (input: GrantInput) => http.post('api/auth/user', { json: input }).json<{ result: Grant }>().then((r) => r.result),
  revoke: (id: number, reason?: string) =>
    http.delete(`api/auth/user/${id}`, { searchParams: reason ? { reason } : {} }).json<{ result: unknown }>(),
};
