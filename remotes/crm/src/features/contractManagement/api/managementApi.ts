import { type Page, http } from '@dure/shared';

export type ManagedContract = {
  id: number;
  contractNo: string;
  title: string;
  customerName: string;
  contractTypeLabel: string;
  startDate: string;
  endDate: string;
  krwSupplyAmount: number;
  status: string;
  autoRenewYn: 'Y' | 'N';
  noticeDays: number;
  daysToEnd: number;
  ownerUserName: string | null;
  ownerDeptName: string | null;
  version: number;
};

export type ExpiryBucket = 'D30' | 'D60' | 'D90';
export type ExpiringContract = ManagedContract & { bucket: ExpiryBucket };
export type ExpiryBoard = { d30: number; d60: number; d90: number; content: ExpiringContract[] };

/** /contract/management: the org-wide expiry board, ended contracts and reopening them. */
export const managementApi = {
  expiring: (withinDays = 90) =>
    http.get('api/contract/management/expiring', { searchParams: { withinDays } }).json<{ result: ExpiryBoard }>().then((r) => r.result),
  closed: (query: { page: number; size: number; keyword?: string }) =>
    http
      .get('api/contract/management/closed', { searchParams: { page: query.page, size: query.size, ...(query.keyword ? { keyword: query.keyword } : {}) } })
      .json<{ result: Page<ManagedContract> }>()
      .then((r) => r.result),
  reopen: (id: number, version: number, endDate?: string | null) => http.post(`api/contract/${id}/reopen`, { json: { version, endDate: endDate ?? null } }).json<{ result: boolean }>(),
};
