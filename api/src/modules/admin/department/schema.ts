import { type Static, type TSchema, Type } from 'typebox';
import { DEPARTMENT_LEVELS } from '../../../db/schema';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Level = Type.Enum([...DEPARTMENT_LEVELS]);
// Loose caps only: the service gives the precise Korean messages for length and format.
const Text = (maxLength: number) => Type.String({ maxLength });
const SortOrder = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Version = Type.Integer({ minimum: 0 });

export const DepartmentSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  parentId: nullable(Type.Integer()),
  level: Level,
  sortOrder: Type.Integer(),
  leaderUserId: nullable(Type.Integer()),
  leaderName: nullable(Type.String()),
  costCenterCode: nullable(Type.String()),
  validFrom: Type.String({ description: 'YYYY-MM-DD' }),
  validTo: nullable(Type.String()),
  memberCount: Type.Integer({ description: '하위 부서 포함 재직 인원' }),
  directMemberCount: Type.Integer({ description: '직속 재직 인원' }),
  subtreeMemberCount: Type.Integer({ description: 'memberCount와 같음 (이전 이름)' }),
  childCount: Type.Integer(),
  hasChildren: Type.Boolean(),
  version: Type.Integer(),
  path: Type.String({ description: '구체화 경로 /1/4/17/' }),
  updatedAt: Type.String(),
});
export type DepartmentView = Static<typeof DepartmentSchema>;

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  parentId: Type.Optional(Type.String({ pattern: '^(root|[1-9][0-9]{0,14})$', description: '지정하면 그 부서의 직속 하위 부서만 (root = 최상위)' })),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'parentId와 함께: 그 아래 몇 단계까지 (기본 1, 트리 순서의 평면 목록)' })),
});

const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });

export const CreateBody = Type.Object({
  code: Text(100),
  name: Text(200),
  parentId: Type.Optional(nullable(Id)),
  level: Type.Optional(Level),
  sortOrder: Type.Optional(SortOrder),
  costCenterCode: Type.Optional(nullable(Text(100))),
  leaderUserId: Type.Optional(nullable(Id)),
});
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({
  code: Text(100),
  name: Text(200),
  costCenterCode: Type.Optional(nullable(Text(100))),
  leaderUserId: Type.Optional(nullable(Id)),
  sortOrder: Type.Optional(SortOrder),
  validFrom: Type.Optional(DateText),
  validTo: Type.Optional(nullable(DateText)),
  version: Version,
});
export type UpdateInput = Static<typeof UpdateBody>;

export const MoveBody = Type.Object({ parentId: Id, sortOrder: Type.Optional(SortOrder), version: Version });
export type MoveInput = Static<typeof MoveBody>;

export const MembersBody = Type.Object({
  userIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
  targetDeptId: Id,
});
export type MembersInput = Static<typeof MembersBody>;
export const Moved = Type.Object({ result: Type.Object({ moved: Type.Integer() }) });

export const BulkRowSchema = Type.Object({
  /** The grid's row key, echoed in errors. */
  key: Type.String({ minLength: 1, maxLength: 40 }),
  id: Type.Optional(Id),
  version: Type.Optional(Version),
  code: Text(100),
  name: Text(200),
  parentCode: Text(100),
  costCenterCode: Type.Optional(nullable(Text(100))),
  sortOrder: Type.Optional(SortOrder),
});
export type BulkRow = Static<typeof BulkRowSchema>;
export const BulkBody = Type.Object({ rows: Type.Array(BulkRowSchema, { minItems: 1, maxItems: 1000 }) });
export type BulkInput = Static<typeof BulkBody>;
export const BulkDone = Type.Object({ result: Type.Object({ created: Type.Integer(), updated: Type.Integer() }) });

export const DeleteQuery = Type.Object({ version: Version });

export const One = Type.Object({ result: DepartmentSchema });
export const Many = Type.Object({ result: Type.Array(DepartmentSchema) });
export const Done = Type.Object({ result: Type.Boolean() });
export const Directory = Type.Object({
  result: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Union([Type.Integer(), Type.Null()]), sortOrder: Type.Integer(), validTo: Type.Union([Type.String(), Type.Null()]), pathName: Type.String() })),
});
