import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OKR_KEY, periodPickerQuery } from '../../goal';
import { type TreeFilters, treeApi, treeApiQuery, treeFilters } from './treeApi';

const withPage = (query: Record<string, string>, page: number) => (page > 0 ? { ...query, page: String(page) } : query);

/** The tree's first answer for a period and the filters (a further page of its roots with `page`). */
export const objectiveTreeQuery = (f: TreeFilters, periodId: number, page = 0) => {
  const query = withPage(treeApiQuery(f, periodId), page);
  return queryOptions({ queryKey: [...OKR_KEY, 'tree', query], queryFn: () => treeApi.get(query), placeholderData: keepPreviousData });
};

/** A goal's children in the tree (on expand), page by page. */
export const treeChildrenQuery = (periodId: number, parentId: number, page = 0) => {
  const query = withPage({ periodId: String(periodId), parentId: String(parentId) }, page);
  return queryOptions({ queryKey: [...OKR_KEY, 'tree', query], queryFn: () => treeApi.get(query) });
};

/** The period's unaligned goals with the filters, page by page. */
export const unalignedQuery = (f: TreeFilters, periodId: number, page = 0) => {
  const query = withPage(treeApiQuery(f, periodId), page);
  return queryOptions({ queryKey: [...OKR_KEY, 'tree', 'unaligned', query], queryFn: () => treeApi.unaligned(query), placeholderData: keepPreviousData });
};

/**
 * What the tree page opens with at an address: its tree when the address names the period; else the periods, from
 * which the page picks the ACTIVE one.
 */
export const objectiveTreeAt = (search: URLSearchParams) => {
  const f = treeFilters.parse(search);
  return f.periodId ? objectiveTreeQuery(f, f.periodId) : periodPickerQuery();
};
