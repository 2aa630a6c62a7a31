import { useSearchParams } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { useCallback, useMemo } from 'react';
import type { Params } from '../api/dashboardApi';

/** Filters in the URL, so a dashboard view can be shared and the back button restores it. Period defaults to this year. */
export function useDashboardFilters<K extends string>(extraKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const year = dayjs().format('YYYY');
  const filters = useMemo(() => {
    const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
    const extras = Object.fromEntries(extraKeys.map((k) => [k, params.get(k) ?? undefined])) as Record<K, string | undefined>;
    return { fromYm: params.get('fromYm') ?? `${year}-01`, toYm: params.get('toYm') ?? `${year}-12`, deptId: num('deptId'), ownerUserId: num('ownerUserId'), ...extras };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, year, extraKeys.join(',')]);
  const setFilters = useCallback(
    (patch: Params) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === null || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return { filters, setFilters };
}
