import { Type } from 'typebox';
import { CodeList, DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, OptText, PageNumber, type Static, Text, Version, Yn, labelled } from '../common';
import { CUSTOMER_GRADE, CUSTOMER_STATUS } from '../crm/customer';

/** 시장 세그먼트 (DOMAIN §5 MarketSegment, /segment): markets and their segments with ∑ figures. */

export const SEGMENT_PRIORITY = labelled({ CORE: '핵심', GROWTH: '성장', EXPLORE: '탐색' }, '우선순위');
export type SegmentPriority = (typeof SEGMENT_PRIORITY.codes)[number];
/** A market has no parent; a segment belongs to one market. */
export const SEGMENT_LEVEL = labelled({ MARKET: '시장', SEGMENT: '세그먼트' }, '구분');
export type SegmentLevel = (typeof SEGMENT_LEVEL.codes)[number];

/** Column sizes; the code is upper-case letters, digits, _ and - (the service answers its format in Korean). */
export const SEGMENT_LIMITS = { code: 20, name: 100, description: 1_000_000 } as const;

export const SegmentParams = IdParams;

export const SegmentListQuery = ListQuery({
  priorityList: Type.Optional(CodeList(100)),
  level: Type.Optional(Text(10, { description: 'MARKET | SEGMENT' })),
  activeYn: Type.Optional(Text(1)),
  parentId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
});
export type SegmentListQuery = Static<typeof SegmentListQuery>;

export const SegmentPickerQuery = Type.Object({ keyword: Type.Optional(Text(100)) });
export type SegmentPickerQuery = Static<typeof SegmentPickerQuery>;

/** A page of a segment's customers or leads. */
export const SegmentPageQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type SegmentPageQuery = Static<typeof SegmentPageQuery>;

const Amount = Type.Optional(Nullable(Type.Number({ description: '원 (0 이상 정수: 서비스가 확인)' })));

// Codes are upper-cased and amounts, ranges and TAM ≥ SAM ≥ SOM checked by the service, with Korean messages.
export const SegmentBody = Type.Object({
  code: Type.Optional(Text(SEGMENT_LIMITS.code)),
  name: Type.Optional(Text(SEGMENT_LIMITS.name)),
  parentId: Type.Optional(Nullable(Id)),
  description: OptText(SEGMENT_LIMITS.description),
  tam: Amount,
  sam: Amount,
  som: Amount,
  growthRatePct: Type.Optional(Nullable(Type.Number({ description: '-100 ~ 999.99, 소수 둘째 자리까지' }))),
  priority: OptText(10),
  activeYn: OptText(1),
  ownerUserId: Type.Optional(Nullable(Id)),
  ownerDeptId: Type.Optional(Nullable(Id)),
  version: Type.Optional(Version),
});
export type SegmentBody = Static<typeof SegmentBody>;

const OptName = Nullable(Type.String());

/** A segment as lists answer it: stored fields, level, ∑ figures of this calendar year and the share of SAM. */
export const Segment = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  parentId: Nullable(Id),
  parentCode: OptName,
  parentName: OptName,
  tam: Nullable(Type.Integer()),
  sam: Nullable(Type.Integer()),
  som: Nullable(Type.Integer()),
  growthRatePct: Nullable(Type.Number()),
  priority: SEGMENT_PRIORITY.schema,
  activeYn: Yn,
  ownerUserId: Nullable(Id),
  ownerUserName: OptName,
  ownerDeptId: Nullable(Id),
  ownerDeptName: OptName,
  childCount: Type.Integer({ minimum: 0 }),
  customerCount: Type.Integer({ minimum: 0 }),
  openPipeline: Type.Number(),
  openLeadCount: Type.Integer({ minimum: 0 }),
  salesYtd: Type.Number(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
  level: SEGMENT_LEVEL.schema,
  /** salesYtd ÷ SAM as a percentage (2 dp); null without SAM. */
  sharePct: Nullable(Type.Number()),
});
export type Segment = Static<typeof Segment>;

export const SegmentDetail = Type.Object({
  ...Segment.properties,
  description: OptName,
  year: Type.Integer(),
  children: Type.Array(Segment),
});
export type SegmentDetail = Static<typeof SegmentDetail>;

export const SegmentCustomer = Type.Object({
  id: Id,
  customerNo: Type.String(),
  name: Type.String(),
  grade: Nullable(CUSTOMER_GRADE.schema),
  status: CUSTOMER_STATUS.schema,
  segmentId: Nullable(Id),
  segmentName: OptName,
  ownerUserName: OptName,
  salesYtd: Type.Number(),
  openPipeline: Type.Number(),
});
export type SegmentCustomer = Static<typeof SegmentCustomer>;

export const SegmentLead = Type.Object({
  id: Id,
  leadNo: Type.String(),
  title: Type.String(),
  customerId: Nullable(Id),
  customerName: OptName,
  stageName: Type.String(),
  probability: Type.Integer(),
  expectedAmount: Type.Integer(),
  expectedCloseDate: LocalDate,
  ownerUserName: OptName,
});
export type SegmentLead = Static<typeof SegmentLead>;

/** A market or segment any signed-in user may pick (live, active ones in tree order). */
export const PickedSegment = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  parentId: Nullable(Id),
  parentName: OptName,
  level: SEGMENT_LEVEL.schema,
});
export type PickedSegment = Static<typeof PickedSegment>;
