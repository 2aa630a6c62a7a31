import { http } from '@dure/shared';
import type { Done, Page, Static, Yn } from '@dure/shared/contracts';
import type { DuplicateMatch, PickedContact } from '@dure/shared/contracts/crm/customer';
import type * as Contract from '@dure/shared/contracts/crm/lead';
import { LEAD_PRIORITY } from '@dure/shared/contracts/crm/lead';
import { STAGE_CATEGORY, type StageCategory } from '@dure/shared/contracts/crm/leadStage';
import { type ListStateOf, choice, codeList, day, defineListState, enumList, id, idList, text, yn } from '@dure/shared/list-state';

export type { Lead, LeadDetail, LeadMeta, KanbanColumn, CodeOption as Code } from '@dure/shared/contracts/crm/lead';
export type { LeadPriority as Priority } from '@dure/shared/contracts/crm/lead';
export type { LeadStage as Stage, StageCategory } from '@dure/shared/contracts/crm/leadStage';
export type { Yn } from '@dure/shared/contracts';
export type Kanban = Contract.LeadKanban;
export type StageHistory = Contract.LeadStageHistory;
/** A line as the form edits it: saved lines carry their id and amount. */
export type LeadLine = Contract.LeadLineBody & Partial<Pick<Contract.LeadLine, 'id' | 'amount'>>;

/** The pipeline board's filters as the api takes them (the board keeps its own query). */
export type LeadFilters = {
  keyword?: string;
  stageIdList?: number[];
  categoryList?: StageCategory[];
  ownerUserId?: number;
  deptId?: number;
  sourceList?: string[];
  priorityList?: Contract.LeadPriority[];
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
/** 리드 list state: one definition for the address, the api query, saved views and the export. */
export const leadList = defineListState({
  key: 'lead-list',
  exportPath: 'api/lead/export.xlsx',
  fields: {
    // The pipeline board shows the same filters (its columns are the stages, so it ignores the states).
    view: choice(['kanban'], { addressOnly: true }),
    keyword: text(),
    stageIdList: idList(),
    // The list opens on the leads still in play; clearing the states lists every lead.
    categoryList: enumList<StageCategory>(STAGE_CATEGORY.codes, { initial: ['OPEN'] }),
    ownerUserId: id(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    sourceList: codeList(),
    priorityList: enumList<Contract.LeadPriority>(LEAD_PRIORITY.codes),
    fromDate: day(),
    toDate: day(),
    /** Won or lost on these days (dashboard drill-downs). */
    closedFromDate: day(),
    closedToDate: day(),
    lostReasonList: codeList(),
    /** Lost without a reason (the lead dashboard's 미지정 row). */
    noLostReasonYn: yn(),
    /** In play in the period: OPEN leads expected to close, WON / LOST ones closed on these days (dashboard source rows). */
    periodFromDate: day(),
    periodToDate: day(),
    segmentId: id(),
    mineYn: yn(),
  },
  sort: {
    initial: 'expectedCloseDate,asc',
    fields: ['expectedCloseDate', 'expectedAmount', 'weightedAmount', 'probability', 'leadNo', 'title', 'customerName', 'stageName', 'priority', 'updatedAt'],
  },
});

export type LeadQuery = ListStateOf<typeof leadList>;

/** The board's filters from the list's state: the same filters, every state (its columns are the stages). */
export function boardFiltersOf({ view: _view, page: _page, size: _size, sort: _sort, categoryList: _states, noLostReasonYn, mineYn, ...filters }: LeadQuery): LeadFilters {
  return { ...filters, noLostReasonYn: noLostReasonYn ? 'Y' : undefined, mineYn: mineYn ? 'Y' : undefined };
}

export type LeadInput = Omit<Contract.LeadCreateBody, 'lines'> & { lines?: LeadLine[] };
export type StageChange = Contract.LeadStageChangeBody;
export type ConvertInput = Contract.LeadConvertBody;
/** 고객사 지정: an existing customer, or a new PROSPECT customer (and primary contact) from the prospect; optionally moving on to `stageId`. */
export type QualifyInput = Contract.LeadQualifyBody;
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
  meta: () => http.get('api/lead/meta').json<{ result: Contract.LeadMeta }>().then(result),
  list: (query: LeadQuery) =>
    http
      .get('api/lead', { searchParams: leadList.apiQuery(query) })
      .json<{ result: Page<Contract.Lead> }>()
      .then(result),
  kanban: (filters: LeadFilters, extra: { limit?: number; stageId?: number; offset?: number } = {}) =>
    http
      .get('api/lead/kanban', { searchParams: { ...filterParams(filters), ...extra } })
      .json<{ result: Contract.LeadKanban }>()
      .then(result),
  get: (id: number) => http.get(`api/lead/${id}`).json<{ result: Contract.LeadDetail }>().then(result),
  create: (input: LeadInput) => http.post('api/lead', { json: input }).json<{ result: Contract.LeadDetail }>().then(result),
  update: (id: number, input: LeadInput & { version: number }) => http.put(`api/lead/${id}`, { json: input }).json<{ result: Contract.LeadDetail }>().then(result),
  changeStage: (id: number, change: StageChange) => http.put(`api/lead/${id}/stage`, { json: change }).json<{ result: Contract.LeadDetail }>().then(result),
  convert: (id: number, input: ConvertInput) =>
    http.post(`api/lead/${id}/convert`, { json: input }).json<{ result: Contract.LeadConverted }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/lead/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  qualify: (id: number, input: QualifyInput) => http.post(`api/lead/${id}/qualify`, { json: input }).json<{ result: Contract.LeadDetail }>().then(result),
  prospectDuplicates: (id: number) => http.get(`api/lead/${id}/prospect-duplicates`).json<{ result: DuplicateMatch[] }>().then(result),
  contacts: (customerId: number) => http.get(`api/lead/contact-picker/${customerId}`).json<{ result: ContactOption[] }>().then(result),
};
