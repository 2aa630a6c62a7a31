import { Type } from 'typebox';
import { CodeList, Id, IdParams, ListQuery, Nullable, type Static, Text, Version, Yn, labelled } from '../common';
import { COMMON_CODE_LIMITS } from './code';

/** 영업활동 (DOMAIN §4 CrmRecord): /crm list and detail, /crm/management board and activity type codes. */

export const CRM_RECORD_STATUS = labelled({ PLANNED: '예정', DONE: '완료', CANCELED: '취소' }, '활동 상태');
export type CrmRecordStatus = (typeof CRM_RECORD_STATUS.codes)[number];
export const CRM_RECORD_OUTCOME = labelled({ POSITIVE: '긍정', NEUTRAL: '보통', NEGATIVE: '부정' }, '활동 결과');
export type CrmRecordOutcome = (typeof CRM_RECORD_OUTCOME.codes)[number];

/**
 * Column sizes the service checks with a Korean message per field (제목·장소·다음 액션 메모); the body
 * schema only stops oversized input, so those messages reach the form.
 */
export const CRM_RECORD_LIMITS = { subject: 200, location: 200, nextActionNote: 200, contacts: 50, participants: 50, content: 100_000 } as const;
const Checked = (limit: number) => Text(limit * 5, { description: `${limit}자 이내 (넘으면 필드별 안내)` });

/** An instant as the form sends it: ISO 8601 with an offset. */
const Instant = Text(40, { description: 'ISO 8601 일시 (예: 2025-03-14T10:00:00+09:00)' });
/** An instant as the api answers it: ISO 8601 in Seoul time. */
const Kst = Type.String({ description: 'ISO 8601 일시 (+09:00)' });
const OrEmpty = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

const Named = Type.Object({ id: Id, name: Type.String() });
export type Named = Static<typeof Named>;

export const CrmRecordParams = IdParams;

export const CrmRecord = Type.Object({
  id: Id,
  activityType: Type.String(),
  activityTypeLabel: Type.String(),
  subject: Type.String(),
  customerId: Id,
  customerNo: Type.String(),
  customerName: Type.String(),
  contacts: Type.Array(Named),
  leadId: Nullable(Id),
  leadTitle: Nullable(Type.String()),
  contractId: Nullable(Id),
  contractTitle: Nullable(Type.String()),
  projectId: Nullable(Id),
  status: CRM_RECORD_STATUS.schema,
  activityAt: Kst,
  durationMin: Nullable(Type.Integer()),
  location: Nullable(Type.String()),
  participants: Type.Array(Named),
  content: Nullable(Type.String({ description: '정제된 HTML' })),
  outcome: Nullable(CRM_RECORD_OUTCOME.schema),
  nextActionType: Nullable(Type.String()),
  nextActionTypeLabel: Nullable(Type.String()),
  nextActionAt: Nullable(Kst),
  nextActionNote: Nullable(Type.String()),
  nextActionItemId: Nullable(Id),
  nextActionStatus: Nullable(Type.Enum(['OPEN', 'DONE', 'CANCELED'], { description: '다음 액션의 할 일 상태' })),
  nextActionOverdueYn: Yn,
  followUpOfId: Nullable(Id),
  ownerUserId: Nullable(Id),
  ownerUserName: Nullable(Type.String()),
  ownerDeptId: Nullable(Id),
  ownerDeptName: Nullable(Type.String()),
  editableYn: Yn,
  deletableYn: Yn,
  createdAt: Kst,
  updatedAt: Kst,
  version: Version,
});
export type CrmRecord = Static<typeof CrmRecord>;

/**
 * The list's order unless it asks for another: newest entries first. By activity date a visit planned for next month
 * would sit above the call a rep just logged, and the list would not show what they saved.
 */
export const CRM_RECORD_DEFAULT_SORT = 'createdAt,desc';

export const CrmRecordListQuery = ListQuery({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  activityTypeList: Type.Optional(CodeList(400)),
  statusList: Type.Optional(CodeList(100)),
  outcomeList: Type.Optional(CodeList(100)),
  customerId: OrEmpty(Id),
  leadId: OrEmpty(Id),
  contractId: OrEmpty(Id),
  ownerUserId: OrEmpty(Id),
  deptId: OrEmpty(Id),
  includeSubDeptYn: OrEmpty(Yn),
  fromDate: Type.Optional(Text(10, { description: 'YYYY-MM-DD' })),
  toDate: Type.Optional(Text(10, { description: 'YYYY-MM-DD' })),
  overdueYn: OrEmpty(Yn),
  mineYn: OrEmpty(Yn),
});
export type CrmRecordListQuery = Static<typeof CrmRecordListQuery>;

const Fields = {
  activityType: Text(COMMON_CODE_LIMITS.code),
  subject: Checked(CRM_RECORD_LIMITS.subject),
  customerId: Nullable(Id),
  contactIds: Type.Optional(Type.Array(Id, { maxItems: CRM_RECORD_LIMITS.contacts })),
  leadId: Type.Optional(Nullable(Id)),
  contractId: Type.Optional(Nullable(Id)),
  status: Type.Optional(CRM_RECORD_STATUS.schema),
  activityAt: Instant,
  durationMin: Type.Optional(Nullable(Type.Integer({ minimum: -100_000, maximum: 100_000, description: '분 (서비스가 범위를 확인)' }))),
  location: Type.Optional(Nullable(Checked(CRM_RECORD_LIMITS.location))),
  participantIds: Type.Optional(Type.Array(Id, { maxItems: CRM_RECORD_LIMITS.participants })),
  content: Type.Optional(Nullable(Text(CRM_RECORD_LIMITS.content, { description: 'HTML (Quill 2); 서버에서 허용 목록으로 정제됩니다' }))),
  outcome: Type.Optional(Nullable(CRM_RECORD_OUTCOME.schema)),
  nextActionType: Type.Optional(Nullable(Text(COMMON_CODE_LIMITS.code))),
  nextActionAt: Type.Optional(Nullable(Instant)),
  nextActionNote: Type.Optional(Nullable(Checked(CRM_RECORD_LIMITS.nextActionNote))),
};

export const CrmRecordCreateBody = Type.Object({ ...Fields, followUpOfId: Type.Optional(Nullable(Id)) });
export type CrmRecordCreateBody = Static<typeof CrmRecordCreateBody>;
export const CrmRecordUpdateBody = Type.Object({ ...Fields, version: Version });
export type CrmRecordUpdateBody = Static<typeof CrmRecordUpdateBody>;

export const CrmRecordStatusBody = Type.Object({
  status: CRM_RECORD_STATUS.schema,
  version: Version,
  content: Type.Optional(Nullable(Text(CRM_RECORD_LIMITS.content))),
});
export type CrmRecordStatusBody = Static<typeof CrmRecordStatusBody>;

/** A prefilled PLANNED record for the form (not saved), offered when a next action is completed. */
export const CrmRecordDraft = Type.Object({
  activityType: Type.String(),
  subject: Type.String(),
  customerId: Id,
  customerName: Type.String(),
  contactIds: Type.Array(Id),
  contacts: Type.Array(Named),
  leadId: Nullable(Id),
  contractId: Nullable(Id),
  status: Type.Literal('PLANNED'),
  activityAt: Kst,
  location: Nullable(Type.String()),
  followUpOfId: Id,
});
export type CrmRecordDraft = Static<typeof CrmRecordDraft>;
export const CrmRecordFollowUp = Type.Object({ record: CrmRecord, draft: CrmRecordDraft });
export type CrmRecordFollowUp = Static<typeof CrmRecordFollowUp>;

export const CrmCustomerQuery = Type.Object({ customerId: Id });
export const CrmContactOption = Type.Object({ id: Id, name: Type.String(), deptName: Nullable(Type.String()), title: Nullable(Type.String()), status: Type.String() });
export type CrmContactOption = Static<typeof CrmContactOption>;
export const CrmRelatedOption = Type.Object({ id: Id, no: Type.String(), title: Type.String() });
export type CrmRelatedOption = Static<typeof CrmRelatedOption>;
export const CrmRelated = Type.Object({ leads: Type.Array(CrmRelatedOption), contracts: Type.Array(CrmRelatedOption) });
export type CrmRelated = Static<typeof CrmRelated>;

export const ActivityBoardQuery = Type.Object({
  fromWeek: Text(8, { description: 'YYYY-Www' }),
  toWeek: Text(8, { description: 'YYYY-Www' }),
  deptId: OrEmpty(Id),
});
export type ActivityBoardQuery = Static<typeof ActivityBoardQuery>;
export const ActivityBoardCell = Type.Object({ week: Type.String(), total: Type.Integer(), byType: Type.Record(Type.String(), Type.Integer()) });
export type ActivityBoardCell = Static<typeof ActivityBoardCell>;
export const ActivityBoardRow = Type.Object({
  userId: Id,
  userName: Type.String(),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  total: Type.Integer(),
  overdueNextActions: Type.Integer(),
  cells: Type.Array(ActivityBoardCell),
});
export type ActivityBoardRow = Static<typeof ActivityBoardRow>;
/** 담당자 × 주간 활동 현황: completed counts per week and activity type, overdue next actions. */
export const ActivityBoard = Type.Object({
  weeks: Type.Array(Type.Object({ week: Type.String(), fromDate: Type.String(), toDate: Type.String() })),
  types: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
  rows: Type.Array(ActivityBoardRow),
});
export type ActivityBoard = Static<typeof ActivityBoard>;

/** An activity type (common code CRM_ACTIVITY_TYPE) with how many records use it. */
export const ActivityType = Type.Object({
  id: Id,
  code: Type.String(),
  label: Type.String(),
  sortOrder: Type.Integer(),
  activeYn: Yn,
  usageCount: Type.Integer({ minimum: 0 }),
  version: Version,
});
export type ActivityType = Static<typeof ActivityType>;
export const ActivityTypesQuery = Type.Object({ includeInactiveYn: OrEmpty(Yn) });
export const ActivityTypeCreateBody = Type.Object({
  code: Text(COMMON_CODE_LIMITS.code),
  label: Text(COMMON_CODE_LIMITS.label),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: COMMON_CODE_LIMITS.sortOrder })),
});
export type ActivityTypeCreateBody = Static<typeof ActivityTypeCreateBody>;
export const ActivityTypeUpdateBody = Type.Object({
  label: Text(COMMON_CODE_LIMITS.label),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: COMMON_CODE_LIMITS.sortOrder })),
  activeYn: Yn,
  version: Version,
});
export type ActivityTypeUpdateBody = Static<typeof ActivityTypeUpdateBody>;
