import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref, yn } from './columns';

import { AUTHORITY_LEVEL, type AuthorityLevel } from '@dure/shared/contracts/admin/authority';

export type { AuthorityLevel };
export const AUTHORITY_LEVELS = AUTHORITY_LEVEL.codes as readonly [AuthorityLevel, ...AuthorityLevel[]];

/**
 * Authority codes (DOMAIN §3 AuthorityCode), seeded from `@dure/shared/access` at start.
 * `includes` of COMPOSITE rows is what the server expands (so edits apply at the next request).
 */
export const authorityCode = pgTable(
  'authority_code',
  {
    id: id(),
    code: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    area: varchar({ length: 40 }),
    level: varchar({ length: 20, enum: AUTHORITY_LEVELS }).notNull(),
    includes: text().array().notNull().default(sql`'{}'::text[]`),
    systemYn: yn().notNull().default('N'),
    version: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
  },
  (t) => [uniqueIndex('authority_code_code_uq').on(t.code)],
);

/** A page whose allowed roles differ from the default of `@dure/shared/access` PAGES (DOMAIN §3 MenuAuthority). */
export const menuAuthorityOverride = pgTable(
  'menu_authority_override',
  {
    id: id(),
    pageId: varchar({ length: 60 }).notNull(),
    roles: text().array().notNull(),
    version: integer().notNull().default(0),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
  },
  (t) => [uniqueIndex('menu_authority_override_page_uq').on(t.pageId)],
);
