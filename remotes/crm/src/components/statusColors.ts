import type { ContractStatus } from '@dure/shared/contracts/crm/contract';
import type { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import type { InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';

// The tag color of each status, shared by a feature's own pages and the related-records tabs;
// the Korean labels beside them come from the contracts.

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'gold',
  ACTIVE: 'green',
  COMPLETED: 'blue',
  EXPIRED: 'volcano',
  TERMINATED: 'red',
  RENEWED: 'purple',
};

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  DRAFT: 'default',
  REQUESTED: 'purple',
  PENDING_APPROVAL: 'gold',
  ISSUED: 'blue',
  TRANSMITTED: 'green',
  TRANSMIT_FAILED: 'red',
  CANCELED: 'default',
};

export const SALES_ORDER_STATUS_COLORS: Record<SalesOrderStatus, string> = {
  DRAFT: 'default',
  CONFIRMED: 'blue',
  PARTIALLY_DELIVERED: 'gold',
  DELIVERED: 'green',
  CLOSED: 'purple',
  CANCELED: 'red',
};
