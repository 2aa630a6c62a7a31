import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from '../http/errors';

/** How long fetched data counts as fresh: a revisit within it shows the cache without a new request. */
export const STALE_TIME_MS = 30_000;

/** How long a code list (industries, segments, skill categories, the org chart) counts as fresh: it changes seldom, and its writers refresh it. */
export const CODE_LIST_STALE_MS = 10 * 60_000;

/** A 4xx answer (validation, permission, not found, conflict) will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's one QueryClient. Data is re-read when a page mounts after STALE_TIME_MS, as the
 * current user is re-read on each route change (SPEC §4), never on a mere window focus:
 * switching windows must not reshuffle a list the user is reading.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
