import { defineRemoteRoutes } from '@dure/shared/remote';
import { contractList } from './features/contract/api/contractApi';
import { contractListQuery } from './features/contract/api/contractQueries';
import { crmRecordList } from './features/crmRecord/api/crmRecordApi';
import { crmRecordListQuery } from './features/crmRecord/api/crmRecordQueries';
import { customerList } from './features/customer/api/customerApi';
import { customerListQuery } from './features/customer/api/customerQueries';
import { leadList } from './features/lead/api/leadApi';
import { leadListQuery } from './features/lead/api/leadQueries';
import { salesOrderList } from './features/salesOrder/api/salesOrderApi';
import { salesOrderListQuery } from './features/salesOrder/api/salesOrderQueries';
import { taxInvoiceList } from './features/taxInvoice/api/taxInvoiceApi';
import { taxInvoiceListQuery } from './features/taxInvoice/api/taxInvoiceQueries';

export { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

export const routes = defineRemoteRoutes('crm', {
  CustomerListPage: {
    load: () => import('./features/customer/components/CustomerListPage'),
    data: (search) => customerListQuery(customerList.parse(search)),
  },
  CustomerDetailPage: () => import('./features/customer/components/CustomerDetailPage'),
  CrmListPage: {
    load: () => import('./features/crmRecord/components/CrmListPage'),
    data: (search) => crmRecordListQuery(crmRecordList.parse(search)),
  },
  CrmDetailPage: () => import('./features/crmRecord/components/CrmDetailPage'),
  CrmManagementPage: () => import('./features/crmManagement/components/CrmManagementPage'),
  SalesOrderPage: {
    load: () => import('./features/salesOrder/components/SalesOrderPage'),
    data: (search) => salesOrderListQuery(salesOrderList.parse(search)),
  },
  SalesPlanPage: () => import('./features/salesPlan/components/SalesPlanPage'),
  LeadListPage: {
    load: () => import('./features/lead/components/LeadListPage'),
    data: (search) => {
      const state = leadList.parse(search);
      // The pipeline board loads its own columns instead.
      return state.view === 'kanban' ? undefined : leadListQuery(state);
    },
  },
  LeadDetailPage: () => import('./features/lead/components/LeadDetailPage'),
  LeadManagementPage: () => import('./features/leadManagement/components/LeadManagementPage'),
  ContractListPage: {
    load: () => import('./features/contract/components/ContractListPage'),
    data: (search) => contractListQuery(contractList.parse(search)),
  },
  ContractDetailPage: () => import('./features/contract/components/ContractDetailPage'),
  ContractManagementPage: () => import('./features/contractManagement/components/ContractManagementPage'),
  TaxInvoiceListPage: {
    load: () => import('./features/taxInvoice/components/TaxInvoiceListPage'),
    data: (search) => taxInvoiceListQuery(taxInvoiceList.parse(search)),
  },
  TaxInvoiceDetailPage: () => import('./features/taxInvoice/components/TaxInvoiceDetailPage'),
  DashboardLeadPage: () => import('./features/dashboard/components/DashboardLeadPage'),
  DashboardSalesPage: () => import('./features/dashboard/components/DashboardSalesPage'),
  DashboardSalesAnalysisPage: () => import('./features/dashboard/components/DashboardSalesAnalysisPage'),
  DashboardBondPage: () => import('./features/dashboard/components/DashboardBondPage'),
});
