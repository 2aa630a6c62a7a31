import { type Static, type TSchema, Type } from 'typebox';
import { INVOICE_DIRECTIONS, INVOICE_ISSUE_TYPES, INVOICE_PURPOSES, TAX_TYPES } from '../../../db/schema';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
// Loose caps only: the service gives the precise Korean messages.
const Text = (maxLength: number) => Type.String({ maxLength });
const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const Version = Type.Integer({ minimum: 0 });
const Won = Type.Integer({ minimum: -1e15, maximum: 1e15 });

export const IdParams = Type.Object({ id: Id });
export const VersionBody = Type.Object({ version: Version });
export const VersionQuery = Type.Object({ version: Version });
export const ReasonBody = Type.Object({ version: Version, reason: Type.Optional(Text(200)) });

export const ItemInput = Type.Object({
  itemDate: Type.Optional(nullable(DateText)),
  itemName: Text(100),
  spec: Type.Optional(nullable(Text(60))),
  qty: Type.Optional(nullable(Type.Number({ minimum: -1e9, maximum: 1e9 }))),
  unitPrice: Type.Optional(nullable(Won)),
  supplyAmount: Type.Optional(nullable(Won)),
  remark: Type.Optional(nullable(Text(100))),
});
export type ItemInput = Static<typeof ItemInput>;

const PartyFields = {
  supplierBizNo: Type.Optional(nullable(Text(12))),
  supplierSubNo: Type.Optional(nullable(Text(4))),
  supplierName: Type.Optional(nullable(Text(100))),
  supplierCeo: Type.Optional(nullable(Text(50))),
  supplierAddress: Type.Optional(nullable(Text(300))),
  supplierBizType: Type.Optional(nullable(Text(100))),
  supplierBizItem: Type.Optional(nullable(Text(100))),
  supplierEmail: Type.Optional(nullable(Text(100))),
  trusteeBizNo: Type.Optional(nullable(Text(12))),
  trusteeName: Type.Optional(nullable(Text(100))),
  buyerEmail1: Type.Optional(nullable(Text(100))),
  buyerEmail2: Type.Optional(nullable(Text(100))),
};

export const CreateBody = Type.Object({
  direction: Type.Enum([...INVOICE_DIRECTIONS]),
  issueType: Type.Optional(Type.Enum([...INVOICE_ISSUE_TYPES])),
  taxType: Type.Optional(Type.Enum([...TAX_TYPES])),
  purpose: Type.Optional(Type.Enum([...INVOICE_PURPOSES])),
  writeDate: DateText,
  customerId: Id,
  contractId: Type.Optional(nullable(Id)),
  paymentTermId: Type.Optional(nullable(Id)),
  salesOrderId: Type.Optional(nullable(Id)),
  remark: Type.Optional(nullable(Text(150))),
  ...PartyFields,
  items: Type.Array(ItemInput, { maxItems: 100 }),
});
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({
  version: Version,
  issueType: Type.Optional(Type.Enum([...INVOICE_ISSUE_TYPES])),
  taxType: Type.Optional(Type.Enum([...TAX_TYPES])),
  purpose: Type.Optional(Type.Enum([...INVOICE_PURPOSES])),
  writeDate: Type.Optional(DateText),
  customerId: Type.Optional(Id),
  contractId: Type.Optional(nullable(Id)),
  paymentTermId: Type.Optional(nullable(Id)),
  salesOrderId: Type.Optional(nullable(Id)),
  remark: Type.Optional(nullable(Text(150))),
  ...PartyFields,
  items: Type.Optional(Type.Array(ItemInput, { maxItems: 100 })),
});
export type UpdateInput = Static<typeof UpdateBody>;

export const AmendBody = Type.Object({
  amendCode: Type.Integer({ minimum: 1, maximum: 6 }),
  version: Type.Optional(Version),
  writeDate: Type.Optional(nullable(DateText)),
  items: Type.Optional(Type.Array(ItemInput, { maxItems: 100 })),
  remark: Type.Optional(nullable(Text(150))),
  buyerEmail1: Type.Optional(nullable(Text(100))),
  buyerEmail2: Type.Optional(nullable(Text(100))),
});
export type AmendInput = Static<typeof AmendBody>;

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  sort: Type.Optional(Text(60)),
  keyword: Type.Optional(Text(100)),
  direction: Type.Optional(Type.Union([Type.Enum([...INVOICE_DIRECTIONS]), Type.Literal('')])),
  statusList: Type.Optional(Text(200)),
  issueType: Type.Optional(Type.Union([Type.Enum([...INVOICE_ISSUE_TYPES]), Type.Literal('')])),
  taxType: Type.Optional(Type.Union([Type.Enum([...TAX_TYPES]), Type.Literal('')])),
  customerId: Type.Optional(Id),
  contractId: Type.Optional(Id),
  /** Owner's department with its subtree, and the owner (dashboard drill-downs). */
  deptId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  fromDate: Type.Optional(DateText),
  toDate: Type.Optional(DateText),
  /**
   * The buyer's market segment, industry, grades, and the contract's types; each no…Yn=Y: none
   * (the sales analysis' breakdown rows and their 미지정 rows drill here).
   */
  segmentId: Type.Optional(Id),
  noSegmentYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
  industryCode: Type.Optional(Text(40)),
  noIndustryYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
  gradeList: Type.Optional(Text(40)),
  noGradeYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
  contractTypeList: Type.Optional(Text(400)),
  noContractYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
  lateYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
  amendedYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
});
export type ListQuery = Static<typeof ListQuery>;

export const ProfileBody = Type.Object({
  version: Type.Optional(Version),
  bizNo: Text(12),
  subNo: Type.Optional(nullable(Text(4))),
  name: Text(100),
  ceoName: Text(50),
  address: Text(300),
  bizType: Type.Optional(nullable(Text(100))),
  bizItem: Type.Optional(nullable(Text(100))),
  email: Text(100),
  phone: Type.Optional(nullable(Text(13))),
});
export type ProfileInput = Static<typeof ProfileBody>;

const Any = Type.Unknown();
export const One = Type.Object({ result: Any });
export const Many = Type.Object({ result: Any });
export const Done = Type.Object({ result: Type.Boolean() });
export { Won };
