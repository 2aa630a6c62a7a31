import { queryOptions } from '@tanstack/react-query';
import { type SalesLedgerQuery, salesLedgerApi, salesLedgerList } from './salesLedgerApi';

/** One page of the sales ledger with its totals, cached under its api query. */
export const salesLedgerListQuery = (query: SalesLedgerQuery) =>
  queryOptions({ queryKey: ['sales-ledger', 'list', salesLedgerList.apiQuery(query)], queryFn: () => salesLedgerApi.list(query) });

/** The list page's first query at an address, read as the page reads it. */
export const salesLedgerListAt = (search: URLSearchParams) => salesLedgerListQuery(salesLedgerList.parse(search));
