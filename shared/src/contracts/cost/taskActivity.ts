import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text, Version, Yn, labelled } from '../common';

/** 업무 유형 (DOMAIN §6 TaskActivity, /taskactivity/management): group → activity, what a work-log row is spent on. */

/** LEAVE costs nothing; INDIRECT feeds no project's labour cost as billable work. */
export const TaskActivityCategory = labelled({ PROJECT: '프로젝트', INDIRECT: '간접', LEAVE: '휴가' }, '분류');
export const TASK_ACTIVITY_CATEGORIES = TaskActivityCategory.codes;
export type TaskActivityCategory = (typeof TASK_ACTIVITY_CATEGORIES)[number];

export const TASK_ACTIVITY_LIMITS = { code: 20, name: 50, projectTypes: 50 } as const;

/** One node: a group (parentId null) or an activity under its group. */
export const TaskActivity = Type.Object({
  id: Id,
  parentId: Nullable(Id),
  code: Type.String(),
  name: Type.String(),
  category: TaskActivityCategory.schema,
  billableYn: Yn,
  noteRequiredYn: Yn,
  /** Project types the activity is allowed for; empty = every type. */
  projectTypeIds: Type.Array(Id),
  sortOrder: Type.Integer(),
  activeYn: Yn,
  updatedAt: DateTime,
  version: Version,
});
export type TaskActivity = Static<typeof TaskActivity>;

export const TaskActivityBody = Type.Object({
  parentId: Type.Optional(Nullable(Id)),
  code: Type.Optional(Text(TASK_ACTIVITY_LIMITS.code)),
  name: Type.Optional(Text(TASK_ACTIVITY_LIMITS.name)),
  category: Type.Optional(TaskActivityCategory.schema),
  billableYn: Type.Optional(Yn),
  noteRequiredYn: Type.Optional(Yn),
  projectTypeIds: Type.Optional(Type.Array(Id, { maxItems: TASK_ACTIVITY_LIMITS.projectTypes })),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999 })),
  activeYn: Type.Optional(Yn),
  version: Type.Optional(Version),
});
export type TaskActivityBody = Static<typeof TaskActivityBody>;

export const TaskActivityListQuery = Type.Object({ activeYn: Type.Optional(Yn) });
export type TaskActivityListQuery = Static<typeof TaskActivityListQuery>;

/** New order of one group's activities (or of the groups): every sibling once, with the version read. */
export const TaskActivityOrderBody = Type.Object({
  parentId: Nullable(Id),
  items: Type.Array(Type.Object({ id: Id, version: Version }), { minItems: 1, maxItems: 500 }),
});
export type TaskActivityOrderBody = Static<typeof TaskActivityOrderBody>;

export const TaskActivityPickerQuery = Type.Object({ projectTypeId: Type.Optional(Id) });
export type TaskActivityPickerQuery = Static<typeof TaskActivityPickerQuery>;

/** An active activity (under an active group) a signed-in user may log hours on. */
export const PickedTaskActivity = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  groupId: Id,
  groupName: Type.String(),
  category: TaskActivityCategory.schema,
  billableYn: Yn,
  noteRequiredYn: Yn,
});
export type PickedTaskActivity = Static<typeof PickedTaskActivity>;
