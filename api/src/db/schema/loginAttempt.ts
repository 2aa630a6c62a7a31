import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

/** Every password-grant attempt, kept in the database so rate limits hold across api instances. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: id(),
    /** Normalised (trimmed, lower-case) username as typed; may name no user. */
    username: varchar({ length: 100 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    success: boolean().notNull(),
    at: instant().notNull(),
  },
  (t) => [index('login_attempt_username_at_idx').on(t.username, t.at), index('login_attempt_ip_at_idx').on(t.ip, t.at)],
);
