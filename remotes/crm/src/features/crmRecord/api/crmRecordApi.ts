import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import { type ListStateOf, codeList, day, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';
import {
  CRM_RECORD_DEFAULT_SORT,
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

/** 영업활동 list state: one definition for the address, the api query, saved views and the export. */
export const crmRecordList = defineListState({
  key: 'crm-record-list',
  exportPath: 'api/crm-record/export.xlsx',
  fields: {
    keyword: text(),
    activityTypeList: codeList(),
    statusList: enumList<CrmStatus>(CRM_RECORD_STATUS.codes),
    outcomeList: enumList<CrmOutcome>(CRM_RECORD_OUTCOME.codes),
    customerId: id(),
    ownerUserId: id(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    // Two days, not a range: the management board and the feedback drawer link with fromDate and toDate.
    fromDate: day(),
    toDate: day(),
    overdueYn: yn(),
    mineYn: yn(),
  },
  sort: { initial: CRM_RECORD_DEFAULT_SORT, fields: ['createdAt', 'activityAt', 'subject', 'customerName', 'nextActionAt', 'ownerUserName'] },
});

export type CrmQuery = ListStateOf<typeof crmRecordList>;

/** What the form sends (create and update). */
export type CrmInput = CrmRecordCreateBody;

export const STATUS_LABELS = CRM_RECORD_STATUS.labels;
export const STATUS_COLORS: Record<CrmStatus, string> = { PLANNED: 'blue', DONE: 'green', CANCELED: 'default' };
export const OUTCOME_LABELS = CRM_RECORD_OUTCOME.labels;
export const OUTCOME_COLORS: Record<CrmOutcome, string> = { POSITIVE: 'green', NEUTRAL: 'default', NEGATIVE: 'red' };

const result = <T>(r: { result: T }) => r.result;

export const crmRecordApi = {
  list: (query: CrmQuery) => http.get('api/crm-record', { searchParams: crmRecordList.apiQuery(query) }).json<{ result: Page<CrmRecord> }>().then(result),
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
