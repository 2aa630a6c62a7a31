import { queryOptions } from '@tanstack/react-query';
import { fetchRelated } from './relatedApi';

type Row = Record<string, unknown> & { id: number };

/** Keyed under the resource's name first, as its own lists are: invalidating `[resource]` after a write refreshes it. */
export const relatedQuery = (resource: string, query: Record<string, string | number>) =>
  queryOptions({ queryKey: [resource, 'related', query], queryFn: () => fetchRelated<Row>(resource, query) });
