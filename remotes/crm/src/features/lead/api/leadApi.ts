import { http } from '@dure/shared';
import type { Done, Page, Static, Yn } from '@dure/shared/contracts';
import type { DuplicateMatch, PickedContact } from '@dure/shared/contracts/crm/customer';
import type {
  Lead,
  LeadConvertBody,
  LeadConverted,
  LeadCreateBody,
  LeadDetail,
  LeadKanban,
  LeadLine as SavedLine,
  LeadLineBody,
  LeadMeta,
  LeadPriority as Priority,
  LeadQualifyBody,
  LeadStageChangeBody,
  LeadStageHistory,
} from '@dure/shared/contracts/crm/lead';
import type { StageCategory } from '@dure/shared/contracts/crm/leadStage';

export type { Lead, LeadDetail, LeadMeta, KanbanColumn, CodeOption as Code } from '@dure/shared/contracts/crm/lead';
export type { LeadPriority as Priority } from '@dure/shared/contracts/crm/lead';
export type { LeadStage as Stage, StageCategory } from '@dure/shared/contracts/crm/leadStage';
export type { Yn } from '@dure/shared/contracts';
export type Kanban = LeadKanban;
export type StageHistory = LeadStageHistory;
/** A line as the form edits it: saved lines carry their id and amount. */
export type LeadLine = LeadLineBody & Partial<Pick<SavedLine, 'id' | 'amount'>>;

export type LeadQuery = {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  stageIdList?: number[];
  categoryList?: StageCategory[];
  ownerUserId?: number;
  deptId?: number;
  sourceList?: string[];
  priorityList?: Priority[];
  fromDate?: string;
  toDate?: string;
  /** Won or lost on these days (dashboard drill-downs). */
  closedFromDate?: string;
  closedToDate?: string;
  lostReasonList?: string[];
  /** Y: lost without a reason (the lead dashboard's 미지정 row). */
  noLostReasonYn?: 'Y';
  /** In play in the period: OPEN leads expected to close, WON / LOST ones closed on these days (dashboard source rows). */
  periodFromDate?: string;
  periodToDate?: string;
  segmentId?: number;
  mineYn?: Yn;
};
export type LeadFilters = Omit<LeadQuery, 'page' | 'size' | 'sort'>;

export type LeadInput = Omit<LeadCreateBody, 'lines'> & { lines?: LeadLine[] };
export type StageChange = LeadStageChangeBody;
export type ConvertInput = LeadConvertBody;
/** 고객사 지정: an existing customer, or a new PROSPECT customer (and primary contact) from the prospect; optionally moving on to `stageId`. */
export type QualifyInput = LeadQualifyBody;
export type ContactOption = PickedContact;

/** The list filters as the api's query string (DOMAIN §1.5: arrays comma-joined, empty left out). */
export function filterParams(filters: LeadFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
    } else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (filters.deptId) out.includeSubDeptYn = 'Y';
  return out;
}

const result = <T>(r: { result: T }) => r.result;

export const leadApi = {
  meta: () => http.get('api/lead/meta').json<{ result: LeadMeta }>().then(result),
  list: ({ page, size, sort, ...filters }: LeadQuery) =>
    http
      .get('api/lead', { searchParams: { page, size, ...(sort ? { sort } : {}), ...filterParams(filters) } })
      .json<{ result: Page<Lead> }>()
      .then(result),
  kanban: (filters: LeadFilters, extra: { limit?: number; stageId?: number; offset?: number } = {}) =>
    http
      .get('api/lead/kanban', { searchParams: { ...filterParams(filters), ...extra } })
      .json<{ result: LeadKanban }>()
      .then(result),
  get: (id: number) => http.get(`api/lead/${id}`).json<{ result: LeadDetail }>().then(result),
  create: (input: LeadInput) => http.post('api/lead', { json: input }).json<{ result: LeadDetail }>().then(result),
  update: (id: number, input: LeadInput & { version: number }) => http.put(`api/lead/${id}`, { json: input }).json<{ result: LeadDetail }>().then(result),
  changeStage: (id: number, change: StageChange) => http.put(`api/lead/${id}/stage`, { json: change }).json<{ result: LeadDetail }>().then(result),
  convert: (id: number, input: ConvertInput) =>
    http.post(`api/lead/${id}/convert`, { json: input }).json<{ result: LeadConverted }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/lead/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  qualify: (id: number, input: QualifyInput) => http.post(`api/lead/${id}/qualify`, { json: input }).json<{ result: LeadDetail }>().then(result),
  prospectDuplicates: (id: number) => http.get(`api/lead/${id}/prospect-duplicates`).json<{ result: DuplicateMatch[] }>().then(result),
  contacts: (customerId: number) => http.get(`api/lead/contact-picker/${customerId}`).json<{ result: ContactOption[] }>().then(result),
};
