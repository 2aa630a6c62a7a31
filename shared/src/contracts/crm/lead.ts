import { Type } from 'typebox';
import { TAX_TYPES } from '../../money/vat';
import { CodeList, DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, SortParam, type Static, Text, Version, Yn, labelled } from '../common';
import { CONTACT_LIMITS, CUSTOMER_LIMITS } from './customer';
import { LeadStage, STAGE_CATEGORY } from './leadStage';

/** 리드 (DOMAIN §4 Lead): list, pipeline board, detail, edits, stage moves, 고객사 지정 and 계약 전환. */

export const LEAD_PRIORITY = labelled({ HIGH: '높음', NORMAL: '보통', LOW: '낮음' }, '우선순위');
export type LeadPriority = (typeof LEAD_PRIORITY.codes)[number];

/** Column sizes of what a lead form sends (the prospect's phone as typed, with hyphens). */
export const LEAD_LIMITS = {
  title: 200,
  prospectCompany: 100,
  prospectName: 50,
  prospectEmail: 100,
  prospectPhone: 20,
  source: 40,
  itemName: 200,
  lostReason: 40,
  lostNote: 4000,
  competitor: 100,
  lines: 200,
} as const;

/** The most rows one list request may carry when it feeds an .xlsx export. */
export const LEAD_EXPORT_MAX = 10_000;

export const LeadParams = IdParams;

/** Money in whole won: the service checks signs and sums with Korean messages. */
const Money = Type.Integer({ minimum: -1e15, maximum: 1e15 });
/** 1–99 except at WON (100) and LOST (0); the service answers the range with its own message. */
const Probability = Type.Integer({ minimum: -1000, maximum: 1000 });
const DateText = Text(10, { description: 'YYYY-MM-DD' });

const LeadFilters = {
  stageIdList: Type.Optional(Type.String({ maxLength: 200, pattern: '^[0-9]*(,[0-9]+)*$' })),
  categoryList: Type.Optional(CodeList(40)),
  ownerUserId: Type.Optional(Id),
  deptId: Type.Optional(Id),
  includeSubDeptYn: Type.Optional(Yn),
  sourceList: Type.Optional(Text(400)),
  priorityList: Type.Optional(CodeList(40)),
  fromDate: Type.Optional(DateText),
  toDate: Type.Optional(DateText),
  /** Won or lost on these Seoul days (the dashboards' "closed in the period"). */
  closedFromDate: Type.Optional(DateText),
  closedToDate: Type.Optional(DateText),
  lostReasonList: Type.Optional(Text(400)),
  /** Y: lost without a reason (the lead dashboard's 미지정 lost-reason row). */
  noLostReasonYn: Type.Optional(Yn),
  /** In play in this period: OPEN leads expected to close, WON / LOST leads closed on these Seoul days. */
  periodFromDate: Type.Optional(DateText),
  periodToDate: Type.Optional(DateText),
  segmentId: Type.Optional(Id),
  mineYn: Type.Optional(Yn),
  customerId: Type.Optional(Id),
};

export const LeadListQuery = ListQuery({
  ...LeadFilters,
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: LEAD_EXPORT_MAX })),
  sort: Type.Optional(SortParam(60)),
});
export type LeadListQuery = Static<typeof LeadListQuery>;
/** The filters a list, the board and the pickers share. */
export type LeadFilters = Omit<LeadListQuery, 'page' | 'size' | 'sort'>;

export const LeadKanbanQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  ...LeadFilters,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '단계별 카드 수 (나머지는 더 보기)' })),
  stageId: Type.Optional(Id),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  closedDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: '수주·실주 열은 최근 N일에 마감된 리드' })),
});
export type LeadKanbanQuery = Static<typeof LeadKanbanQuery>;

export const LeadPickerQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type LeadPickerQuery = Static<typeof LeadPickerQuery>;

export const LeadLineBody = Type.Object({
  productId: Type.Optional(Nullable(Id)),
  itemName: Text(LEAD_LIMITS.itemName),
  qty: Type.Number({ minimum: -1e9, maximum: 1e9 }),
  unitPrice: Money,
  discountPct: Type.Optional(Type.Number({ minimum: -1000, maximum: 1000 })),
  deliveryYm: Type.Optional(Nullable(Text(7, { description: 'YYYY-MM' }))),
});
export type LeadLineBody = Static<typeof LeadLineBody>;

const LeadFields = {
  title: Text(LEAD_LIMITS.title),
  customerId: Type.Optional(Nullable(Id)),
  contactId: Type.Optional(Nullable(Id)),
  prospectCompany: Type.Optional(Nullable(Text(LEAD_LIMITS.prospectCompany))),
  prospectName: Type.Optional(Nullable(Text(LEAD_LIMITS.prospectName))),
  prospectEmail: Type.Optional(Nullable(Text(LEAD_LIMITS.prospectEmail))),
  prospectPhone: Type.Optional(Nullable(Text(LEAD_LIMITS.prospectPhone))),
  source: Text(LEAD_LIMITS.source),
  probability: Type.Optional(Nullable(Probability)),
  expectedAmount: Type.Optional(Nullable(Money)),
  expectedCloseDate: DateText,
  priority: Type.Optional(LEAD_PRIORITY.schema),
  ownerUserId: Type.Optional(Nullable(Id)),
  segmentId: Type.Optional(Nullable(Id)),
  projectTypeId: Type.Optional(Nullable(Id)),
  lines: Type.Optional(Type.Array(LeadLineBody, { maxItems: LEAD_LIMITS.lines })),
};

export const LeadCreateBody = Type.Object({ ...LeadFields, stageId: Type.Optional(Nullable(Id)) });
export type LeadCreateBody = Static<typeof LeadCreateBody>;
export const LeadUpdateBody = Type.Object({ ...LeadFields, version: Version });
export type LeadUpdateBody = Static<typeof LeadUpdateBody>;

export const LeadStageChangeBody = Type.Object({
  stageId: Id,
  version: Version,
  probability: Type.Optional(Nullable(Probability)),
  lostReason: Type.Optional(Nullable(Text(LEAD_LIMITS.lostReason))),
  lostNote: Type.Optional(Nullable(Text(LEAD_LIMITS.lostNote))),
  competitor: Type.Optional(Nullable(Text(LEAD_LIMITS.competitor))),
});
export type LeadStageChangeBody = Static<typeof LeadStageChangeBody>;

export const LeadConvertBody = Type.Object({
  version: Version,
  title: Type.Optional(Text(LEAD_LIMITS.title)),
  contractType: Type.Optional(Text(40)),
  contractDate: Type.Optional(DateText),
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  taxType: Type.Optional(Type.Enum([...TAX_TYPES])),
});
export type LeadConvertBody = Static<typeof LeadConvertBody>;

export const LeadReassignBody = Type.Object({ leadIds: Type.Array(Id, { maxItems: 500 }), ownerUserId: Id });
export type LeadReassignBody = Static<typeof LeadReassignBody>;

/** 고객사 지정: an existing customer, or a new PROSPECT customer (and primary contact) from the prospect, with the checks of 고객사 등록. */
export const LeadQualifyBody = Type.Object({
  version: Version,
  stageId: Type.Optional(Nullable(Id)),
  probability: Type.Optional(Nullable(Probability)),
  customerId: Type.Optional(Nullable(Id)),
  customer: Type.Optional(
    Nullable(
      Type.Object({
        name: Type.Optional(Nullable(Text(CUSTOMER_LIMITS.name))),
        customerType: Type.Optional(Nullable(Text(20))),
        bizRegNo: Type.Optional(Nullable(Text(CUSTOMER_LIMITS.bizRegNo))),
        ceoName: Type.Optional(Nullable(Text(CUSTOMER_LIMITS.ceoName))),
        phone: Type.Optional(Nullable(Text(CUSTOMER_LIMITS.phone))),
        website: Type.Optional(Nullable(Text(CUSTOMER_LIMITS.website))),
      }),
    ),
  ),
  contact: Type.Optional(
    Nullable(
      Type.Object({
        name: Type.Optional(Nullable(Text(CONTACT_LIMITS.name))),
        email: Type.Optional(Nullable(Text(CONTACT_LIMITS.email))),
        mobile: Type.Optional(Nullable(Text(CONTACT_LIMITS.mobile))),
        phone: Type.Optional(Nullable(Text(CONTACT_LIMITS.phone))),
        deptName: Type.Optional(Nullable(Text(CONTACT_LIMITS.deptName))),
        title: Type.Optional(Nullable(Text(CONTACT_LIMITS.title))),
      }),
    ),
  ),
  duplicateAckYn: Type.Optional(Yn),
});
export type LeadQualifyBody = Static<typeof LeadQualifyBody>;

const OptText = Nullable(Type.String());

/** A lead as lists, the board and details answer it, with the names of what it points to. */
export const Lead = Type.Object({
  id: Id,
  leadNo: Type.String(),
  title: Type.String(),
  customerId: Nullable(Id),
  customerNo: OptText,
  customerName: OptText,
  contactId: Nullable(Id),
  contactName: OptText,
  prospectCompany: OptText,
  prospectName: OptText,
  prospectEmail: OptText,
  prospectPhone: OptText,
  source: Type.String(),
  inquiryId: Nullable(Id),
  stageId: Id,
  stageName: Type.String(),
  stageCode: Type.String(),
  stageCategory: STAGE_CATEGORY.schema,
  staleDays: Type.Integer(),
  probability: Type.Integer(),
  expectedAmount: Type.Integer(),
  weightedAmount: Type.Integer(),
  expectedCloseDate: LocalDate,
  priority: LEAD_PRIORITY.schema,
  segmentId: Nullable(Id),
  segmentName: OptText,
  segmentParentName: Nullable(Type.String({ description: '세그먼트의 시장 (시장 자체면 null)' })),
  projectTypeId: Nullable(Id),
  projectTypeName: Nullable(Type.String({ description: '사업유형 (프로젝트 유형)' })),
  lostReason: OptText,
  lostNote: OptText,
  competitor: OptText,
  wonAt: Nullable(DateTime),
  lostAt: Nullable(DateTime),
  stageChangedAt: DateTime,
  lastActivityAt: Nullable(DateTime),
  contractId: Nullable(Id),
  contractNo: OptText,
  ownerUserId: Nullable(Id),
  ownerName: OptText,
  ownerDeptId: Nullable(Id),
  ownerDeptName: OptText,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
  /** OPEN and unchanged for longer than the stage's staleDays (N-LEAD-STALE). */
  staleYn: Yn,
  /** OPEN past its expected close date (N-LEAD-CLOSE-OVERDUE). */
  closeOverdueYn: Yn,
});
export type Lead = Static<typeof Lead>;

export const LeadLine = Type.Object({
  id: Id,
  seq: Type.Integer(),
  productId: Nullable(Id),
  itemName: Type.String(),
  qty: Type.Number(),
  unitPrice: Type.Integer(),
  discountPct: Type.Number(),
  amount: Type.Integer(),
  deliveryYm: OptText,
});
export type LeadLine = Static<typeof LeadLine>;

export const LeadStageHistory = Type.Object({
  id: Id,
  leadId: Id,
  fromStageId: Nullable(Id),
  fromStageName: OptText,
  toStageId: Id,
  toStageName: Type.String(),
  toStageCategory: STAGE_CATEGORY.schema,
  probability: Type.Integer(),
  amount: Type.Integer(),
  at: DateTime,
  byUserId: Nullable(Id),
  byName: OptText,
});
export type LeadStageHistory = Static<typeof LeadStageHistory>;

export const LeadDetail = Type.Object({
  ...Lead.properties,
  lines: Type.Array(LeadLine),
  stageHistory: Type.Array(LeadStageHistory),
  canWrite: Type.Boolean(),
});
export type LeadDetail = Static<typeof LeadDetail>;

export const KanbanColumn = Type.Object({
  stage: Type.Pick(LeadStage, ['id', 'code', 'name', 'category', 'defaultProbability', 'activeYn']),
  count: Type.Integer({ minimum: 0 }),
  expectedAmount: Type.Number(),
  weightedAmount: Type.Number(),
  cards: Type.Array(Lead),
  moreYn: Yn,
});
export type KanbanColumn = Static<typeof KanbanColumn>;
export const LeadKanban = Type.Object({ columns: Type.Array(KanbanColumn), closedDays: Type.Integer() });
export type LeadKanban = Static<typeof LeadKanban>;

export const CodeOption = Type.Object({ code: Type.String(), label: Type.String() });
export type CodeOption = Static<typeof CodeOption>;

/** Stages and the code lists the lead screens need. */
export const LeadMeta = Type.Object({
  stages: Type.Array(LeadStage),
  sources: Type.Array(CodeOption),
  lostReasons: Type.Array(CodeOption),
  contractTypes: Type.Array(CodeOption),
});
export type LeadMeta = Static<typeof LeadMeta>;

export const PickedLead = Type.Object({
  id: Id,
  leadNo: Type.String(),
  title: Type.String(),
  customerId: Nullable(Id),
  stageName: Type.String(),
  stageCategory: STAGE_CATEGORY.schema,
});
export type PickedLead = Static<typeof PickedLead>;

export const LeadConverted = Type.Object({ contractId: Id, contractNo: Type.String() });
export type LeadConverted = Static<typeof LeadConverted>;

export const LeadsReassigned = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type LeadsReassigned = Static<typeof LeadsReassigned>;
