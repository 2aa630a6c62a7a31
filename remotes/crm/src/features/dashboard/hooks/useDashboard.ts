import { useCallback, useEffect, useRef, useState } from 'react';
import type { Params } from '../api/dashboardApi';

/** Loads a dashboard for the filters; a newer request wins over a slower older one. */
export function useDashboard<T>(fetcher: (p: Params) => Promise<T>, params: Params) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const key = JSON.stringify(params);
  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    setError(null);
    try {
      const result = await fetcher(JSON.parse(key) as Params);
      if (mine === seq.current) setData(result);
    } catch (e) {
      if (mine === seq.current) setError(e);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [fetcher, key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, error, loading, reload: load };
}
