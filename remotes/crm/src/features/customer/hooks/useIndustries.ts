import type { Industry } from '@dure/shared/contracts/crm/customer';
import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../api/customerApi';

/** 업종 codes: a code list every customer screen of a page shares; a failed load is tried again on next use. */
export const industriesQuery = () => queryOptions({ queryKey: ['customer', 'industries'], queryFn: () => customerApi.industries(), staleTime: CODE_LIST_STALE_MS });

/** 업종 codes with their labels; an unknown code shows as itself. */
export function useIndustries(): { list: Industry[]; loading: boolean; labelOf: (code: string | null) => string } {
  const industries = useQuery(industriesQuery());
  const list = industries.data ?? [];
  return { list, loading: industries.isPending, labelOf: (code) => (code ? (list.find((i) => i.code === code)?.label ?? code) : '-') };
}
