import { type Static, Type } from 'typebox';
import { Id, Nullable, PageNumber, Text } from '../common';

/**
 * GET /api/user/directory: active colleagues by name or login id for people pickers (leaders, shares, @mentions,
 * grants), open to every signed-in user: what a company directory shows, no contact or HR data.
 */

export const DIRECTORY_MAX_PAGE_SIZE = 50;

export const DirectoryQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  deptId: Type.Optional(Id),
  /** One person by id, retired ones included: names a value a picker was given without its label (a filter from the address). */
  id: Type.Optional(Id),
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: DIRECTORY_MAX_PAGE_SIZE })),
});
export type DirectoryQuery = Static<typeof DirectoryQuery>;

export const UserSummary = Type.Object({ id: Id, name: Type.String(), username: Type.String(), deptId: Nullable(Id), deptName: Nullable(Type.String()) });
export type UserSummary = Static<typeof UserSummary>;
