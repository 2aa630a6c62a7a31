import { useCallback, useMemo } from 'react';
// Through the package's own name: the federation singletons, so a remote's copy of this entry still
// reads the host's router.
import { useSearchParams } from '@dure/shared';
import type { ListFields, ListState, ListStateDefinition } from './listState';

/**
 * A list's state, read from the address and written back to it (back, reload and shared links keep
 * it). A change of filter or order goes back to the first page unless it names a page itself.
 */
export function useListState<F extends ListFields>(list: ListStateDefinition<F>): [ListState<F>, (patch: Partial<ListState<F>>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => list.parse(params), [list, params]);
  const update = useCallback(
    (patch: Partial<ListState<F>>) => setParams(list.write({ ...state, page: 0, ...patch }), { replace: true }),
    [list, setParams, state],
  );
  return [state, update];
}
