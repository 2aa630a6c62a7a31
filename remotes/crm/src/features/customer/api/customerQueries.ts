import { queryOptions } from '@tanstack/react-query';
import { type CustomerQuery, customerApi, customerList } from './customerApi';

/** The api path of the customer list's .xlsx export (its query: `customerList.exportQuery`). */
export const CUSTOMER_EXPORT_PATH = 'api/customer/export.xlsx';

/** One page of the customer list, cached under its api query. */
export const customerListQuery = (query: CustomerQuery) =>
  queryOptions({ queryKey: ['customer', 'list', customerList.apiQuery(query)], queryFn: () => customerApi.list(query) });
