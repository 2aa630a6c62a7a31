import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  CRM_RECORD_OUTCOME,
  CRM_RECORD_STATUS,
  type ActivityType,
  type CrmContactOption,
  type CrmRecord,
  type CrmRecordFollowUp,
  type CrmRelated,
  type CrmRecordCreateBody,
  type CrmRecordDraft,
  type CrmRecordOutcome as CrmOutcome,
  type CrmRecordStatus as CrmStatus,
  type CrmRelatedOption,
} from '@dure/shared/contracts/crm/crmRecord';

export type { ActivityType, CrmRecord, CrmRecordOutcome as CrmOutcome, CrmRecordStatus as CrmStatus } from '@dure/shared/contracts/crm/crmRecord';
export type CrmDraft = CrmRecordDraft;
export type ContactOption = CrmContactOption;
export type RelatedOption = CrmRelatedOption;

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
export type CrmInput = CrmRecordCreateBody;

export const STATUS_LABELS = CRM_RECORD_STATUS.labels;
export const STATUS_COLORS: Record<CrmStatus, string> = { PLANNED: 'blue', DONE: 'green', CANCELED: 'default' };
export const OUTCOME_LABELS = CRM_RECORD_OUTCOME.labels;
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
  remove: (id: number, version: number) => http.delete(`api/crm-record/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  followUp: (id: number) => http.post(`api/crm-record/${id}/follow-up`, { json: {} }).json<{ result: CrmRecordFollowUp }>().then(result),
  types: () => http.get('api/crm-record/types').json<{ result: ActivityType[] }>().then(result),
  contacts: (customerId: number) => http.get('api/crm-record/contacts', { searchParams: { customerId } }).json<{ result: ContactOption[] }>().then(result),
  related: (customerId: number) =>
    http.get('api/crm-record/related', { searchParams: { customerId } }).json<{ result: CrmRelated }>().then(result),
};
