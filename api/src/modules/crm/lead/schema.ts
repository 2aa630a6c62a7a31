import { type Static, type TSchema, Type } from 'typebox';
import { LEAD_PRIORITIES, TAX_TYPES } from '../../../db/schema';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 0 });
// Loose caps only: the service gives the precise Korean messages.
const Text = (maxLength: number) => Type.String({ maxLength });
const Money = Type.Integer({ minimum: -1e15, maximum: 1e15 });
const Yn = Type.Enum(['Y', 'N']);

export const IdParams = Type.Object({ id: Id });

const Filters = {
  keyword: Type.Optional(Text(100)),
  stageIdList: Type.Optional(Text(200)),
  categoryList: Type.Optional(Text(40)),
  ownerUserId: Type.Optional(Id),
  deptId: Type.Optional(Id),
  includeSubDeptYn: Type.Optional(Yn),
  sourceList: Type.Optional(Text(400)),
  priorityList: Type.Optional(Text(40)),
  fromDate: Type.Optional(Text(10)),
  toDate: Type.Optional(Text(10)),
  /** Won or lost on these Seoul days (the dashboards' "closed in the period"). */
  closedFromDate: Type.Optional(Text(10)),
  closedToDate: Type.Optional(Text(10)),
  lostReasonList: Type.Optional(Text(400)),
  /** Y: lost without a reason (the lead dashboard's 미지정 lost-reason row). */
  noLostReasonYn: Type.Optional(Yn),
  /**
   * In play in this period as the lead dashboard counts it: OPEN leads expected to close, WON / LOST
   * leads closed on these Seoul days (its source rows drill here).
   */
  periodFromDate: Type.Optional(Text(10)),
  periodToDate: Type.Optional(Text(10)),
  segmentId: Type.Optional(Id),
  mineYn: Type.Optional(Yn),
  customerId: Type.Optional(Id),
};

export const ListQuery = Type.Object({
  ...Filters,
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  sort: Type.Optional(Text(60)),
});
export type ListQuery = Static<typeof ListQuery>;
export type LeadFilters = Omit<ListQuery, 'page' | 'size' | 'sort'>;

export const KanbanQuery = Type.Object({
  ...Filters,
  /** Cards per column (the rest: "더 보기"). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Only this column, from `offset` (loading more cards of one column). */
  stageId: Type.Optional(Id),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  /** WON/LOST columns show leads closed in the last N days. */
  closedDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
});
export type KanbanQuery = Static<typeof KanbanQuery>;

export const LineBody = Type.Object({
  productId: Type.Optional(nullable(Id)),
  itemName: Text(200),
  qty: Type.Number({ minimum: -1e9, maximum: 1e9 }),
  unitPrice: Money,
  discountPct: Type.Optional(Type.Number({ minimum: -1000, maximum: 1000 })),
  deliveryYm: Type.Optional(nullable(Text(7))),
});
export type LineInput = Static<typeof LineBody>;

const LeadFields = {
  title: Text(200),
  customerId: Type.Optional(nullable(Id)),
  contactId: Type.Optional(nullable(Id)),
  prospectCompany: Type.Optional(nullable(Text(100))),
  prospectName: Type.Optional(nullable(Text(50))),
  prospectEmail: Type.Optional(nullable(Text(100))),
  prospectPhone: Type.Optional(nullable(Text(20))),
  source: Text(40),
  probability: Type.Optional(nullable(Type.Integer({ minimum: -1000, maximum: 1000 }))),
  expectedAmount: Type.Optional(nullable(Money)),
  expectedCloseDate: Text(10),
  priority: Type.Optional(Type.Enum([...LEAD_PRIORITIES])),
  ownerUserId: Type.Optional(nullable(Id)),
  segmentId: Type.Optional(nullable(Id)),
  projectTypeId: Type.Optional(nullable(Id)),
  lines: Type.Optional(Type.Array(LineBody, { maxItems: 200 })),
};

export const CreateBody = Type.Object({ ...LeadFields, stageId: Type.Optional(nullable(Id)) });
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({ ...LeadFields, version: Version });
export type UpdateInput = Static<typeof UpdateBody>;

export const StageBody = Type.Object({
  stageId: Id,
  version: Version,
  probability: Type.Optional(nullable(Type.Integer({ minimum: -1000, maximum: 1000 }))),
  lostReason: Type.Optional(nullable(Text(40))),
  lostNote: Type.Optional(nullable(Text(4000))),
  competitor: Type.Optional(nullable(Text(100))),
});
export type StageInput = Static<typeof StageBody>;

export const ConvertBody = Type.Object({
  version: Version,
  title: Type.Optional(Text(200)),
  contractType: Type.Optional(Text(40)),
  contractDate: Type.Optional(Text(10)),
  startDate: Type.Optional(Text(10)),
  endDate: Type.Optional(Text(10)),
  taxType: Type.Optional(Type.Enum([...TAX_TYPES])),
});
export type ConvertInput = Static<typeof ConvertBody>;

export const ReassignBody = Type.Object({
  leadIds: Type.Array(Id, { maxItems: 500 }),
  ownerUserId: Id,
});
export type ReassignInput = Static<typeof ReassignBody>;

export const DeleteQuery = Type.Object({ version: Version });

/** 고객사 지정 (DOMAIN §4 Lead: prospect → Customer on qualify): an existing customer, or a new one from the prospect. */
export const QualifyBody = Type.Object({
  version: Version,
  /** Move on to this stage in the same step (a stage that needs a customer). */
  stageId: Type.Optional(nullable(Id)),
  probability: Type.Optional(nullable(Type.Integer({ minimum: -1000, maximum: 1000 }))),
  /** Pick an existing customer (e.g. a suggested duplicate) … */
  customerId: Type.Optional(nullable(Id)),
  /** … or register a new PROSPECT customer; the same checks as 고객사 등록. */
  customer: Type.Optional(
    nullable(
      Type.Object({
        name: Type.Optional(nullable(Text(200))),
        customerType: Type.Optional(nullable(Text(40))),
        bizRegNo: Type.Optional(nullable(Text(20))),
        ceoName: Type.Optional(nullable(Text(100))),
        phone: Type.Optional(nullable(Text(30))),
        website: Type.Optional(nullable(Text(300))),
      }),
    ),
  ),
  /** The new customer's primary contact (from the prospect name, e-mail, phone); null = none. */
  contact: Type.Optional(
    nullable(
      Type.Object({
        name: Type.Optional(nullable(Text(100))),
        email: Type.Optional(nullable(Text(200))),
        mobile: Type.Optional(nullable(Text(30))),
        phone: Type.Optional(nullable(Text(30))),
        deptName: Type.Optional(nullable(Text(200))),
        title: Type.Optional(nullable(Text(100))),
      }),
    ),
  ),
  duplicateAckYn: Type.Optional(Yn),
});
export type QualifyInput = Static<typeof QualifyBody>;

export const PickerQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
