import { type QueryKey, useQuery } from '@tanstack/react-query';

/**
 * The label of a picker's value that came from outside with no name (a filter id in the address, a dashboard's drill-down):
 * asked once by id and kept, so the control shows a name instead of the bare number. Asks nothing while `known`.
 */
export function useValueLabel(queryKey: QueryKey, value: number | null | undefined, known: boolean, loadLabel: (id: number) => Promise<string | undefined>) {
  const wanted = !!value && !known;
  const named = useQuery({
    queryKey: [...queryKey, 'label', value],
    queryFn: async () => (await loadLabel(value!)) ?? null,
    enabled: wanted,
    staleTime: Infinity,
  });
  return wanted ? (named.data ?? undefined) : undefined;
}
