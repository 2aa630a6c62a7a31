import { queryOptions } from '@tanstack/react-query';
import { type LeadFilters, type LeadQuery, leadApi, leadList } from './leadApi';

/** One page of the lead list, cached under its api query. */
export const leadListQuery = (query: LeadQuery) => queryOptions({ queryKey: ['lead', 'list', leadList.apiQuery(query)], queryFn: () => leadApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. The pipeline board loads its own columns instead. */
export function leadListAt(search: URLSearchParams) {
  const state = leadList.parse(search);
  return state.view === 'kanban' ? undefined : leadListQuery(state);
}

/** The customer's contacts a lead can name, cached per customer. */
export const leadContactsQuery = (customerId: number) => queryOptions({ queryKey: ['lead', 'contact-picker', customerId], queryFn: () => leadApi.contacts(customerId) });

/** Customers that look like the lead's prospect company: the first choices of 고객사 지정. */
export const prospectDuplicatesQuery = (leadId: number) => queryOptions({ queryKey: ['lead', 'prospect-duplicates', leadId], queryFn: () => leadApi.prospectDuplicates(leadId) });

/**
 * The pipeline board's first cards per stage under the filters; `round` is the list page's reload count.
 * Under the lists' key, so a lead saved anywhere marks the board stale as it does the list pages.
 */
export const leadKanbanQuery = (filters: LeadFilters, limit: number, round = 0) =>
  queryOptions({ queryKey: ['lead', 'list', 'kanban', filters, limit, round], queryFn: () => leadApi.kanban(filters, { limit }) });
