import { type Static, Type } from 'typebox';
import { Id, Nullable, Text } from '../common';
import { RecordPageQuery } from './record';

/** The skill catalogue every signed-in user may search (skill pickers, /skill/list). */

export const Skill = Type.Object({ id: Id, name: Type.String(), categoryId: Id, categoryName: Type.String(), description: Nullable(Type.String()) });
export type Skill = Static<typeof Skill>;

export const SkillCategory = Type.Object({ id: Id, name: Type.String(), sortOrder: Type.Integer(), skillCount: Type.Integer({ minimum: 0 }) });
export type SkillCategory = Static<typeof SkillCategory>;

export const SkillSearchQuery = Type.Object({ keyword: Type.Optional(Text(100)), categoryId: Type.Optional(Id), ...RecordPageQuery });
export type SkillSearchQuery = Static<typeof SkillSearchQuery>;
