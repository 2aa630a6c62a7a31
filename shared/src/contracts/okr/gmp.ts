import { Type } from 'typebox';
import { DateTime, Id, IdParams, LocalDate, Nullable, OptText, type Static, Version, labelled } from '../common';

/** GMP 트리 (DOMAIN §5 GMP tree, /gmp/tree): go-to-market plans per segment and year, plan → initiative → action. */

export const GMP_NODE_TYPE = labelled({ PLAN: '계획', INITIATIVE: '이니셔티브', ACTION: '실행 과제' }, '구분');
export type GmpNodeType = (typeof GMP_NODE_TYPE.codes)[number];
export const GMP_STATUS = labelled({ PLANNED: '계획', IN_PROGRESS: '진행 중', DONE: '완료', DROPPED: '중단' }, '상태');
export type GmpStatus = (typeof GMP_STATUS.codes)[number];

/** The type a node's parent must have (null: at the root). */
export const GMP_PARENT_TYPE: Record<GmpNodeType, GmpNodeType | null> = { PLAN: null, INITIATIVE: 'PLAN', ACTION: 'INITIATIVE' };
/** The type of a node's children (null: none). */
export const GMP_CHILD_TYPE: Record<GmpNodeType, GmpNodeType | null> = { PLAN: 'INITIATIVE', INITIATIVE: 'ACTION', ACTION: null };

export const GMP_LIMITS = { title: 200, offering: 4000, valueProposition: 4000, channels: 500, yearMin: 2000, yearMax: 2100 } as const;

export const GmpParams = IdParams;

const Year = Type.Integer({ minimum: GMP_LIMITS.yearMin, maximum: GMP_LIMITS.yearMax });

export const GmpTreeQuery = Type.Object({ segmentId: Id, year: Year });
export type GmpTreeQuery = Static<typeof GmpTreeQuery>;

// Types, amounts, dates and the tree rules are checked by the service, with Korean messages per field.
export const GmpNodeBody = Type.Object({
  type: OptText(12),
  segmentId: Type.Optional(Nullable(Id)),
  year: Type.Optional(Nullable(Type.Integer({ description: '2000 ~ 2100' }))),
  parentId: Type.Optional(Nullable(Id)),
  title: OptText(GMP_LIMITS.title),
  offering: OptText(GMP_LIMITS.offering),
  valueProposition: OptText(GMP_LIMITS.valueProposition),
  channels: OptText(GMP_LIMITS.channels),
  targetRevenue: Type.Optional(Nullable(Type.Number({ description: '원 (0 이상 정수: 서비스가 확인)' }))),
  ownerUserId: Type.Optional(Nullable(Id)),
  dueDate: Type.Optional(Nullable(LocalDate)),
  status: OptText(12),
  version: Type.Optional(Version),
});
export type GmpNodeBody = Static<typeof GmpNodeBody>;

/** A move under another parent (null: a plan at the root), at `index` among its new siblings (default: last). */
export const GmpMoveBody = Type.Object({ parentId: Nullable(Id), index: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })), version: Version });
export type GmpMoveBody = Static<typeof GmpMoveBody>;

const OptName = Nullable(Type.String());

export const GmpNode = Type.Object({
  id: Id,
  type: GMP_NODE_TYPE.schema,
  segmentId: Id,
  year: Type.Integer(),
  parentId: Nullable(Id),
  title: Type.String(),
  offering: OptName,
  valueProposition: OptName,
  channels: OptName,
  targetRevenue: Nullable(Type.Integer()),
  ownerUserId: Nullable(Id),
  ownerUserName: OptName,
  ownerDeptId: Nullable(Id),
  ownerDeptName: OptName,
  dueDate: Nullable(LocalDate),
  status: GMP_STATUS.schema,
  sortOrder: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
  /** On a PLAN: its target revenue differs from the segment's sales plan total for the year (∑). */
  targetMismatch: Type.Boolean(),
});
export type GmpNode = Static<typeof GmpNode>;

/** One segment's GMP for a year: its nodes (flat, parents before children) and the sales plan total they are checked against. */
export const GmpTree = Type.Object({
  segmentId: Id,
  segmentCode: Type.String(),
  segmentName: Type.String(),
  year: Type.Integer(),
  /** Σ of the segment's SEGMENT sales plan (latest revision of each month's sales target); null when none is planned. */
  salesPlanTotal: Nullable(Type.Integer()),
  nodes: Type.Array(GmpNode),
});
export type GmpTree = Static<typeof GmpTree>;
