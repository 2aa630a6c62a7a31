import { type Static, type TSchema, Type } from 'typebox';
import { INQUIRY_CHANNELS, LEAD_PRIORITIES } from '../../../db/schema';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 0 });
const Text = (maxLength: number) => Type.String({ maxLength });

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  keyword: Type.Optional(Text(100)),
  statusList: Type.Optional(Text(100)),
  channelList: Type.Optional(Text(100)),
  overdueYn: Type.Optional(Type.Enum(['Y', 'N'])),
  assigneeId: Type.Optional(Id),
});
export type ListQuery = Static<typeof ListQuery>;

export const CreateBody = Type.Object({
  channel: Type.Enum([...INQUIRY_CHANNELS]),
  receivedAt: Type.Optional(Text(40)),
  companyName: Type.Optional(nullable(Text(100))),
  contactName: Text(50),
  email: Type.Optional(nullable(Text(100))),
  phone: Type.Optional(nullable(Text(20))),
  content: Text(4000),
  privacyConsentYn: Type.Optional(Type.Enum(['Y', 'N'])),
});
export type CreateInput = Static<typeof CreateBody>;

export const AssignBody = Type.Object({ assigneeId: Id, version: Version });
export type AssignInput = Static<typeof AssignBody>;

export const RejectBody = Type.Object({ status: Type.Enum(['REJECTED', 'SPAM']), reason: Type.Optional(nullable(Text(200))), version: Version });
export type RejectInput = Static<typeof RejectBody>;

export const ConvertBody = Type.Object({
  version: Version,
  title: Type.Optional(Text(200)),
  ownerUserId: Type.Optional(nullable(Id)),
  customerId: Type.Optional(nullable(Id)),
  expectedAmount: Type.Optional(nullable(Type.Integer({ minimum: -1e15, maximum: 1e15 }))),
  expectedCloseDate: Type.Optional(Text(10)),
  priority: Type.Optional(Type.Enum([...LEAD_PRIORITIES])),
});
export type ConvertInput = Static<typeof ConvertBody>;
