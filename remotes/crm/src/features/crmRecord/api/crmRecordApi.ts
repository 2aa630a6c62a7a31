import { type Page, http } from '@dure/shared';

export type CrmStatus = 'PLANNED' | 'DONE' | 'CANCELED';
export type CrmOutcome = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
type Named = { id: number; name: string };

export type CrmRecord = {
  id: number;
  activityType: string;
  activityTypeLabel: string;
  subject: string;
  customerId: number;
  customerNo: string;
  customerName: string;
  contacts: Named[];
  leadId: number | null;
  leadTitle: string | null;
  contractId: number | null;
  contractTitle: string | null;
  projectId: number | null;
  status: CrmStatus;
  activityAt: string;
  durationMin: number | null;
  location: string | null;
  participants: Named[];
  content: string | null;
  outcome: CrmOutcome | null;
  nextActionType: string | null;
  nextActionTypeLabel: string | null;
  nextActionAt: string | null;
  nextActionNote: string | null;
  nextActionItemId: number | null;
  nextActionStatus: 'OPEN' | 'DONE' | 'CANCELED' | null;
  nextActionOverdueYn: 'Y' | 'N';
  followUpOfId: number | null;
  ownerUserId: number | null;
  ownerUserName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  editableYn: 'Y' | 'N';
  deletableYn: 'Y' | 'N';
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** The list's filters as the api takes them (DOMAIN §1.5); multi-values comma-joined. */
export type CrmQuery = {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  activityTypeList?: string[];
  statusList?: CrmStatus[];
  outcomeList?: CrmOutcome[];
  customerId?: number;
  ownerUserId?: number;
  deptId?: number;
  fromDate?: string;
  toDate?: string;
  overdueYn?: 'Y';
  mineYn?: 'Y';
};

/** What the form sends (create and update). */
export type CrmInput = {
  activityType: string;
  subject: string;
  customerId: number | null;
  contactIds: number[];
  leadId: number | null;
  contractId: number | null;
  status: CrmStatus;
  activityAt: string;
  durationMin: number | null;
  location: string | null;
  participantIds: number[];
  content: string | null;
  outcome: CrmOutcome | null;
  nextActionType: string | null;
  nextActionAt: string | null;
  nextActionNote: string | null;
  followUpOfId?: number | null;
};

/** A prefilled PLANNED record offered when a next action is completed. */
export type CrmDraft = {
  activityType: string;
  subject: string;
  customerId: number;
  customerName: string;
  contactIds: number[];
  contacts: Named[];
  leadId: number | null;
  contractId: number | null;
  status: 'PLANNED';
  activityAt: string;
  location: string | null;
  followUpOfId: number;
};

export type ActivityType = { id: number; code: string; label: string; sortOrder: number; activeYn: 'Y' | 'N'; usageCount: number; version: number };
export type ContactOption = { id: number; name: string; deptName: string | null; title: string | null; status: string };
export type RelatedOption = { id: number; no: string; title: string };

export const STATUS_LABELS: Record<CrmStatus, string> = { PLANNED: '예정', DONE: '완료', CANCELED: '취소' };
export const STATUS_COLORS: Record<CrmStatus, string> = { PLANNED: 'blue', DONE: 'green', CANCELED: 'default' };
export const OUTCOME_LABELS: Record<CrmOutcome, string> = { POSITIVE: '긍정', NEUTRAL: '보통', NEGATIVE: '부정' };
export const OUTCOME_COLORS: Record<CrmOutcome, string> = { POSITIVE: 'green', NEUTRAL: 'default', NEGATIVE: 'red' };

export function searchParams(query: CrmQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: query.page, size: query.size };
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'size' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
    } else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (query.deptId) out.includeSubDeptYn = 'Y';
  return out;
}

const result = <T>(r: { result: T }) => r.result;

export const crmRecordApi = {
  list: (query: CrmQuery) => http.get('api/crm-record', { searchParams: searchParams(query) }).json<{ result: Page<CrmRecord> }>().then(result),
  get: (id: number) => http.get(`api/crm-record/${id}`).json<{ result: CrmRecord }>().then(result),
  create: (input: CrmInput) => http.post('api/crm-record', { json: input }).json<{ result: CrmRecord }>().then(result),
  update: (id: number, version: number, input: CrmInput) => http.put(`api/crm-record/${id}`, { json: { ...input, version } }).json<{ result: CrmRecord }>().then(result),
  setStatus: (id: number, status: CrmStatus, version: number, content?: string) =>
    http.put(`api/crm-record/${id}/status`, { json: { status, version, ...(content !== undefined ? { content } : {}) } }).json<{ result: CrmRecord }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/crm-record/${id}`, { searchParams: { version } }).json<{ result: boolean }>(),
  followUp: (id: number) => http.post(`api/crm-record/${id}/follow-up`, { json: {} }).json<{ result: { record: CrmRecord; draft: CrmDraft } }>().then(result),
  types: () => http.get('api/crm-record/types').json<{ result: ActivityType[] }>().then(result),
  contacts: (customerId: number) => http.get('api/crm-record/contacts', { searchParams: { customerId } }).json<{ result: ContactOption[] }>().then(result),
  related: (customerId: number) =>
    http.get('api/crm-record/related', { searchParams: { customerId } }).json<{ result: { leads: RelatedOption[]; contracts: RelatedOption[] } }>().then(result),
};
