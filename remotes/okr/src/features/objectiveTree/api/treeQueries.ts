import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OKR_KEY, periodPickerQuery } from '../../goal';
import { type TreeFilters, treeApi, treeApiQuery, treeFilters } from './treeApi';

export const objectiveTreeQuery = (f: TreeFilters, periodId: number) => {
  const query = treeApiQuery(f, periodId);
  return queryOptions({ queryKey: [...OKR_KEY, 'tree', query], queryFn: () => treeApi.get(query), placeholderData: keepPreviousData });
};

/**
 * What the tree page opens with at an address: its tree when the address names the period; else the periods, from
 * which the page picks the ACTIVE one.
 */
export const objectiveTreeAt = (search: URLSearchParams) => {
  const f = treeFilters.parse(search);
  return f.periodId ? objectiveTreeQuery(f, f.periodId) : periodPickerQuery();
};
