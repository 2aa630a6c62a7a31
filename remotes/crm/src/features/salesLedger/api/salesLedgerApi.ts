import { http } from '@dure/shared';
import type { Done, Static } from '@dure/shared/contracts';
import {
  type SalesLedger,
  type SalesLedgerAdjustmentBody,
  type SalesLedgerBody,
  type SalesLedgerPage,
  SalesLedgerSource,
} from '@dure/shared/contracts/crm/salesLedger';
import { type ListField, type ListStateOf, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';

export type { SalesLedger, SalesLedgerPage, SalesLedgerSource } from '@dure/shared/contracts/crm/salesLedger';
export const SOURCE_LABELS = SalesLedgerSource.labels;

const YM = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month (YYYY-MM) filter; anything else filters nothing. */
const month = (): ListField<string | undefined> => ({ kind: 'text', initial: undefined, encode: (v) => v, decode: (raw) => (typeof raw === 'string' && YM.test(raw) ? raw : undefined) });

/** 매출 실적 list state: one definition for the address, the api query, saved views and the export. */
export const salesLedgerList = defineListState({
  key: 'sales-ledger-list',
  exportPath: 'api/sales-ledger/export.xlsx',
  fields: {
    keyword: text(),
    fromYm: month(),
    toYm: month(),
    customerId: id(),
    projectId: id(),
    /** 미배정: rows without a project (the close checklist's links set it). */
    unassignedYn: yn(),
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    sourceTypeList: enumList<SalesLedgerSource>(SalesLedgerSource.codes),
  },
  sort: { initial: 'ym,desc', fields: ['ym', 'amount', 'sourceType', 'customerName', 'projectName', 'deptName'] },
});
export type SalesLedgerQuery = ListStateOf<typeof salesLedgerList>;

const result = <T,>(r: { result: T }) => r.result;

export const salesLedgerApi = {
  list: (query: SalesLedgerQuery) => http.get('api/sales-ledger', { searchParams: salesLedgerList.apiQuery(query) }).json<{ result: SalesLedgerPage }>().then(result),
  get: (id: number) => http.get(`api/sales-ledger/${id}`).json<{ result: SalesLedger }>().then(result),
  create: (input: SalesLedgerBody) => http.post('api/sales-ledger', { json: input }).json<{ result: SalesLedger }>().then(result),
  update: (id: number, version: number, input: SalesLedgerBody) => http.put(`api/sales-ledger/${id}`, { json: { ...input, version } }).json<{ result: SalesLedger }>().then(result),
  adjust: (input: SalesLedgerAdjustmentBody) => http.post('api/sales-ledger/adjustment', { json: input }).json<{ result: SalesLedger }>().then(result),
  allocate: (id: number, version: number, place: { projectId: number | null; deptId: number }) =>
    http.put(`api/sales-ledger/${id}/allocation`, { json: { ...place, version } }).json<{ result: SalesLedger }>().then(result),
  allocateMany: (projectId: number, rows: readonly Pick<SalesLedger, 'id' | 'version'>[]) =>
    http.post('api/sales-ledger/allocation', { json: { projectId, rows: rows.map((r) => ({ id: r.id, version: r.version })) } }).json<{ result: { updated: number } }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/sales-ledger/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
