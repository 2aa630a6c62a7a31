import { http } from '@dure/shared';
import type { CostAccount, CostAccountBody, CostAccountCategory } from '@dure/shared/contracts/cost/costRate';

export type { CostAccount, CostAccountBody, CostAccountCategory } from '@dure/shared/contracts/cost/costRate';
export { CostAccountCategory as ACCOUNT_CATEGORY } from '@dure/shared/contracts/cost/costRate';

const result = <T,>(r: { result: T }) => r.result;

/** 원가계정 (a tab of /cost/management): the two-level tree; an account in use is switched off, never deleted. */
export const costAccountApi = {
  list: (query: { category?: CostAccountCategory; includeInactiveYn?: 'Y' | 'N'; keyword?: string }) =>
    http.get('api/cost-account', { searchParams: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string> }).json<{ result: CostAccount[] }>().then(result),
  create: (input: CostAccountBody) => http.post('api/cost-account', { json: input }).json<{ result: CostAccount }>().then(result),
  update: (id: number, version: number, input: CostAccountBody) => http.put(`api/cost-account/${id}`, { json: { ...input, version } }).json<{ result: CostAccount }>().then(result),
};
