import { type Page, errorMessage } from '@dure/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PagedList<T> = { page: Page<T> | null; loading: boolean; error: string | null; reload: () => void };

/** Loads a server page for the given query; a newer query wins over a slower older answer. */
export function usePagedList<Q, T>(query: Q, load: (query: Q) => Promise<Page<T>>): PagedList<T> {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    load(query)
      .then((result) => {
        if (call !== latest.current) return;
        setPage(result);
        setError(null);
      })
      .catch((e) => call === latest.current && setError(errorMessage(e)))
      .finally(() => call === latest.current && setLoading(false));
  }, [key, tick]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { page, loading, error, reload };
}
