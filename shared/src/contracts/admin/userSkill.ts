import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Text, Version } from '../common';

/** The skills a person holds (DOMAIN §8 UserSkill), under /api/user/info/{id}/skills. */

/** DOMAIN §8: 1 입문 … 5 전문가. */
export const SKILL_LEVEL_LABELS: Readonly<Record<number, string>> = { 1: '입문', 2: '초급', 3: '중급', 4: '고급', 5: '전문가' };
export const USER_SKILL_LIMITS = { note: 200, years: 60, itemsPerAdd: 50 } as const;

const Level = Type.Integer({ minimum: 1, maximum: 5, description: '숙련도 1 입문 … 5 전문가' });
const Years = Nullable(Type.Integer({ minimum: 0, maximum: USER_SKILL_LIMITS.years, description: '사용 연수' }));
const LastUsedYm = Nullable(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: '마지막 사용 연월 YYYY-MM' }));
const Note = Nullable(Text(USER_SKILL_LIMITS.note));

export const UserSkill = Type.Object({
  id: Id,
  skillId: Id,
  skillName: Type.String(),
  categoryId: Id,
  categoryName: Type.String(),
  level: Type.Integer(),
  years: Nullable(Type.Integer()),
  lastUsedYm: Nullable(Type.String()),
  note: Nullable(Type.String()),
  version: Version,
  updatedAt: DateTime,
});
export type UserSkill = Static<typeof UserSkill>;

export const UserSkillsParams = Type.Object({ id: Id });
export const UserSkillParams = Type.Object({ id: Id, skillId: Id });

export const NewUserSkill = Type.Object(
  { skillId: Id, level: Level, years: Type.Optional(Years), lastUsedYm: Type.Optional(LastUsedYm), note: Type.Optional(Note) },
  { additionalProperties: false },
);
export type NewUserSkill = Static<typeof NewUserSkill>;
/** All or nothing; a 400 names the bad row as `items.{i}.{field}`. */
export const UserSkillAddBody = Type.Object({ items: Type.Array(NewUserSkill, { minItems: 1, maxItems: USER_SKILL_LIMITS.itemsPerAdd }) });
export type UserSkillAddBody = Static<typeof UserSkillAddBody>;

export const UserSkillUpdateBody = Type.Object(
  { level: Level, years: Type.Optional(Years), lastUsedYm: Type.Optional(LastUsedYm), note: Type.Optional(Note), version: Version },
  { additionalProperties: false },
);
export type UserSkillUpdateBody = Static<typeof UserSkillUpdateBody>;
