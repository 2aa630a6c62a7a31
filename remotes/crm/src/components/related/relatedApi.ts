import { type Page, http } from '@dure/shared';

/** One page of a related-records list: the resource's own list api filtered by the owning record (customerId, contractId, …). */
export function fetchRelated<T>(resource: string, query: Record<string, string | number>): Promise<Page<T>> {
  return http.get(`api/${resource}`, { searchParams: query }).json<{ result: Page<T> }>().then((r) => r.result);
}
