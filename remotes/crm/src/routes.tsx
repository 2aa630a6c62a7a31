import { defineRemoteRoutes } from '@dure/shared/remote';
import { withCharts } from '@dure/shared/dashboard/routes';

export const { routes, sharedVersion } = defineRemoteRoutes('crm', {
  CustomerListPage: { load: () => import('./features/customer/components/CustomerListPage'), data: () => import('./features/customer/api/customerQueries').then((m) => m.customerListAt) },
  CustomerDetailPage: () => import('./features/customer/components/CustomerDetailPage'),
  CrmListPage: { load: () => import('./features/crmRecord/components/CrmListPage'), data: () => import('./features/crmRecord/api/crmRecordQueries').then((m) => m.crmRecordListAt) },
  CrmDetailPage: () => import('./features/crmRecord/components/CrmDetailPage'),
  CrmManagementPage: () => import('./features/crmManagement/components/CrmManagementPage'),
  SalesOrderPage: { load: () => import('./features/salesOrder/components/SalesOrderPage'), data: () => import('./features/salesOrder/api/salesOrderQueries').then((m) => m.salesOrderListAt) },
  SalesPlanPage: () => import('./features/salesPlan/components/SalesPlanPage'),
  LeadListPage: { load: () => import('./features/lead/components/LeadListPage'), data: () => import('./features/lead/api/leadQueries').then((m) => m.leadListAt) },
  LeadDetailPage: () => import('./features/lead/components/LeadDetailPage'),
  LeadManagementPage: () => import('./features/leadManagement/components/LeadManagementPage'),
  ContractListPage: { load: () => import('./features/contract/components/ContractListPage'), data: () => import('./features/contract/api/contractQueries').then((m) => m.contractListAt) },
  ContractDetailPage: () => import('./features/contract/components/ContractDetailPage'),
  ContractManagementPage: () => import('./features/contractManagement/components/ContractManagementPage'),
  TaxInvoiceListPage: { load: () => import('./features/taxInvoice/components/TaxInvoiceListPage'), data: () => import('./features/taxInvoice/api/taxInvoiceQueries').then((m) => m.taxInvoiceListAt) },
  TaxInvoiceDetailPage: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage'),
  MedSalesManagementPage: {
    load: () => import('./features/salesLedger/components/SalesLedgerPage'),
    data: () => import('./features/salesLedger/api/salesLedgerQueries').then((m) => m.salesLedgerListAt),
  },
  DashboardLeadPage: withCharts(() => import('./features/dashboard/components/DashboardLeadPage')),
  DashboardSalesPage: withCharts(() => import('./features/dashboard/components/DashboardSalesPage')),
  DashboardSalesAnalysisPage: withCharts(() => import('./features/dashboard/components/DashboardSalesAnalysisPage')),
  DashboardBondPage: withCharts(() => import('./features/dashboard/components/DashboardBondPage')),
});
