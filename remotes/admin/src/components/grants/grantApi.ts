import { http, result } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { Grant, GrantBody } from '@dure/shared/contracts/admin/authority';
import { type ListStateOf, defineListState, id, text } from '@dure/shared/list-state';

export type { Grant } from '@dure/shared/contracts/admin/authority';

export type GrantInput = GrantBody;

/** 사용자 권한 list state. The api lists grants newest first and takes no order, so the sort is that one order. */
export const grantList = defineListState({
  key: 'auth-user-list',
  fields: { keyword: text(), authorityCode: text(), deptId: id() },
  sort: { initial: 'grantedAt,desc', fields: [] },
});

export type GrantQuery = ListStateOf<typeof grantList>;

function listParams(query: GrantQuery) {
  const { sort: _sort, ...params } = grantList.apiQuery(query);
  return params;
}

export const grantApi = {
  list: (query: GrantQuery) => result<Page<Grant>>(http.get('api/auth/user', { searchParams: listParams(query) })),
  /** Every grant one person holds (a person has far fewer than a page). */
  ofUser: (userId: number) => result<Page<Grant>>(http.get('api/auth/user', { searchParams: { userId, page: 0, size: 100 } })).then((page) => page.content),
  grant: (input: GrantInput) => result<Grant>(http.post('api/auth/user', { json: input })),
  revoke: (id: number, reason?: string) => http.delete(`api/auth/user/${id}`, { searchParams: reason ? { reason } : {} }).json<{ result: true }>(),
};
