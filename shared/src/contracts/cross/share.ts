import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text, labelled } from '../common';

/** Shares of a record with a person or a department (DOMAIN §9 RecordShare). */

export const SHARE_GRANTEE_TYPE = labelled({ USER: '사용자', DEPT: '부서' }, '공유 대상');
export type ShareGranteeType = (typeof SHARE_GRANTEE_TYPE.codes)[number];
export const SHARE_PERMISSION = labelled({ READ: '읽기', WRITE: '쓰기' }, '공유 권한');
export type SharePermission = (typeof SHARE_PERMISSION.codes)[number];

export const Share = Type.Object({
  id: Id,
  granteeType: SHARE_GRANTEE_TYPE.schema,
  granteeId: Id,
  granteeName: Nullable(Type.String()),
  permission: SHARE_PERMISSION.schema,
  expiresAt: Nullable(DateTime),
  createdByName: Nullable(Type.String()),
  createdAt: DateTime,
});
export type Share = Static<typeof Share>;

export const ShareBody = Type.Object({
  granteeType: SHARE_GRANTEE_TYPE.schema,
  granteeId: Id,
  permission: SHARE_PERMISSION.schema,
  expiresAt: Type.Optional(Nullable(Text(40, { description: 'ISO-8601 일시 또는 YYYY-MM-DD (그날 끝까지)' }))),
});
export type ShareBody = Static<typeof ShareBody>;
export const ShareParams = Type.Object({ shareId: Id });
