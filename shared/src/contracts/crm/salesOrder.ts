import { Type } from 'typebox';
import { Currency } from '../../money/currency';
import { CodeList, DateTime, Id, ListQuery, LocalDate, Nullable, OptText, PageOf, Result, type Static, Text, Version, VersionQuery, Yn, labelled } from '../common';
import { OrEmpty, YnFilter } from './queryParts';

/** 수주 (DOMAIN §4 SalesOrder): orders with lines, deliveries and delivered/billed progress. */

export const SalesOrderStatus = labelled(
  {
    DRAFT: '작성 중',
    CONFIRMED: '확정',
    PARTIALLY_DELIVERED: '부분 출하',
    DELIVERED: '출하 완료',
    CLOSED: '종결',
    CANCELED: '취소',
  },
  '수주 상태',
);
export type SalesOrderStatus = (typeof SalesOrderStatus.codes)[number];

/** Text limits: the database columns (`note` and the cancel reason are text, bounded here). */
export const SALES_ORDER_LIMITS = { itemName: 200, spec: 100, shipToAddress: 300, note: 4000, cancelReason: 1000, deliveryNote: 200, lines: 100 } as const;
const L = SALES_ORDER_LIMITS;

export const SalesOrderListQuery = ListQuery({
  statusList: Type.Optional(CodeList(120)),
  customerId: OrEmpty(Id),
  ownerUserId: OrEmpty(Id),
  deptId: OrEmpty(Id),
  includeSubDeptYn: YnFilter(),
  mineYn: YnFilter(),
  fromDate: Type.Optional(Type.String({ maxLength: 10 })),
  toDate: Type.Optional(Type.String({ maxLength: 10 })),
  includeDeletedYn: YnFilter('삭제된 수주 포함 (CRM_ADMIN)'),
});
export type SalesOrderListQuery = Static<typeof SalesOrderListQuery>;

// Dates and numbers are checked in the service, which answers a Korean message per field (`lines.0.qty`).
const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });

export const SalesOrderLineBody = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    productId: Type.Optional(Nullable(Id)),
    itemName: Text(L.itemName),
    spec: OptText(L.spec),
    qty: Type.Number(),
    unitPrice: Type.Integer({ minimum: 0, maximum: 1e13 }),
    discountPct: Type.Optional(Type.Number()),
    deliveryDate: Type.Optional(Nullable(Day)),
  },
  { additionalProperties: false },
);
export type SalesOrderLineBody = Static<typeof SalesOrderLineBody>;

const orderFields = {
  customerId: Id,
  contractId: Type.Optional(Nullable(Id)),
  leadId: Type.Optional(Nullable(Id)),
  orderDate: Day,
  requestedDate: Day,
  currencyCode: Type.Optional(Currency.schema),
  exchangeRate: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e7 }))),
  shipToAddress: OptText(L.shipToAddress),
  note: OptText(L.note),
  ownerUserId: Type.Optional(Nullable(Id)),
  ownerDeptId: Type.Optional(Nullable(Id)),
  lines: Type.Array(SalesOrderLineBody, { maxItems: L.lines }),
};

export const SalesOrderBody = Type.Object(orderFields, { additionalProperties: false });
export type SalesOrderBody = Static<typeof SalesOrderBody>;
export const SalesOrderUpdateBody = Type.Object({ ...orderFields, version: Version }, { additionalProperties: false });
export type SalesOrderUpdateBody = Static<typeof SalesOrderUpdateBody>;

export const SalesOrderVersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const SalesOrderCancelBody = Type.Object({ version: Version, reason: Type.Optional(Text(L.cancelReason)) }, { additionalProperties: false });
export type SalesOrderCancelBody = Static<typeof SalesOrderCancelBody>;
export const SalesOrderDeleteQuery = VersionQuery;

export const SalesOrderDeliveryBody = Type.Object(
  {
    version: Version,
    deliveryDate: Day,
    note: Type.Optional(Text(L.deliveryNote)),
    lines: Type.Array(Type.Object({ lineId: Id, qty: Type.Number() }, { additionalProperties: false }), { minItems: 1, maxItems: L.lines }),
  },
  { additionalProperties: false },
);
export type SalesOrderDeliveryBody = Static<typeof SalesOrderDeliveryBody>;

export const SalesOrderLine = Type.Object({
  id: Id,
  seq: Type.Integer(),
  productId: Nullable(Id),
  itemName: Type.String(),
  spec: Nullable(Type.String()),
  qty: Type.Number(),
  unitPrice: Type.Integer(),
  discountPct: Type.Number(),
  amount: Type.Integer(),
  deliveryDate: Nullable(LocalDate),
  deliveredQty: Type.Number(),
  billedAmount: Type.Integer(),
});
export type SalesOrderLine = Static<typeof SalesOrderLine>;

export const SalesOrderDelivery = Type.Object({
  id: Id,
  lineId: Id,
  itemName: Type.String(),
  deliveryDate: LocalDate,
  qty: Type.Number(),
  note: Nullable(Type.String()),
  createdAt: DateTime,
  createdByName: Nullable(Type.String()),
});
export type SalesOrderDelivery = Static<typeof SalesOrderDelivery>;

/** A list row: the order with names and progress, without its lines. */
export const SalesOrder = Type.Object({
  id: Id,
  orderNo: Type.String(),
  customerId: Id,
  customerNo: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  contractId: Nullable(Id),
  contractNo: Nullable(Type.String()),
  leadId: Nullable(Id),
  leadNo: Nullable(Type.String()),
  orderDate: LocalDate,
  requestedDate: LocalDate,
  currencyCode: Currency.schema,
  exchangeRate: Nullable(Type.Number()),
  shipToAddress: Nullable(Type.String()),
  note: Nullable(Type.String()),
  status: SalesOrderStatus.schema,
  supplyAmount: Type.Integer(),
  vatAmount: Type.Integer(),
  totalAmount: Type.Integer(),
  billedAmount: Type.Integer(),
  perDelivered: Type.Number({ description: '출하율 % (소수 첫째 자리)' }),
  perBilled: Type.Number({ description: '청구율 % (소수 첫째 자리)' }),
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  confirmedAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
  canceledAt: Nullable(DateTime),
  cancelReason: Nullable(Type.String()),
  version: Version,
  deletedYn: Yn,
  createdAt: DateTime,
  updatedAt: DateTime,
  lineCount: Type.Integer({ minimum: 0 }),
});
export type SalesOrder = Static<typeof SalesOrder>;

export const SalesOrderDetail = Type.Object({ ...SalesOrder.properties, lines: Type.Array(SalesOrderLine), deliveries: Type.Array(SalesOrderDelivery) });
export type SalesOrderDetail = Static<typeof SalesOrderDetail>;

export const SalesOrderPage = Result(PageOf(SalesOrder));
export const SalesOrderAnswer = Result(SalesOrderDetail);
