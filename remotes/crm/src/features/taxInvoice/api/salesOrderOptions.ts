import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { SalesOrder, SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';

export type SalesOrderOption = Pick<SalesOrder, 'id' | 'orderNo' | 'orderDate' | 'status' | 'supplyAmount' | 'perBilled'>;

/** Orders an invoice may bill (the api refuses drafts and canceled ones). */
export const BILLABLE_ORDER_STATES: SalesOrderStatus[] = ['CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED'];

/** The customer's billable orders, newest first. */
export function customerOrders(customerId: number): Promise<SalesOrderOption[]> {
  return http
    .get('api/sales-order', { searchParams: { customerId, statusList: BILLABLE_ORDER_STATES.join(','), size: 100, sort: 'orderDate,desc' } })
    .json<{ result: Page<SalesOrderOption> }>()
    .then((r) => r.result.content);
}
