import { useSearchParams } from '@dure/shared';
import type { LeadFilters, Priority, StageCategory, Yn } from '../api/leadApi';

export type LeadView = 'list' | 'kanban';
export type LeadPageQuery = LeadFilters & { view: LeadView; sort: string };

export const DEFAULT_SORT = 'expectedCloseDate,asc';
/** The list opens on the leads still in play; `categoryList=ALL` in the address means every state. */
export const DEFAULT_CATEGORIES: StageCategory[] = ['OPEN'];
const ALL = 'ALL';

const numbers = (v: string | null) => v?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const strings = <T extends string>(v: string | null) => v?.split(',').filter(Boolean) as T[] | undefined;

/** The list's filters, sort and view live in the address, so back, reload and links keep them. */
export function useLeadQuery(): [LeadPageQuery, (patch: Partial<LeadPageQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: LeadPageQuery = {
    view: params.get('view') === 'kanban' ? 'kanban' : 'list',
    sort: params.get('sort') ?? DEFAULT_SORT,
    keyword: params.get('keyword') ?? undefined,
    stageIdList: numbers(params.get('stageIdList')),
    categoryList: params.get('categoryList') === ALL ? undefined : (strings<StageCategory>(params.get('categoryList')) ?? DEFAULT_CATEGORIES),
    ownerUserId: params.get('ownerUserId') ? Number(params.get('ownerUserId')) : undefined,
    deptId: params.get('deptId') ? Number(params.get('deptId')) : undefined,
    sourceList: strings(params.get('sourceList')),
    priorityList: strings<Priority>(params.get('priorityList')),
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
    closedFromDate: params.get('closedFromDate') ?? undefined,
    closedToDate: params.get('closedToDate') ?? undefined,
    lostReasonList: strings(params.get('lostReasonList')),
    noLostReasonYn: params.get('noLostReasonYn') === 'Y' ? 'Y' : undefined,
    periodFromDate: params.get('periodFromDate') ?? undefined,
    periodToDate: params.get('periodToDate') ?? undefined,
    segmentId: params.get('segmentId') ? Number(params.get('segmentId')) : undefined,
    mineYn: (params.get('mineYn') as Yn | null) ?? undefined,
  };
  const update = (patch: Partial<LeadPageQuery>) => {
    const next = { ...query, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (k === 'categoryList') {
        const list = (v as StageCategory[] | undefined) ?? [];
        if (list.length === 0) out.set(k, ALL);
        else if (list.join(',') !== DEFAULT_CATEGORIES.join(',')) out.set(k, list.join(','));
        continue;
      }
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      if ((k === 'view' && v === 'list') || (k === 'sort' && v === DEFAULT_SORT)) continue;
      out.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    setParams(out, { replace: true });
  };
  return [query, update];
}

export const filtersOf = ({ view: _view, sort: _sort, ...filters }: LeadPageQuery): LeadFilters => filters;
