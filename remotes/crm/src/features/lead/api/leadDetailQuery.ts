import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { queryOptions } from '@tanstack/react-query';
import { leadApi } from './leadApi';

/** Every lead list's key (the list page caches its pages under it): writes mark them all stale. */
export const LEAD_LISTS_KEY = ['lead', 'list'] as const;

/** One lead with its items and stage history. */
export const leadDetailQuery = (id: number) => queryOptions({ queryKey: ['lead', 'detail', id], queryFn: () => leadApi.get(id) });

/** Stages and code lists of the lead screens: list and detail pages share one request. */
export const leadMetaQuery = () => queryOptions({ queryKey: ['lead', 'meta'], queryFn: () => leadApi.meta(), staleTime: CODE_LIST_STALE_MS });
