import { Type } from 'typebox';
import {
  CodeList,
  DateTime,
  Id,
  IdParams,
  ListQuery,
  Nullable,
  OptText,
  type Static,
  Text,
  Version,
  Yn,
  labelled,
} from '../common';

/** 고객사·담당자 (DOMAIN §4 Customer, Contact). */

export const CUSTOMER_TYPE = labelled({ CORPORATION: '법인', SOLE_PROPRIETOR: '개인사업자', PUBLIC: '공공기관', OVERSEAS: '해외', INDIVIDUAL: '개인' }, '고객유형');
export type CustomerType = (typeof CUSTOMER_TYPE.codes)[number];
export const CUSTOMER_STATUS = labelled({ PROSPECT: '잠재', ACTIVE: '거래중', DORMANT: '휴면', CLOSED: '폐업', MERGED: '병합됨' }, '고객사 상태');
export type CustomerStatus = (typeof CUSTOMER_STATUS.codes)[number];
export const CUSTOMER_GRADE = labelled({ A: 'A등급', B: 'B등급', C: 'C등급', D: 'D등급' }, '고객 등급');
export type CustomerGrade = (typeof CUSTOMER_GRADE.codes)[number];
export const CONTACT_STATUS = labelled({ ACTIVE: '재직', LEFT: '퇴사' }, '담당자 상태');
export type ContactStatus = (typeof CONTACT_STATUS.codes)[number];
export const DUPLICATE_REASON = labelled({ BIZ_REG_NO: '같은 사업자번호', NAME: '같은 이름', SIMILAR_NAME: '비슷한 이름', EMAIL_DOMAIN: '같은 메일 도메인' });
export type DuplicateReason = (typeof DUPLICATE_REASON.codes)[number];
export const IMPORT_ACTION = labelled({ CREATE: '신규', UPDATE: '수정', WARNING: '중복 의심', ERROR: '오류' }, '가져오기 처리');
export type ImportAction = (typeof IMPORT_ACTION.codes)[number];

/** Types that need no business registration number (DOMAIN §4). */
export const NUMBERLESS_TYPES: readonly CustomerType[] = ['OVERSEAS', 'INDIVIDUAL'];

/**
 * Field limits: the stored column sizes (text as typed; numbers the service reformats — business and
 * corporate numbers, phones — may carry hyphens, so their caps are those of the typed form).
 */
export const CUSTOMER_LIMITS = {
  name: 100,
  ceoName: 50,
  bizType: 100,
  bizItem: 100,
  industryCode: 40,
  address1: 200,
  address2: 200,
  website: 200,
  taxEmail: 100,
  bizRegNo: 12,
  corpRegNo: 14,
  phone: 20,
  zipCode: 5,
  paymentTermDays: 180,
} as const;
export const CONTACT_LIMITS = { name: 50, deptName: 100, title: 50, email: 100, mobile: 20, phone: 20 } as const;

export const CustomerParams = IdParams;
export const ContactParams = Type.Object({ id: Id, contactId: Id });

export const CustomerListQuery = ListQuery({
  statusList: Type.Optional(CodeList()),
  typeList: Type.Optional(CodeList()),
  gradeList: Type.Optional(CodeList(50)),
  industryCode: Type.Optional(Text(CUSTOMER_LIMITS.industryCode)),
  segmentId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  deptId: Type.Optional(Id),
  includeSubDeptYn: Type.Optional(Yn),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerPickerQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  /** One customer by id: names a value a picker was given without its label (a filter from the address). */
  id: Type.Optional(Id),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type CustomerPickerQuery = Static<typeof CustomerPickerQuery>;

export const DuplicateQuery = Type.Object({
  name: Type.Optional(Text(CUSTOMER_LIMITS.name)),
  bizRegNo: Type.Optional(Text(CUSTOMER_LIMITS.bizRegNo)),
  website: Type.Optional(Text(CUSTOMER_LIMITS.website)),
  email: Type.Optional(Text(CUSTOMER_LIMITS.taxEmail)),
  excludeId: Type.Optional(Id),
});
export type DuplicateQuery = Static<typeof DuplicateQuery>;

// The service normalises codes (upper case) and answers precise Korean messages per field, so bodies take text.
export const CustomerBody = Type.Object({
  name: Text(CUSTOMER_LIMITS.name),
  customerType: Text(20),
  bizRegNo: OptText(CUSTOMER_LIMITS.bizRegNo),
  corpRegNo: OptText(CUSTOMER_LIMITS.corpRegNo),
  ceoName: OptText(CUSTOMER_LIMITS.ceoName),
  bizType: OptText(CUSTOMER_LIMITS.bizType),
  bizItem: OptText(CUSTOMER_LIMITS.bizItem),
  industryCode: OptText(CUSTOMER_LIMITS.industryCode),
  grade: OptText(1),
  status: Type.Optional(Text(10)),
  phone: OptText(CUSTOMER_LIMITS.phone),
  website: OptText(CUSTOMER_LIMITS.website),
  zipCode: OptText(CUSTOMER_LIMITS.zipCode),
  address1: OptText(CUSTOMER_LIMITS.address1),
  address2: OptText(CUSTOMER_LIMITS.address2),
  taxEmail: OptText(CUSTOMER_LIMITS.taxEmail),
  paymentTermDays: Type.Optional(Nullable(Type.Integer())),
  creditLimit: Type.Optional(Nullable(Type.Integer())),
  parentCustomerId: Type.Optional(Nullable(Id)),
  segmentId: Type.Optional(Nullable(Id)),
  ownerUserId: Type.Optional(Nullable(Id)),
  ownerDeptId: Type.Optional(Nullable(Id)),
  duplicateAckYn: Type.Optional(Yn),
  version: Type.Optional(Version),
});
export type CustomerBody = Static<typeof CustomerBody>;

export const CustomerStatusBody = Type.Object({ status: Text(10), version: Version });
export type CustomerStatusBody = Static<typeof CustomerStatusBody>;

export const ContactBody = Type.Object({
  name: Text(CONTACT_LIMITS.name),
  deptName: OptText(CONTACT_LIMITS.deptName),
  title: OptText(CONTACT_LIMITS.title),
  email: OptText(CONTACT_LIMITS.email),
  mobile: OptText(CONTACT_LIMITS.mobile),
  phone: OptText(CONTACT_LIMITS.phone),
  primaryYn: Type.Optional(Yn),
  taxInvoiceYn: Type.Optional(Yn),
  marketingConsentYn: Type.Optional(Yn),
  status: Type.Optional(Text(10)),
  version: Type.Optional(Version),
});
export type ContactBody = Static<typeof ContactBody>;

export const MergeBody = Type.Object({
  loserIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
  fieldChoices: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Id, { description: '필드 → 그 값을 남길 고객사 id (기본: 남는 고객사의 값)' })),
  version: Type.Optional(Version),
});
export type MergeBody = Static<typeof MergeBody>;

const OptName = Nullable(Type.String());

/** A customer as lists and details answer it, with owner, department, parent and segment names. */
export const Customer = Type.Object({
  id: Id,
  customerNo: Type.String(),
  name: Type.String(),
  customerType: CUSTOMER_TYPE.schema,
  bizRegNo: OptName,
  corpRegNo: OptName,
  ceoName: OptName,
  bizType: OptName,
  bizItem: OptName,
  industryCode: OptName,
  segmentId: Nullable(Id),
  segmentName: OptName,
  segmentParentName: Nullable(Type.String({ description: '세그먼트의 시장 (시장 자체면 null)' })),
  grade: Nullable(CUSTOMER_GRADE.schema),
  status: CUSTOMER_STATUS.schema,
  phone: OptName,
  website: OptName,
  zipCode: OptName,
  address1: OptName,
  address2: OptName,
  emailDomain: OptName,
  taxEmail: OptName,
  paymentTermDays: Type.Integer(),
  creditLimit: Nullable(Type.Integer()),
  parentCustomerId: Nullable(Id),
  parentCustomerName: OptName,
  mergedIntoId: Nullable(Id),
  ownerUserId: Nullable(Id),
  ownerUserName: OptName,
  ownerDeptId: Nullable(Id),
  ownerDeptName: OptName,
  lastActivityAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type Customer = Static<typeof Customer>;

export const Contact = Type.Object({
  id: Id,
  customerId: Id,
  name: Type.String(),
  deptName: OptName,
  title: OptName,
  email: OptName,
  mobile: OptName,
  phone: OptName,
  primaryYn: Yn,
  taxInvoiceYn: Yn,
  marketingConsentYn: Yn,
  consentAt: Nullable(DateTime),
  status: CONTACT_STATUS.schema,
  version: Version,
  updatedAt: DateTime,
});
export type Contact = Static<typeof Contact>;

/** Computed figures (DOMAIN §4 Customer ∑): open pipeline, signed contracts, last activity. */
export const CustomerFigures = Type.Object({
  /** Σ expected amount of OPEN-stage leads. */
  pipelineAmount: Type.Number(),
  weightedPipelineAmount: Type.Number(),
  openLeadCount: Type.Integer(),
  /** Σ KRW supply amount of contracts ACTIVE or later. */
  contractTotal: Type.Number(),
  contractCount: Type.Integer(),
  lastActivityAt: Nullable(DateTime),
});
export type CustomerFigures = Static<typeof CustomerFigures>;

export const CustomerDetail = Type.Object({ ...Customer.properties, contacts: Type.Array(Contact), figures: CustomerFigures });
export type CustomerDetail = Static<typeof CustomerDetail>;

/** What a merged customer's address answers: where it went. */
export const MergedCustomer = Type.Object({ id: Id, status: Type.Literal('MERGED'), mergedIntoId: Id });
export type MergedCustomer = Static<typeof MergedCustomer>;

export const DuplicateMatch = Type.Object({
  id: Id,
  customerNo: Type.String(),
  name: Type.String(),
  bizRegNo: OptName,
  status: CUSTOMER_STATUS.schema,
  ownerDeptName: OptName,
  reasons: Type.Array(DUPLICATE_REASON.schema),
  similarity: Type.Number({ description: '정규화한 이름의 trigram 유사도 (0–1)' }),
});
export type DuplicateMatch = Static<typeof DuplicateMatch>;

export const PickedCustomer = Type.Object({ id: Id, customerNo: Type.String(), name: Type.String(), bizRegNo: OptName, status: CUSTOMER_STATUS.schema });
export type PickedCustomer = Static<typeof PickedCustomer>;

/** A contact as pickers show it: never e-mail or phone (PIPA). */
export const PickedContact = Type.Object({ id: Id, name: Type.String(), deptName: OptName, title: OptName, primaryYn: Yn });
export type PickedContact = Static<typeof PickedContact>;

export const Industry = Type.Object({ code: Type.String(), label: Type.String() });
export type Industry = Static<typeof Industry>;

export const ContactSaved = Type.Object({ contact: Contact, warnings: Type.Array(Type.String()) });
export type ContactSaved = Static<typeof ContactSaved>;

export const MergeResult = Type.Object({
  survivor: CustomerDetail,
  counts: Type.Record(Type.String(), Type.Integer(), { description: '옮긴 행 수: 테이블.열 → 건수' }),
});
export type MergeResult = Static<typeof MergeResult>;

export const ImportRow = Type.Object({
  rowNo: Type.Integer({ minimum: 2 }),
  action: IMPORT_ACTION.schema,
  values: Type.Record(Type.String(), Type.String()),
  errors: Type.Record(Type.String(), Type.String()),
  existing: Nullable(Type.Object({ id: Id, customerNo: Type.String(), name: Type.String() })),
  duplicates: Type.Array(DuplicateMatch),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportPreview = Type.Object({
  rows: Type.Array(ImportRow),
  counts: Type.Object({ CREATE: Type.Integer(), UPDATE: Type.Integer(), ERROR: Type.Integer(), WARNING: Type.Integer() }),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportResult = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  rows: Type.Array(ImportRow),
});
export type ImportResult = Static<typeof ImportResult>;
