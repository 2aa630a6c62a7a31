import { queryOptions } from '@tanstack/react-query';
import { type SalesOrderQuery, salesOrderApi, salesOrderList } from './salesOrderApi';

/** One page of the sales-order list, cached under its api query. */
export const salesOrderListQuery = (query: SalesOrderQuery) =>
  queryOptions({ queryKey: ['sales-order', 'list', salesOrderList.apiQuery(query)], queryFn: () => salesOrderApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const salesOrderListAt = (search: URLSearchParams) => salesOrderListQuery(salesOrderList.parse(search));
