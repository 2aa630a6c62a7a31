import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  DIRECT_COST_MOD_SORTS,
  DIRECT_COST_MOD_STATUSES,
  DIRECT_COST_MOD_TYPES,
  DIRECT_COST_SORTS,
  DIRECT_COST_STATUSES,
  type DirectCost,
  type DirectCostBody,
  type DirectCostMod,
  type DirectCostModBody,
  type DirectCostModType,
  type DirectCostSource,
  type DirectCostTotals,
  EVIDENCE_TYPES,
  type EvidenceType,
  type PurchaseInvoiceOption,
} from '@dure/shared/contracts/cost/directCost';
import { type ListStateOf, choice, defineListState, enumList, id, month, text } from '@dure/shared/list-state';

export type { DirectCost, DirectCostBody, DirectCostTotals, EvidenceType, PurchaseInvoiceOption } from '@dure/shared/contracts/cost/directCost';
export { DirectCostSource as DIRECT_COST_SOURCE, DirectCostStatus as DIRECT_COST_STATUS, EvidenceType as EVIDENCE } from '@dure/shared/contracts/cost/directCost';

/** 직접비 list state: the address, the api query, saved views and the export. */
export const directCostList = defineListState({
  key: 'cost-direct-cost-list',
  exportPath: 'api/direct-cost/export.xlsx',
  fields: {
    keyword: text(),
    projectId: id(),
    costAccountId: id(),
    fromYm: month(),
    toYm: month(),
    statusList: enumList(DIRECT_COST_STATUSES),
    evidenceType: choice<EvidenceType>(EVIDENCE_TYPES),
    sourceType: choice<DirectCostSource>(['MANUAL', 'EXECUTION', 'ADJUSTMENT']),
  },
  sort: { initial: 'costDate,desc', fields: DIRECT_COST_SORTS },
});
export type DirectCostQuery = ListStateOf<typeof directCostList>;

const result = <T,>(r: { result: T }) => r.result;

export const directCostApi = {
  list: (query: DirectCostQuery) => http.get('api/direct-cost', { searchParams: directCostList.apiQuery(query) }).json<{ result: Page<DirectCost> }>().then(result),
  totals: (query: DirectCostQuery) => http.get('api/direct-cost/totals', { searchParams: directCostList.apiQuery(query) }).json<{ result: DirectCostTotals }>().then(result),
  get: (id: number) => http.get(`api/direct-cost/${id}`).json<{ result: DirectCost }>().then(result),
  create: (input: DirectCostBody) => http.post('api/direct-cost', { json: input }).json<{ result: DirectCost }>().then(result),
  update: (id: number, version: number, input: DirectCostBody) => http.put(`api/direct-cost/${id}`, { json: { ...input, version } }).json<{ result: DirectCost }>().then(result),
  confirm: (id: number, version: number) => http.post(`api/direct-cost/${id}/confirm`, { json: { version } }).json<{ result: DirectCost }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/direct-cost/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  purchaseInvoices: (keyword: string, id?: number) =>
    http.get('api/direct-cost/purchase-invoices', { searchParams: { ...(keyword ? { keyword } : {}), ...(id ? { id } : {}) } }).json<{ result: PurchaseInvoiceOption[] }>().then(result),
};

// ---------------------------------------------------------------- changes (/direct/cost/mod/management)

export type { DirectCostMod, DirectCostModBody, DirectCostModSide, DirectCostModType } from '@dure/shared/contracts/cost/directCost';
export { DirectCostModStatus as MOD_STATUS, DirectCostModType as MOD_TYPE } from '@dure/shared/contracts/cost/directCost';

/** 직접비 변경 list state. */
export const directCostModList = defineListState({
  key: 'cost-direct-cost-mod-list',
  exportPath: 'api/direct-cost-mod/export.xlsx',
  fields: {
    keyword: text(),
    statusList: enumList(DIRECT_COST_MOD_STATUSES),
    changeType: choice<DirectCostModType>(DIRECT_COST_MOD_TYPES),
    directCostId: id(),
    fromYm: month(),
    toYm: month(),
  },
  sort: { initial: 'requestedAt,desc', fields: DIRECT_COST_MOD_SORTS },
});
export type DirectCostModQuery = ListStateOf<typeof directCostModList>;

export const directCostModApi = {
  list: (query: DirectCostModQuery) => http.get('api/direct-cost-mod', { searchParams: directCostModList.apiQuery(query) }).json<{ result: Page<DirectCostMod> }>().then(result),
  request: (input: DirectCostModBody) => http.post('api/direct-cost-mod', { json: input }).json<{ result: DirectCostMod }>().then(result),
  approve: (id: number, version: number) => http.post(`api/direct-cost-mod/${id}/approve`, { json: { version } }).json<{ result: DirectCostMod }>().then(result),
  reject: (id: number, version: number, reason: string) => http.post(`api/direct-cost-mod/${id}/reject`, { json: { version, reason } }).json<{ result: DirectCostMod }>().then(result),
};
