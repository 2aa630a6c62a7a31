import type { Industry } from '@dure/shared/contracts/crm/customer';
import { loadOnce } from '@dure/shared/loadOnce';
import { useEffect, useState } from 'react';
import { customerApi } from '../api/customerApi';
const loadIndustries = loadOnce<Industry[]>(() => customerApi.industries());

/** 업종 codes, loaded once per page load; a failed load is retried on next use. */
export function useIndustries(): { list: Industry[]; loading: boolean; labelOf: (code: string | null) => string } {
  const [list, setList] = useState<Industry[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    loadIndustries()
      .then((l) => live && setList(l))
      .catch(() => live && setList([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  return { list, loading, labelOf: (code) => (code ? (list.find((i) => i.code === code)?.label ?? code) : '-') };
}
