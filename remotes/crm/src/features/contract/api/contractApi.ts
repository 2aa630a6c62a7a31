import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import { type Contract, type ContractBody, type ContractListItem, ContractStatus, PaymentTermStatus } from '@dure/shared/contracts/crm/contract';
import { type ListStateOf, codeList, day, defineListState, enumList, id, number, text, yn } from '@dure/shared/list-state';
import { PaymentDueType, TaxType } from '@dure/shared/money';
import { CONTRACT_STATUS_COLORS } from '../../../components/statusColors';

export type { Contract, ContractActions, ContractListItem, ContractStatus, PaymentTerm, PaymentTermStatus as TermStatus } from '@dure/shared/contracts/crm/contract';
export type { PaymentDueType as DueType, TaxType } from '@dure/shared/money';

/** A payment term as the form sends it. */
export type TermInput = ContractBody['paymentTerms'][number];
/** What the form sends: the body without the version, which `update` adds. */
export type ContractInput = ContractBody;

/** 계약 list state: one definition for the address, the api query, saved views and the export. */
export const contractList = defineListState({
  key: 'contract-list',
  exportPath: 'api/contract/export.xlsx',
  fields: {
    keyword: text(),
    statusList: enumList<ContractStatus>(ContractStatus.codes),
    typeList: codeList(),
    customerId: id(),
    // The customer's market segment; noSegmentYn: customers without one (the sales dashboard's 미지정 row).
    segmentId: id(),
    noSegmentYn: yn(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    ownerUserId: id(),
    // Two days, not a range: the dashboards link with fromDate and toDate.
    fromDate: day(),
    toDate: day(),
    expiringWithinDays: number(),
    mineYn: yn(),
  },
  sort: { initial: 'contractDate,desc', fields: ['contractNo', 'title', 'customerName', 'contractDate', 'endDate', 'krwSupplyAmount'] },
});

export type ContractQuery = ListStateOf<typeof contractList>;

export const STATUS_LABELS = ContractStatus.labels;
export const STATUS_COLORS = CONTRACT_STATUS_COLORS;
export const TAX_TYPE_LABELS = TaxType.labels;
export const DUE_TYPE_LABELS = PaymentDueType.labels;
export const TERM_STATUS_LABELS = PaymentTermStatus.labels;
export const TERM_STATUS_COLORS: Record<PaymentTermStatus, string> = { PLANNED: 'default', INVOICED: 'blue', COLLECTED: 'green' };

const one = (p: Promise<{ result: Contract }>) => p.then((r) => r.result);

export const contractApi = {
  list: (query: ContractQuery) => http.get('api/contract', { searchParams: contractList.apiQuery(query) }).json<{ result: Page<ContractListItem> }>().then((r) => r.result),
  get: (id: number) => one(http.get(`api/contract/${id}`).json()),
  create: (input: ContractInput) => one(http.post('api/contract', { json: input }).json()),
  update: (id: number, version: number, input: ContractInput) => one(http.put(`api/contract/${id}`, { json: { ...input, version } }).json()),
  remove: (id: number, version: number) => http.delete(`api/contract/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  submit: (id: number, version: number) => one(http.post(`api/contract/${id}/submit`, { json: { version } }).json()),
  approve: (id: number, version: number, signedFileId?: number | null) => one(http.post(`api/contract/${id}/approve`, { json: { version, signedFileId: signedFileId ?? null } }).json()),
  reject: (id: number, version: number, reason: string) => one(http.post(`api/contract/${id}/reject`, { json: { version, reason } }).json()),
  complete: (id: number, version: number) => one(http.post(`api/contract/${id}/complete`, { json: { version } }).json()),
  terminate: (id: number, version: number, reason: string, terminatedAt?: string | null) =>
    one(http.post(`api/contract/${id}/terminate`, { json: { version, reason, terminatedAt: terminatedAt ?? null } }).json()),
  reopen: (id: number, version: number, endDate?: string | null) => http.post(`api/contract/${id}/reopen`, { json: { version, endDate: endDate ?? null } }).json<Static<typeof Done>>(),
};

import type { StoredFile } from '@dure/shared/contracts/cross/file';

export type { StoredFile };

/** The contract's attachments and a temporary upload for the approval (linked to the contract when approved). */
export const signedFileApi = {
  list: (contractId: number) => http.get(`api/file/CONTRACT/${contractId}`).json<{ result: StoredFile[] }>().then((r) => r.result),
  uploadTemp: (file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return http.post('api/file', { body: form }).json<{ result: StoredFile[] }>().then((r) => r.result[0]);
  },
};
