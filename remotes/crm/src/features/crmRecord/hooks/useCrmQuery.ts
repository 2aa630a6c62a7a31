import { useSearchParams } from '@dure/shared';
import type { CrmOutcome, CrmQuery, CrmStatus } from '../api/crmRecordApi';

const list = <T extends string>(value: string | null) => (value ? (value.split(',').filter(Boolean) as T[]) : undefined);
const num = (value: string | null) => (value && Number(value) > 0 ? Number(value) : undefined);

/** The list's query lives in the address, so back, reload and a link from the board keep it. */
export function useCrmQuery(): [CrmQuery, (patch: Partial<CrmQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: CrmQuery = {
    page: Number(params.get('page') ?? 0) || 0,
    size: Number(params.get('size') ?? 20) || 20,
    sort: params.get('sort') ?? undefined,
    keyword: params.get('keyword') ?? undefined,
    activityTypeList: list(params.get('activityTypeList')),
    statusList: list<CrmStatus>(params.get('statusList')),
    outcomeList: list<CrmOutcome>(params.get('outcomeList')),
    customerId: num(params.get('customerId')),
    ownerUserId: num(params.get('ownerUserId')),
    deptId: num(params.get('deptId')),
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
    overdueYn: params.get('overdueYn') === 'Y' ? 'Y' : undefined,
    mineYn: params.get('mineYn') === 'Y' ? 'Y' : undefined,
  };
  const update = (patch: Partial<CrmQuery>) => {
    const next = { ...query, page: 0, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      if ((k === 'page' && v === 0) || (k === 'size' && v === 20)) continue;
      out.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    setParams(out, { replace: true });
  };
  return [query, update];
}
