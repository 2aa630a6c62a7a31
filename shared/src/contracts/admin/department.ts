import { type Static, Type } from 'typebox';
import { DateTime, Id, LocalDate, Nullable, Text, Version, labelled } from '../common';

/** The department tree of the /department screen (DOMAIN §3 Department). */

export const DEPARTMENT_LEVEL = labelled({ COMPANY: '회사', DIVISION: '본부', DEPARTMENT: '부서', TEAM: '팀', UNIT: '파트' }, '조직 레벨');
export type DepartmentLevel = (typeof DEPARTMENT_LEVEL.codes)[number];

/** Column sizes of department: the forms and the service's checks (with their Korean messages) read these. */
export const DEPARTMENT_LIMITS = { code: 20, name: 50, costCenterCode: 20, sortOrder: 1_000_000, bulkRows: 1000, moveMembers: 500 } as const;
/** A code: upper-case letters, digits, `_` and `-`, starting with a letter or digit. */
export const DEPARTMENT_CODE_PATTERN = new RegExp(`^[A-Z0-9][A-Z0-9_-]{0,${DEPARTMENT_LIMITS.code - 1}}$`);

/**
 * Text as typed: the service trims and collapses spaces before it checks DEPARTMENT_LIMITS with a message naming
 * the field, so the schema only caps the raw input.
 */
const Typed = Text(200);
const SortOrder = Type.Integer({ minimum: 0, maximum: DEPARTMENT_LIMITS.sortOrder });

export const Department = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  parentId: Nullable(Id),
  level: DEPARTMENT_LEVEL.schema,
  sortOrder: Type.Integer(),
  leaderUserId: Nullable(Id),
  leaderName: Nullable(Type.String()),
  costCenterCode: Nullable(Type.String()),
  validFrom: LocalDate,
  validTo: Nullable(LocalDate),
  memberCount: Type.Integer({ description: '하위 부서 포함 재직 인원' }),
  directMemberCount: Type.Integer({ description: '직속 재직 인원' }),
  subtreeMemberCount: Type.Integer({ description: 'memberCount와 같음 (이전 이름)' }),
  childCount: Type.Integer(),
  hasChildren: Type.Boolean(),
  version: Version,
  path: Type.String({ description: '구체화 경로 /1/4/17/' }),
  updatedAt: DateTime,
});
export type Department = Static<typeof Department>;

/** A department as every signed-in user's pickers see it; `pathName` = `두레 > 영업본부 > 영업1팀`. */
export const DepartmentSummary = Type.Object({
  id: Id,
  name: Type.String(),
  parentId: Nullable(Id),
  sortOrder: Type.Integer(),
  validTo: Nullable(LocalDate),
  pathName: Type.String(),
});
export type DepartmentSummary = Static<typeof DepartmentSummary>;

export const DepartmentListQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  parentId: Type.Optional(Type.String({ pattern: '^(root|[1-9][0-9]{0,14})$', description: '지정하면 그 부서의 직속 하위 부서만 (root = 최상위)' })),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'parentId와 함께: 그 아래 몇 단계까지 (기본 1, 트리 순서의 평면 목록)' })),
});
export type DepartmentListQuery = Static<typeof DepartmentListQuery>;

export const DepartmentCreateBody = Type.Object({
  code: Typed,
  name: Typed,
  parentId: Type.Optional(Nullable(Id)),
  level: Type.Optional(DEPARTMENT_LEVEL.schema),
  sortOrder: Type.Optional(SortOrder),
  costCenterCode: Type.Optional(Nullable(Typed)),
  leaderUserId: Type.Optional(Nullable(Id)),
});
export type DepartmentCreateBody = Static<typeof DepartmentCreateBody>;

export const DepartmentUpdateBody = Type.Object({
  code: Typed,
  name: Typed,
  costCenterCode: Type.Optional(Nullable(Typed)),
  leaderUserId: Type.Optional(Nullable(Id)),
  sortOrder: Type.Optional(SortOrder),
  validFrom: Type.Optional(Text(10, { description: 'YYYY-MM-DD' })),
  validTo: Type.Optional(Nullable(Text(10, { description: 'YYYY-MM-DD' }))),
  version: Version,
});
export type DepartmentUpdateBody = Static<typeof DepartmentUpdateBody>;

export const DepartmentMoveBody = Type.Object({ parentId: Id, sortOrder: Type.Optional(SortOrder), version: Version });
export type DepartmentMoveBody = Static<typeof DepartmentMoveBody>;

export const DepartmentMembersBody = Type.Object({
  userIds: Type.Array(Id, { minItems: 1, maxItems: DEPARTMENT_LIMITS.moveMembers }),
  targetDeptId: Id,
});
export type DepartmentMembersBody = Static<typeof DepartmentMembersBody>;
export const MembersMoved = Type.Object({ moved: Type.Integer({ minimum: 0 }) });
export type MembersMoved = Static<typeof MembersMoved>;

/** One row of the spreadsheet save; `key` is the grid's row key, echoed in row errors. */
export const DepartmentSheetRow = Type.Object({
  key: Text(40, { minLength: 1 }),
  id: Type.Optional(Id),
  version: Type.Optional(Version),
  code: Typed,
  name: Typed,
  parentCode: Typed,
  costCenterCode: Type.Optional(Nullable(Typed)),
  sortOrder: Type.Optional(SortOrder),
});
export type DepartmentSheetRow = Static<typeof DepartmentSheetRow>;
export const DepartmentSheetBody = Type.Object({ rows: Type.Array(DepartmentSheetRow, { minItems: 1, maxItems: DEPARTMENT_LIMITS.bulkRows }) });
export type DepartmentSheetBody = Static<typeof DepartmentSheetBody>;
export const DepartmentSheetSaved = Type.Object({ created: Type.Integer({ minimum: 0 }), updated: Type.Integer({ minimum: 0 }) });
export type DepartmentSheetSaved = Static<typeof DepartmentSheetSaved>;
