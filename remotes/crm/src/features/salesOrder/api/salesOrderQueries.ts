import { queryOptions } from '@tanstack/react-query';
import { type SalesOrderQuery, salesOrderApi, salesOrderList } from './salesOrderApi';

/** One page of the sales-order list, cached under its api query. */
export const salesOrderListQuery = (query: SalesOrderQuery) =>
  queryOptions({ queryKey: ['sales-order', 'list', salesOrderList.apiQuery(query)], queryFn: () => salesOrderApi.list(query) });
