import { useSearchParams } from '@dure/shared';
import type { CustomerGrade, CustomerQuery, CustomerStatus, CustomerType } from '../api/customerApi';

export const DEFAULT_SORT = 'name,asc';
const list = <T extends string>(value: string | null) => (value ? (value.split(',').filter(Boolean) as T[]) : undefined);

/** The list's query lives in the address, so back, reload and shared links keep it. */
export function useCustomerQuery(): [CustomerQuery, (patch: Partial<CustomerQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: CustomerQuery = {
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
    size: Number(params.get('size') ?? 20) || 20,
    sort: params.get('sort') ?? DEFAULT_SORT,
    keyword: params.get('keyword') ?? undefined,
    statusList: list<CustomerStatus>(params.get('statusList')),
    typeList: list<CustomerType>(params.get('typeList')),
    gradeList: list<CustomerGrade>(params.get('gradeList')),
    industryCode: params.get('industryCode') ?? undefined,
    segmentId: params.get('segmentId') ? Number(params.get('segmentId')) : undefined,
    ownerUserId: params.get('ownerUserId') ? Number(params.get('ownerUserId')) : undefined,
    deptId: params.get('deptId') ? Number(params.get('deptId')) : undefined,
  };
  const update = (patch: Partial<CustomerQuery>) => {
    const next = { ...query, page: 0, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      if ((k === 'page' && v === 0) || (k === 'size' && v === 20) || (k === 'sort' && v === DEFAULT_SORT)) continue;
      out.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    setParams(out, { replace: true });
  };
  return [query, update];
}
