import { type EnsureQueryDataOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LevelItem } from './LazyTree';
import { keyOf } from './treeModel';

/**
 * A LazyTree's `load` and `loadLevels` over one query that answers the whole tree: every level is read from the query's
 * cached answer (fetched once), so the first view and each reload cost no request of their own. They are fixed for the
 * component's life: key the component by what the query reads (a period, a segment and year).
 */
export function useCachedLevels<T, K extends QueryKey>(query: EnsureQueryDataOptions<T, Error, T, K>, levelsOf: (data: T) => LevelItem[]) {
  const client = useQueryClient();
  const [loaders] = useState(() => {
    const loadLevels = async () => levelsOf(await client.ensureQueryData(query));
    const load = async (parentId: string | number | null) =>
      (await loadLevels()).filter((i) => (parentId === null ? i.parentId === null : i.parentId !== null && keyOf(i.parentId) === keyOf(parentId)));
    return { load, loadLevels };
  });
  return loaders;
}
