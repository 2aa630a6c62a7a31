import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const orEmpty = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Literal('')]));
const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(Type.String({ maxLength: 50, description: 'orderDate,desc (orderNo, orderDate, requestedDate, customerName, totalAmount, status)' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '수주번호, 고객사명' })),
  statusList: Type.Optional(Type.String({ maxLength: 120, description: 'DRAFT,CONFIRMED,PARTIALLY_DELIVERED,DELIVERED,CLOSED,CANCELED' })),
  customerId: orEmpty(Id),
  ownerUserId: orEmpty(Id),
  deptId: orEmpty(Id),
  includeSubDeptYn: Type.Optional(Type.Enum(['Y', 'N', ''])),
  mineYn: Type.Optional(Type.Enum(['Y', 'N', ''])),
  fromDate: Type.Optional(Type.String({ maxLength: 10 })),
  toDate: Type.Optional(Type.String({ maxLength: 10 })),
  includeDeletedYn: Type.Optional(Type.Enum(['Y', 'N', ''], { description: '삭제된 수주 포함 (CRM_ADMIN)' })),
});

const LineBody = Type.Object(
  {
    id: Nullable(Id),
    productId: Nullable(Id),
    itemName: Type.String({ maxLength: 200 }),
    spec: Nullable(Type.String({ maxLength: 100 })),
    qty: Type.Number(),
    unitPrice: Type.Integer({ minimum: 0, maximum: 1e13 }),
    discountPct: Type.Optional(Type.Number()),
    deliveryDate: Nullable(Day),
  },
  { additionalProperties: false },
);

const orderFields = {
  customerId: Id,
  contractId: Nullable(Id),
  leadId: Nullable(Id),
  orderDate: Day,
  requestedDate: Day,
  currencyCode: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  exchangeRate: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e7 })),
  shipToAddress: Nullable(Type.String({ maxLength: 300 })),
  note: Nullable(Type.String({ maxLength: 4000 })),
  ownerUserId: Nullable(Id),
  ownerDeptId: Nullable(Id),
  lines: Type.Array(LineBody, { maxItems: 100 }),
};

export const CreateBody = Type.Object(orderFields, { additionalProperties: false });
export const UpdateBody = Type.Object({ ...orderFields, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

export const VersionBody = Type.Object({ version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export const CancelBody = Type.Object(
  { version: Type.Integer({ minimum: 0 }), reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export const DeleteQuery = Type.Object({ version: Type.Integer({ minimum: 0 }) });

export const DeliveryBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    deliveryDate: Day,
    note: Type.Optional(Type.String({ maxLength: 200 })),
    lines: Type.Array(Type.Object({ lineId: Id, qty: Type.Number() }, { additionalProperties: false }), { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);
