import { Type } from 'typebox';
import { Id, Nullable, type Static, Text } from '../common';
import { GOAL_LEVEL, GOAL_STATUS, GOAL_VISIBILITY, OKR_HEALTH } from './goal';

/** 목표 트리 (DOMAIN §5 Objective tree, /objectivetree). */

export const ObjectiveTreeQuery = Type.Object({
  periodId: Id,
  deptId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  levelList: Type.Optional(Text(100)),
  /** Canceled goals are left out unless Y. */
  includeCanceledYn: Type.Optional(Text(1)),
});
export type ObjectiveTreeQuery = Static<typeof ObjectiveTreeQuery>;

/** One goal of the tree; the tree is built by the screens from parentGoalId (a parent the caller cannot see is null). */
export const ObjectiveNode = Type.Object({
  id: Id,
  parentGoalId: Nullable(Id),
  title: Type.String(),
  level: GOAL_LEVEL.schema,
  status: GOAL_STATUS.schema,
  visibility: GOAL_VISIBILITY.schema,
  ownerUserId: Id,
  ownerUserName: Nullable(Type.String()),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  weightPct: Type.Integer(),
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  krCount: Type.Integer({ minimum: 0 }),
  version: Type.Integer(),
});
export type ObjectiveNode = Static<typeof ObjectiveNode>;

export const ObjectiveTree = Type.Object({
  periodId: Id,
  periodCode: Type.String(),
  periodStatus: Type.String(),
  expectedPct: Type.Number(),
  /** Goals in tree order (parents before children, siblings by level then title). */
  nodes: Type.Array(ObjectiveNode),
  /** Non-COMPANY goals without a parent: listed apart. */
  unaligned: Type.Array(ObjectiveNode),
});
export type ObjectiveTree = Static<typeof ObjectiveTree>;
