import { defineRemoteRoutes } from '@dure/shared/remote';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

export const routes = defineRemoteRoutes('crm', {
  CustomerListPage: () => import('./features/customer/components/CustomerListPage'),
  CustomerDetailPage: () => import('./features/customer/components/CustomerDetailPage'),
  CrmListPage: () => import('./features/crmRecord/components/CrmListPage'),
  CrmDetailPage: () => import('./features/crmRecord/components/CrmDetailPage'),
  CrmManagementPage: () => import('./features/crmManagement/components/CrmManagementPage'),
  SalesOrderPage: () => import('./features/salesOrder/components/SalesOrderPage'),
  SalesPlanPage: () => import('./features/salesPlan/components/SalesPlanPage'),
  LeadListPage: () => import('./features/lead/components/LeadListPage'),
  LeadDetailPage: () => import('./features/lead/components/LeadDetailPage'),
  LeadManagementPage: () => import('./features/leadManagement/components/LeadManagementPage'),
  ContractListPage: () => import('./features/contract/components/ContractListPage'),
  ContractDetailPage: () => import('./features/contract/components/ContractDetailPage'),
  ContractManagementPage: () => import('./features/contractManagement/components/ContractManagementPage'),
  TaxInvoiceListPage: () => import('./features/taxInvoice/components/TaxInvoiceListPage'),
  TaxInvoiceDetailPage: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage'),
  DashboardLeadPage: () => import('./features/dashboard/components/DashboardLeadPage'),
  DashboardSalesPage: () => import('./features/dashboard/components/DashboardSalesPage'),
  DashboardSalesAnalysisPage: () => import('./features/dashboard/components/DashboardSalesAnalysisPage'),
  DashboardBondPage: () => import('./features/dashboard/components/DashboardBondPage'),
});
