import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  type SalesOrder,
  type SalesOrderBody,
  type SalesOrderDeliveryBody,
  type SalesOrderDetail,
  SalesOrderStatus,
} from '@dure/shared/contracts/crm/salesOrder';
import { type ListStateOf, day, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';
import { SALES_ORDER_STATUS_COLORS } from '../../../components/statusColors';

export type { SalesOrder, SalesOrderDelivery, SalesOrderDetail, SalesOrderLine, SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';

export const STATUS_LABELS = SalesOrderStatus.labels;
export const STATUS_COLORS = SALES_ORDER_STATUS_COLORS;

/** 수주 list state: one definition for the address, the api query, saved views and the export. */
export const salesOrderList = defineListState({
  key: 'sales-order-list',
  exportPath: 'api/sales-order/export.xlsx',
  fields: {
    keyword: text(),
    statusList: enumList<SalesOrderStatus>(SalesOrderStatus.codes),
    customerId: id(),
    ownerUserId: id(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    mineYn: yn(),
    fromDate: day(),
    toDate: day(),
    /** CRM_ADMIN only. */
    includeDeletedYn: yn(),
  },
  sort: { initial: 'orderDate,desc', fields: ['orderNo', 'orderDate', 'requestedDate', 'customerName', 'totalAmount'] },
});

export type SalesOrderQuery = ListStateOf<typeof salesOrderList>;

/** What the form sends: the body without the version, which `update` adds. */
export type OrderInput = SalesOrderBody;

const result = <T,>(r: { result: T }) => r.result;

export const salesOrderApi = {
  list: (query: SalesOrderQuery) => http.get('api/sales-order', { searchParams: salesOrderList.apiQuery(query) }).json<{ result: Page<SalesOrder> }>().then(result),
  get: (id: number) => http.get(`api/sales-order/${id}`).json<{ result: SalesOrderDetail }>().then(result),
  create: (input: OrderInput) => http.post('api/sales-order', { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  update: (id: number, version: number, input: OrderInput) => http.put(`api/sales-order/${id}`, { json: { ...input, version } }).json<{ result: SalesOrderDetail }>().then(result),
  transition: (id: number, action: 'confirm' | 'close' | 'cancel', version: number, reason?: string) =>
    http.post(`api/sales-order/${id}/${action}`, { json: action === 'cancel' ? { version, reason } : { version } }).json<{ result: SalesOrderDetail }>().then(result),
  deliver: (id: number, input: SalesOrderDeliveryBody) => http.post(`api/sales-order/${id}/delivery`, { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  restore: (id: number, version: number) => http.post(`api/sales-order/${id}/restore`, { json: { version } }).json<{ result: SalesOrderDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/sales-order/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
