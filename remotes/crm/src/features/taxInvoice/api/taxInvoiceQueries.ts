import { queryOptions } from '@tanstack/react-query';
import { type InvoiceQuery, taxInvoiceApi, taxInvoiceList } from './taxInvoiceApi';
import { customerOrders } from './salesOrderOptions';

/** One page of the tax-invoice list, cached under its api query. */
export const taxInvoiceListQuery = (query: InvoiceQuery) =>
  queryOptions({ queryKey: ['tax-invoice', 'list', taxInvoiceList.apiQuery(query)], queryFn: () => taxInvoiceApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const taxInvoiceListAt = (search: URLSearchParams) => taxInvoiceListQuery(taxInvoiceList.parse(search));

/** The company's supplier profile every SALES invoice snapshots (null until someone saves it). */
export const companyProfileQuery = () => queryOptions({ queryKey: ['tax-invoice', 'company-profile'], queryFn: () => taxInvoiceApi.profile() });

/** 발급기한 현황: last month's unissued invoices and uninvoiced payment terms. */
export const deadlineBoardQuery = () => queryOptions({ queryKey: ['tax-invoice', 'deadline-board'], queryFn: () => taxInvoiceApi.deadlineBoard() });

/** The customer's orders an invoice may bill. */
export const billableOrdersQuery = (customerId: number) => queryOptions({ queryKey: ['tax-invoice', 'billable-orders', customerId], queryFn: () => customerOrders(customerId) });
