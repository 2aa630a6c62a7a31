import { queryOptions } from '@tanstack/react-query';
import { type CustomerQuery, customerApi, customerList } from './customerApi';

/** Every customer list page's key: writes mark them all stale. */
export const CUSTOMER_LISTS_KEY = ['customer', 'list'] as const;

/** One page of the customer list, cached under its api query. */
export const customerListQuery = (query: CustomerQuery) =>
  queryOptions({ queryKey: [...CUSTOMER_LISTS_KEY, customerList.apiQuery(query)], queryFn: () => customerApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const customerListAt = (search: URLSearchParams) => customerListQuery(customerList.parse(search));

/** One customer with its contacts and figures (or where it was merged into). */
export const customerDetailQuery = (id: number) => queryOptions({ queryKey: ['customer', 'detail', id], queryFn: () => customerApi.get(id) });
