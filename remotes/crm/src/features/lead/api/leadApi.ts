import { type Page, http } from '@dure/shared';
import type { DuplicateMatch } from '../../customer';

export type StageCategory = 'OPEN' | 'WON' | 'LOST';
export type Priority = 'LOW' | 'NORMAL' | 'HIGH';
export type Yn = 'Y' | 'N';

export type Stage = {
  id: number;
  code: string;
  name: string;
  category: StageCategory;
  sortOrder: number;
  defaultProbability: number;
  staleDays: number;
  activeYn: Yn;
  version: number;
  leadCount: number;
};
export type Code = { code: string; label: string };
export type LeadMeta = { stages: Stage[]; sources: Code[]; lostReasons: Code[]; contractTypes: Code[] };

export type Lead = {
  id: number;
  leadNo: string;
  title: string;
  customerId: number | null;
  customerNo: string | null;
  customerName: string | null;
  contactId: number | null;
  contactName: string | null;
  prospectCompany: string | null;
  prospectName: string | null;
  prospectEmail: string | null;
  prospectPhone: string | null;
  source: string;
  inquiryId: number | null;
  stageId: number;
  stageName: string;
  stageCode: string;
  stageCategory: StageCategory;
  probability: number;
  expectedAmount: number;
  weightedAmount: number;
  expectedCloseDate: string;
  priority: Priority;
  segmentId: number | null;
  segmentName: string | null;
  /** The market of the segment (null for a market itself). */
  segmentParentName: string | null;
  lostReason: string | null;
  lostNote: string | null;
  competitor: string | null;
  wonAt: string | null;
  lostAt: string | null;
  stageChangedAt: string;
  lastActivityAt: string | null;
  contractId: number | null;
  contractNo: string | null;
  ownerUserId: number | null;
  ownerName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  staleYn: Yn;
  closeOverdueYn: Yn;
};

export type LeadLine = { id?: number; productId?: number | null; itemName: string; qty: number; unitPrice: number; discountPct: number; amount?: number; deliveryYm?: string | null };
export type StageHistory = {
  id: number;
  fromStageId: number | null;
  fromStageName: string | null;
  toStageId: number;
  toStageName: string;
  toStageCategory: StageCategory;
  probability: number;
  amount: number;
  at: string;
  byUserId: number | null;
  byName: string | null;
};
export type LeadDetail = Lead & { lines: LeadLine[]; stageHistory: StageHistory[]; canWrite: boolean };

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

export type KanbanColumn = {
  stage: Pick<Stage, 'id' | 'code' | 'name' | 'category' | 'defaultProbability' | 'activeYn'>;
  count: number;
  expectedAmount: number;
  weightedAmount: number;
  cards: Lead[];
  moreYn: Yn;
};
export type Kanban = { columns: KanbanColumn[]; closedDays: number };

export type LeadInput = {
  title: string;
  customerId?: number | null;
  contactId?: number | null;
  prospectCompany?: string | null;
  prospectName?: string | null;
  prospectEmail?: string | null;
  prospectPhone?: string | null;
  source: string;
  stageId?: number | null;
  probability?: number | null;
  expectedAmount?: number | null;
  expectedCloseDate: string;
  priority?: Priority;
  segmentId?: number | null;
  ownerUserId?: number | null;
  lines?: LeadLine[];
};
export type StageChange = { stageId: number; version: number; probability?: number | null; lostReason?: string | null; lostNote?: string | null; competitor?: string | null };
export type ConvertInput = { version: number; title?: string; contractType?: string; contractDate?: string; startDate?: string; endDate?: string; taxType?: 'TAXABLE' | 'ZERO_RATED' | 'EXEMPT' };

/** 고객사 지정: an existing customer, or a new PROSPECT customer (and primary contact) from the prospect; optionally moving on to `stageId`. */
export type QualifyInput = {
  version: number;
  stageId?: number | null;
  probability?: number | null;
  customerId?: number | null;
  customer?: { name: string; customerType: string; bizRegNo?: string | null; ceoName?: string | null } | null;
  contact?: { name: string; email?: string | null; mobile?: string | null; phone?: string | null } | null;
  duplicateAckYn?: Yn;
};

export type ContactOption = { id: number; name: string; deptName: string | null; title: string | null; primaryYn: Yn };

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
      .json<{ result: Kanban }>()
      .then(result),
  get: (id: number) => http.get(`api/lead/${id}`).json<{ result: LeadDetail }>().then(result),
  create: (input: LeadInput) => http.post('api/lead', { json: input }).json<{ result: LeadDetail }>().then(result),
  update: (id: number, input: LeadInput & { version: number }) => http.put(`api/lead/${id}`, { json: input }).json<{ result: LeadDetail }>().then(result),
  changeStage: (id: number, change: StageChange) => http.put(`api/lead/${id}/stage`, { json: change }).json<{ result: LeadDetail }>().then(result),
  convert: (id: number, input: ConvertInput) =>
    http.post(`api/lead/${id}/convert`, { json: input }).json<{ result: { contractId: number; contractNo: string } }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/lead/${id}`, { searchParams: { version } }).json(),
  qualify: (id: number, input: QualifyInput) => http.post(`api/lead/${id}/qualify`, { json: input }).json<{ result: LeadDetail }>().then(result),
  prospectDuplicates: (id: number) => http.get(`api/lead/${id}/prospect-duplicates`).json<{ result: DuplicateMatch[] }>().then(result),
  contacts: (customerId: number) => http.get(`api/lead/contact-picker/${customerId}`).json<{ result: ContactOption[] }>().then(result),
};
