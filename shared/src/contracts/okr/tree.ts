import { Type } from 'typebox';
import { Id, MAX_PAGE_SIZE, Nullable, PageNumber, PageOf, type Static, Text, Yn } from '../common';
import { GOAL_LEVEL, GOAL_STATUS, GOAL_VISIBILITY, OKR_HEALTH } from './goal';

/** 목표 트리 (DOMAIN §5 Objective tree, /objectivetree): loaded by level, a node's children on expand. */

/** Levels the first answer holds below the roots (company → department → team); people's goals come on expand. */
export const TREE_FIRST_LEVELS = ['COMPANY', 'DEPT', 'TEAM'] as const;
/** Page sizes: roots of the first answer, a node's children, filter matches and unaligned goals. */
export const TREE_PAGE_SIZE = 50;

const TreeFilters = {
  periodId: Id,
  deptId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  levelList: Type.Optional(Text(100)),
  /** Canceled goals are left out unless Y. */
  includeCanceledYn: Type.Optional(Text(1)),
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/**
 * Without parentId and filters: the roots (paged) and the levels down to team below them. With parentId: that goal's
 * children (paged; the filters do not apply). With a filter (department, owner, level): the matching goals (paged) with
 * their ancestor chain.
 */
export const ObjectiveTreeQuery = Type.Object({ ...TreeFilters, parentId: Type.Optional(Id) });
export type ObjectiveTreeQuery = Static<typeof ObjectiveTreeQuery>;

/** Unaligned goals (non-COMPANY without a parent), with the same filters, paged. */
export const ObjectiveUnalignedQuery = Type.Object(TreeFilters);
export type ObjectiveUnalignedQuery = Static<typeof ObjectiveUnalignedQuery>;

/** One goal of the tree; the screens place it under parentGoalId (a parent the caller cannot see is null: a root). */
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
  /** Stored roll-up progress (kept by the goal service on every check-in and change), not computed on read. */
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  krCount: Type.Integer({ minimum: 0 }),
  /** Children the caller can see (the ones the answer leaves out come on expand). */
  childCount: Type.Integer({ minimum: 0 }),
  /** With a filter: Y for a goal that matches it, N for an ancestor shown to place it. */
  matchedYn: Yn,
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
  /** What is paged (roots; a node's children; filter matches): its page, size and total. */
  page: Type.Integer({ minimum: 0 }),
  size: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  /** Without parentId: how many unaligned goals the period holds for the caller and the filters (listed by /api/objectivetree/unaligned). */
  unalignedTotal: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ObjectiveTree = Static<typeof ObjectiveTree>;

export const ObjectiveUnaligned = PageOf(ObjectiveNode);
export type ObjectiveUnaligned = Static<typeof ObjectiveUnaligned>;
