import { type Page, http } from '@dure/shared';
import type { PaymentDueType, TaxType } from '@dure/shared/money';

export type ContractStatus = 'DRAFT' | 'PENDING_APPROVAL' | 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'TERMINATED' | 'RENEWED';
export type { TaxType };
export type DueType = PaymentDueType;
export type TermStatus = 'PLANNED' | 'INVOICED' | 'COLLECTED';

export type ContractListItem = {
  id: number;
  contractNo: string;
  title: string;
  customerId: number;
  customerName: string;
  contractType: string;
  contractTypeLabel: string;
  contractDate: string;
  startDate: string;
  endDate: string;
  currencyCode: string;
  supplyAmount: number;
  krwSupplyAmount: number;
  vatAmount: number;
  totalAmount: number;
  status: ContractStatus;
  changeSeq: number;
  autoRenewYn: 'Y' | 'N';
  noticeDays: number;
  daysToEnd: number;
  ownerUserId: number | null;
  ownerUserName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  version: number;
};

export type PaymentTerm = {
  id: number;
  seq: number;
  name: string;
  rate: number | null;
  amount: number;
  dueType: DueType;
  dueDate: string | null;
  milestoneName: string | null;
  status: TermStatus;
};

export type ContractActions = { write: boolean; edit: boolean; delete: boolean; submit: boolean; approve: boolean; reject: boolean; complete: boolean; terminate: boolean; reopen: boolean };

export type Contract = ContractListItem & {
  customerNo: string;
  contactId: number | null;
  contactName: string | null;
  leadId: number | null;
  leadNo: string | null;
  leadTitle: string | null;
  projectId: number | null;
  exchangeRate: number | null;
  taxType: TaxType;
  renewalMonths: number | null;
  signedFileId: number | null;
  signedFileName: string | null;
  approverId: number | null;
  approverName: string | null;
  approvedAt: string | null;
  rejectReason: string | null;
  terminatedAt: string | null;
  terminationReason: string | null;
  renewedFromId: number | null;
  renewedFromNo: string | null;
  renewedToId: number | null;
  renewedToNo: string | null;
  billedAmount: number;
  billedPct: number;
  collectedAmount: number;
  backlog: number;
  paymentTerms: PaymentTerm[];
  actions: ContractActions;
  createdAt: string;
  updatedAt: string;
};

export type TermInput = { name: string; rate?: number | null; amount?: number | null; dueType: DueType; dueDate?: string | null; milestoneName?: string | null };

export type ContractInput = {
  title: string;
  customerId: number;
  contactId?: number | null;
  leadId?: number | null;
  contractType: string;
  contractDate: string;
  startDate: string;
  endDate: string;
  currencyCode: string;
  exchangeRate?: number | null;
  supplyAmount: number;
  taxType: TaxType;
  autoRenewYn: 'Y' | 'N';
  renewalMonths?: number | null;
  noticeDays: number;
  ownerUserId?: number | null;
  paymentTerms: TermInput[];
};

export type ContractQuery = Record<string, string | number>;

export const STATUS_LABELS: Record<ContractStatus, string> = {
  DRAFT: '작성중',
  PENDING_APPROVAL: '결재대기',
  ACTIVE: '진행중',
  COMPLETED: '완료',
  EXPIRED: '만료',
  TERMINATED: '해지',
  RENEWED: '갱신됨',
};
export const STATUS_COLORS: Record<ContractStatus, string> = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'gold',
  ACTIVE: 'green',
  COMPLETED: 'blue',
  EXPIRED: 'volcano',
  TERMINATED: 'red',
  RENEWED: 'purple',
};
export const TAX_TYPE_LABELS: Record<TaxType, string> = { TAXABLE: '과세', ZERO_RATED: '영세', EXEMPT: '면세' };
export const DUE_TYPE_LABELS: Record<DueType, string> = { ON_SIGN: '계약 시', ON_DATE: '지정일', ON_MILESTONE: '마일스톤', MONTHLY: '매월' };
export const TERM_STATUS_LABELS: Record<TermStatus, string> = { PLANNED: '예정', INVOICED: '청구', COLLECTED: '수금' };
export const TERM_STATUS_COLORS: Record<TermStatus, string> = { PLANNED: 'default', INVOICED: 'blue', COLLECTED: 'green' };

const one = (p: Promise<{ result: Contract }>) => p.then((r) => r.result);

export const contractApi = {
  list: (query: ContractQuery) => http.get('api/contract', { searchParams: query }).json<{ result: Page<ContractListItem> }>().then((r) => r.result),
  get: (id: number) => one(http.get(`api/contract/${id}`).json()),
  create: (input: ContractInput) => one(http.post('api/contract', { json: input }).json()),
  update: (id: number, version: number, input: ContractInput) => one(http.put(`api/contract/${id}`, { json: { ...input, version } }).json()),
  remove: (id: number, version: number) => http.delete(`api/contract/${id}`, { searchParams: { version } }).json<{ result: boolean }>(),
  submit: (id: number, version: number) => one(http.post(`api/contract/${id}/submit`, { json: { version } }).json()),
  approve: (id: number, version: number, signedFileId?: number | null) => one(http.post(`api/contract/${id}/approve`, { json: { version, signedFileId: signedFileId ?? null } }).json()),
  reject: (id: number, version: number, reason: string) => one(http.post(`api/contract/${id}/reject`, { json: { version, reason } }).json()),
  complete: (id: number, version: number) => one(http.post(`api/contract/${id}/complete`, { json: { version } }).json()),
  terminate: (id: number, version: number, reason: string, terminatedAt?: string | null) =>
    one(http.post(`api/contract/${id}/terminate`, { json: { version, reason, terminatedAt: terminatedAt ?? null } }).json()),
  reopen: (id: number, version: number, endDate?: string | null) => http.post(`api/contract/${id}/reopen`, { json: { version, endDate: endDate ?? null } }).json<{ result: boolean }>(),
};

export type StoredFile = { id: number; originalName: string; sizeBytes: number; createdAt: string; createdByName: string | null };

/** The contract's attachments and a temporary upload for the approval (linked to the contract when approved). */
export const signedFileApi = {
  list: (contractId: number) => http.get(`api/file/CONTRACT/${contractId}`).json<{ result: StoredFile[] }>().then((r) => r.result),
  uploadTemp: (file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return http.post('api/file', { body: form }).json<{ result: StoredFile[] }>().then((r) => r.result[0]);
  },
};
