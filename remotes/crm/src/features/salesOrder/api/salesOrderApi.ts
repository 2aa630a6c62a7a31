import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  type SalesOrder,
  type SalesOrderBody,
  type SalesOrderDeliveryBody,
  type SalesOrderDetail,
  SalesOrderStatus,
} from '@dure/shared/contracts/crm/salesOrder';
import { SALES_ORDER_STATUS_COLORS } from '../../../components/statusColors';

export type { SalesOrder, SalesOrderDelivery, SalesOrderDetail, SalesOrderLine, SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';

export const STATUS_LABELS = SalesOrderStatus.labels;
export const STATUS_COLORS = SALES_ORDER_STATUS_COLORS;

/** The list's filters (the address keeps them); paging and sort come from the table. */
export type SalesOrderFilters = {
  keyword?: string;
  statusList?: SalesOrderStatus[];
  customerId?: number;
  ownerUserId?: number;
  deptId?: number;
  mineYn?: boolean;
  fromDate?: string;
  toDate?: string;
  /** CRM_ADMIN only. */
  includeDeletedYn?: boolean;
};

/** What the form sends: the body without the version, which `update` adds. */
export type OrderInput = SalesOrderBody;

const result = <T,>(r: { result: T }) => r.result;

export const salesOrderApi = {
  /** `query` as toListQuery builds it: page, size, sort and the filters. */
  list: (query: Record<string, string | number>) => http.get('api/sales-order', { searchParams: query }).json<{ result: Page<SalesOrder> }>().then(result),
  get: (id: number) => http.get(`api/sales-order/${id}`).json<{ result: SalesOrderDetail }>().then(result),
  create: (input: OrderInput) => http.post('api/sales-order', { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  update: (id: number, version: number, input: OrderInput) => http.put(`api/sales-order/${id}`, { json: { ...input, version } }).json<{ result: SalesOrderDetail }>().then(result),
  transition: (id: number, action: 'confirm' | 'close' | 'cancel', version: number, reason?: string) =>
    http.post(`api/sales-order/${id}/${action}`, { json: action === 'cancel' ? { version, reason } : { version } }).json<{ result: SalesOrderDetail }>().then(result),
  deliver: (id: number, input: SalesOrderDeliveryBody) => http.post(`api/sales-order/${id}/delivery`, { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  restore: (id: number, version: number) => http.post(`api/sales-order/${id}/restore`, { json: { version } }).json<{ result: SalesOrderDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/sales-order/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
