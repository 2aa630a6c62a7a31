import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Counters behind document numbers (DOMAIN §1.2): one row per prefix and period, bumped atomically. */
export const docSequence = pgTable(
  'doc_sequence',
  {
    prefix: varchar({ length: 4 }).notNull(),
    /** '' for numbers without a period (customers), else `YYYY` or `YYYYMM`. */
    period: varchar({ length: 8 }).notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.period] })],
);
