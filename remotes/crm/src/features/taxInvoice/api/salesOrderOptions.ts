import { type Page, http } from '@dure/shared';

export type SalesOrderOption = { id: number; orderNo: string; orderDate: string; status: string; supplyAmount: number; perBilled: number };

/** Orders an invoice may bill (the api refuses drafts and canceled ones). */
export const BILLABLE_ORDER_STATES = ['CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED'];

/** The customer's billable orders, newest first. */
export function customerOrders(customerId: number): Promise<SalesOrderOption[]> {
  return http
    .get('api/sales-order', { searchParams: { customerId, statusList: BILLABLE_ORDER_STATES.join(','), size: 100, sort: 'orderDate,desc' } })
    .json<{ result: Page<SalesOrderOption> }>()
    .then((r) => r.result.content);
}
