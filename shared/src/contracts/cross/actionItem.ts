import { type Static, Type } from 'typebox';
import { DateTime, Id, LocalDate, Nullable, OrEmpty, SortParam, Text, Version, Yn, labelled } from '../common';
import { RecordPageQuery, RecordType } from './record';

/** Action items: to-dos with an assignee and a due date, on a record or on their own (DOMAIN §9 ActionItem). */

export const ACTION_ITEM_PRIORITY = labelled({ HIGH: '높음', MEDIUM: '보통', LOW: '낮음' }, '우선순위');
export type ActionItemPriority = (typeof ACTION_ITEM_PRIORITY.codes)[number];
export const ACTION_ITEM_STATUS = labelled({ OPEN: '진행 중', DONE: '완료', CANCELED: '취소' }, '상태');
export type ActionItemStatus = (typeof ACTION_ITEM_STATUS.codes)[number];
export const ACTION_ITEM_SOURCE = labelled({ MANUAL: '직접 등록', CRM_NEXT_ACTION: '영업 후속 조치', MEETING: '회의', EVALUATION: '평가' }, '출처');
export type ActionItemSource = (typeof ACTION_ITEM_SOURCE.codes)[number];

/** The title's stored limit, checked by the service after trimming with its own Korean message. */
export const ACTION_ITEM_LIMITS = { title: 200 } as const;
/** The title as typed (the service trims, then checks ACTION_ITEM_LIMITS.title). */
const TypedTitle = Text(1000);
const DueDate = Nullable(Text(20, { description: 'YYYY-MM-DD' }));

export const ActionItem = Type.Object({
  id: Id,
  title: Type.String(),
  assigneeId: Id,
  assigneeName: Nullable(Type.String()),
  dueDate: Nullable(LocalDate),
  priority: ACTION_ITEM_PRIORITY.schema,
  targetType: Nullable(Type.String()),
  targetId: Nullable(Id),
  source: ACTION_ITEM_SOURCE.schema,
  status: ACTION_ITEM_STATUS.schema,
  doneAt: Nullable(DateTime),
  overdueYn: Yn,
  createdBy: Nullable(Id),
  createdByName: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type ActionItem = Static<typeof ActionItem>;

export const ActionItemListQuery = Type.Object({
  targetType: Type.Optional(RecordType),
  targetId: Type.Optional(Id),
  assigneeId: Type.Optional(Id),
  mineYn: OrEmpty(Yn),
  statusList: Type.Optional(Text(100, { description: '쉼표로 구분: OPEN,DONE,CANCELED' })),
  keyword: Type.Optional(Text(100)),
  ...RecordPageQuery,
  sort: Type.Optional(SortParam(40, 'dueDate|priority|createdAt|title|status , asc|desc (기본 dueDate,asc)')),
});
export type ActionItemListQuery = Static<typeof ActionItemListQuery>;

export const ActionItemCreateBody = Type.Object({
  title: TypedTitle,
  assigneeId: Type.Optional(Id),
  dueDate: Type.Optional(DueDate),
  priority: Type.Optional(ACTION_ITEM_PRIORITY.schema),
  targetType: Type.Optional(Nullable(RecordType)),
  targetId: Type.Optional(Nullable(Id)),
  source: Type.Optional(ACTION_ITEM_SOURCE.schema),
});
export type ActionItemCreateBody = Static<typeof ActionItemCreateBody>;

export const ActionItemUpdateBody = Type.Object({
  title: TypedTitle,
  assigneeId: Id,
  dueDate: Type.Optional(DueDate),
  priority: Type.Optional(ACTION_ITEM_PRIORITY.schema),
  version: Version,
});
export type ActionItemUpdateBody = Static<typeof ActionItemUpdateBody>;

export const ActionItemStatusBody = Type.Object({ status: ACTION_ITEM_STATUS.schema, version: Version });
export type ActionItemStatusBody = Static<typeof ActionItemStatusBody>;
