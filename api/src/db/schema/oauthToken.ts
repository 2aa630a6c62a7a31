import { bigint, char, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref } from './columns';
import { appUser } from './user';

/**
 * One row per issued access/refresh pair. Tokens are stored only as sha256 hex
 * digests. `familyId` ties together every pair descended from one login, so reuse
 * of a retired refresh token can revoke the whole chain.
 */
export const oauthToken = pgTable(
  'oauth_token',
  {
    id: id(),
    familyId: uuid().notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    clientId: varchar({ length: 100 }).notNull(),
    scope: varchar({ length: 100 }).notNull(),
    accessTokenHash: char({ length: 64 }).notNull(),
    refreshTokenHash: char({ length: 64 }).notNull(),
    issuedAt: instant().notNull(),
    accessExpiresAt: instant().notNull(),
    refreshExpiresAt: instant().notNull(),
    /** Set when the refresh token was exchanged; the pair that replaced it is `replacedById`. */
    rotatedAt: instant(),
    replacedById: ref(),
    revokedAt: instant(),
    revokeReason: varchar({ length: 20 }),
  },
  (t) => [
    uniqueIndex('oauth_token_access_uq').on(t.accessTokenHash),
    uniqueIndex('oauth_token_refresh_uq').on(t.refreshTokenHash),
    index('oauth_token_family_idx').on(t.familyId),
    index('oauth_token_user_idx').on(t.userId),
  ],
);
