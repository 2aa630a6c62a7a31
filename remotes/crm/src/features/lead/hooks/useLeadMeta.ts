import { errorMessage } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import type { LeadMeta } from '../api/leadApi';
import { leadMetaQuery } from '../api/leadDetailQuery';

/** Stages and code lists of the lead screens (a code list: one request for the list and detail pages). */
export function useLeadMeta(): { meta: LeadMeta | null; error: string | null; reload: () => Promise<unknown> } {
  const query = useQuery(leadMetaQuery());
  return { meta: query.data ?? null, error: query.error ? errorMessage(query.error) : null, reload: query.refetch };
}
