import { queryOptions } from '@tanstack/react-query';
import { contractApi } from './contractApi';

/** Every contract list's key (the list page caches its pages under it): writes mark them all stale. */
export const CONTRACT_LISTS_KEY = ['contract', 'list'] as const;

/** One contract with its payment terms, billing figures and allowed actions. */
export const contractDetailQuery = (id: number) => queryOptions({ queryKey: ['contract', 'detail', id], queryFn: () => contractApi.get(id) });
