import { Type } from 'typebox';
import { DateTime, Id, IdParams, Nullable, OptText, type Static, Version, labelled } from '../common';
import { GOAL_STATUS, OKR_HEALTH } from './goal';
import { KR_METRIC_TYPE } from './keyResult';

/** GSP 트리 (DOMAIN §5 GSP tree, /gsp/tree): vision → theme → strategy, with the period's COMPANY goals and their KRs as leaves. */

export const STRATEGY_NODE_TYPE = labelled({ VISION: '비전', THEME: '테마', STRATEGY: '전략' }, '유형');
export type StrategyNodeType = (typeof STRATEGY_NODE_TYPE.codes)[number];

/** The type a node of each type hangs under (null: at the root). */
export const STRATEGY_PARENT_TYPE: Record<StrategyNodeType, StrategyNodeType | null> = { VISION: null, THEME: 'VISION', STRATEGY: 'THEME' };

export const GSP_LIMITS = { title: 200, description: 100_000, goals: 20 } as const;

export const StrategyNodeParams = IdParams;

/** Without periodId: the period containing today whose strategies link company goals (the narrowest), else the narrowest containing today. */
export const GspTreeQuery = Type.Object({ periodId: Type.Optional(Id) });
export type GspTreeQuery = Static<typeof GspTreeQuery>;

/** A key result leaf under a linked goal. */
export const GspKeyResult = Type.Object({
  id: Id,
  title: Type.String(),
  metricType: KR_METRIC_TYPE.schema,
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  ownerUserName: Nullable(Type.String()),
});
export type GspKeyResult = Static<typeof GspKeyResult>;

/** A linked COMPANY goal the caller may see, with its key results. */
export const GspGoal = Type.Object({
  id: Id,
  title: Type.String(),
  status: GOAL_STATUS.schema,
  progressPct: Type.Number(),
  health: OKR_HEALTH.schema,
  ownerUserName: Nullable(Type.String()),
  keyResults: Type.Array(GspKeyResult),
});
export type GspGoal = Static<typeof GspGoal>;

export const StrategyNode = Type.Object({
  id: Id,
  periodId: Id,
  parentId: Nullable(Id),
  type: STRATEGY_NODE_TYPE.schema,
  title: Type.String(),
  /** Sanitised html. */
  description: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  /** Every linked goal id as stored (also those the caller cannot see: an editor keeps them when saving). */
  goalIds: Type.Array(Id),
  updatedAt: DateTime,
  version: Type.Integer(),
});
export type StrategyNode = Static<typeof StrategyNode>;

export const GspNode = Type.Object({ ...StrategyNode.properties, goals: Type.Array(GspGoal) });
export type GspNode = Static<typeof GspNode>;

export const GspTree = Type.Object({
  periodId: Id,
  periodCode: Type.String(),
  periodStatus: Type.String(),
  /** Y when the caller may edit (BUSINESS_STRATEGY_ADMIN and the period not CLOSED). */
  editableYn: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  /** Parents before children, siblings by sortOrder. */
  nodes: Type.Array(GspNode),
});
export type GspTree = Static<typeof GspTree>;

// Type, parent rules, the goals' level and period are checked by the service, with Korean field messages.
export const StrategyNodeBody = Type.Object({
  periodId: Type.Optional(Id),
  type: OptText(10),
  parentId: Type.Optional(Nullable(Id)),
  title: OptText(GSP_LIMITS.title),
  description: OptText(GSP_LIMITS.description),
  goalIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  version: Type.Optional(Version),
});
export type StrategyNodeBody = Static<typeof StrategyNodeBody>;

/** Move under another parent (same type rules) and/or to a position among the siblings (0 = first). */
export const StrategyNodeMoveBody = Type.Object({
  parentId: Nullable(Id),
  sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
  version: Version,
});
export type StrategyNodeMoveBody = Static<typeof StrategyNodeMoveBody>;
