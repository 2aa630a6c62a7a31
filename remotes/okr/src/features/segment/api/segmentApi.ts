import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  SEGMENT_LEVEL,
  SEGMENT_PRIORITY,
  type PickedSegment,
  type Segment,
  type SegmentBody,
  type SegmentCustomer,
  type SegmentDetail,
  type SegmentLead,
  type SegmentLevel,
  type SegmentPriority,
} from '@dure/shared/contracts/okr/segment';
import { type ListStateOf, choice, defineListState, enumList, id, text } from '@dure/shared/list-state';

export type { PickedSegment, Segment, SegmentCustomer, SegmentDetail, SegmentLead, SegmentLevel, SegmentPriority } from '@dure/shared/contracts/okr/segment';
export { SEGMENT_LIMITS } from '@dure/shared/contracts/okr/segment';

export const PRIORITIES = SEGMENT_PRIORITY.codes;
export const PRIORITY_LABELS = SEGMENT_PRIORITY.labels;
export const PRIORITY_COLORS: Record<SegmentPriority, string> = { CORE: 'blue', GROWTH: 'green', EXPLORE: 'gold' };
export const LEVEL_LABELS = SEGMENT_LEVEL.labels;
export const ACTIVE_LABELS = { Y: '사용', N: '사용 안 함' } as const;

/** 시장 세그먼트 list state: the address, the api query, saved views and the export. */
export const segmentList = defineListState({
  key: 'okr-segment-list',
  exportPath: 'api/segment/export.xlsx',
  fields: {
    keyword: text(),
    priorityList: enumList<SegmentPriority>(PRIORITIES),
    level: choice<SegmentLevel>(SEGMENT_LEVEL.codes),
    activeYn: choice(['Y', 'N'] as const),
    ownerUserId: id(),
  },
  // `tree`: each market followed by its segments.
  sort: { initial: 'tree,asc', fields: ['tree', 'code', 'name', 'priority', 'tam', 'sam', 'som', 'growthRatePct', 'customerCount', 'openPipeline', 'salesYtd', 'sharePct', 'ownerUserName', 'updatedAt'] },
});

export type SegmentQuery = ListStateOf<typeof segmentList>;

/** What the form sends: every field, null to clear. */
export type SegmentInput = Partial<SegmentBody>;

const result = <T,>(r: { result: T }) => r.result;

export const segmentApi = {
  list: (query: SegmentQuery) => http.get('api/segment', { searchParams: segmentList.apiQuery(query) }).json<{ result: Page<Segment> }>().then(result),
  get: (id: number) => http.get(`api/segment/${id}`).json<{ result: SegmentDetail }>().then(result),
  picker: () => http.get('api/segment/picker').json<{ result: PickedSegment[] }>().then(result),
  customers: (id: number, page: number, size: number) =>
    http.get(`api/segment/${id}/customers`, { searchParams: { page, size } }).json<{ result: Page<SegmentCustomer> }>().then(result),
  leads: (id: number, page: number, size: number) => http.get(`api/segment/${id}/leads`, { searchParams: { page, size } }).json<{ result: Page<SegmentLead> }>().then(result),
  create: (input: SegmentInput) => http.post('api/segment', { json: input }).json<{ result: SegmentDetail }>().then(result),
  update: (id: number, input: SegmentInput & { version: number }) => http.put(`api/segment/${id}`, { json: input }).json<{ result: SegmentDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/segment/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
