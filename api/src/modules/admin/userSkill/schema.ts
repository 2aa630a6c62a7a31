import { type Static, Type } from 'typebox';
import { Id, Version, nullable } from '../../cross/record/common';

const Level = Type.Integer({ minimum: 1, maximum: 5, description: '숙련도 1 입문 … 5 전문가' });
const Years = nullable(Type.Integer({ minimum: 0, maximum: 60, description: '사용 연수' }));
const LastUsedYm = nullable(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: '마지막 사용 연월 YYYY-MM' }));
const Note = nullable(Type.String({ maxLength: 200 }));

export const UserSkillSchema = Type.Object({
  id: Type.Integer(),
  skillId: Type.Integer(),
  skillName: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  level: Type.Integer(),
  years: nullable(Type.Integer()),
  lastUsedYm: nullable(Type.String()),
  note: nullable(Type.String()),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
export type UserSkillView = Static<typeof UserSkillSchema>;

export const UserParams = Type.Object({ id: Id });
export const UserSkillParams = Type.Object({ id: Id, skillId: Id });

export const AddBody = Type.Object({
  items: Type.Array(
    Type.Object({ skillId: Id, level: Level, years: Type.Optional(Years), lastUsedYm: Type.Optional(LastUsedYm), note: Type.Optional(Note) }, { additionalProperties: false }),
    { minItems: 1, maxItems: 50 },
  ),
});
export type AddInput = Static<typeof AddBody>;

export const UpdateBody = Type.Object(
  { level: Level, years: Type.Optional(Years), lastUsedYm: Type.Optional(LastUsedYm), note: Type.Optional(Note), version: Version },
  { additionalProperties: false },
);
export type UpdateInput = Static<typeof UpdateBody>;

export const VersionQuery = Type.Object({ version: Version });

export const List = Type.Object({ result: Type.Array(UserSkillSchema) });
export const One = Type.Object({ result: UserSkillSchema });
