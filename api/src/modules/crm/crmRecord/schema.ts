import { type Static, type TSchema, Type } from 'typebox';
import { CRM_RECORD_OUTCOMES, CRM_RECORD_STATUSES } from '../../../db/schema';
import { RichTextBody } from '../../../lib/richText';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const orEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));
// Loose caps only: the service gives the precise Korean messages.
const Text = (maxLength: number) => Type.String({ maxLength });
const Instant = Type.String({ maxLength: 40, description: 'ISO-8601 일시 (예: 2025-03-14T10:00:00+09:00)' });
const Status = Type.Enum([...CRM_RECORD_STATUSES]);
const Outcome = Type.Enum([...CRM_RECORD_OUTCOMES]);
const Yn = Type.Enum(['Y', 'N']);

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CrmRecordSchema = Type.Object({
  id: Type.Integer(),
  activityType: Type.String(),
  activityTypeLabel: Type.String(),
  subject: Type.String(),
  customerId: Type.Integer(),
  customerNo: Type.String(),
  customerName: Type.String(),
  contacts: Type.Array(Named),
  leadId: nullable(Type.Integer()),
  leadTitle: nullable(Type.String()),
  contractId: nullable(Type.Integer()),
  contractTitle: nullable(Type.String()),
  projectId: nullable(Type.Integer()),
  status: Status,
  activityAt: Type.String(),
  durationMin: nullable(Type.Integer()),
  location: nullable(Type.String()),
  participants: Type.Array(Named),
  content: nullable(Type.String()),
  outcome: nullable(Outcome),
  nextActionType: nullable(Type.String()),
  nextActionTypeLabel: nullable(Type.String()),
  nextActionAt: nullable(Type.String()),
  nextActionNote: nullable(Type.String()),
  nextActionItemId: nullable(Type.Integer()),
  nextActionStatus: nullable(Type.String()),
  nextActionOverdueYn: Yn,
  followUpOfId: nullable(Type.Integer()),
  ownerUserId: nullable(Type.Integer()),
  ownerUserName: nullable(Type.String()),
  ownerDeptId: nullable(Type.Integer()),
  ownerDeptName: nullable(Type.String()),
  editableYn: Yn,
  deletableYn: Yn,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type CrmRecordView = Static<typeof CrmRecordSchema>;

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(Text(50)),
  keyword: Type.Optional(Text(100)),
  activityTypeList: Type.Optional(Text(400)),
  statusList: Type.Optional(Text(100)),
  outcomeList: Type.Optional(Text(100)),
  customerId: orEmpty(Id),
  leadId: orEmpty(Id),
  ownerUserId: orEmpty(Id),
  deptId: orEmpty(Id),
  includeSubDeptYn: orEmpty(Yn),
  fromDate: Type.Optional(Text(10)),
  toDate: Type.Optional(Text(10)),
  overdueYn: orEmpty(Yn),
  mineYn: orEmpty(Yn),
});
export type ListFilter = Static<typeof ListQuery>;

const Fields = {
  activityType: Text(40),
  subject: Text(1000),
  customerId: nullable(Id),
  contactIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  leadId: Type.Optional(nullable(Id)),
  contractId: Type.Optional(nullable(Id)),
  status: Type.Optional(Status),
  activityAt: Instant,
  durationMin: Type.Optional(nullable(Type.Integer({ minimum: -100_000, maximum: 100_000 }))),
  location: Type.Optional(nullable(Text(1000))),
  participantIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  content: Type.Optional(nullable(RichTextBody())),
  outcome: Type.Optional(nullable(Outcome)),
  nextActionType: Type.Optional(nullable(Text(40))),
  nextActionAt: Type.Optional(nullable(Instant)),
  nextActionNote: Type.Optional(nullable(Text(1000))),
};

export const CreateBody = Type.Object({ ...Fields, followUpOfId: Type.Optional(nullable(Id)) });
export type CreateInput = Static<typeof CreateBody>;
export const UpdateBody = Type.Object({ ...Fields, version: Version });
export type UpdateInput = Static<typeof UpdateBody>;

export const StatusBody = Type.Object({ status: Status, version: Version, content: Type.Optional(nullable(RichTextBody())) });
export const VersionQuery = Type.Object({ version: Version });

export const One = Type.Object({ result: CrmRecordSchema });

/** A prefilled PLANNED record for the form (not saved). */
export const DraftSchema = Type.Object({
  activityType: Type.String(),
  subject: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  contactIds: Type.Array(Type.Integer()),
  contacts: Type.Array(Named),
  leadId: nullable(Type.Integer()),
  contractId: nullable(Type.Integer()),
  status: Status,
  activityAt: Type.String(),
  location: nullable(Type.String()),
  followUpOfId: Type.Integer(),
});
export const FollowUp = Type.Object({ result: Type.Object({ record: CrmRecordSchema, draft: DraftSchema }) });

export const CustomerQuery = Type.Object({ customerId: Id });
export const ContactOption = Type.Object({ id: Type.Integer(), name: Type.String(), deptName: nullable(Type.String()), title: nullable(Type.String()), status: Type.String() });
export const Contacts = Type.Object({ result: Type.Array(ContactOption) });
export const RelatedOption = Type.Object({ id: Type.Integer(), no: Type.String(), title: Type.String() });
export const Related = Type.Object({ result: Type.Object({ leads: Type.Array(RelatedOption), contracts: Type.Array(RelatedOption) }) });

export const BoardQuery = Type.Object({
  fromWeek: Text(8),
  toWeek: Text(8),
  deptId: orEmpty(Id),
});
const BoardCell = Type.Object({ week: Type.String(), total: Type.Integer(), byType: Type.Record(Type.String(), Type.Integer()) });
export const BoardSchema = Type.Object({
  weeks: Type.Array(Type.Object({ week: Type.String(), fromDate: Type.String(), toDate: Type.String() })),
  types: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
  rows: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      userName: Type.String(),
      deptId: nullable(Type.Integer()),
      deptName: nullable(Type.String()),
      total: Type.Integer(),
      overdueNextActions: Type.Integer(),
      cells: Type.Array(BoardCell),
    }),
  ),
});
export type BoardView = Static<typeof BoardSchema>;
export const Board = Type.Object({ result: BoardSchema });

export const TypeCodeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  label: Type.String(),
  sortOrder: Type.Integer(),
  activeYn: Yn,
  usageCount: Type.Integer(),
  version: Type.Integer(),
});
export type TypeCodeView = Static<typeof TypeCodeSchema>;
export const TypesQuery = Type.Object({ includeInactiveYn: orEmpty(Yn) });
export const TypeList = Type.Object({ result: Type.Array(TypeCodeSchema) });
export const OneType = Type.Object({ result: TypeCodeSchema });
export const TypeCreateBody = Type.Object({ code: Text(100), label: Text(200), sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })) });
export const TypeUpdateBody = Type.Object({
  label: Text(200),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  activeYn: Yn,
  version: Version,
});
