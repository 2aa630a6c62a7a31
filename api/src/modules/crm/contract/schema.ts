import { type Static, type TSchema, Type } from 'typebox';
import { CONTRACT_STATUSES, PAYMENT_DUE_TYPES, PAYMENT_TERM_STATUSES, TAX_TYPES } from '../../../db/schema';
import { pageOf } from '../../cross/record/common';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 0 });
const Text = (maxLength: number) => Type.String({ maxLength });
const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
/** Money and rates travel as numbers or decimal strings; the service checks their precision. */
const Decimal = Type.Union([Type.Number(), Type.String({ maxLength: 24 })]);
const YN = Type.Enum(['Y', 'N']);
const orEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(Text(50)),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '계약명, 계약번호, 고객사명' })),
  statusList: Type.Optional(Type.String({ maxLength: 200, description: 'DRAFT,ACTIVE,…' })),
  typeList: Type.Optional(Type.String({ maxLength: 400, description: '계약유형 코드, 쉼표 구분' })),
  customerId: orEmpty(Id),
  segmentId: orEmpty(Id),
  noSegmentYn: Type.Optional(Type.Enum(['Y', 'N', ''], { description: 'Y: 세그먼트가 없는 고객사의 계약' })),
  ownerUserId: orEmpty(Id),
  deptId: orEmpty(Id),
  includeSubDeptYn: Type.Optional(Type.Enum(['Y', 'N', ''])),
  mineYn: Type.Optional(Type.Enum(['Y', 'N', ''])),
  fromDate: orEmpty(DateText),
  toDate: orEmpty(DateText),
  expiringWithinDays: orEmpty(Type.Integer({ minimum: 0, maximum: 3650 })),
});
export type ListInput = Static<typeof ListQuery>;

export const TermBody = Type.Object({
  name: Text(200),
  rate: Type.Optional(nullable(Decimal)),
  amount: Type.Optional(nullable(Decimal)),
  dueType: Type.Enum([...PAYMENT_DUE_TYPES]),
  dueDate: Type.Optional(nullable(DateText)),
  milestoneName: Type.Optional(nullable(Text(200))),
});

const editable = {
  title: Text(400),
  customerId: Id,
  contactId: Type.Optional(nullable(Id)),
  leadId: Type.Optional(nullable(Id)),
  contractType: Text(40),
  contractDate: DateText,
  startDate: DateText,
  endDate: DateText,
  currencyCode: Type.Optional(Text(3)),
  exchangeRate: Type.Optional(nullable(Decimal)),
  supplyAmount: Decimal,
  taxType: Type.Optional(Type.Enum([...TAX_TYPES])),
  autoRenewYn: Type.Optional(YN),
  renewalMonths: Type.Optional(nullable(Type.Integer())),
  noticeDays: Type.Optional(Type.Integer()),
  ownerUserId: Type.Optional(nullable(Id)),
  paymentTerms: Type.Array(TermBody, { maxItems: 200 }),
};

export const CreateBody = Type.Object(editable, { additionalProperties: false });
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({ ...editable, version: Version }, { additionalProperties: false });
export type UpdateInput = Static<typeof UpdateBody>;

export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const VersionQuery = Type.Object({ version: Version });
export const ReopenBody = Type.Object({ version: Version, endDate: Type.Optional(nullable(DateText)) }, { additionalProperties: false });
export const ApproveBody = Type.Object({ version: Version, signedFileId: Type.Optional(nullable(Id)) }, { additionalProperties: false });
export const ReasonBody = Type.Object({ version: Version, reason: Text(4000) }, { additionalProperties: false });
export const TerminateBody = Type.Object({ version: Version, reason: Text(4000), terminatedAt: Type.Optional(nullable(DateText)) }, { additionalProperties: false });

const Status = Type.Enum([...CONTRACT_STATUSES]);

export const TermSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  name: Type.String(),
  rate: nullable(Type.Number()),
  amount: Type.Number(),
  dueType: Type.Enum([...PAYMENT_DUE_TYPES]),
  dueDate: nullable(Type.String()),
  milestoneName: nullable(Type.String()),
  status: Type.Enum([...PAYMENT_TERM_STATUSES]),
});

const listFields = {
  id: Type.Integer(),
  contractNo: Type.String(),
  title: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  contractType: Type.String(),
  contractTypeLabel: Type.String(),
  contractDate: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  currencyCode: Type.String(),
  supplyAmount: Type.Number(),
  krwSupplyAmount: Type.Number(),
  vatAmount: Type.Number(),
  totalAmount: Type.Number(),
  status: Status,
  changeSeq: Type.Integer(),
  autoRenewYn: YN,
  noticeDays: Type.Integer(),
  daysToEnd: Type.Integer({ description: '종료일까지 남은 일수 (지났으면 음수)' }),
  ownerUserId: nullable(Type.Integer()),
  ownerUserName: nullable(Type.String()),
  ownerDeptId: nullable(Type.Integer()),
  ownerDeptName: nullable(Type.String()),
  version: Type.Integer(),
};

export const ListItemSchema = Type.Object(listFields);
export type ListItem = Static<typeof ListItemSchema>;

export const ActionsSchema = Type.Object({
  write: Type.Boolean({ description: '기록 도구(첨부·공유 등)에 쓸 수 있는지' }),
  edit: Type.Boolean(),
  delete: Type.Boolean(),
  submit: Type.Boolean(),
  approve: Type.Boolean(),
  reject: Type.Boolean(),
  complete: Type.Boolean(),
  terminate: Type.Boolean(),
  reopen: Type.Boolean(),
});
export type Actions = Static<typeof ActionsSchema>;

export const DetailSchema = Type.Object({
  ...listFields,
  customerNo: Type.String(),
  contactId: nullable(Type.Integer()),
  contactName: nullable(Type.String()),
  leadId: nullable(Type.Integer()),
  leadNo: nullable(Type.String()),
  leadTitle: nullable(Type.String()),
  projectId: nullable(Type.Integer()),
  exchangeRate: nullable(Type.Number()),
  taxType: Type.Enum([...TAX_TYPES]),
  renewalMonths: nullable(Type.Integer()),
  signedFileId: nullable(Type.Integer()),
  signedFileName: nullable(Type.String()),
  approverId: nullable(Type.Integer()),
  approverName: nullable(Type.String()),
  approvedAt: nullable(Type.String()),
  rejectReason: nullable(Type.String()),
  terminatedAt: nullable(Type.String()),
  terminationReason: nullable(Type.String()),
  renewedFromId: nullable(Type.Integer()),
  renewedFromNo: nullable(Type.String()),
  renewedToId: nullable(Type.Integer()),
  renewedToNo: nullable(Type.String()),
  billedAmount: Type.Number(),
  billedPct: Type.Number({ description: '청구율 % (소수 첫째 자리)' }),
  collectedAmount: Type.Number(),
  backlog: Type.Number({ description: '잔여 = 원화공급가 − 청구액' }),
  paymentTerms: Type.Array(TermSchema),
  actions: ActionsSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ContractDetail = Static<typeof DetailSchema>;

export const One = Type.Object({ result: DetailSchema });
export const PageOf = pageOf(ListItemSchema);
export const Done = Type.Object({ result: Type.Boolean() });

export const ExpiryQuery = Type.Object({ withinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) });
export const ExpiryItemSchema = Type.Object({ ...listFields, bucket: Type.Enum(['D30', 'D60', 'D90']) });
export const ExpiryBoard = Type.Object({
  result: Type.Object({
    d30: Type.Integer(),
    d60: Type.Integer(),
    d90: Type.Integer(),
    content: Type.Array(ExpiryItemSchema),
  }),
});

export const PickerQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const PickerList = Type.Object({
  result: Type.Array(
    Type.Object({ id: Type.Integer(), contractNo: Type.String(), title: Type.String(), customerId: Type.Integer(), status: Type.String(), contractDate: Type.String() }),
  ),
});
