import { Type } from 'typebox';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 0 });
// Loose caps only: the service answers the precise Korean messages.
const Text = (maxLength: number) => Type.String({ maxLength });
const OptText = (maxLength: number) => Type.Optional(nullable(Text(maxLength)));
const Yn = Type.Optional(Type.String({ maxLength: 1 }));

export const IdParams = Type.Object({ id: Id });
export const ContactParams = Type.Object({ id: Id, contactId: Id });
export const VersionQuery = Type.Object({ version: Version });

export const PickerQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  sort: Type.Optional(Text(50)),
  keyword: Type.Optional(Text(100)),
  statusList: Type.Optional(Text(200)),
  typeList: Type.Optional(Text(200)),
  gradeList: Type.Optional(Text(50)),
  industryCode: Type.Optional(Text(40)),
  segmentId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  deptId: Type.Optional(Id),
  includeSubDeptYn: Yn,
  exportYn: Type.Optional(Type.String({ maxLength: 1, description: 'Y: .xlsx 내보내기용, size 10,000까지' })),
});

export const DuplicateQuery = Type.Object({
  name: Type.Optional(Text(100)),
  bizRegNo: Type.Optional(Text(20)),
  website: Type.Optional(Text(200)),
  email: Type.Optional(Text(100)),
  excludeId: Type.Optional(Id),
});

export const CustomerBody = Type.Object({
  name: Text(200),
  customerType: Text(20),
  bizRegNo: OptText(20),
  corpRegNo: OptText(20),
  ceoName: OptText(100),
  bizType: OptText(200),
  bizItem: OptText(200),
  industryCode: OptText(40),
  grade: OptText(1),
  status: Type.Optional(Text(10)),
  phone: OptText(20),
  website: OptText(200),
  zipCode: OptText(10),
  address1: OptText(200),
  address2: OptText(200),
  taxEmail: OptText(200),
  paymentTermDays: Type.Optional(nullable(Type.Integer())),
  creditLimit: Type.Optional(nullable(Type.Integer())),
  parentCustomerId: Type.Optional(nullable(Id)),
  segmentId: Type.Optional(nullable(Id)),
  ownerUserId: Type.Optional(nullable(Id)),
  ownerDeptId: Type.Optional(nullable(Id)),
  duplicateAckYn: Yn,
  version: Type.Optional(Version),
});

export const StatusBody = Type.Object({ status: Text(10), version: Version });

export const ContactBody = Type.Object({
  name: Text(100),
  deptName: OptText(200),
  title: OptText(100),
  email: OptText(200),
  mobile: OptText(20),
  phone: OptText(20),
  primaryYn: Yn,
  taxInvoiceYn: Yn,
  marketingConsentYn: Yn,
  status: Type.Optional(Text(10)),
  version: Type.Optional(Version),
});

export const MergeBody = Type.Object({
  loserIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
  /** Field → id of the customer whose value the survivor keeps (default: the survivor's own). */
  fieldChoices: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Id)),
  version: Type.Optional(Version),
});
