import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Yn } from '../common';
import { USER_STATUS } from '../admin/user';

/** GET /api/user/me: the signed-in user with what the shell needs to guard pages (SPEC §3, §7). */
export const CurrentUser = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  mobile: Nullable(Type.String()),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  status: USER_STATUS.schema,
  ceoYn: Yn,
  /** Stored flag or a password past its maximum age: every screen asks for a new password first. */
  mustChangeYn: Yn,
  mustChangePassword: Type.Boolean({ description: 'mustChangeYn과 같음 (이전 이름)' }),
  lastLoginAt: Nullable(DateTime),
  passwordChangedAt: Nullable(DateTime),
  hasPhotoYn: Yn,
  authorities: Type.Array(Type.String(), { description: '펼친 권한 (복합 권한 포함)' }),
  allowedPages: Type.Array(Type.String(), { description: '메뉴 권한 변경을 반영한 허용 페이지 id' }),
});
export type CurrentUser = Static<typeof CurrentUser>;
