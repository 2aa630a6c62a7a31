import { bigint, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref } from './columns';
import { skill } from './record';
import { appUser } from './user';

/**
 * A skill a person holds (DOMAIN §8 UserSkill): one row per user and skill, level 1–5,
 * years of use and the month last used. Removing one deletes the row (the USER history keeps it).
 */
export const userSkill = pgTable(
  'user_skill',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    skillId: bigint({ mode: 'number' })
      .notNull()
      .references(() => skill.id),
    level: smallint().notNull(),
    years: smallint(),
    /** YYYY-MM */
    lastUsedYm: varchar({ length: 7 }),
    note: varchar({ length: 200 }),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
    version: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('user_skill_user_skill_uq').on(t.userId, t.skillId), index('user_skill_skill_idx').on(t.skillId)],
);
