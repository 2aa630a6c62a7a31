import { errorMessage } from '@dure/shared';
import { useCallback, useEffect, useState } from 'react';
import { type LeadMeta, leadApi } from '../api/leadApi';

/** Stages and code lists of the lead screens, loaded once per page. */
export function useLeadMeta() {
  const [meta, setMeta] = useState<LeadMeta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setMeta(await leadApi.meta());
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { meta, error, reload };
}
