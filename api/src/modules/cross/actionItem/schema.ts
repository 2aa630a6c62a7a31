import { type Static, type TSchema, Type } from 'typebox';
import { ACTION_ITEM_PRIORITIES, ACTION_ITEM_SOURCES, ACTION_ITEM_STATUSES } from '../../../db/schema';
import { Id, RecordType, Version, nullable } from '../record/common';

const Priority = Type.Enum([...ACTION_ITEM_PRIORITIES]);
const Status = Type.Enum([...ACTION_ITEM_STATUSES]);
const Source = Type.Enum([...ACTION_ITEM_SOURCES]);
const Title = Type.String({ maxLength: 1000 });
const DueDate = nullable(Type.String({ maxLength: 20, description: 'YYYY-MM-DD' }));
const orEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

export const ActionItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  assigneeId: Type.Integer(),
  assigneeName: nullable(Type.String()),
  dueDate: nullable(Type.String()),
  priority: Priority,
  targetType: nullable(Type.String()),
  targetId: nullable(Type.Integer()),
  source: Source,
  status: Status,
  doneAt: nullable(Type.String()),
  overdueYn: Type.Enum(['Y', 'N']),
  createdBy: nullable(Type.Integer()),
  createdByName: nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type ActionItemView = Static<typeof ActionItemSchema>;

export const ListQuery = Type.Object({
  targetType: Type.Optional(RecordType),
  targetId: Type.Optional(Id),
  assigneeId: Type.Optional(Id),
  mineYn: orEmpty(Type.Enum(['Y', 'N'])),
  statusList: Type.Optional(Type.String({ maxLength: 100, description: '쉼표로 구분: OPEN,DONE,CANCELED' })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sort: Type.Optional(Type.String({ maxLength: 40, description: 'dueDate|priority|createdAt|title|status , asc|desc (기본 dueDate,asc)' })),
});
export type ListFilter = Static<typeof ListQuery>;

export const CreateBody = Type.Object({
  title: Title,
  assigneeId: Type.Optional(Id),
  dueDate: Type.Optional(DueDate),
  priority: Type.Optional(Priority),
  targetType: Type.Optional(nullable(RecordType)),
  targetId: Type.Optional(nullable(Id)),
  source: Type.Optional(Source),
});
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({
  title: Title,
  assigneeId: Id,
  dueDate: Type.Optional(DueDate),
  priority: Type.Optional(Priority),
  version: Version,
});
export type UpdateInput = Static<typeof UpdateBody>;

export const StatusBody = Type.Object({ status: Status, version: Version });
export const IdParams = Type.Object({ id: Id });
export const VersionQuery = Type.Object({ version: Version });
export const One = Type.Object({ result: ActionItemSchema });
