import { bigint, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref } from './columns';
import { appUser } from './user';

/** A role granted to a user (DOMAIN §3 AuthorityUser); revoking deletes the row, the audit keeps the story. */
export const userAuthority = pgTable(
  'user_authority',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    authorityCode: varchar({ length: 60 }).notNull(),
    grantedBy: ref(),
    grantedAt: instant().notNull().defaultNow(),
    expiresAt: instant(),
    reason: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('user_authority_user_code_uq').on(t.userId, t.authorityCode),
    index('user_authority_code_idx').on(t.authorityCode),
  ],
);
