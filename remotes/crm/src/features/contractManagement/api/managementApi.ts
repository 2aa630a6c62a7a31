import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import type { ContractExpiryBoard, ContractListItem } from '@dure/shared/contracts/crm/contract';

export type {
  ContractListItem as ManagedContract,
  ContractExpiryBoard as ExpiryBoard,
  ExpiringContract,
  ExpiryBucket,
} from '@dure/shared/contracts/crm/contract';

/** /contract/management: the org-wide expiry board, ended contracts and reopening them. */
export const managementApi = {
  expiring: (withinDays = 90) =>
    http.get('api/contract/management/expiring', { searchParams: { withinDays } }).json<{ result: ContractExpiryBoard }>().then((r) => r.result),
  closed: (query: { page: number; size: number; keyword?: string }) =>
    http
      .get('api/contract/management/closed', { searchParams: { page: query.page, size: query.size, ...(query.keyword ? { keyword: query.keyword } : {}) } })
      .json<{ result: Page<ContractListItem> }>()
      .then((r) => r.result),
  reopen: (id: number, version: number, endDate?: string | null) => http.post(`api/contract/${id}/reopen`, { json: { version, endDate: endDate ?? null } }).json<Static<typeof Done>>(),
};
