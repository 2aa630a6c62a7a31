import { queryOptions } from '@tanstack/react-query';
import { taxInvoiceApi } from './taxInvoiceApi';

/** Every tax invoice list's key (the list page caches its pages under it): writes mark them all stale. */
export const TAX_INVOICE_LISTS_KEY = ['taxInvoice', 'list'] as const;

/** One tax invoice with its items, amendment chain and receivable. */
export const taxInvoiceDetailQuery = (id: number) => queryOptions({ queryKey: ['taxInvoice', 'detail', id], queryFn: () => taxInvoiceApi.get(id) });
