import { http, result } from '@dure/shared';
import {
  AUTHORITY_LEVEL,
  type AuthorityCode,
  type AuthorityCodeCreateBody,
  type AuthorityCodeUpdateBody,
  CONSISTENCY_KIND,
  type ConsistencyFinding,
  type ConsistencyKind,
  type MenuAuthority,
} from '@dure/shared/contracts/admin/authority';

export type { AuthorityCode, AuthorityLevel as CodeLevel, ConsistencyFinding, MenuAuthority } from '@dure/shared/contracts/admin/authority';

export const LEVEL_LABELS = AUTHORITY_LEVEL.labels;

const KIND_COLORS: Record<ConsistencyKind, string> = { EXPIRED_GRANT: 'orange', INACTIVE_USER: 'red', CLOSED_DEPARTMENT: 'volcano', REDUNDANT: 'blue' };
/** Each finding kind's label and tag colour; keyed by plain strings so a renderer can look a code up. */
export const KIND_LABELS: Readonly<Record<string, { label: string; color: string }>> = Object.fromEntries(
  CONSISTENCY_KIND.codes.map((kind) => [kind, { label: CONSISTENCY_KIND.labels[kind], color: KIND_COLORS[kind] }]),
);

export const authorityApi = {
  codes: () => result<AuthorityCode[]>(http.get('api/auth/code')),
  createCode: (input: AuthorityCodeCreateBody) => result<AuthorityCode>(http.post('api/auth/code', { json: input })),
  updateCode: (code: string, input: AuthorityCodeUpdateBody) => result<AuthorityCode>(http.put(`api/auth/code/${encodeURIComponent(code)}`, { json: input })),
  deleteCode: (code: string, version: number) => http.delete(`api/auth/code/${encodeURIComponent(code)}`, { searchParams: { version } }).json(),
  menus: () => result<MenuAuthority[]>(http.get('api/auth/menu')),
  updateMenu: (pageId: string, roles: string[], version: number) =>
    result<MenuAuthority>(http.put(`api/auth/menu/${encodeURIComponent(pageId)}`, { json: { roles, version } })),
  resetMenu: (pageId: string) => http.delete(`api/auth/menu/${encodeURIComponent(pageId)}`).json(),
  consistency: () => result<ConsistencyFinding[]>(http.get('api/auth/consistency')),
};
