import { errorMessage } from '@dure/shared';
import { DEPARTMENTS_KEY } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Department } from './departmentApi';
import { departmentListQuery } from './departmentQueries';

export type DepartmentsState = {
  data: Department[];
  loading: boolean;
  error: string | null;
  /** Loads every department query again (the list, members, every department picker): after a change, or on request. */
  reload: () => Promise<void>;
  /** How many times `reload` ran: the tree reloads what it has open on each (not when the list first arrives). */
  reloads: number;
};

export function useDepartments(): DepartmentsState {
  const client = useQueryClient();
  const list = useQuery(departmentListQuery());
  const [reloads, setReloads] = useState(0);
  const reload = async () => {
    await client.invalidateQueries({ queryKey: DEPARTMENTS_KEY });
    setReloads((n) => n + 1);
  };
  return { data: list.data ?? [], loading: list.isFetching, error: list.error ? errorMessage(list.error) : null, reload, reloads };
}
