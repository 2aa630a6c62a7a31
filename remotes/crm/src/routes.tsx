import { defineRemoteRoutes } from '@dure/shared/remote';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

// A list page's data module is loaded apart from the table, like its page: the table only names them.
export const routes = defineRemoteRoutes('crm', {
  CustomerListPage: {
    load: () => import('./features/customer/components/CustomerListPage'),
    data: (search) => import('./features/customer/api/customerQueries').then((m) => m.customerListAt(search)),
  },
  CustomerDetailPage: () => import('./features/customer/components/CustomerDetailPage'),
  CrmListPage: {
    load: () => import('./features/crmRecord/components/CrmListPage'),
    data: (search) => import('./features/crmRecord/api/crmRecordQueries').then((m) => m.crmRecordListAt(search)),
  },
  CrmDetailPage: () => import('./features/crmRecord/components/CrmDetailPage'),
  CrmManagementPage: () => import('./features/crmManagement/components/CrmManagementPage'),
  SalesOrderPage: {
    load: () => import('./features/salesOrder/components/SalesOrderPage'),
    data: (search) => import('./features/salesOrder/api/salesOrderQueries').then((m) => m.salesOrderListAt(search)),
  },
  SalesPlanPage: () => import('./features/salesPlan/components/SalesPlanPage'),
  LeadListPage: {
    load: () => import('./features/lead/components/LeadListPage'),
    data: (search) => import('./features/lead/api/leadQueries').then((m) => m.leadListAt(search)),
  },
  LeadDetailPage: () => import('./features/lead/components/LeadDetailPage'),
  LeadManagementPage: () => import('./features/leadManagement/components/LeadManagementPage'),
  ContractListPage: {
    load: () => import('./features/contract/components/ContractListPage'),
    data: (search) => import('./features/contract/api/contractQueries').then((m) => m.contractListAt(search)),
  },
  ContractDetailPage: () => import('./features/contract/components/ContractDetailPage'),
  ContractManagementPage: () => import('./features/contractManagement/components/ContractManagementPage'),
  TaxInvoiceListPage: {
    load: () => import('./features/taxInvoice/components/TaxInvoiceListPage'),
    data: (search) => import('./features/taxInvoice/api/taxInvoiceQueries').then((m) => m.taxInvoiceListAt(search)),
  },
  TaxInvoiceDetailPage: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage'),
  DashboardLeadPage: () => import('./features/dashboard/components/DashboardLeadPage'),
  DashboardSalesPage: () => import('./features/dashboard/components/DashboardSalesPage'),
  DashboardSalesAnalysisPage: () => import('./features/dashboard/components/DashboardSalesAnalysisPage'),
  DashboardBondPage: () => import('./features/dashboard/components/DashboardBondPage'),
});
