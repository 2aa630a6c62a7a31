import { type Static, Type } from 'typebox';
import { COLLECTION_METHODS } from '../../../db/schema';

const Id = Type.Integer({ minimum: 1 });
const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const Version = Type.Integer({ minimum: 0 });
const YN = Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')]);

export const IdParams = Type.Object({ id: Id });

export const ReceivableQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sort: Type.Optional(Type.String({ maxLength: 60 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  customerId: Type.Optional(Id),
  contractId: Type.Optional(Id),
  bucketList: Type.Optional(Type.String({ maxLength: 100, description: 'NOT_DUE,D1_30,D31_60,D61_90,D90_PLUS' })),
  statusList: Type.Optional(Type.String({ maxLength: 100, description: 'OPEN,PARTIAL,PAID,WRITTEN_OFF' })),
  overdueYn: Type.Optional(YN),
  openYn: Type.Optional(YN),
  fromDate: Type.Optional(DateText),
  toDate: Type.Optional(DateText),
});
export type ReceivableQuery = Static<typeof ReceivableQuery>;

export const WriteOffBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) });

export const CollectionQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sort: Type.Optional(Type.String({ maxLength: 60 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  customerId: Type.Optional(Id),
  method: Type.Optional(Type.Union([Type.Enum([...COLLECTION_METHODS]), Type.Literal('')])),
  fromDate: Type.Optional(DateText),
  toDate: Type.Optional(DateText),
});
export type CollectionQuery = Static<typeof CollectionQuery>;

export const CollectionBody = Type.Object({
  customerId: Id,
  collectedDate: DateText,
  amount: Type.Integer({ minimum: -1e15, maximum: 1e15 }),
  method: Type.Enum([...COLLECTION_METHODS]),
  noteDueDate: Type.Optional(Type.Union([DateText, Type.Null()])),
  memo: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  allocations: Type.Optional(Type.Array(Type.Object({ receivableId: Id, amount: Type.Integer({ minimum: -1e15, maximum: 1e15 }) }), { maxItems: 500 })),
});
export type CollectionInput = Static<typeof CollectionBody>;

export const ReverseBody = Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) });

export const One = Type.Object({ result: Type.Unknown() });
