import { errorMessage } from '@dure/shared';
import { useCallback, useEffect, useState } from 'react';
import { type Department, departmentApi } from './departmentApi';

export type DepartmentsState = {
  data: Department[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
};

export function useDepartments(): DepartmentsState {
  const [data, setData] = useState<Department[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await departmentApi.list());
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
