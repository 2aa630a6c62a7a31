import { queryOptions } from '@tanstack/react-query';
import { type InvoiceQuery, taxInvoiceApi, taxInvoiceList } from './taxInvoiceApi';

/** One page of the tax-invoice list, cached under its api query. */
export const taxInvoiceListQuery = (query: InvoiceQuery) =>
  queryOptions({ queryKey: ['tax-invoice', 'list', taxInvoiceList.apiQuery(query)], queryFn: () => taxInvoiceApi.list(query) });

/** The company's supplier profile every SALES invoice snapshots (null until someone saves it). */
export const companyProfileQuery = () => queryOptions({ queryKey: ['tax-invoice', 'company-profile'], queryFn: () => taxInvoiceApi.profile() });
