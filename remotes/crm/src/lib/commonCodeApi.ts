import { http } from '@dure/shared';
import type { Done, Static } from '@dure/shared/contracts';
import type { CommonCode, CommonCodeCreateBody } from '@dure/shared/contracts/crm/code';

export type { CommonCode };
/** What the editor sends: a new code carries its code, an edit does not. */
export type CommonCodeInput = Omit<CommonCodeCreateBody, 'code'> & { code?: string };

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
  remove: (group: string, id: number, version: number) => http.delete(`api/common-code/${group}/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
