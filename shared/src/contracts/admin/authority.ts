import { type Static, Type } from 'typebox';
import { DateTime, Id, LocalDate, Nullable, PageNumber, Text, Version, Yn, labelled } from '../common';

/** 권한 관리: authority codes, user grants, menu roles and the consistency report (DOMAIN §3). */

export const AUTHORITY_LEVEL = labelled({ BASE: '기본', READ: '조회', WRITE: '편집', ADMIN: '관리', COMPOSITE: '복합', SYSTEM: '시스템' }, '권한 수준');
export type AuthorityLevel = (typeof AUTHORITY_LEVEL.codes)[number];

/** Column sizes of authority_code / user_authority / menu_authority_override. */
export const AUTHORITY_LIMITS = { code: 60, name: 50, reason: 200, pageId: 60, includes: 500 } as const;

const Code = Text(AUTHORITY_LIMITS.code, { minLength: 1 });

export const AuthorityCode = Type.Object({
  code: Type.String(),
  name: Type.String(),
  area: Nullable(Type.String()),
  level: AUTHORITY_LEVEL.schema,
  includes: Type.Array(Type.String(), { description: '복합 권한이 포함하는 권한 코드' }),
  systemYn: Yn,
  userCount: Type.Integer({ minimum: 0 }),
  version: Version,
});
export type AuthorityCode = Static<typeof AuthorityCode>;

export const AuthorityCodeParams = Type.Object({ code: Code });
export const AuthorityCodeQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  level: Type.Optional(Type.Union([AUTHORITY_LEVEL.schema, Type.Literal('')])),
});
export const AuthorityCodeCreateBody = Type.Object({
  code: Code,
  name: Text(AUTHORITY_LIMITS.name),
  includes: Type.Array(Code, { maxItems: AUTHORITY_LIMITS.includes }),
});
export type AuthorityCodeCreateBody = Static<typeof AuthorityCodeCreateBody>;
export const AuthorityCodeUpdateBody = Type.Object({
  name: Text(AUTHORITY_LIMITS.name),
  includes: Type.Optional(Type.Array(Code, { maxItems: AUTHORITY_LIMITS.includes })),
  version: Version,
});
export type AuthorityCodeUpdateBody = Static<typeof AuthorityCodeUpdateBody>;

/** One role granted to one user (DOMAIN §3 AuthorityUser). */
export const Grant = Type.Object({
  id: Id,
  userId: Id,
  username: Type.String(),
  userName: Type.String(),
  deptName: Nullable(Type.String()),
  authorityCode: Type.String(),
  authorityName: Nullable(Type.String()),
  grantedBy: Nullable(Id),
  grantedByName: Nullable(Type.String()),
  grantedAt: DateTime,
  expiresAt: Nullable(LocalDate),
  reason: Nullable(Type.String()),
  expiredYn: Yn,
});
export type Grant = Static<typeof Grant>;

export const GrantListQuery = Type.Object({
  userId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  authorityCode: Type.Optional(Text(AUTHORITY_LIMITS.code)),
  deptId: Type.Optional(Id),
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type GrantListQuery = Static<typeof GrantListQuery>;

export const GrantBody = Type.Object({
  userId: Id,
  authorityCode: Code,
  expiresAt: Type.Optional(Nullable(Text(10, { description: 'YYYY-MM-DD (그날까지 유효)' }))),
  reason: Type.Optional(Nullable(Text(AUTHORITY_LIMITS.reason))),
});
export type GrantBody = Static<typeof GrantBody>;
export const GrantRevokeQuery = Type.Object({ reason: Type.Optional(Text(AUTHORITY_LIMITS.reason)) });

/** A page's roles: the default of the page table or an override. */
export const MenuAuthority = Type.Object({
  pageId: Type.String(),
  path: Type.String(),
  title: Type.String(),
  menuGroup: Nullable(Type.String()),
  remote: Type.String(),
  defaultRoles: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  overriddenYn: Yn,
  version: Type.Integer({ minimum: 0, description: '기본 권한을 쓰는 동안 0' }),
});
export type MenuAuthority = Static<typeof MenuAuthority>;

export const MenuParams = Type.Object({ pageId: Text(AUTHORITY_LIMITS.pageId, { minLength: 1 }) });
export const MenuBody = Type.Object({ roles: Type.Array(Code, { maxItems: AUTHORITY_LIMITS.includes }), version: Version });
export type MenuBody = Static<typeof MenuBody>;
export const MenuResetQuery = Type.Object({ version: Type.Optional(Version) });

export const CONSISTENCY_KIND = labelled(
  { EXPIRED_GRANT: '만료된 임시 권한', INACTIVE_USER: '비활성 사용자의 권한', CLOSED_DEPARTMENT: '폐쇄된 부서 소속', REDUNDANT: '중복 권한' },
  '점검 결과 종류',
);
export type ConsistencyKind = (typeof CONSISTENCY_KIND.codes)[number];

/** One finding of the role-consistency report (DOMAIN §2 역할 정합성). */
export const ConsistencyFinding = Type.Object({
  userId: Id,
  username: Type.String(),
  userName: Type.String(),
  deptName: Nullable(Type.String()),
  kind: CONSISTENCY_KIND.schema,
  authorityCode: Nullable(Type.String()),
  detail: Type.String(),
});
export type ConsistencyFinding = Static<typeof ConsistencyFinding>;
