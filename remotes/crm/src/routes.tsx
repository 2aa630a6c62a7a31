/**
 * The pages this remote serves, by page id of the shared page table (which owns
 * their paths and roles). Each page's code loads only when the host opens it.
 */
export const routes: { pageId: string; load: () => Promise<{ default: React.ComponentType }> }[] = [
  { pageId: 'CustomerListPage', load: () => import('./features/customer/components/CustomerListPage') },
  { pageId: 'CustomerDetailPage', load: () => import('./features/customer/components/CustomerDetailPage') },
  { pageId: 'CrmListPage', load: () => import('./features/crmRecord/components/CrmListPage') },
  { pageId: 'CrmDetailPage', load: () => import('./features/crmRecord/components/CrmDetailPage') },
  { pageId: 'CrmManagementPage', load: () => import('./features/crmManagement/components/CrmManagementPage') },
  { pageId: 'SalesOrderPage', load: () => import('./features/salesOrder/components/SalesOrderPage') },
  { pageId: 'SalesPlanPage', load: () => import('./features/salesPlan/components/SalesPlanPage') },
  { pageId: 'LeadListPage', load: () => import('./features/lead/components/LeadListPage') },
  { pageId: 'LeadDetailPage', load: () => import('./features/lead/components/LeadDetailPage') },
  { pageId: 'LeadManagementPage', load: () => import('./features/leadManagement/components/LeadManagementPage') },
  { pageId: 'ContractListPage', load: () => import('./features/contract/components/ContractListPage') },
  { pageId: 'ContractDetailPage', load: () => import('./features/contract/components/ContractDetailPage') },
  { pageId: 'ContractManagementPage', load: () => import('./features/contractManagement/components/ContractManagementPage') },
  { pageId: 'TaxInvoiceListPage', load: () => import('./features/taxInvoice/components/TaxInvoiceListPage') },
  { pageId: 'TaxInvoiceDetailPage', load: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage') },
  { pageId: 'DashboardLeadPage', load: () => import('./features/dashboard/components/DashboardLeadPage') },
  { pageId: 'DashboardSalesPage', load: () => import('./features/dashboard/components/DashboardSalesPage') },
  { pageId: 'DashboardSalesAnalysisPage', load: () => import('./features/dashboard/components/DashboardSalesAnalysisPage') },
  { pageId: 'DashboardBondPage', load: () => import('./features/dashboard/components/DashboardBondPage') },
];
