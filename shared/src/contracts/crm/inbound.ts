import { Type } from 'typebox';
import { CodeList, DateTime, Id, IdParams, ListQuery, Nullable, type Static, Text, Version, Yn, labelled } from '../common';
import { LEAD_LIMITS, LEAD_PRIORITY } from './lead';

/** 인바운드 문의 (DOMAIN §4 InboundInquiry): the queue on /lead/management; converts to a lead. */

export const INQUIRY_CHANNEL = labelled({ WEB_FORM: '웹 문의', PHONE: '전화', EMAIL: '이메일', EXHIBITION: '전시회' }, '접수 경로');
export type InquiryChannel = (typeof INQUIRY_CHANNEL.codes)[number];
export const INQUIRY_STATUS = labelled({ NEW: '신규', ASSIGNED: '배정', CONVERTED: '리드 전환', REJECTED: '반려', SPAM: '스팸' }, '문의 상태');
export type InquiryStatus = (typeof INQUIRY_STATUS.codes)[number];
/** What a rejection may set. */
export const INQUIRY_REJECTION = labelled({ REJECTED: INQUIRY_STATUS.labels.REJECTED, SPAM: INQUIRY_STATUS.labels.SPAM });
export type InquiryRejection = (typeof INQUIRY_REJECTION.codes)[number];

/** Column sizes (the phone as typed, with hyphens). */
export const INQUIRY_LIMITS = { companyName: 100, contactName: 50, email: 100, phone: 20, content: 4000, rejectReason: 200 } as const;

export const InquiryParams = IdParams;

export const InquiryListQuery = ListQuery({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  statusList: Type.Optional(CodeList(100)),
  channelList: Type.Optional(CodeList(100)),
  overdueYn: Type.Optional(Yn),
  assigneeId: Type.Optional(Id),
});
export type InquiryListQuery = Static<typeof InquiryListQuery>;

export const InquiryCreateBody = Type.Object({
  channel: INQUIRY_CHANNEL.schema,
  receivedAt: Type.Optional(Text(40, { description: 'ISO 8601 일시 (기본: 지금)' })),
  companyName: Type.Optional(Nullable(Text(INQUIRY_LIMITS.companyName))),
  contactName: Text(INQUIRY_LIMITS.contactName),
  email: Type.Optional(Nullable(Text(INQUIRY_LIMITS.email))),
  phone: Type.Optional(Nullable(Text(INQUIRY_LIMITS.phone))),
  content: Text(INQUIRY_LIMITS.content),
  privacyConsentYn: Type.Optional(Yn),
});
export type InquiryCreateBody = Static<typeof InquiryCreateBody>;

export const InquiryAssignBody = Type.Object({ assigneeId: Id, version: Version });
export type InquiryAssignBody = Static<typeof InquiryAssignBody>;

export const InquiryRejectBody = Type.Object({
  status: INQUIRY_REJECTION.schema,
  reason: Type.Optional(Nullable(Text(INQUIRY_LIMITS.rejectReason))),
  version: Version,
});
export type InquiryRejectBody = Static<typeof InquiryRejectBody>;

export const InquiryConvertBody = Type.Object({
  version: Version,
  title: Type.Optional(Text(LEAD_LIMITS.title)),
  ownerUserId: Type.Optional(Nullable(Id)),
  customerId: Type.Optional(Nullable(Id)),
  expectedAmount: Type.Optional(Nullable(Type.Integer({ minimum: -1e15, maximum: 1e15 }))),
  expectedCloseDate: Type.Optional(Text(10, { description: 'YYYY-MM-DD' })),
  priority: Type.Optional(LEAD_PRIORITY.schema),
});
export type InquiryConvertBody = Static<typeof InquiryConvertBody>;

const OptText = Nullable(Type.String());

export const Inquiry = Type.Object({
  id: Id,
  ownerDeptId: Nullable(Id),
  channel: INQUIRY_CHANNEL.schema,
  receivedAt: DateTime,
  companyName: OptText,
  contactName: Type.String(),
  email: OptText,
  phone: OptText,
  content: Type.String(),
  privacyConsentYn: Yn,
  status: INQUIRY_STATUS.schema,
  assigneeId: Nullable(Id),
  assigneeName: OptText,
  assignedAt: Nullable(DateTime),
  answeredAt: Nullable(DateTime),
  rejectReason: OptText,
  leadId: Nullable(Id),
  leadNo: OptText,
  /** NEW and unanswered past one business day. */
  overdueYn: Yn,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type Inquiry = Static<typeof Inquiry>;

export const InquiryConverted = Type.Object({ leadId: Id, leadNo: Type.String() });
export type InquiryConverted = Static<typeof InquiryConverted>;
