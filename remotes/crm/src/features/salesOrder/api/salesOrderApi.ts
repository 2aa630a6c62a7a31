import { type Page, http } from '@dure/shared';

export type SalesOrderStatus = 'DRAFT' | 'CONFIRMED' | 'PARTIALLY_DELIVERED' | 'DELIVERED' | 'CLOSED' | 'CANCELED';

export const STATUS_LABELS: Record<SalesOrderStatus, string> = {
  DRAFT: '작성 중',
  CONFIRMED: '확정',
  PARTIALLY_DELIVERED: '부분 출하',
  DELIVERED: '출하 완료',
  CLOSED: '종결',
  CANCELED: '취소',
};
export const STATUS_COLORS: Record<SalesOrderStatus, string> = {
  DRAFT: 'default',
  CONFIRMED: 'blue',
  PARTIALLY_DELIVERED: 'gold',
  DELIVERED: 'green',
  CLOSED: 'purple',
  CANCELED: 'red',
};
export const CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY', 'CNY'] as const;

export type SalesOrderLine = {
  id: number;
  seq: number;
  productId: number | null;
  itemName: string;
  spec: string | null;
  qty: number;
  unitPrice: number;
  discountPct: number;
  amount: number;
  deliveryDate: string | null;
  deliveredQty: number;
  billedAmount: number;
};

export type SalesOrderDelivery = { id: number; lineId: number; itemName: string; deliveryDate: string; qty: number; note: string | null; createdAt: string; createdByName: string | null };

export type SalesOrder = {
  id: number;
  orderNo: string;
  customerId: number;
  customerNo: string | null;
  customerName: string | null;
  contractId: number | null;
  contractNo: string | null;
  leadId: number | null;
  leadNo: string | null;
  orderDate: string;
  requestedDate: string;
  currencyCode: string;
  exchangeRate: number | null;
  shipToAddress: string | null;
  note: string | null;
  status: SalesOrderStatus;
  supplyAmount: number;
  vatAmount: number;
  totalAmount: number;
  billedAmount: number;
  perDelivered: number;
  perBilled: number;
  ownerUserId: number | null;
  ownerUserName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  confirmedAt: string | null;
  closedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  version: number;
  deletedYn: 'Y' | 'N';
  createdAt: string;
  updatedAt: string;
  lineCount: number;
};

export type SalesOrderDetail = SalesOrder & { lines: SalesOrderLine[]; deliveries: SalesOrderDelivery[] };

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

export type LineInput = {
  id?: number | null;
  itemName: string;
  spec?: string | null;
  qty: number;
  unitPrice: number;
  discountPct?: number;
  deliveryDate?: string | null;
};

export type OrderInput = {
  customerId: number;
  contractId?: number | null;
  leadId?: number | null;
  orderDate: string;
  requestedDate: string;
  currencyCode?: string;
  exchangeRate?: number | null;
  shipToAddress?: string | null;
  note?: string | null;
  ownerUserId?: number | null;
  lines: LineInput[];
};

export type DeliveryInput = { version: number; deliveryDate: string; note?: string; lines: { lineId: number; qty: number }[] };

const result = <T,>(r: { result: T }) => r.result;

export const salesOrderApi = {
  /** `query` as toListQuery builds it: page, size, sort and the filters. */
  list: (query: Record<string, string | number>) => http.get('api/sales-order', { searchParams: query }).json<{ result: Page<SalesOrder> }>().then(result),
  get: (id: number) => http.get(`api/sales-order/${id}`).json<{ result: SalesOrderDetail }>().then(result),
  create: (input: OrderInput) => http.post('api/sales-order', { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  update: (id: number, version: number, input: OrderInput) => http.put(`api/sales-order/${id}`, { json: { ...input, version } }).json<{ result: SalesOrderDetail }>().then(result),
  transition: (id: number, action: 'confirm' | 'close' | 'cancel', version: number, reason?: string) =>
    http.post(`api/sales-order/${id}/${action}`, { json: action === 'cancel' ? { version, reason } : { version } }).json<{ result: SalesOrderDetail }>().then(result),
  deliver: (id: number, input: DeliveryInput) => http.post(`api/sales-order/${id}/delivery`, { json: input }).json<{ result: SalesOrderDetail }>().then(result),
  restore: (id: number, version: number) => http.post(`api/sales-order/${id}/restore`, { json: { version } }).json<{ result: SalesOrderDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/sales-order/${id}`, { searchParams: { version } }).json<{ result: boolean }>(),
};
