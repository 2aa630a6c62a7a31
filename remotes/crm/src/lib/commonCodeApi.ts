import { http } from '@dure/shared';

/** A common code (DOMAIN §1.2 공통코드) of one group. */
export type CommonCode = { id: number; groupCode: string; code: string; label: string; sortOrder: number; activeYn: 'Y' | 'N'; version: number; updatedAt: string };
export type CommonCodeInput = { code?: string; label: string; sortOrder?: number; activeYn?: 'Y' | 'N' };

/** /api/common-code/{group}: read by anyone signed in, edited by the group's management role. */
export const commonCodeApi = {
  list: (group: string, includeInactive = false) =>
    http
      .get(`api/common-code/${group}`, { searchParams: includeInactive ? { includeInactiveYn: 'Y' } : {} })
      .json<{ result: CommonCode[] }>()
      .then((r) => r.result),
  create: (group: string, input: CommonCodeInput) => http.post(`api/common-code/${group}`, { json: input }).json<{ result: CommonCode }>().then((r) => r.result),
  update: (group: string, id: number, input: CommonCodeInput & { version: number }) =>
    http.put(`api/common-code/${group}/${id}`, { json: input }).json<{ result: CommonCode }>().then((r) => r.result),
  remove: (group: string, id: number, version: number) => http.delete(`api/common-code/${group}/${id}`, { searchParams: { version } }).json<{ result: boolean }>(),
};
