/**
 * The pages this remote serves, by page id of the shared page table (which owns
 * their paths and roles). Each page's code loads only when the host opens it.
 */
export const routes: { pageId: string; load: () => Promise<{ default: React.ComponentType }> }[] = [
  { pageId: 'TaxInvoiceListPage', load: () => import('./features/taxInvoice/components/TaxInvoiceListPage') },
  { pageId: 'TaxInvoiceDetailPage', load: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage') },
];
