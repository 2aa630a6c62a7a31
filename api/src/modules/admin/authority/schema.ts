import { Type } from 'typebox';
import { AUTHORITY_LEVELS } from '../../../db/schema';

const Code = Type.String({ minLength: 1, maxLength: 60 });
const Version = Type.Integer({ minimum: 0 });

export const CodeParams = Type.Object({ code: Code });
export const CodeQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  level: Type.Optional(Type.Union([Type.Enum([...AUTHORITY_LEVELS]), Type.Literal('')])),
});
export const CreateCodeBody = Type.Object({
  code: Code,
  name: Type.String({ maxLength: 200 }),
  includes: Type.Array(Code, { maxItems: 500 }),
});
export const UpdateCodeBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  includes: Type.Optional(Type.Array(Code, { maxItems: 500 })),
  version: Version,
});
export const VersionQuery = Type.Object({ version: Version });

export const GrantQuery = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  authorityCode: Type.Optional(Type.String({ maxLength: 60 })),
  deptId: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const GrantBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  authorityCode: Code,
  expiresAt: Type.Optional(Type.Union([Type.String({ maxLength: 10, description: 'YYYY-MM-DD (그날까지 유효)' }), Type.Null()])),
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
export const GrantParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ReasonQuery = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });

export const PageParams = Type.Object({ pageId: Type.String({ minLength: 1, maxLength: 60 }) });
export const MenuBody = Type.Object({ roles: Type.Array(Code, { maxItems: 500 }), version: Version });
export const OptionalVersionQuery = Type.Object({ version: Type.Optional(Version) });
